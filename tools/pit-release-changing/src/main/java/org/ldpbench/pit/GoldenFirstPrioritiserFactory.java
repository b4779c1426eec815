package org.ldpbench.pit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import org.pitest.classpath.CodeSource;
import org.pitest.coverage.CoverageDatabase;
import org.pitest.coverage.TestInfo;
import org.pitest.mutationtest.build.DefaultTestPrioritiserFactory;
import org.pitest.mutationtest.build.TestPrioritiser;
import org.pitest.mutationtest.build.TestPrioritiserFactory;

/**
 * PIT's default test order for a mutant (the tests covering its line, fastest first), with the
 * golden outputs' tests ({@code org.ldpbench.mutation.GoldenKillers}) moved to the front. A mutant
 * that changes a release usually changes a golden output, and one golden test per method takes
 * seconds, where the default order ran 5 to 13 audit tests before the golden one killed it. PIT
 * stops at the first failing test, so the order changes only the time: the tests run for a mutant
 * and its verdict are the same. PIT uses the first prioritiser on its plugin classpath; the release
 * pass, whose only test is the fingerprint probe, keeps its order.
 */
public final class GoldenFirstPrioritiserFactory implements TestPrioritiserFactory {

  /** The class whose tests go first. */
  static final String FIRST = "org.ldpbench.mutation.GoldenKillers";

  @Override
  public TestPrioritiser makeTestPrioritiser(
      Properties props, CodeSource code, CoverageDatabase coverage) {
    TestPrioritiser pitDefault =
        new DefaultTestPrioritiserFactory().makeTestPrioritiser(props, code, coverage);
    return mutation -> goldenFirst(pitDefault.assignTests(mutation));
  }

  /** The same tests, the golden ones first, each group in its given order (a stable sort). */
  static List<TestInfo> goldenFirst(List<TestInfo> tests) {
    List<TestInfo> ordered = new ArrayList<>(tests);
    ordered.sort(Comparator.comparing((TestInfo t) -> !t.getName().contains(FIRST)));
    return ordered;
  }

  @Override
  public String description() {
    return "PIT's default test order with ldpbench's golden-output tests first";
  }
}
