package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Algorithm 2's depths p0 and p_min. */
class PruneDepthsTest {

  @Test
  void depthsOfTheAuthorsSimulations() {
    // spec/lpct.md section 9 (d = 2, n_P = 10^4): dist 4 (n_Q = 50): eps 1 -> 5/4, eps 8 -> 6/6;
    // dist 5 (n_Q = 1000): eps 1 -> 9/4, eps 8 -> 9/6
    assertThat(PruneDepths.p0(2, 10_000, 50, 1.0)).isEqualTo(5);
    assertThat(PruneDepths.pMin(2, 10_000, 1.0)).isEqualTo(4);
    assertThat(PruneDepths.p0(2, 10_000, 50, 8.0)).isEqualTo(6);
    assertThat(PruneDepths.pMin(2, 10_000, 8.0)).isEqualTo(6);
    assertThat(PruneDepths.p0(2, 10_000, 1000, 1.0)).isEqualTo(9);
    assertThat(PruneDepths.p0(2, 10_000, 1000, 8.0)).isEqualTo(9);
  }

  @Test
  void generalDimensionAndEdges() {
    // d = 4: p0 = floor(4/10 · log2(n_P ε² + n_Q^(10/4))); n_P = 1000, ε = 2, n_Q = 100: log2(4000
    // + 10^5) = 16.666
    assertThat(PruneDepths.p0(4, 1000, 100, 2.0)).isEqualTo(6);
    // d = 1: floor(1/4 · log2(n_P ε² + n_Q^4)); n_Q = 0, n_P ε² = 2^12 exactly -> 3 (a log2 off by
    // an ulp gives 2)
    assertThat(PruneDepths.p0(1, 4096, 0, 1.0)).isEqualTo(3);
    // d = 2, n_P ε² + n_Q³ = 2^15 exactly: log2 = 15, p0 = 5
    assertThat(PruneDepths.p0(2, 32_768, 0, 1.0)).isEqualTo(5);
    assertThat(PruneDepths.log2(32_768.0)).isEqualTo(15.0);
    // tiny budgets: n_P ε² < 1 still gives p_min = 0, never negative
    assertThat(PruneDepths.pMin(2, 10, 0.001)).isZero();
    assertThat(PruneDepths.p0(2, 10, 0, 0.001)).isZero();
    // huge public samples are capped at the tree limit
    assertThat(PruneDepths.p0(1, 10, 1_000_000_000_000L, 1.0)).isEqualTo(PruneDepths.MAX_DEPTH);
  }
}
