package org.ldpbench.privacy.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Release;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.Slow;

/**
 * The privacy audit of every registered private method (DESIGN rule 1): for each of the method's
 * audit configurations, its protocol is built from a small public sample, and every mechanism
 * (one per private sample, i.e. per server) is run on pairs of neighbouring private samples —
 * one record changed for local, central and distributed DP, one label for label DP — with the
 * neighbour relation the mechanism declares. {@link PrivacyAuditor} checks the empirical privacy
 * loss against the mechanism's declared (ε, δ). A method registered later is audited without any
 * new test code.
 *
 * <p>False-failure rate: each audited pair fails a correct mechanism with probability at most
 * 2·{@value #ALPHA} (two one-sided Clopper–Pearson bounds at level ALPHA on an event chosen from independent draws);
 * with a few hundred pairs the suite's false-failure rate stays below 1e-3. Seeds are fixed, so a
 * run is reproducible.
 */
@Slow
class PrivacyAuditTest {

    static final double ALPHA = 1e-6;
    static final int DRAWS = 100_000;
    static final double EPSILON = 1.0;
    static final double DELTA = 1e-5;

    /** Fixed points spread over [0,1]^2: corners land in different cells of any partition that cuts at 1/2. */
    private static final double[][] POINTS = {{0.1, 0.1}, {0.9, 0.9}, {0.1, 0.9}, {0.9, 0.1}};

    static List<Method> privateMethods() {
        return Methods.all().values().stream().filter(m -> m.info().privacyModel() != PrivacyModel.NONE).toList();
    }

    @Test
    void everyPrivateMethodIsAProtocolOfMechanismsAndTheNonPrivateOnesAreListed() {
        assertThat(privateMethods()).isNotEmpty().allSatisfy(m -> assertThat(m)
                .as(m.name() + " must extend PrivateMethod so that its mechanisms can be audited")
                .isInstanceOf(PrivateMethod.class));
        List<String> skipped = Methods.all().values().stream().filter(m -> m.info().privacyModel() == PrivacyModel.NONE)
                .map(Method::name).toList();
        // the non-private references are skipped on purpose; this list makes the skip visible
        assertThat(skipped).contains("LPCT-NP");
    }

    @TestFactory
    Stream<DynamicTest> everyMechanismOfEveryPrivateMethodKeepsItsGuarantee() {
        List<DynamicTest> tests = new ArrayList<>();
        long seed = 1;
        for (Method method : privateMethods()) {
            PrivateMethod privateMethod = (PrivateMethod) method;
            for (Map<String, Object> configuration : method.auditConfigurations()) {
                ParameterSet parameters = method.info().parameters().completePart(configuration, false);
                int servers = method.info().privacyModel() == PrivacyModel.DISTRIBUTED ? 2 : 1;
                for (int server = 0; server < servers; server++) {
                    for (Pair pair : pairs(method)) {
                        long auditSeed = seed++;
                        int j = server;
                        tests.add(DynamicTest.dynamicTest(method.name() + " " + parameters.canonical() + " server " + j
                                + ": " + pair.description(), () -> audit(privateMethod, parameters, servers, j, pair,
                                        auditSeed)));
                    }
                }
            }
        }
        return tests.stream();
    }

    private static void audit(PrivateMethod method, ParameterSet parameters, int servers, int server, Pair pair,
            long seed) {
        PublicInput input = publicInput(method, servers, pair.first().size(), seed);
        PrivateProtocol<?> protocol = method.protocol(input, parameters);
        List<? extends PrivateMechanism<?>> mechanisms = protocol.mechanisms();
        if (mechanisms.isEmpty()) {
            return; // uses no private data (e.g. LPCT-Q): nothing to audit
        }
        assertThat(mechanisms).hasSize(servers);
        PrivateMechanism<?> mechanism = mechanisms.get(server);
        PrivacyBudget budget = input.budgets().get(server);
        assertThat(mechanism.guarantee()).as(method.name() + " is private, so its mechanisms must claim a guarantee")
                .isPresent();
        PrivacyBudget claimed = mechanism.guarantee().orElseThrow();
        assertThat(claimed.epsilon()).as("claimed epsilon within the budget").isLessThanOrEqualTo(budget.epsilon() + 1e-12);
        assertThat(claimed.delta()).as("claimed delta within the budget").isLessThanOrEqualTo(budget.delta() + 1e-15);
        boolean labelOnly = mechanism.neighbours() == Neighbours.LABEL;
        assertThat(labelOnly).as("label-DP methods declare label neighbours")
                .isEqualTo(method.info().privacyModel() == PrivacyModel.LABEL_LOCAL
                        || method.info().privacyModel() == PrivacyModel.LABEL_CENTRAL);
        if (labelOnly && !pair.labelOnly()) {
            return; // a record pair is not a neighbour pair under label DP
        }
        PrivacyAuditor.Result result = new PrivacyAuditor(DRAWS, ALPHA).audit(
                rng -> release(mechanism, pair.first(), rng), rng -> release(mechanism, pair.second(), rng),
                claimed.epsilon(), claimed.delta(), seed);
        assertThat(result.violates()).as(method.name() + ": " + result).isFalse();
    }

