package org.ldpbench.data.real;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;

/**
 * The heart-data preprocessing of spec/distributed.md §5.4 (item 11 of §6.3); skipped without the
 * raw files.
 */
class HeartHospitalsTest {

  private static HeartHospitals data() throws Exception {
    DatasetDescriptor d = DescriptorReader.read(DescriptorReader.DIRECTORY.resolve("heart.yaml"));
    RawDataLocator locator = RawDataLocator.standard();
    assumeTrue(d.files().stream().allMatch(f -> locator.find(f) != null), "heart files not found");
    return HeartHospitalsFactory.hospitals();
  }

  private static double prevalence(Dataset d) {
    double s = 0;
    for (int i = 0; i < d.size(); i++) {
      s += d.targets().value(i);
    }
    return s / d.size();
  }

  @Test
  void completeCasesPrevalencesAndScaleMatchTheSpecsRecount() throws Exception {
    HeartHospitals h = data();
    // spec 5.4 recount: Hungary 292 after dropping its duplicate, Cleveland 303, Long Beach 141,
    // Switzerland 117
    assertThat(h.hospitals().stream().map(Dataset::size).toList())
        .containsExactly(292, 303, 141, 117);
    assertThat(h.hospitals().get(0).dimension()).isEqualTo(7);
    // prevalences: Hungary 36.2%, Cleveland 45.9%, Long Beach 78.7%, Switzerland 93.2%
    assertThat(prevalence(h.hospitals().get(0))).isCloseTo(0.362, within(0.002));
    assertThat(prevalence(h.hospitals().get(1))).isCloseTo(0.459, within(0.001));
    assertThat(prevalence(h.hospitals().get(2))).isCloseTo(0.787, within(0.001));
    assertThat(prevalence(h.hospitals().get(3))).isCloseTo(0.932, within(0.001));
    double min = 1;
    double max = 0;
    for (Dataset d : h.hospitals()) {
      double[] x = d.features().copyRowMajor();
      for (double v : x) {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
    assertThat(min).isEqualTo(0.0);
    assertThat(max).isEqualTo(0.5);
  }

  @Test
  void transferLayoutHoldsOut150HungarianRecordsAndCrossLayoutTrainsOn100() throws Exception {
    data();
    HeartHospitalsFactory factory = new HeartHospitalsFactory();
    DataSource transfer = factory.create(factory.info().parameters().completePart(Map.of(), false));
    DataSplit split = transfer.draw((role, id) -> new SplittableRandom(id.hashCode()));
    assertThat(split.test().size()).isEqualTo(150);
    assertThat(split.privateTrain().stream().map(Dataset::size).toList())
        .containsExactly(142, 303, 141, 117);
    DataSource cross =
        factory.create(
            factory
                .info()
                .parameters()
                .completePart(Map.of("layout", "cross", "train", 1, "test", 1), false));
    DataSplit c = cross.draw((role, id) -> new SplittableRandom(id.hashCode()));
    assertThat(c.privateSample().size()).isEqualTo(100);
    assertThat(c.test().size()).isEqualTo(203);
  }
}
