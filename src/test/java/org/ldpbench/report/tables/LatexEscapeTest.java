package org.ldpbench.report.tables;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The LaTeX escaping of table text (a commons-text lookup translator) keeps the committed .tex
 * files' bytes.
 */
class LatexEscapeTest {

  @Test
  void specialCharactersAndGreekLettersBecomeLatex() {
    assertThat(LatexResultTable.escape("a_b & 50% #1 {x} $y ~z ^w \\ ε–δ — λ ≤ μ ± σ → α"))
        .isEqualTo(
            "a\\_b \\& 50\\% \\#1 \\{x\\} \\$y \\textasciitilde{}z \\textasciicircum{}w"
                + " \\textbackslash{} $\\varepsilon$--$\\delta$ --- $\\lambda$ $\\leq$ $\\mu$ $\\pm$"
                + " $\\sigma$ $\\to$ $\\alpha$");
    assertThat(LatexResultTable.escape("plain text")).isEqualTo("plain text");
  }
}
