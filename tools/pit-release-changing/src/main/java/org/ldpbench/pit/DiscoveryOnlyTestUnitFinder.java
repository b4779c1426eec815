package org.ldpbench.pit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.pitest.junit5.JUnit5TestUnit;
import org.pitest.testapi.NullExecutionListener;
import org.pitest.testapi.TestGroupConfig;
import org.pitest.testapi.TestUnit;
import org.pitest.testapi.TestUnitExecutionListener;
import org.pitest.testapi.TestUnitFinder;

/**
 * Finds a JUnit 5 class's tests, one {@link JUnit5TestUnit} per test as pitest-junit5-plugin does,
 * but in a mutation minion (PIT passes a {@link NullExecutionListener} there) without running their
 * bodies: the class runs with {@link SkipTestBodies} switched on, so test factories and templates
 * still produce their dynamic tests and invocations, and every test method, template invocation and
 * dynamic test is skipped. Each unit, when PIT executes it against a mutant, runs its one test by
 * unique id, bodies included (the switch is a configuration parameter of the discovery request
 * only).
 *
 * <p>Anywhere else (PIT's coverage pass, which records what each test covers while discovering it,
 * or a run naming included test methods) the JUnit 5 plugin's own finder is used unchanged.
 */
final class DiscoveryOnlyTestUnitFinder implements TestUnitFinder {

  private final TestGroupConfig groups;
  private final Collection<String> includedTestMethods;
  private final TestUnitFinder junit5;
  private final Launcher launcher = LauncherFactory.create();

  DiscoveryOnlyTestUnitFinder(
      TestGroupConfig groups, Collection<String> includedTestMethods, TestUnitFinder junit5) {
    this.groups = groups;
    this.includedTestMethods = includedTestMethods == null ? List.of() : includedTestMethods;
    this.junit5 = junit5;
  }

  @Override
  public List<TestUnit> findTestUnits(Class<?> clazz, TestUnitExecutionListener listener) {
    if (!(listener instanceof NullExecutionListener) || !includedTestMethods.isEmpty()) {
      return junit5.findTestUnits(clazz, listener);
    }
    if (clazz.getEnclosingClass() != null) {
      return List.of(); // found with its enclosing class, as by the JUnit 5 plugin
    }
    Found found = new Found();
    launcher.execute(request(clazz), found);
    List<TestUnit> units = new ArrayList<>();
    for (TestIdentifier id : found.identifiers()) {
      units.add(new JUnit5TestUnit(clazz, id));
    }
    return units;
  }

  private LauncherDiscoveryRequest request(Class<?> clazz) {
    List<PostDiscoveryFilter> filters = new ArrayList<>();
    List<String> excluded = nonEmpty(groups.getExcludedGroups());
    if (!excluded.isEmpty()) {
      filters.add(TagFilter.excludeTags(excluded));
    }
    List<String> included = nonEmpty(groups.getIncludedGroups());
    if (!included.isEmpty()) {
      filters.add(TagFilter.includeTags(included));
    }
    return LauncherDiscoveryRequestBuilder.request()
        .selectors(DiscoverySelectors.selectClass(clazz))
        .filters(filters.toArray(new PostDiscoveryFilter[0]))
        .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "true")
        .configurationParameter(SkipTestBodies.PARAMETER, "true")
        .build();
  }

  private static List<String> nonEmpty(List<String> values) {
    return values == null ? List.of() : values.stream().filter(v -> !v.isEmpty()).toList();
  }

  /**
   * The tests the run started, and any container that failed (a factory that throws), as the JUnit
   * 5 plugin's listener collects them.
   */
  private static final class Found implements TestExecutionListener {
    private final List<TestIdentifier> identifiers =
        Collections.synchronizedList(new ArrayList<>());

    @Override
    public void executionStarted(TestIdentifier id) {
      if (id.isTest()) {
        identifiers.add(id);
      }
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
      if (result.getStatus() == TestExecutionResult.Status.FAILED && !identifiers.contains(id)) {
        identifiers.add(id);
      }
    }

    List<TestIdentifier> identifiers() {
      return List.copyOf(identifiers);
    }
  }
}
