package org.ldpbench.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.apache.spark.SparkConf;
import org.junit.jupiter.api.Test;

/** The application jar goes to the executors when nothing else put it in spark.jars. */
class ApplicationJarTest {

  @Test
  void aDriverStartedWithoutSparkSubmitShipsItsJar() {
    SparkConf conf =
        ApplicationJar.ship(
            new SparkConf(false), Optional.of(Path.of("target/ldpbench-spark.jar")));
    assertThat(conf.get(ApplicationJar.JARS))
        .isEqualTo(Path.of("target/ldpbench-spark.jar").toAbsolutePath().toString());
  }

  @Test
  void jarsSetBySparkSubmitOrTheUserAreKept() {
    SparkConf given = new SparkConf(false).set(ApplicationJar.JARS, "/opt/app.jar");
    assertThat(
            ApplicationJar.ship(given, Optional.of(Path.of("other.jar"))).get(ApplicationJar.JARS))
        .isEqualTo("/opt/app.jar");
    assertThat(
            ApplicationJar.ship(new SparkConf(false), Optional.empty())
                .contains(ApplicationJar.JARS))
        .isFalse();
  }

  @Test
  void classesFromADirectoryHaveNoJarAndSparksOwnComeFromOne() {
    assertThat(ApplicationJar.of(SparkMain.class)).isEmpty(); // target/spark/classes in the tests
    assertThat(ApplicationJar.of(SparkConf.class))
        .hasValueSatisfying(p -> assertThat(p.toString()).endsWith(".jar").contains("spark-core"));
  }
}