    private static double[] release(PrivateMechanism<?> mechanism, PrivateSample sample,
            java.util.random.RandomGenerator rng) {
        Release release = mechanism.release(sample, rng);
        return release.coordinates();
    }

    /** A budget of ε = 1 per server; δ = 0 unless the method refuses pure DP, then δ = 1e-5. */
    private static PublicInput publicInput(PrivateMethod method, int servers, int privateSize, long seed) {
        Dataset publicSample = sample(method.info().task(), 50, new SplittableRandom(seed));
        Features evaluation = sample(method.info().task(), 12, new SplittableRandom(seed + 1)).features();
        List<Integer> sizes = Collections.nCopies(servers, privateSize);
        PublicInput pure = new PublicInput(publicSample, evaluation,
                Collections.nCopies(servers, PrivacyBudget.pure(EPSILON)), sizes, seed);
        try {
            method.protocol(pure, method.info().parameters().completePart(method.auditConfigurations().get(0), false));
            return pure;
        } catch (RuntimeException pureRefused) {
            return new PublicInput(publicSample, evaluation,
                    Collections.nCopies(servers, new PrivacyBudget(EPSILON, DELTA)), sizes, seed);
        }
    }

    private static Dataset sample(TaskType task, int n, SplittableRandom rng) {
        double[] x = new double[2 * n];
        int[] labels = new int[n];
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            x[2 * i] = rng.nextDouble();
            x[2 * i + 1] = rng.nextDouble();
            labels[i] = x[2 * i] > 0.5 ? 1 : 0;
            values[i] = x[2 * i] - 0.5;
        }
        return new Dataset(Features.wrap(x, n, 2),
                task == TaskType.CLASSIFICATION ? ClassLabels.binary(labels) : new RealTargets(values));
    }

    /** Neighbouring private samples: single users (the local randomizer itself) and one pair of size 10. */
    private static List<Pair> pairs(Method method) {
        TaskType task = method.info().task();
        List<Pair> pairs = new ArrayList<>();
        pairs.add(Pair.of(task, "one user, other cell and label", List.of(POINTS[0]), List.of(1.0),
                List.of(POINTS[1]), List.of(0.0), false));
        pairs.add(Pair.of(task, "one user, other cell, same label", List.of(POINTS[2]), List.of(1.0),
                List.of(POINTS[3]), List.of(1.0), false));
        pairs.add(Pair.of(task, "one user, label changed", List.of(POINTS[0]), List.of(0.0), List.of(POINTS[0]),
                List.of(1.0), true));
        SplittableRandom rng = new SplittableRandom(99);
        List<double[]> points = new ArrayList<>();
        List<Double> labels = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            points.add(new double[] {rng.nextDouble(), rng.nextDouble()});
            labels.add(rng.nextBoolean() ? 1.0 : 0.0);
        }
        List<double[]> firstPoints = new ArrayList<>(points);
        List<Double> firstLabels = new ArrayList<>(labels);
        firstPoints.add(POINTS[0]);
        firstLabels.add(1.0);
        List<double[]> secondPoints = new ArrayList<>(points);
        List<Double> secondLabels = new ArrayList<>(labels);
        secondPoints.add(POINTS[1]);
        secondLabels.add(0.0);
        pairs.add(Pair.of(task, "ten users, one record changed", firstPoints, firstLabels, secondPoints, secondLabels,
                false));
        List<double[]> samePoints = new ArrayList<>(firstPoints);
        List<Double> flipped = new ArrayList<>(firstLabels);
        flipped.set(9, 0.0);
        pairs.add(Pair.of(task, "ten users, one label changed", firstPoints, firstLabels, samePoints, flipped, true));
        return pairs;
    }

    /** Two neighbouring private samples. */
    record Pair(String description, PrivateSample first, PrivateSample second, boolean labelOnly) {

        static Pair of(TaskType task, String description, List<double[]> x1, List<Double> y1, List<double[]> x2,
                List<Double> y2, boolean labelOnly) {
            return new Pair(description, sample(task, x1, y1), sample(task, x2, y2), labelOnly);
        }

        private static PrivateSample sample(TaskType task, List<double[]> x, List<Double> y) {
            double[] values = new double[2 * x.size()];
            for (int i = 0; i < x.size(); i++) {
                values[2 * i] = x.get(i)[0];
                values[2 * i + 1] = x.get(i)[1];
            }
            Features features = Features.wrap(values, x.size(), 2);
            if (task == TaskType.CLASSIFICATION) {
                return new PrivateSample(new Dataset(features,
                        ClassLabels.binary(y.stream().mapToInt(Double::intValue).toArray())));
            }
            return new PrivateSample(new Dataset(features, new RealTargets(y.stream().mapToDouble(d -> d).toArray())));
        }
    }
}
