package org.ldpbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.testing.MainClasses;

/**
 * The package rules of the report layer and of what it reads (issue 34): the report is split by
 * what it holds, each part importing only what is below it, and none of it imports the runner.
 * Bottom to top: {@code spec.output} and {@code spec.claim} (the reading halves of the kinds) under
 * {@code spec}; {@code store} (results on disk, the results layout, the expected trials); {@code
 * report} itself (the summaries every part reads, the {@code OutputKind} interface); the rendering
 * packages {@code report.figures} and {@code report.tables} and the claim machinery {@code
 * report.claims}, which know no kind; the kind packages (one per kind of output or claim); the
 * registry {@code report.kinds}; the paper report {@code report.paper} on top. The timings pages
 * ({@code timings}) read manifests and stores only.
 */
class ReportArchitectureTest {

  private static final String RUN = "org.ldpbench.run..";
  private static final String CLI = "org.ldpbench.cli..";

  /**
   * The packages of single kinds, each holding its record and the class that reads and writes or
   * evaluates it: every sub-package of {@code report.figures} (figure kinds), {@code report.tables}
   * (table kinds) and {@code report.claims} (claim kinds).
   */
  private static final String[] KIND_PACKAGES = {
    "org.ldpbench.report.figures.(*)..",
    "org.ldpbench.report.tables.(*)..",
    "org.ldpbench.report.claims.(*).."
  };

  private static JavaClasses main;

  @BeforeAll
  static void importClasses() {
    main = MainClasses.get();
  }

  /**
   * The kind packages the rules name are exactly the packages of the registered kinds: no other
   * sub-package.
   */
  @Test
  void theKindPackagesAreThoseOfTheRegisteredKinds() {
    Set<String> named =
        main.stream()
            .filter(JavaClass.Predicates.resideInAnyPackage(KIND_PACKAGES))
            .map(JavaClass::getPackageName)
            .collect(Collectors.toSet());
    Set<String> registered =
        Stream.concat(Kinds.outputKinds().stream(), Kinds.claimKinds().stream())
            .map(k -> k.getClass().getPackageName())
            .collect(Collectors.toSet());
    assertThat(named).isEqualTo(registered);
  }

  @Test
  void noPartOfTheReportNorTheTimingsImportsTheRunnerOrTheCommandLine() {
    noClasses()
        .that()
        .resideInAnyPackage("org.ldpbench.report..", "org.ldpbench.timings..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(RUN, CLI)
        .because("reports read stores (store.ResultsLayout, store.ExpectedTrials), not the runner")
        .check(main);
  }

  @Test
  void theReportsBaseKnowsNoPartOfTheReport() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.report")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.ldpbench.report.(*)..")
        .because(
            "summaries, the output-kind interface and the shared text helpers sit under every part")
        .check(main);
  }

  @Test
  void renderingKnowsNoKindNoClaimAndNoPaper() {
    noClasses()
        .that()
        .resideInAnyPackage("org.ldpbench.report.figures", "org.ldpbench.report.tables")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(KIND_PACKAGES)
        .orShould()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench.report.claims..",
            "org.ldpbench.report.kinds..",
            "org.ldpbench.report.paper..")
        .check(main);
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.report.figures")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.ldpbench.report.tables..")
        .because(
            "tables may draw a figure (the critical-difference diagram), figures do not build tables")
        .check(main);
  }

  @Test
  void theClaimMachineryKnowsNoKindAndNoRendering() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.report.claims")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(KIND_PACKAGES)
        .orShould()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench.report.figures..",
            "org.ldpbench.report.tables..",
            "org.ldpbench.report.kinds..",
            "org.ldpbench.report.paper..")
        .check(main);
  }

  @Test
  void kindsKnowNeitherTheRegistryNorThePaperReport() {
    noClasses()
        .that()
        .resideInAnyPackage(KIND_PACKAGES)
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.ldpbench.report.kinds..", "org.ldpbench.report.paper..")
        .because(
            "a kind is read, written and evaluated on its own; the registry lists it, the paper report"
                + " dispatches to it")
        .check(main);
  }

  @Test
  void theRegistryKnowsNoPaperReport() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.report.kinds")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.ldpbench.report.paper..")
        .check(main);
  }

  @Test
  void theSpecsReadingHalvesKnowNoKindAndOutputsNoClaims() {
    noClasses()
        .that()
        .resideInAnyPackage("org.ldpbench.spec..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.ldpbench.report..", "org.ldpbench.timings..")
        .because("the spec reader finds the kinds through the SpecKinds service")
        .check(main);
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.spec.output")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.ldpbench.spec.claim")
        .because("claims are read against the outputs, not the other way round")
        .check(main);
  }

  @Test
  void theTimingsReadOnlyStores() {
    noClasses()
        .that()
        .resideInAPackage("org.ldpbench.timings..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.ldpbench.report..",
            "org.ldpbench.spec..",
            "org.ldpbench.method..",
            "org.ldpbench.data..",
            "org.ldpbench.audit..",
            "org.ldpbench.privacy..")
        .check(main);
  }

  @Test
  void thePackagesOfTheReportHaveNoCycles() {
    SlicesRuleDefinition.slices()
        .assignedFrom(
            new SliceAssignment() {
              @Override
              public SliceIdentifier getIdentifierOf(JavaClass c) {
                String name = c.getPackageName();
                return name.equals("org.ldpbench.report") || name.startsWith("org.ldpbench.report.")
                    ? SliceIdentifier.of(name)
                    : SliceIdentifier.ignore();
              }

              @Override
              public String getDescription() {
                return "every package of org.ldpbench.report";
              }
            })
        .should()
        .beFreeOfCycles()
        .check(main);
  }
}
