package org.ldpbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.data.RunMemo;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.method.fixture.MethodThatImportsTheAudit;
import org.ldpbench.method.lpct.LpctHeadMethod;
import org.ldpbench.testing.MainClasses;
import org.ldpbench.testing.Slow;

/**
 * The package rules of DESIGN.md, checked on the compiled classes: privacy primitives import
 * nothing else of ldpbench but the hash utilities, which import nothing of ldpbench; statistics do
 * not know experiments; algorithms (data, partition, privacy, methods, metrics, statistics,
 * parameters) touch no files or runners; the privacy audit is a layer above everything it stands
 * on, with no arrow back up and no cycle among its packages; only privacy mechanisms read private
 * records; methods draw randomness only from the streams passed in.
 *
 * <p>Not tagged slow (issue 32): it was, because it imported the classes twice in its own
 * {@code @BeforeAll} (the main classes, then main and test classes together, 20–30 s on a loaded
 * machine); the main classes are now imported once per test JVM for every architecture test ({@link
 * MainClasses}), and the test-only violations from their own small package.
 */
class ArchitectureTest {

  private static JavaClasses main;

  /**
   * The test-only violations of {@code org.ldpbench.testing} (CuratorThatPeeks and its mechanism).
   */
  private static JavaClasses fixtures;

  @BeforeAll
  static void importClasses() {
    main = MainClasses.get();
    fixtures = new ClassFileImporter().importPackages("org.ldpbench.testing");
  }

  /**
   * Only a mechanism (or the data layer and the runner, which build the samples) may read private
   * records or the exact statistics remembered for them, derive a sample from them, or run a
   * mechanism on a sample: {@link PrivateMethod#fit} runs the mechanisms, and the privacy audit
   * runs them on samples it builds itself.
   */
  /**
   * The one method that reads raw records and then runs a mechanism on a copy of them itself:
   * LPCT-HEAD, the NON-private ablation of the authors' code (privacy model NONE; it claims no
   * privacy, its "public" counts are exact private counts by design), which must reuse LPCT's
   * randomizer to be the code's estimator. No private method may be added here.
   */
  static final Class<?> NON_PRIVATE_ABLATION = LpctHeadMethod.class;

  static final ArchRule ONLY_MECHANISMS_READ_PRIVATE_RECORDS =
      noClasses()
          .that(DescribedPredicate.not(JavaClass.Predicates.implement(PrivateMechanism.class)))
          // the interface itself: its default releases(sample, streams) is release(sample, stream)
          // per stream
          .and(DescribedPredicate.not(JavaClass.Predicates.equivalentTo(PrivateMechanism.class)))
          .and(DescribedPredicate.not(JavaClass.Predicates.equivalentTo(PrivateMethod.class)))
          .and(DescribedPredicate.not(JavaClass.Predicates.equivalentTo(NON_PRIVATE_ABLATION)))
          .and()
          .resideOutsideOfPackages(
              "org.ldpbench.data..", "org.ldpbench.run..", "org.ldpbench.audit..")
          .should()
          .callMethod(PrivateSample.class, "records")
          .orShould()
          .callMethod(PrivateSample.class, "rows")
          .orShould()
          .callMethod(PrivateSample.class, "derived", SampleRows.class)
          .orShould()
          .callMethod(PrivateSample.class, "exact", MemoKey.class, Object.class, Function.class)
          .orShould()
          .callMethodWhere(aMechanismRelease())
          .because(
              "curators see only releases and public data (DESIGN rule 1); exact statistics of private"
                  + " records are remembered only where mechanisms can reach them");

  /**
   * A call of {@code release(PrivateSample, ...)} or {@code releases(PrivateSample, ...)} on a
   * {@link PrivateMechanism}.
   */
  private static DescribedPredicate<JavaMethodCall> aMechanismRelease() {
    return DescribedPredicate.describe(
        "a mechanism's release(PrivateSample, ...) or releases(PrivateSample, ...)",
        call -> {
          JavaClass owner = call.getTargetOwner();
          List<JavaClass> parameters = call.getTarget().getRawParameterTypes();
          return (call.getName().equals("release") || call.getName().equals("releases"))
              && owner.isAssignableTo(PrivateMechanism.class)
              && !parameters.isEmpty()
              && parameters.get(0).isEquivalentTo(PrivateSample.class);
        });
  }

  /**
   * The capability to read a guarded private sample ({@link RecordAccess}) is opened only by the
   * training input that holds it (for {@code PrivateMethod.fit}'s mechanism calls and the
   * non-private methods' {@code RawRecords} reads), and guarded samples are made only there.
   */
  static final ArchRule ONLY_THE_TRAINING_INPUT_OPENS_PRIVATE_SAMPLES =
      noClasses()
          .that(DescribedPredicate.not(JavaClass.Predicates.equivalentTo(TrainingInput.class)))
          .and()
          .resideOutsideOfPackage("org.ldpbench.data..")
          .should()
          .callMethod(RecordAccess.class, "during", Supplier.class)
          .orShould()
          .callMethod(RunMemo.class, "privateSample", SampleRows.class, RecordAccess.class)
          .because("a private sample is readable only inside its mechanism call (DESIGN rule 1)");

