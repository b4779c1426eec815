package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ldpbench.param.Keyword;

/** The node statistics of LPCT-prune: the authors' constants and Algorithm 2's. */
class PruneConstantsTest {

  /**
   * 78 inputs (60 random ones and hand-picked ones for every branch) with the estimate, label and
   * statistic that the authors' C0 {@code ClassificationEstimator.test_statistic} (λ = None, a
   * fresh object, so without its stored-λ state) returns, from a line-by-line Python transcription
   * run with numpy 2.4.6. Columns: S_U, S_V, C_U, C_V, n_P, n_Q, ε, p0, a, η, label, T.
   */
  @Test
  void codeConstantsReproduceTheAuthorsStatistic() throws Exception {
    Set<NodeVerdict.Source> sources = EnumSet.noneOf(NodeVerdict.Source.class);
    int cases = 0;
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(
                getClass().getResourceAsStream("code-statistic-cases.csv"),
                StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.startsWith("#")) {
          continue;
        }
        String[] f = line.split(",");
        double[] x = new double[f.length];
        for (int i = 0; i < f.length; i++) {
          x[i] = Double.parseDouble(f[i]);
        }
        int p0 = (int) x[7];
        PruneContext context = new PruneContext(p0, 0, (long) x[4], (long) x[5], x[6]);
        NodeVerdict verdict =
            PruneConstants.CODE.evaluate(x[0], x[1], x[2], x[3], (int) x[8], context);
        String at = line;
        assertThat(verdict.eta()).as(at).isCloseTo(x[9], within(1e-12));
        assertThat(verdict.label()).as(at).isEqualTo((int) x[10]);
        assertThat(verdict.statistic()).as(at).isCloseTo(x[11], within(1e-9 * Math.max(1, x[11])));
        assertThat(verdict.terminal()).isFalse();
        sources.add(verdict.source());
        cases++;
      }
    }
    assertThat(cases).isEqualTo(78);
    // the table reaches every branch: public only, private only (incl. truncated), eq. 8, no public
    // data
    assertThat(sources).containsExactlyInAnyOrder(NodeVerdict.Source.values());
  }

  @Test
  void codeConstantsGiveLabelOneAndNoEvidenceWithoutPublicPoints() {
    PruneContext context = new PruneContext(2, 1, 1000, 1000, 1.0);
    NodeVerdict verdict = PruneConstants.CODE.evaluate(200, 10, 0, 0, 0, context);
    assertThat(verdict.label()).isEqualTo(1);
    assertThat(verdict.statistic()).isZero();
    assertThat(verdict.source()).isEqualTo(NodeVerdict.Source.NONE);
  }

  /**
   * Algorithm 2 by hand: n_P = n_Q = 1000, L = ln 2000 = 7.6009, p0 = 2, a = 0 (k = 2). With ε = 1,
   * τ = 2^(p0−k+3)·n_P/ε² = 8000 ≥ S_U = 500: noise-dominated. η̃_P = 400/500 = 0.8, v_P =
   * 0.3·500/√(2^5·1000·L) = 0.304147. With C_U = 100, C_V = 70: η̂_Q = 0.7, v_Q = 0.2/√(4L/100) =
   * 0.362717 &gt; v_P, so the public estimate. With C_V = 55: v_Q = 0.090679 ≤ v_P, so the private
   * one, which ends the walk with the flag iff k ≤ p_min.
   */
  @Test
  void algorithmTwoInTheNoiseDominatedCase() {
    PruneContext pMinTwo = new PruneContext(2, 2, 1000, 1000, 1.0);
    PruneContext pMinOne = new PruneContext(2, 1, 1000, 1000, 1.0);
    NodeVerdict q = PruneConstants.PAPER_ALG2.evaluate(500, 400, 100, 70, 0, pMinTwo);
    assertThat(q.source()).isEqualTo(NodeVerdict.Source.PUBLIC);
    assertThat(q.eta()).isEqualTo(0.7);
    assertThat(q.statistic()).isCloseTo(0.36271659036216125, within(1e-12));
    assertThat(q.terminal()).isFalse();
    NodeVerdict p = PruneConstants.PAPER_ALG2.evaluate(500, 400, 100, 55, 0, pMinTwo);
    assertThat(p.source()).isEqualTo(NodeVerdict.Source.PRIVATE);
    assertThat(p.eta()).isEqualTo(0.8);
    assertThat(p.label()).isEqualTo(1);
    assertThat(p.statistic()).isCloseTo(0.3041471072312766, within(1e-12));
    assertThat(p.terminal()).isTrue();
    assertThat(PruneConstants.PAPER_ALG2.evaluate(500, 400, 100, 55, 0, pMinOne).terminal())
        .isFalse();
    // S_U ≤ 0: the private estimate is unusable, so the public one, never terminal
    NodeVerdict guarded = PruneConstants.PAPER_ALG2.evaluate(-3, 400, 100, 55, 0, pMinTwo);
    assertThat(guarded.source()).isEqualTo(NodeVerdict.Source.PUBLIC);
    assertThat(guarded.terminal()).isFalse();
    // C_U = 0: v_Q = 0 and η̂_Q = 0
    NodeVerdict noPublic = PruneConstants.PAPER_ALG2.evaluate(-3, 1, 0, 0, 0, pMinTwo);
    assertThat(noPublic.eta()).isZero();
    assertThat(noPublic.statistic()).isZero();
  }

  /**
   * With ε = 1000, τ = 0.008 &lt; S_U: eq. 8 at λ* = 8b/a. S_U = 500, S_V = 400 (a = 0.3), C_U =
   * 100, C_V = 70 (b = 0.2): λ* = 5.3333, v* = 0.562649, η = 0.748387. With C_V = 30 (b = −0.2,
   * other sign) the better end, λ = 0: v = a/√(32L/S_U) = 0.430129 &gt; b/√(4L/C_U) = 0.362717, η =
   * 0.8.
   */
  @Test
  void algorithmTwoInThePrivateInformativeCase() {
    PruneContext context = new PruneContext(2, 1, 1000, 1000, 1000.0);
    NodeVerdict same = PruneConstants.PAPER_ALG2.evaluate(500, 400, 100, 70, 0, context);
    assertThat(same.source()).isEqualTo(NodeVerdict.Source.COMBINED);
    assertThat(same.lambda()).isCloseTo(5.333333333333334, within(1e-12));
    assertThat(same.statistic()).isCloseTo(0.5626493140476216, within(1e-12));
    assertThat(same.eta()).isCloseTo(0.7483870967741935, within(1e-12));
    NodeVerdict other = PruneConstants.PAPER_ALG2.evaluate(500, 400, 100, 30, 0, context);
    assertThat(other.source()).isEqualTo(NodeVerdict.Source.PRIVATE);
    assertThat(other.lambda()).isZero();
    assertThat(other.statistic()).isCloseTo(0.43012896400301537, within(1e-12));
    assertThat(other.eta()).isEqualTo(0.8);
    assertThat(other.terminal()).isFalse();
  }

  @Test
  void parameterValuesRoundTrip() {
    for (PruneConstants c : PruneConstants.values()) {
      assertThat(Keyword.parse(PruneConstants.class, c.keyword())).contains(c);
    }
    assertThat(PruneConstants.CODE.keyword()).isEqualTo("code");
    assertThat(PruneConstants.PAPER_ALG2.keyword()).isEqualTo("paper_alg2");
  }
}
