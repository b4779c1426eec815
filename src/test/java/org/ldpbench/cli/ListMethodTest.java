package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.CloseNames;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivacyModelsBySetting;
import org.ldpbench.param.ParameterSet;

/**
 * {@code ldpbench list METHOD} shows one method's privacy model for every setting, its use of δ,
 * its budget split and its parameters; and labels are true for every published setting (issue 17,
 * item 6: PGLM's default {@code variant: code} adds central noise but was labelled local).
 */
class ListMethodTest {

  @Test
  void pglmIsCentralInItsDefaultCodeVariantAndLocalOnlyWhenFaithful() {
    Method pglm = Methods.find("PGLM").orElseThrow();
    assertThat(pglm.info().privacyModel()).isEqualTo(PrivacyModel.CENTRAL);
    assertThat(pglm.privacyModel(pglm.info().parameters().completePart(Map.of(), false)))
        .isEqualTo(PrivacyModel.CENTRAL);
    assertThat(pglm.privacyModel(new ParameterSet(Map.of("variant", "faithful"))))
        .isEqualTo(PrivacyModel.LOCAL);
    assertThat(PrivacyModelsBySetting.describe(pglm))
        .isEqualTo("central DP (default variant=code); local DP with variant=faithful");
    assertThat(pglm.info().usesDelta()).isTrue();
    assertThat(pglm.info().needsPublicData()).isTrue();
    assertThat(pglm.info().description()).doesNotContain("-LDP logistic");
  }

  @Test
  void listMethodPrintsModelDeltaBudgetAndParameters() {
    CliTest.Result pglm = CliTest.run("list", "PGLM");
    assertThat(pglm.code()).isZero();
    assertThat(pglm.out())
        .contains(
            "  privacy model:   central DP (default variant=code); local DP with variant=faithful",
            "  delta:           (eps, delta)-DP: needs delta > 0 for every private sample",
            "  budget:          (eps, delta) halved:",
            "  implementation:  version 2, noise stream PGLM",
            "      variant          one of code, faithful; default code.");
    CliTest.Result lpct = CliTest.run("list", "LPCT");
    assertThat(lpct.out())
        .contains(
            "  privacy model:   local DP",
            "  delta:           pure eps-DP: uses no delta",
            "  budget:          one release per user, eps halved: Laplace(4/eps)",
            "      lambda ");
    CliTest.Result nonPrivate = CliTest.run("list", "CT-W");
    assertThat(nonPrivate.out())
        .contains("  privacy model:   non-private", "  budget:          none (non-private)");
    // the overview line carries the same honest label
    assertThat(CliTest.run("list").out())
        .contains("[central DP (default variant=code); local DP with variant=faithful]");
  }

  @Test
  void anUnknownNameIsOneLineSuggestingTheClosestNames() {
    CliTest.Result result = CliTest.run("list", "PGML");
    assertThat(result.code()).isEqualTo(Main.USER_ERROR);
    assertThat(result.err().strip())
        .doesNotContain("\n")
        .isEqualTo(
            "ldpbench: error: 'PGML' is neither a method nor a"
                + " data source. Did you mean PGLM? (ldpbench list methods / list sources shows them all)");
    assertThat(CliTest.run("list", "zzzzzz").err()).doesNotContain("Did you mean");
  }

  @Test
  void eachPartCanBeListedAloneAndADataSourceByName() {
    CliTest.Result methods = CliTest.run("list", "methods");
    assertThat(methods.code()).isZero();
    assertThat(methods.out())
        .startsWith("Methods:")
        .contains("  LPCT ")
        .doesNotContain("Data sources:", "Experiments (");
    assertThat(CliTest.run("list", "sources").out())
        .startsWith("Data sources:")
        .doesNotContain("Methods:");
    assertThat(CliTest.run("list", "experiments").out())
        .startsWith("Experiments (experiments):")
        .contains("ma-yang/fig4a-privacy-utility");
    assertThat(CliTest.run("list", "ma-yang-2d").out())
        .startsWith("ma-yang-2d: ")
        .contains("  parameters:");
  }

  @Test
  void closeNamesAreRankedByEditDistance() {
    assertThat(CloseNames.to("lpct-q", List.of("LPCT-Q", "LPCT-P", "PHIST")))
        .containsExactly("LPCT-Q", "LPCT-P");
    assertThat(CloseNames.distance("PGML", "PGLM")).isEqualTo(1);
    // optimal string alignment, not unrestricted Damerau-Levenshtein (which gives 2: ca -> ac ->
    // abc)
    assertThat(CloseNames.distance("ca", "abc")).isEqualTo(3);
    assertThat(CloseNames.suggestion("xyz", List.of("LPCT"))).isEmpty();
  }

  @Test
  void aMethodThatDeclaresNothingSaysSo() {
    assertThat(BudgetUse.NOT_DECLARED.statement()).isEqualTo("not declared");
    assertThat(BudgetUse.NOT_DECLARED.usesDelta()).isFalse();
  }

  @Test
  void everyRegisteredPrivateMethodDeclaresItsBudgetAndTheDeltaUsersAreTheGaussianOnes() {
    for (Method method : Methods.all().values()) {
      if (method.info().privacyModel() == PrivacyModel.NONE) {
        continue;
      }
      assertThat(method.info().budgetStatement())
          .as(method.name())
          .isNotEqualTo(BudgetUse.NOT_DECLARED.statement())
          .doesNotContain("\n");
    }
    assertThat(
            Methods.all().values().stream()
                .filter(m -> m.info().privacyModel() != PrivacyModel.NONE && m.info().usesDelta())
                .map(Method::name))
        .containsExactlyInAnyOrder(
            "AdaptAll",
            "AdaptEqual",
            "AdaptHomog",
            "AdaptSamp",
            "AdaptTar",
            "DT-HIST",
            "DTK",
            "DTK-theory",
            "PGLM");
    assertThat(
            Methods.all().values().stream()
                .filter(m -> m.info().needsPublicData())
                .map(Method::name))
        .containsExactlyInAnyOrder("CT-Q", "LPCT-Q", "PGLM");
  }
}
