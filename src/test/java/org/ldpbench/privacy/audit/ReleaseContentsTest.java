package org.ldpbench.privacy.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.PrivateMethod;

/**
 * Release objects handed to curators hold only released values (issue 32, item 5; DESIGN rule 1):
 * for every registered private method, every mechanism of every audit configuration is built on
 * the audit's public input for private samples of {@value #RECORDS} records, run on such a sample
 * (random records in [0,1]², random labels or targets), and its release is checked by
 * {@link ReleaseContents}: no raw-data or exact-tally object is reachable from it, and no numeric
 * container in it holds the exact values of what the mechanism declares it perturbs.
 *
 * <p>False-failure rate: the check is deterministic given the seeds; a correct release with
 * continuous noise fails with probability 0, one with discrete outputs only if all its coordinates
 * keep their exact values (at most about 4e-6 per mechanism at ε = 1, n = 40, see
 * {@link ReleaseContents}).
 */
class ReleaseContentsTest {

    static final int RECORDS = 40;
    static final double EPSILON = 1.0;

    @TestFactory
    Stream<DynamicTest> everyPrivateMethodsReleasesHoldOnlyReleasedValues() {
        List<DynamicTest> tests = new ArrayList<>();
        for (PrivateMethod method : PrivacyLayersTest.privateMethods()) {
            tests.add(DynamicTest.dynamicTest(method.name(), () -> {
                List<String> problems = new ArrayList<>();
                // empty only for a method whose protocols run no mechanism (LPCT-Q fits on public data alone)
                List<AuditTarget> targets = AuditTargets.of(method, RECORDS, EPSILON, 17);
                SplittableRandom rng = new SplittableRandom(23);
                for (AuditTarget target : targets) {
                    PrivateSample sample = NeighbourPairs.sample(target.task(), NeighbourPairs.randomRecords(target, rng),
                            NeighbourPairs.randomTargets(target, rng));
                    for (String problem : ReleaseContents.problems(target.mechanism(), sample, rng.nextLong())) {
                        problems.add(target.label() + ": " + problem);
                    }
                }
                assertThat(problems).as(method.name()).isEmpty();
            }));
        }
        return tests.stream();
    }
}
