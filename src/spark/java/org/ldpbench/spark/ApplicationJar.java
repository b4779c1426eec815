package org.ldpbench.spark;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;
import org.apache.spark.SparkConf;

/**
 * Ships the application jar to the executors when the driver was started without spark-submit.
 * spark-submit puts its application jar in {@code spark.jars}; {@code java -cp ldpbench-spark.jar
 * ... SparkMain --master spark://...} does not, so on a cluster the executors do not have our
 * classes and the first task fails with {@code ClassNotFoundException:
 * org.ldpbench.spark.SparkRunner$Task}. Here the jar this class was loaded from becomes {@code
 * spark.jars} unless it is already set (by spark-submit, or by the user with {@code
 * -Dspark.jars=...}). Loaded from a directory of classes (tests on {@code local[2]}, where
 * executors share the driver's class path) nothing is set.
 */
final class ApplicationJar {

  /** The Spark setting that lists the jars to ship to the executors. */
  static final String JARS = "spark.jars";

  private ApplicationJar() {}

  /**
   * {@code conf} with the application jar in {@link #JARS}, if it has none and {@code jar} is
   * present.
   */
  static SparkConf ship(SparkConf conf, Optional<Path> jar) {
    if (!conf.contains(JARS) || conf.get(JARS).isBlank()) {
      jar.ifPresent(path -> conf.setJars(new String[] {path.toAbsolutePath().toString()}));
    }
    return conf;
  }

  /** The jar file {@code type} was loaded from, or empty for a directory of classes. */
  static Optional<Path> of(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
    if (source == null || source.getLocation() == null) {
      return Optional.empty();
    }
    try {
      Path path = Path.of(source.getLocation().toURI());
      return Files.isRegularFile(path) && path.toString().endsWith(".jar")
          ? Optional.of(path)
          : Optional.empty();
    } catch (URISyntaxException | IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
