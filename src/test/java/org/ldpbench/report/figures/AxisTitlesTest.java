package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Parameter names become the papers' notation on figure axes; the spec's own words win. */
class AxisTitlesTest {

  @Test
  void sweptParametersReadAsThePapersNotation() {
    assertThat(AxisTitles.of("nPublic")).isEqualTo("n_Q (public sample size)");
    assertThat(AxisTitles.of("nPrivate")).isEqualTo("n_P (private sample size)");
    assertThat(AxisTitles.of("epsilon")).isEqualTo("\u03b5");
    assertThat(AxisTitles.of("lambda")).isEqualTo("\u03bb");
    assertThat(AxisTitles.of("depth")).isEqualTo("tree depth");
    assertThat(AxisTitles.of("gamma")).startsWith("\u03b3");
  }

  @Test
  void unknownNamesStayAsTheyAre() {
    assertThat(AxisTitles.of("privateFraction")).isEqualTo("privateFraction");
    assertThat(AxisTitles.of("K")).isEqualTo("K");
  }

  @Test
  void aSpecsOwnLabelWinsAndTheBareNameIsMapped() {
    assertThat(AxisTitles.of("nPrivate", "total private sample size N = 2n"))
        .isEqualTo("total private sample size N = 2n");
    assertThat(AxisTitles.of("nPublic", "nPublic")).isEqualTo("n_Q (public sample size)");
  }
}
