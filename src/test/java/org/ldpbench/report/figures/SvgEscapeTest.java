package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * SVG text escaping (commons-text translators) escapes exactly what the committed figures were
 * written with: the four basic entities, not the apostrophe ("authors' code" appears in titles), no
 * numeric entities for non-ASCII text, and the controls XML 1.0 forbids dropped.
 */
class SvgEscapeTest {

  @Test
  void escapesTheBasicEntitiesOnlyAndDropsForbiddenControls() {
    assertThat(SvgDescription.escape("LPCT (authors' code): ε = 2 < 4 & \"x\" > 1 ± 0.1"))
        .isEqualTo("LPCT (authors' code): ε = 2 &lt; 4 &amp; &quot;x&quot; &gt; 1 ± 0.1");
    assertThat(SvgDescription.escape("a\u0001b\u001fc\td\ne\rf")).isEqualTo("abc\td\ne\rf");
    assertThat(SvgDescription.escape("𝜀")).isEqualTo("𝜀"); // a surrogate pair passes whole
  }
}
