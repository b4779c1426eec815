package org.ldpbench.pit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pitest.testapi.Description;
import org.pitest.testapi.NullExecutionListener;
import org.pitest.testapi.ResultCollector;
import org.pitest.testapi.TestGroupConfig;
import org.pitest.testapi.TestUnit;
import org.pitest.testapi.TestUnitExecutionListener;
import org.pitest.testapi.TestUnitFinder;

class DiscoveryOnlyTestUnitFinderTest {

  private static final TestGroupConfig NO_GROUPS = new TestGroupConfig(List.of(), List.of());

  @BeforeEach
  void reset() {
    DiscoveryFixture.BODIES.set(0);
    DiscoveryFixture.FACTORIES.set(0);
  }

  private static TestUnitFinder finder(TestGroupConfig groups) {
    return new DiscoveryOnlyJUnit5Factory()
        .createTestFrameworkConfiguration(groups, null, List.of(), List.of())
        .testUnitFinder();
  }

  @Test
  void aMinionFindsEveryTestWithoutRunningABody() {
    List<TestUnit> units =
        finder(NO_GROUPS).findTestUnits(DiscoveryFixture.class, new NullExecutionListener());

    assertThat(units).hasSize(7); // 2 methods, 3 dynamic tests, 2 invocations
    assertThat(DiscoveryFixture.BODIES).hasValue(0);
    assertThat(DiscoveryFixture.FACTORIES).hasValue(1);
    assertThat(units)
        .extracting(u -> u.getDescription().getName())
        .anyMatch(n -> n.contains("[dynamic-test:#2]"))
        .anyMatch(n -> n.contains("[test-template-invocation:#2]"))
        .anyMatch(n -> n.contains("[method:plain()]"));
  }

  @Test
  void eachUnitFoundSoRunsItsOneTestBodyIncluded() {
    List<TestUnit> units =
        finder(NO_GROUPS).findTestUnits(DiscoveryFixture.class, new NullExecutionListener());
    Recorder recorder = new Recorder();

    for (TestUnit unit : units) {
      unit.execute(recorder);
    }

    assertThat(DiscoveryFixture.BODIES).hasValue(7);
    assertThat(recorder.ended).hasSize(7).doesNotContain(false);
  }

  @Test
  void excludedGroupsAreLeftOutAsByTheJUnit5Plugin() {
    List<TestUnit> units =
        finder(new TestGroupConfig(List.of("slow"), List.of()))
            .findTestUnits(DiscoveryFixture.class, new NullExecutionListener());

    assertThat(units).hasSize(6);
    assertThat(units)
        .extracting(u -> u.getDescription().getName())
        .noneMatch(n -> n.contains("slow()"));
  }

  @Test
  void theCoveragePassStillRunsTheTestsAsItDiscoversThem() {
    List<String> started = new ArrayList<>();
    TestUnitExecutionListener coverage =
        new TestUnitExecutionListener() {
          @Override
          public void executionStarted(Description description) {
            started.add(description.getName());
          }

          @Override
          public void executionFinished(Description description, boolean passed, Throwable error) {}
        };

    List<TestUnit> units = finder(NO_GROUPS).findTestUnits(DiscoveryFixture.class, coverage);

    assertThat(units).hasSize(7);
    assertThat(DiscoveryFixture.BODIES).hasValue(7);
    assertThat(started).hasSize(7);
  }

  /** Which tests ended, and whether each passed. */
  private static final class Recorder implements ResultCollector {
    final List<Boolean> ended = new ArrayList<>();

    @Override
    public void notifyEnd(Description description, Throwable t) {
      ended.add(false);
    }

    @Override
    public void notifyEnd(Description description) {
      ended.add(true);
    }

    @Override
    public void notifyStart(Description description) {}

    @Override
    public void notifySkipped(Description description) {
      ended.add(false);
    }

    @Override
    public boolean shouldExit() {
      return false;
    }
  }
}
