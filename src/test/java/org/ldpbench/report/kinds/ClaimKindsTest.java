package org.ldpbench.report.kinds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.claims.agreement.AgreementClaim;
import org.ldpbench.report.claims.applicability.ApplicabilityClaim;
import org.ldpbench.report.claims.contrast.ContrastClaim;
import org.ldpbench.report.claims.dominates.DominatesClaim;
import org.ldpbench.report.claims.effecttrend.EffectTrendClaim;
import org.ldpbench.report.claims.optimumshift.OptimumShiftClaim;
import org.ldpbench.report.claims.peaked.PeakedClaim;
import org.ldpbench.report.claims.slope.SlopeClaim;
import org.ldpbench.report.claims.trend.TrendClaim;
import org.ldpbench.report.claims.value.ValueClaim;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * Claim kinds read their fields into their records, and the rules every claim shares (quote,
 * location, role).
 */
class ClaimKindsTest {

  private static String spec(String claim) {
    return KindsTest.withClaim(claim);
  }

  /** The example claim of the kind named {@code check}. */
  private static String example(String check) {
    return Kinds.byCheck(check).orElseThrow().example();
  }

  @Test
  void examplesKeepTheirFields() {
    List<ClaimSpec> claims =
        SpecParser.parse(
                spec(
                    ""
                        + example("decreasing")
                        + "\n  - "
                        + example("peaked")
                        + "\n  - "
                        + example("slope")
                        + "\n  - "
                        + example("optimum-decreasing")
                        + "\n"),
                "claims.yaml")
            .claims();
    assertThat(claims.get(0))
        .isEqualTo(new TrendClaim("t", List.of(), "gamma", Map.of(), 0.01, false, ClaimMeta.OURS));
    assertThat(claims.get(1))
        .isEqualTo(
            new PeakedClaim(
                "t", List.of("LPCT"), "depth", Map.of(), PeakedClaim.Sides.FIRST, ClaimMeta.OURS));
    assertThat(claims.get(2))
        .isEqualTo(new SlopeClaim("t", List.of(), "rates", -0.5, ClaimMeta.OURS));
    assertThat(claims.get(3))
        .isEqualTo(
            new OptimumShiftClaim(
                "t", List.of("LPCT"), "lambda", "gamma", Map.of(), false, false, ClaimMeta.OURS));
  }

  @Test
  void newKindsKeepTheirFields() {
    List<ClaimSpec> claims =
        SpecParser.parse(
                spec(
                    ""
                        + example("contrast")
                        + "\n  - "
                        + example("below")
                        + "\n  - "
                        + example("effect-decreasing")
                        + "\n  - "
                        + example("not-applicable")
                        + "\n  - {text: t, check: dominates, methods: [LPCT], over: [LPCT-Q],"
                        + " margin: 0.05, otherAt: {gamma: 5}, quantifier: most, across: epsilon, sentence: \"MY-7.3:22\","
                        + " quote: q, location: l, metric: seconds}\n"),
                "claims.yaml")
            .claims();
    assertThat(claims.get(0))
        .isEqualTo(
            new ContrastClaim(
                "t",
                List.of(
                    new ContrastClaim.Term("LPCT", 1, Map.of()),
                    new ContrastClaim.Term("LPCT-Q", -1, Map.of("gamma", 5.0))),
                Map.of(),
                0.0,
                ClaimMeta.OURS));
    assertThat(claims.get(1))
        .isEqualTo(
            new ValueClaim(
                "t",
                List.of("LPCT-Q"),
                Map.of("epsilon", List.of(1.0, 8.0)),
                0.643,
                0.0,
                ValueClaim.Relation.BELOW,
                ClaimMeta.OURS));
    assertThat(claims.get(2))
        .isEqualTo(
            new EffectTrendClaim(
                "t",
                List.of("LPCT"),
                "",
                "gamma",
                "epsilon",
                Map.of(),
                0.0,
                false,
                ClaimMeta.OURS));
    assertThat(claims.get(3))
        .isEqualTo(new ApplicabilityClaim("t", List.of(), "gamma", Map.of(), 1, ClaimMeta.OURS));
    assertThat(claims.get(4))
        .isEqualTo(
            new DominatesClaim(
                "t",
                List.of("LPCT"),
                List.of("LPCT-Q"),
                Map.of(),
                0.0,
                new ClaimMeta(
                    "q",
                    "l",
                    false,
                    Double.NaN,
                    "MY-7.3:22",
                    "seconds",
                    ClaimMeta.Quantifier.MOST,
                    "epsilon"),
                Map.of("gamma", 5.0),
                0.05));
  }

  @Test
  void aQuoteMakesAPaperClaimAndNeedsItsLocation() {
    ClaimSpec quoted =
        SpecParser.parse(
                spec(
                    "{text: t, check: below-bayes, quote: \"the words\", location: \"Fig. 4\","
                        + " effect: 0.02}"),
                "claims.yaml")
            .claims()
            .get(0);
    assertThat(quoted.meta()).isEqualTo(new ClaimMeta("the words", "Fig. 4", false, 0.02));
    assertThat(
            SpecParser.parse(spec("{text: t, check: below-bayes}"), "claims.yaml")
                .claims()
                .get(0)
                .meta())
        .isEqualTo(ClaimMeta.OURS);
    assertThatThrownBy(
            () -> SpecParser.parse(spec("{text: t, check: below-bayes, quote: q}"), "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("claims[0].location: a quoted claim needs");
    assertThatThrownBy(
            () ->
                SpecParser.parse(spec("{text: t, check: below-bayes, role: paper}"), "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("claims[0].role: a paper claim needs 'quote'");
    assertThatThrownBy(
            () -> SpecParser.parse(spec("{text: t, check: below-bayes, reason: r}"), "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("only check 'pending' takes 'reason'");
  }

  @Test
  void anAgreementNeedsAPositiveMarginStatedBeforeTheRun() {
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    spec("{text: t, check: agreement, methods: [LPCT], over: [LPCT-Q]}"),
                    "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("claims[0].tolerance");
    assertThatThrownBy(
            () ->
                SpecParser.parse(
                    spec(
                        "{text: t, check: agreement, methods: [LPCT], over: [LPCT-Q],"
                            + " tolerance: 0}"),
                    "claims.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("claims[0].tolerance: check 'agreement' needs a margin > 0");
    assertThat(SpecParser.parse(spec(example("agreement")), "claims.yaml").claims().get(0))
        .isEqualTo(
            new AgreementClaim("t", List.of("LPCT"), "LPCT-Q", Map.of(), 0.02, ClaimMeta.OURS));
  }
}
