package org.ldpbench.pit;

import java.util.Collection;
import java.util.Optional;
import org.pitest.classinfo.ClassByteArraySource;
import org.pitest.help.PitHelpError;
import org.pitest.junit5.JUnit5TestPluginFactory;
import org.pitest.testapi.Configuration;
import org.pitest.testapi.TestGroupConfig;
import org.pitest.testapi.TestPluginFactory;
import org.pitest.testapi.TestSuiteFinder;
import org.pitest.testapi.TestUnitFinder;

/**
 * PIT's JUnit 5 support with a test discovery that does not run the tests it discovers in a
 * mutation minion ({@link DiscoveryOnlyTestUnitFinder}).
 *
 * <p>Why: JUnit 5 discovers dynamic and parameterised tests only by running their containers, so
 * pitest-junit5-plugin (1.2.3) finds a class's tests by running the whole class. That is free in
 * PIT's coverage pass, which needs the runs anyway, but a mutation minion does it again, for every
 * unit, for every test class of its mutants' tests, and then runs the tests it was given. In {@code
 * make mutation}'s killing pass a mutant's tests include {@code GoldenKillers} and {@code
 * AuditKillers} (one dynamic test per method, configuration and layer), so each minion first ran
 * every golden output and audit of the project: about three minutes per mutant before its first
 * test, about 40 hours for the 1,400 release-changing mutants of {@code method..} and {@code
 * privacy..} on 2 cores.
 *
 * <p>The configuration comes before the JUnit 5 plugin's (PIT uses the first finder that finds a
 * class's tests) and uses it for everything else: the coverage pass, the suite finder, the
 * environment check. Which tests a mutant runs, in which order, and what counts as a kill are
 * unchanged.
 */
public final class DiscoveryOnlyJUnit5Factory implements TestPluginFactory {

  @Override
  public Configuration createTestFrameworkConfiguration(
      TestGroupConfig config,
      ClassByteArraySource source,
      Collection<String> excludedRunners,
      Collection<String> includedTestMethods) {
    Configuration junit5 =
        new JUnit5TestPluginFactory()
            .createTestFrameworkConfiguration(config, source, excludedRunners, includedTestMethods);
    TestUnitFinder finder =
        new DiscoveryOnlyTestUnitFinder(config, includedTestMethods, junit5.testUnitFinder());
    return new Configuration() {
      @Override
      public int priority() {
        return junit5.priority() - 1;
      }

      @Override
      public TestUnitFinder testUnitFinder() {
        return finder;
      }

      @Override
      public TestSuiteFinder testSuiteFinder() {
        return junit5.testSuiteFinder();
      }

      @Override
      public Optional<PitHelpError> verifyEnvironment() {
        return junit5.verifyEnvironment();
      }
    };
  }

  @Override
  public String name() {
    return "ldpbench-junit5";
  }

  @Override
  public String description() {
    return "JUnit 5, discovering a mutation minion's tests without running them (ldpbench)";
  }
}
