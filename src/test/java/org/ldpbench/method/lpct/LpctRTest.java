package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.TestData;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;

/** LPCT-R draws its random partition from the public seed, never from the budget or the noise. */
class LpctRTest {

    private static TreePartition partition(PrivacyBudget budget, long publicSeed) {
        LpctMethod method = new LpctMethod(LpctVariant.LPCT_R);
        Dataset publicSample = TestData.uniform(80, 2, 4L);
        PublicInput input = new PublicInput(publicSample, publicSample.features(), List.of(budget), List.of(100),
                publicSeed);
        ParameterSet p = method.parameters().completePart(Map.of("depth", 4L), false);
        @SuppressWarnings("unchecked")
        PrivateProtocol<LeafSums> protocol = (PrivateProtocol<LeafSums>) method.protocol(input, p);
        int leaves = protocol.mechanisms().size();
        assertThat(leaves).isEqualTo(1);
        LpctFit fit = (LpctFit) protocol.curate(List.of(new LeafSums(new double[64], new double[64], 0)));
        return fit.partition();
    }

    private static String shape(TreePartition tree) {
        StringBuilder out = new StringBuilder();
        for (int node = 0; node < tree.nodeCount(); node++) {
            out.append(tree.splitDimension(node)).append(':').append(tree.threshold(node)).append(';');
        }
        return out.toString();
    }

    @Test
    void thePartitionIsTheSameAtEveryBudgetAndChangesWithThePublicSeed() {
        String atOne = shape(partition(PrivacyBudget.pure(1), 7));
        assertThat(shape(partition(PrivacyBudget.pure(8), 7))).isEqualTo(atOne);
        assertThat(shape(partition(PrivacyBudget.pure(1000), 7))).isEqualTo(atOne);
        boolean differs = false;
        for (long seed = 8; seed < 30 && !differs; seed++) {
            differs = !shape(partition(PrivacyBudget.pure(1), seed)).equals(atOne);
        }
        assertThat(differs).as("another public seed gives another random partition").isTrue();
    }
}
