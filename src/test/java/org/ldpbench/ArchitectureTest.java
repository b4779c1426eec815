package org.ldpbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.testing.Slow;

/**
 * The package rules of DESIGN.md, checked on the compiled classes: privacy primitives import
 * nothing else of ldpbench but the hash utilities, which import nothing of ldpbench; statistics
 * do not know experiments; algorithms (data, partition, privacy, methods, metrics, statistics,
 * parameters) touch no files or runners; only privacy mechanisms read private records; methods
 * draw randomness only from the streams passed in.
 */
@Slow
class ArchitectureTest {

    private static JavaClasses main;
    private static JavaClasses all;

    @BeforeAll
    static void importClasses() {
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.ldpbench");
        all = new ClassFileImporter().importPackages("org.ldpbench");
    }

    /**
     * Only a mechanism (or the data layer and the runner, which build the samples) may read private
     * records or the exact statistics remembered for them.
     */
    static final ArchRule ONLY_MECHANISMS_READ_PRIVATE_RECORDS = noClasses()
            .that(DescribedPredicate.not(JavaClass.Predicates.implement(PrivateMechanism.class)))
            .and().resideOutsideOfPackages("org.ldpbench.data..", "org.ldpbench.run..")
            .should().callMethod(PrivateSample.class, "records")
            .orShould().callMethod(PrivateSample.class, "rows")
            .orShould().callMethod(PrivateSample.class, "exact", org.ldpbench.data.MemoKey.class, Object.class,
                    java.util.function.Function.class)
            .because("curators see only releases and public data (DESIGN rule 1); exact statistics of private"
                    + " records are remembered only where mechanisms can reach them");

    /**
     * The privacy primitives are a leaf. The privacy audit ({@code privacy.audit}) runs methods'
     * mechanisms on samples, so it may use methods, data and parameters, and is a package of its own
     * in the cycle check ({@link #thePackagesHaveNoCycles}).
     */
    @Test
    void privacyImportsNothingElseOfLdpbench() {
        noClasses().that().resideInAPackage("org.ldpbench.privacy")
                .should().dependOnClassesThat().resideInAnyPackage("org.ldpbench.data..", "org.ldpbench.method..",
                        "org.ldpbench.partition..", "org.ldpbench.spec..", "org.ldpbench.run..", "org.ldpbench.store..", "org.ldpbench.report..",
                        "org.ldpbench.stats..", "org.ldpbench.metric..", "org.ldpbench.param..", "org.ldpbench.cli..")
                .check(main);
    }

    /** The hash utilities are a leaf that every layer (privacy included) may use. */
    @Test
    void hashUtilitiesImportNothingElseOfLdpbench() {
        noClasses().that().resideInAPackage("org.ldpbench.hash..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ldpbench", "org.ldpbench.data..",
                        "org.ldpbench.method..", "org.ldpbench.partition..", "org.ldpbench.privacy..",
                        "org.ldpbench.spec..", "org.ldpbench.run..", "org.ldpbench.store..", "org.ldpbench.report..", "org.ldpbench.stats..",
                        "org.ldpbench.metric..", "org.ldpbench.param..", "org.ldpbench.cli..")
                .check(main);
    }

    @Test
    void statisticsDoNotKnowExperimentsReportsOrTheCommandLine() {
        noClasses().that().resideInAPackage("org.ldpbench.stats..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ldpbench.spec..", "org.ldpbench.run..", "org.ldpbench.store..",
                        "org.ldpbench.report..", "org.ldpbench.cli..")
                .check(main);
    }

    @Test
    void algorithmsArePureOfRunnersReportsAndTheCommandLine() {
        noClasses().that().resideInAnyPackage("org.ldpbench.data..", "org.ldpbench.partition..",
                "org.ldpbench.privacy..", "org.ldpbench.method..", "org.ldpbench.metric..", "org.ldpbench.stats..",
                "org.ldpbench.param..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ldpbench.spec..", "org.ldpbench.run..", "org.ldpbench.store..",
                        "org.ldpbench.report..", "org.ldpbench.cli..")
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
        noClasses().that().resideInAPackage("org.ldpbench.spec..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ldpbench.run..", "org.ldpbench.store..",
                        "org.ldpbench.report..", "org.ldpbench.cli..")
                .check(main);
    }

    @Test
    void theStoreDoesNotKnowTheRunner() {
        noClasses().that().resideInAPackage("org.ldpbench.store..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ldpbench.run..", "org.ldpbench.report..",
                        "org.ldpbench.cli..")
                .check(main);
    }

    @Test
    void theRunnerDoesNotKnowReportsOrTheCommandLine() {
        noClasses().that().resideInAPackage("org.ldpbench.run..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ldpbench.report..", "org.ldpbench.cli..")
                .check(main);
    }

    @Test
    void thePackagesHaveNoCycles() {
        com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices().assignedFrom(TOP_LEVEL_AND_AUDIT)
                .should().beFreeOfCycles().check(main);
    }

    /** Slices: the top-level packages of org.ldpbench, with the privacy audit a slice of its own. */
    private static final com.tngtech.archunit.library.dependencies.SliceAssignment TOP_LEVEL_AND_AUDIT =
            new com.tngtech.archunit.library.dependencies.SliceAssignment() {
                @Override
                public com.tngtech.archunit.library.dependencies.SliceIdentifier getIdentifierOf(
                        com.tngtech.archunit.core.domain.JavaClass javaClass) {
                    String name = javaClass.getPackageName();
                    if (name.startsWith("org.ldpbench.privacy.audit")) {
                        return com.tngtech.archunit.library.dependencies.SliceIdentifier.of("privacy.audit");
                    }
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
                    return "top-level packages of org.ldpbench, privacy.audit on its own";
                }
            };

    @Test
    void onlyMechanismsReadPrivateRecords() {
        ONLY_MECHANISMS_READ_PRIVATE_RECORDS.check(main);
    }

    @Test
    void theRuleCatchesACuratorThatReadsRecords() {
        EvaluationResult result = ONLY_MECHANISMS_READ_PRIVATE_RECORDS.evaluate(all);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anySatisfy(line -> assertThat(line)
                .contains("CuratorThatPeeks"));
        assertThat(result.getFailureReport().getDetails()).anySatisfy(line -> assertThat(line)
                .contains("CuratorThatPeeks.peekAtExactStatistics").contains("PrivateSample.exact"));
    }

    @Test
    void methodsDrawRandomnessOnlyFromTheStreamsPassedIn() {
        noClasses().that().resideInAnyPackage("org.ldpbench.method..", "org.ldpbench.partition..",
                "org.ldpbench.privacy..", "org.ldpbench.data..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().callMethod(Math.class, "random")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .check(main);
    }
}