  /**
   * A standalone private sample is not guarded: only the privacy audit (and tests) may make one,
   * from records they chose themselves.
   */
  static final ArchRule ONLY_THE_AUDIT_MAKES_STANDALONE_SAMPLES =
      noClasses()
          .that()
          .resideOutsideOfPackages("org.ldpbench.data..", "org.ldpbench.audit..")
          .and(DescribedPredicate.not(JavaClass.Predicates.equivalentTo(NON_PRIVATE_ABLATION)))
          .should()
          .callConstructor(PrivateSample.class, SampleRows.class)
          .because(
              "samples of the harness are guarded (RecordAccess); a mechanism derives new samples with"
                  + " PrivateSample.derived");

  /**
   * Mechanisms are immutable: a field they could set during a release would carry private data out
   * of it.
   */
  static final ArchRule MECHANISMS_HAVE_ONLY_FINAL_FIELDS =
      fields()
          .that()
          .areDeclaredInClassesThat()
          .implement(PrivateMechanism.class)
          .and()
          .areNotStatic()
          .should()
          .beFinal()
          .because(
              "a mechanism's release may not leave private data in the mechanism (DESIGN rule 1)");

  /**
   * The privacy primitives import nothing of ldpbench but the hash utilities; the privacy audit
   * ({@code org.ldpbench.audit}), which runs methods' mechanisms, is a layer of its own above the
   * methods ({@link #nothingTheAuditStandsOnImportsIt}).
   */
  @Test
  void privacyImportsNothingElseOfLdpbench() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.privacy..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench.data..",
            "org.ldpbench.method..",
            "org.ldpbench.partition..",
            "org.ldpbench.spec..",
            "org.ldpbench.run..",
            "org.ldpbench.store..",
            "org.ldpbench.report..",
            "org.ldpbench.stats..",
            "org.ldpbench.metric..",
            "org.ldpbench.param..",
            "org.ldpbench.cli..",
            "org.ldpbench.audit..")
        .check(main);
  }

  /**
   * The layers the privacy audit ({@code org.ldpbench.audit}) stands on: what it imports (the
   * primitives, data, partitions, parameters, metrics, statistics, methods) and, for the audit at a
   * run's scale, the specs, the store and the runner. None of them may import the audit: it is a
   * layer above what it audits, with no arrow back up (issue 34). Only the command line (and
   * external methods) may use it.
   */
  static final List<String> BELOW_THE_AUDIT =
      List.of(
          "org.ldpbench.hash..",
          "org.ldpbench.privacy..",
          "org.ldpbench.data..",
          "org.ldpbench.partition..",
          "org.ldpbench.param..",
          "org.ldpbench.metric..",
          "org.ldpbench.stats..",
          "org.ldpbench.method..",
          "org.ldpbench.spec..",
          "org.ldpbench.store..",
          "org.ldpbench.run..");

  static final ArchRule NOTHING_BELOW_THE_AUDIT_IMPORTS_IT =
      noClasses()
          .that()
          .resideInAnyPackage(BELOW_THE_AUDIT.toArray(String[]::new))
          .should()
          .dependOnClassesThat()
          .resideInAPackage("org.ldpbench.audit..")
          .because(
              "the audit checks methods and mechanisms from above; an arrow back up would let the audited"
                  + " code reach its judge (issue 34)");

  @Test
  void nothingTheAuditStandsOnImportsIt() {
    NOTHING_BELOW_THE_AUDIT_IMPORTS_IT.check(main);
  }

  /**
   * The audit knows neither the command line, reports and their tooling, nor external methods
   * (which sit above it).
   */
  @Test
  void theAuditKnowsNothingAboveIt() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.audit..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench.cli..",
            "org.ldpbench.report..",
            "org.ldpbench.site..",
            "org.ldpbench.timings..",
            "org.ldpbench.benchcheck..",
            "org.ldpbench.external..",
            "org.ldpbench.plugin..")
        .check(main);
  }

  /**
   * The audit's own packages (its layer contract, neighbours, sensitivity, calibration, end to end,
   * report, and the registry and run-scale audit at its top) depend on each other without a cycle:
   * each can be read from the ones below it.
   */
  @Test
  void theAuditsPackagesHaveNoCycles() {
    com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices()
        .assignedFrom(
            new com.tngtech.archunit.library.dependencies.SliceAssignment() {
              @Override
              public com.tngtech.archunit.library.dependencies.SliceIdentifier getIdentifierOf(
                  JavaClass c) {
                String name = c.getPackageName();
                return name.equals("org.ldpbench.audit") || name.startsWith("org.ldpbench.audit.")
                    ? com.tngtech.archunit.library.dependencies.SliceIdentifier.of(name)
                    : com.tngtech.archunit.library.dependencies.SliceIdentifier.ignore();
              }

              @Override
              public String getDescription() {
                return "the packages of org.ldpbench.audit";
              }
            })
        .should()
        .beFreeOfCycles()
        .check(main);
  }

  /**
   * The rule sees an arrow back up: a method class importing the audit (a test-only fixture) breaks
   * it.
   */
  @Test
  void theRuleCatchesAnArrowBackUp() {
    JavaClasses arrow = new ClassFileImporter().importClasses(MethodThatImportsTheAudit.class);
    EvaluationResult result = NOTHING_BELOW_THE_AUDIT_IMPORTS_IT.evaluate(arrow);
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(
            line ->
                assertThat(line).contains("MethodThatImportsTheAudit").contains("AuditOptions"));
  }

  /** The hash utilities are a leaf that every layer (privacy included) may use. */
  @Test
  void hashUtilitiesImportNothingElseOfLdpbench() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.hash..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench",
            "org.ldpbench.data..",
            "org.ldpbench.method..",
            "org.ldpbench.partition..",
            "org.ldpbench.privacy..",
            "org.ldpbench.spec..",
            "org.ldpbench.run..",
            "org.ldpbench.store..",
            "org.ldpbench.report..",
            "org.ldpbench.stats..",
            "org.ldpbench.metric..",
            "org.ldpbench.param..",
            "org.ldpbench.cli..",
            "org.ldpbench.audit..")
        .check(main);
  }

  @Test
  void statisticsDoNotKnowExperimentsReportsOrTheCommandLine() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.stats..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench.spec..",
            "org.ldpbench.run..",
            "org.ldpbench.store..",
            "org.ldpbench.report..",
            "org.ldpbench.cli..")
        .check(main);
  }

  @Test
  void algorithmsArePureOfRunnersReportsAndTheCommandLine() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "org.ldpbench.data..",
            "org.ldpbench.partition..",
            "org.ldpbench.privacy..",
            "org.ldpbench.method..",
            "org.ldpbench.metric..",
            "org.ldpbench.stats..",
            "org.ldpbench.param..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench.spec..",
            "org.ldpbench.run..",
            "org.ldpbench.store..",
            "org.ldpbench.report..",
            "org.ldpbench.cli..")
        .check(main);
  }

  /**
   * The experiment layers of DESIGN.md as three packages: {@code spec} (reading and validating
   * specs) knows neither how they are run nor stored; {@code store} (trial store, its format and
   * migration, key index, merge, the manifest record) knows specs but not the runner; {@code run}
   * (plan, seeds, runner, shards, manifest bookkeeping) uses both; none of them knows reports or
   * the command line.
   */
  @Test
  void specsKnowNeitherRunsNorStores() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.spec..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench.run..",
            "org.ldpbench.store..",
            "org.ldpbench.report..",
            "org.ldpbench.cli..")
        .check(main);
  }

  @Test
  void theStoreDoesNotKnowTheRunner() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.store..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.ldpbench.run..", "org.ldpbench.report..", "org.ldpbench.cli..")
        .check(main);
  }

  @Test
  void theRunnerDoesNotKnowReportsOrTheCommandLine() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.run..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.ldpbench.report..", "org.ldpbench.cli..")
        .check(main);
  }

  @Test
  void thePackagesHaveNoCycles() {
    com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices()
        .assignedFrom(
            new com.tngtech.archunit.library.dependencies.SliceAssignment() {
              @Override
              public com.tngtech.archunit.library.dependencies.SliceIdentifier getIdentifierOf(
                  JavaClass c) {
                String name = c.getPackageName();
                if (!name.startsWith("org.ldpbench.")) {
                  return com.tngtech.archunit.library.dependencies.SliceIdentifier.ignore();
                }
                String rest = name.substring("org.ldpbench.".length());
                int dot = rest.indexOf('.');
                return com.tngtech.archunit.library.dependencies.SliceIdentifier.of(
                    dot < 0 ? rest : rest.substring(0, dot));
              }

              @Override
              public String getDescription() {
                return "org.ldpbench.(*)..";
              }
            })
        .should()
        .beFreeOfCycles()
        .check(main);
  }

  /**
   * The package rules run in {@code make test-fast} (issue 34): no architecture or size test, nor
   * any of their tests, is tagged slow ({@code make test-fast} leaves out {@link Slow}). They
   * import the main classes once per test JVM ({@link MainClasses}), which is what keeps them fast.
   */
  @Test
  void thePackageRulesAreNotTaggedSlow() {
    List<Class<?>> rules =
        List.of(
            ArchitectureTest.class,
            StaticStateArchitectureTest.class,
            SideChannelArchitectureTest.class,
            ReportArchitectureTest.class,
            SizeLimitsTest.class);
    for (Class<?> rule : rules) {
      assertThat(rule.isAnnotationPresent(Slow.class)).as(rule.getSimpleName()).isFalse();
      assertThat(rule.getDeclaredMethods())
          .as(rule.getSimpleName())
          .noneMatch(m -> m.isAnnotationPresent(Slow.class));
    }
  }

  @Test
  void theOnlyExemptionIsANonPrivateMethod() {
    org.assertj.core.api.Assertions.assertThat(new LpctHeadMethod().info().privacyModel())
        .isEqualTo(PrivacyModel.NONE);
    org.assertj.core.api.Assertions.assertThat(
            PrivateMethod.class.isAssignableFrom(NON_PRIVATE_ABLATION))
        .isFalse();
  }

  @Test
  void onlyMechanismsReadPrivateRecords() {
    ONLY_MECHANISMS_READ_PRIVATE_RECORDS.check(main);
  }

  @Test
  void onlyTheTrainingInputOpensPrivateSamplesAndOnlyTheAuditMakesStandaloneOnes() {
    ONLY_THE_TRAINING_INPUT_OPENS_PRIVATE_SAMPLES.check(main);
    ONLY_THE_AUDIT_MAKES_STANDALONE_SAMPLES.check(main);
    MECHANISMS_HAVE_ONLY_FINAL_FIELDS.check(main);
  }

  /**
   * The stash leak of issue 17 (a randomizer keeps its sample in a static field, the curator reads
   * it back through ExactLeafTally and RawRecords) breaks the rules: the curator runs mechanisms on
   * a private sample. {@code StashLeakTest} shows the run-time half.
   */
  @Test
  void theRulesCatchTheStashLeak() throws ClassNotFoundException {
    JavaClasses leak = new ClassFileImporter().importClasses(stashLeakClasses());
    EvaluationResult result = ONLY_MECHANISMS_READ_PRIVATE_RECORDS.evaluate(leak);
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("CuratorReadingTheStash.exactTallies")
                    .contains("ExactLeafTally.release"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("CuratorReadingTheStash.records")
                    .contains("RawRecords.release"))
        .noneSatisfy(line -> assertThat(line).contains("StashingRandomizer"));
    EvaluationResult statics = StaticStateArchitectureTest.NO_STATIC_MUTABLE_STATE.evaluate(leak);
    assertThat(statics.getFailureReport().getDetails())
        .anySatisfy(line -> assertThat(line).contains("StashLeak.stashed").contains("not final"));
  }

  static Class<?>[] stashLeakClasses() throws ClassNotFoundException {
    String fixture = "org.ldpbench.method.lpct.StashLeak";
    return new Class<?>[] {
      Class.forName(fixture),
      Class.forName(fixture + "$StashingRandomizer"),
      Class.forName(fixture + "$CuratorReadingTheStash"),
      Class.forName(fixture + "$Method"),
      Class.forName(fixture + "$Method$1")
    };
  }

  @Test
  void theRulesCatchAMechanismThatKeepsStateAndCodeThatOpensSamples() {
    EvaluationResult fields = MECHANISMS_HAVE_ONLY_FINAL_FIELDS.evaluate(fixtures);
    assertThat(fields.getFailureReport().getDetails())
        .anySatisfy(line -> assertThat(line).contains("MechanismThatKeeps.last"));
    EvaluationResult opens = ONLY_THE_TRAINING_INPUT_OPENS_PRIVATE_SAMPLES.evaluate(fixtures);
    assertThat(opens.getFailureReport().getDetails())
        .anySatisfy(
            line ->
                assertThat(line).contains("CuratorThatPeeks.open").contains("RecordAccess.during"));
  }

  @Test
  void theRuleCatchesACuratorThatReadsRecords() {
    EvaluationResult result = ONLY_MECHANISMS_READ_PRIVATE_RECORDS.evaluate(fixtures);
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(line -> assertThat(line).contains("CuratorThatPeeks"));
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("CuratorThatPeeks.peekAtExactStatistics")
                    .contains("PrivateSample.exact"));
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("CuratorThatPeeks.drawMany")
                    .contains("PrivateMechanism.releases"));
  }

  @Test
  void methodsDrawRandomnessOnlyFromTheStreamsPassedIn() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "org.ldpbench.method..",
            "org.ldpbench.partition..",
            "org.ldpbench.privacy..",
            "org.ldpbench.data..")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("java.util.Random")
        .orShould()
        .callMethod(Math.class, "random")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
        .check(main);
  }
}
