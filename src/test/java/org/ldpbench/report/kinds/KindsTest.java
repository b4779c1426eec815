package org.ldpbench.report.kinds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClass;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.OutputKind;
import org.ldpbench.report.claims.ClaimKind;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecKinds;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.spec.output.OutputReader;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.testing.MainClasses;

/**
 * The registry of kinds is complete and every kind reads: each record of an output or a claim in
 * the main classes is read by a registered kind (whose class also writes or evaluates it, or it
 * would not compile), each kind's example block reads into its record under its name, and the spec
 * reader finds this registry as its service. A kind forgotten in {@link Kinds} fails here, before
 * any spec names it.
 */
class KindsTest {

  /** The test spec the kinds' examples are written for (see {@link OutputReader#example()}). */
  static final String SPEC =
      """
            name: test/kinds
            seed: 7
            replications: 5
            data:
              synthetic: ma-yang-2d
              params: {nPrivate: 300, nPublic: 40, nTest: 100}
            sweep:
              epsilon: [1, 8]
              gamma: [0.5, 5]
            methods:
              - name: LPCT
                grid: {depth: [1..3], lambda: [10, 0.5]}
              - {name: LPCT-Q, grid: {depth: [2]}}
            """;

  /** The test spec with one output. */
  static String withOutput(String output) {
    return SPEC + "output:\n  figures:\n    - " + output + "\n";
  }

  /** The test spec with a fitted log–log figure named {@code rates} and one claim. */
  static String withClaim(String claim) {
    return SPEC
        + "output:\n  figures:\n    - {name: rates, x: epsilon, xAxis: log, yAxis: log, fit: loglog}\n"
        + "claims:\n  - "
        + claim
        + "\n";
  }

  /** The records (classes, not interfaces) of the main code that implement {@code type}. */
  private static Set<Class<?>> records(Class<?> type) {
    return MainClasses.get().stream()
        .filter(
            c ->
                !c.isInterface()
                    && !c.getModifiers()
                        .contains(com.tngtech.archunit.core.domain.JavaModifier.ABSTRACT)
                    && c.isAssignableTo(type))
        .map(JavaClass::reflect)
        .collect(Collectors.toSet());
  }

  @Test
  void theSpecReaderFindsThisRegistry() {
    assertThat(SpecKinds.standard()).isInstanceOf(Kinds.class);
    assertThat(List.<Object>copyOf(SpecKinds.standard().outputs()))
        .containsExactlyElementsOf(Kinds.outputKinds());
    assertThat(List.<Object>copyOf(SpecKinds.standard().claims()))
        .containsExactlyElementsOf(Kinds.claimKinds());
  }

  @Test
  void everyOutputRecordHasExactlyOneKind() {
    List<Class<?>> read =
        Kinds.outputKinds().stream().<Class<?>>map(OutputKind::specClass).toList();
    assertThat(read)
        .doesNotHaveDuplicates()
        .containsExactlyInAnyOrderElementsOf(records(OutputSpec.class));
    assertThat(Kinds.outputKinds().stream().map(OutputKind::type).toList()).doesNotHaveDuplicates();
    assertThat(Kinds.outputKinds().get(0).type()).as("an output without type").isEqualTo("line");
  }

  @Test
  void everyClaimRecordHasAKindAndEveryCheckOneName() {
    assertThat(Kinds.claimKinds().stream().<Class<?>>map(ClaimKind::claimClass).distinct().toList())
        .containsExactlyInAnyOrderElementsOf(records(ClaimSpec.class));
    assertThat(Kinds.claimKinds().stream().map(ClaimKind::check).toList()).doesNotHaveDuplicates();
  }

  @Test
  void everyKindIsOnePackageHoldingItsRecord() {
    for (OutputKind<?> kind : Kinds.outputKinds()) {
      assertThat(kind.specClass().getPackage())
          .as(kind.type())
          .isEqualTo(kind.getClass().getPackage());
    }
    for (ClaimKind<?> kind : Kinds.claimKinds()) {
      assertThat(kind.claimClass().getPackage())
          .as(kind.check())
          .isEqualTo(kind.getClass().getPackage());
    }
    List<Package> packages =
        Stream.concat(
                Kinds.outputKinds().stream().map(Object::getClass),
                Kinds.claimKinds().stream().map(Object::getClass))
            .distinct()
            .map(Class::getPackage)
            .toList();
    assertThat(packages).as("one kind class per package").doesNotHaveDuplicates();
  }

