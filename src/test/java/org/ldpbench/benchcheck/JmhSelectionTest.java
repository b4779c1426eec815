package org.ldpbench.benchcheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link JmhSelection} selects one benchmark and no other: JMH matches the expression anywhere in
 * the fully qualified name ({@code find}), so it is anchored at both ends; each parameter becomes
 * one {@code -p}; anything the shell loop of {@code make bench-check} would split wrongly is
 * refused.
 */
class JmhSelectionTest {

  @Test
  void theExpressionMatchesTheBenchmarkAndNotItsLongerSibling() {
    String line = JmhSelection.line("LpctBenchmark.fitAndPredict", "nPrivate=10000");
    assertThat(line).isEqualTo("(^|\\.)LpctBenchmark\\.fitAndPredict$ -p nPrivate=10000");
    Pattern regex = Pattern.compile(line.substring(0, line.indexOf(' ')));
    assertThat(regex.matcher("org.ldpbench.bench.LpctBenchmark.fitAndPredict").find()).isTrue();
    assertThat(regex.matcher("LpctBenchmark.fitAndPredict").find()).isTrue();
    assertThat(
            regex.matcher("org.ldpbench.bench.LpctBenchmark.fitAndPredictNewPublicSample").find())
        .isFalse();
    assertThat(regex.matcher("org.ldpbench.bench.XLpctBenchmark.fitAndPredict").find()).isFalse();
    assertThat(regex.matcher("org.ldpbench.bench.LpctBenchmarkXfitAndPredict").find()).isFalse();
  }

  @Test
  void everyParameterIsOneOptionAndNoParametersNone() {
    assertThat(JmhSelection.line("MethodFamilyBenchmark.pglmEmail", ""))
        .isEqualTo("(^|\\.)MethodFamilyBenchmark\\.pglmEmail$");
    assertThat(JmhSelection.line("B.m", "n=10,gamma=0.5,mode=a-b"))
        .isEqualTo("(^|\\.)B\\.m$ -p n=10 -p gamma=0.5 -p mode=a-b");
  }

  @Test
  void whatTheShellWouldSplitIsRefused() {
    assertThatThrownBy(() -> JmhSelection.line("B.m x", ""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a Java benchmark name");
    assertThatThrownBy(() -> JmhSelection.line("B.m", "n=1 0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'n=1 0'");
  }
}
