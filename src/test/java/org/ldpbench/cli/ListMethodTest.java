package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
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
        assertThat(pglm.privacyModel(pglm.info().parameters().completePart(java.util.Map.of(), false)))
                .isEqualTo(PrivacyModel.CENTRAL);
        assertThat(pglm.privacyModel(new ParameterSet(java.util.Map.of("variant", "faithful"))))
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
        assertThat(pglm.out()).contains(
                "  privacy model:   central DP (default variant=code); local DP with variant=faithful",
                "  delta:           (eps, delta)-DP: needs delta > 0 for every private sample",
                "  budget:          (eps, delta) halved:", "  implementation:  version 2, noise stream PGLM",
                "      variant          one of code, faithful; default code.");
        CliTest.Result lpct = CliTest.run("list", "LPCT");
        assertThat(lpct.out()).contains("  privacy model:   local DP", "  delta:           pure eps-DP: uses no delta",
                "  budget:          one release per user, eps halved: Laplace(4/eps)", "      lambda ");
        CliTest.Result nonPrivate = CliTest.run("list", "CT-W");
        assertThat(nonPrivate.out()).contains("  privacy model:   non-private", "  budget:          none (non-private)");
        // the overview line carries the same honest label
        assertThat(CliTest.run("list").out()).contains("[central DP (default variant=code); local DP with variant=faithful]");
    }

    @Test
    void anUnknownMethodIsOneLine() {
        CliTest.Result result = CliTest.run("list", "PGML");
        assertThat(result.code()).isEqualTo(Main.USER_ERROR);
        assertThat(result.err().strip()).doesNotContain("\n").startsWith("ldpbench: error: unknown method 'PGML'; known: ");
    }

    @Test
    void aMethodThatDeclaresNothingSaysSo() {
        assertThat(org.ldpbench.method.BudgetUse.NOT_DECLARED.statement()).isEqualTo("not declared");
        assertThat(org.ldpbench.method.BudgetUse.NOT_DECLARED.usesDelta()).isFalse();
    }

    @Test
    void everyRegisteredPrivateMethodDeclaresItsBudgetAndTheDeltaUsersAreTheGaussianOnes() {
        for (Method method : Methods.all().values()) {
            if (method.info().privacyModel() == PrivacyModel.NONE) {
                continue;
            }
            assertThat(method.info().budgetStatement()).as(method.name()).isNotEqualTo(org.ldpbench.method.BudgetUse.NOT_DECLARED
                    .statement()).doesNotContain("\n");
        }
        assertThat(Methods.all().values().stream().filter(m -> m.info().privacyModel() != PrivacyModel.NONE && m.info().usesDelta())
                .map(Method::name)).containsExactlyInAnyOrder("AdaptAll", "AdaptEqual", "AdaptHomog", "AdaptSamp",
                        "AdaptTar", "DT-HIST", "DTK", "DTK-theory", "PGLM");
        assertThat(Methods.all().values().stream().filter(m -> m.info().needsPublicData()).map(Method::name))
                .containsExactlyInAnyOrder("CT-Q", "LPCT-Q", "PGLM");
    }
}