  @Test
  void everyOutputKindReadsItsExampleIntoItsRecord() {
    for (OutputKind<?> kind : Kinds.outputKinds()) {
      ExperimentSpec spec = SpecParser.parse(withOutput(kind.example()), "kinds.yaml");
      assertThat(spec.figures())
          .as(kind.type())
          .singleElement()
          .isInstanceOf(kind.specClass())
          .satisfies(f -> assertThat(f.base("e")).isEqualTo("e-out"))
          .satisfies(f -> assertThat(Kinds.of(f)).isSameAs(kind));
      assertThat(kind.fields())
          .as(kind.type() + " allows the common fields")
          .containsAll(OutputReader.COMMON_FIELDS);
    }
  }

  @Test
  void everyClaimKindReadsItsExampleIntoItsRecordUnderItsName() {
    for (ClaimKind<?> kind : Kinds.claimKinds()) {
      List<ClaimSpec> claims = SpecParser.parse(withClaim(kind.example()), "claims.yaml").claims();
      assertThat(claims)
          .as(kind.check())
          .singleElement()
          .isInstanceOf(kind.claimClass())
          .satisfies(c -> assertThat(c.check()).isEqualTo(kind.check()))
          .satisfies(c -> assertThat(c.text()).isEqualTo("t"))
          .satisfies(c -> assertThat(Kinds.of(c)).isSameAs(kind));
    }
  }

  @Test
  void anUnknownTypeOrCheckListsTheRegisteredOnes() {
    assertThatThrownBy(
            () -> SpecParser.parse(withOutput("{name: out, type: bar, x: epsilon}"), "kinds.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageEndingWith(
            "output.figures[0].type: 'bar' is not allowed; allowed: "
                + String.join(", ", Kinds.outputKinds().stream().map(OutputKind::type).toList()))
        .hasMessageContaining("allowed: line, table, heatmap, nearest");
    assertThatThrownBy(() -> SpecParser.parse(withClaim("{text: t, check: rises}"), "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageEndingWith(
            "claims[0].check: 'rises' is not allowed; allowed: "
                + String.join(", ", Kinds.claimKinds().stream().map(ClaimKind::check).toList()));
  }

  @Test
  void aFieldOfAnotherKindIsRejectedWithTheKindsOwnFields() {
    OutputKind<?> heatMap =
        Kinds.outputKinds().stream()
            .filter(k -> k.type().equals("heatmap"))
            .findFirst()
            .orElseThrow();
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    withOutput(
                        "{name: out, type: heatmap, functions: [etaPrivate],"
                            + " at: {gamma: 5}, x: epsilon}"),
                    "kinds.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageEndingWith(
            "output.figures[0].x: unknown field; allowed: "
                + String.join(", ", heatMap.fields().stream().sorted().toList()));
  }

  @Test
  void aFieldOnlySomeClaimKindsReadIsRefusedNamingThem() {
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    withClaim(
                        "{text: t, check: increasing, along: gamma," + " otherAt: {epsilon: 8}}"),
                    "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageEndingWith(
            "claims[0].otherAt: only checks 'dominates', 'not-worse', 'within' take 'otherAt'");
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    withClaim("{text: t, check: dominates, over: [LPCT-Q], count: bold}"),
                    "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageEndingWith("claims[0].count: only check 'most-often-best' takes 'count'");
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    withClaim(
                        "{text: t, check: slope, expected: -0.5, quantifier: most,"
                            + " across: gamma}"),
                    "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageEndingWith(
            "claims[0].quantifier: check 'slope' holds at every point; only contrast,"
                + " dominates, not-worse, within take a quantifier");
  }

  @Test
  void onlySlopeTableAndApplicabilityClaimsArePassFailRules() {
    assertThat(
            Kinds.claimKinds().stream()
                .filter(ClaimKind::passFail)
                .map(k -> k.claimClass().getSimpleName())
                .distinct()
                .toList())
        .containsExactly(
            "SlopeClaim",
            "SlopeOrderClaim",
            "MostOftenBestClaim",
            "ApplicabilityClaim",
            "RankSumClaim");
  }
}
