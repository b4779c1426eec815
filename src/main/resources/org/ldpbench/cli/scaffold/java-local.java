package {{PACKAGE}};

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Release;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.RandomizedResponse;
import org.ldpbench.privacy.Sensitivity;

/**
 * {{NAME}}: a locally private classifier, made by {@code ldpbench new method} as a starting point. Edit this file;
 * rebuild with {@code mvn -q -o package} in this folder (the jar goes to the workspace's plugins/).
 *
 * <p>Every user reports its (grid cell, label) category through K-ary randomized response at ε ({@link Randomizer},
 * the only code that reads private records); the curator receives the tally of the reports, debiases it, and each
 * cell predicts its most frequent estimated label (the public sample's majority where it estimates no user). The
 * harness applies the randomizer to the private sample and hands the curator only the release and public data, and
 * {@code ldpbench audit {{NAME}}} tests what the randomizer declares ({@link Randomizer#perturbations()}) against
 * what it does.
 */
public final class {{CLASS}} implements MethodProvider {

    /** Grid cells per axis: a fit parameter (a new value needs new releases). */
    static final Param<Integer> CELLS = Param.integer("cells", 1, 64);

    @Override
    public List<Method> methods() {
        return List.of(new TheMethod());
    }

    /** The method: writes its protocol from public input only. */
    public static final class TheMethod extends PrivateMethod {

        public TheMethod() {
            super(MethodInfo.classifier("{{NAME}}", "K-ary randomized response on a grid of cells (ldpbench new method)",
                    PrivacyModel.LOCAL).withVersion(1)
                    .withParameters(CELLS.fit(4, "grid cells per axis"))
                    .withBudget(BudgetUse.pure("one K-ary randomized response per user (K = cells^d x classes) at eps")));
        }

        /** What `ldpbench audit {{NAME}}` checks: a coarse grid (fast; every layer). */
        @Override
        public List<Map<String, Object>> auditConfigurations() {
            return List.of(Map.of("cells", 2));
        }

        @Override
        public PrivateProtocol<Tally> protocol(PublicInput input, ParameterSet fitParameters,
                RandomGenerator publicRandomness) {
            int perAxis = fitParameters.get(CELLS);
            int classes = Math.max(2, input.publicSample().classes());
            double epsilon = input.budget().epsilon();
            Randomizer randomizer = new Randomizer(input.dimension(), perAxis, classes, epsilon);
            int fallback = majority(input.publicSample(), classes);
            return new PrivateProtocol<>() {
                @Override
                public List<Randomizer> mechanisms() {
                    return List.of(randomizer);
                }

                @Override
                public Fit curate(List<Tally> releases) {
                    double[] estimated = debiased(releases.get(0), epsilon);
                    return postProcessing -> points -> {
                        int[] labels = new int[points.rows()];
                        for (int i = 0; i < labels.length; i++) {
                            int cell = cellOf(points.row(i), perAxis);
                            int best = fallback;
                            double most = 0;
                            for (int y = 0; y < classes; y++) {
                                if (estimated[cell * classes + y] > most) {
                                    most = estimated[cell * classes + y];
                                    best = y;
                                }
                            }
                            labels[i] = best;
                        }
                        return Predictions.ofLabels(labels, Map.of());
                    };
                }
            };
        }
    }

    /**
     * The local randomizer, the only code that reads private records: each user's category (cell · classes + label)
     * through K-ary randomized response, K = cells · classes, which is ε-DP for the whole record.
     */
    public static final class Randomizer implements PrivateMechanism<Tally> {

        private final int dimension;
        private final int perAxis;
        private final int classes;
        private final double epsilon;
        private final RandomizedResponse response;

        Randomizer(int dimension, int perAxis, int classes, double epsilon) {
            this.dimension = dimension;
            this.perAxis = perAxis;
            this.classes = classes;
            this.epsilon = epsilon;
            // the randomized response every report is drawn with, at the epsilon this mechanism claims
            this.response = new RandomizedResponse(categories(), epsilon);
        }

        int categories() {
            return (int) Math.pow(perAxis, dimension) * classes;
        }

        @Override
        public Optional<PrivacyBudget> guarantee() {
            return Optional.of(PrivacyBudget.pure(epsilon));
        }

        @Override
        public Neighbours neighbours() {
            return Neighbours.RECORD;
        }

        /**
         * For the audit: the statistic is every user's true category (a local randomizer's sensitivity is its input
         * domain, 0..K-1) and the noise is randomized response at the keep probability the primitive really uses;
         * the audit recomputes keep = e^eps/(e^eps + K - 1) and tests the reports {@link #reports} draws.
         */
        @Override
        public List<Perturbation> perturbations() {
            return List.of(Perturbation.of("cell and label category of each user", this::categoriesOf,
                    Sensitivity.domainMax(categories() - 1), NoiseCalibration.randomizedResponse(epsilon, categories(),
                            response)).withNoise(this::reports));
        }

        @Override
        public Tally release(PrivateSample sample, RandomGenerator noise) {
            double[] tally = new double[categories()];
            for (double report : reports(sample, noise)) {
                tally[(int) report]++;
            }
            return new Tally(tally);
        }

        /** Every user's report, in record order. */
        double[] reports(PrivateSample sample, RandomGenerator noise) {
            double[] categories = categoriesOf(sample);
            double[] out = new double[categories.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = response.release((int) categories[i], noise);
            }
            return out;
        }

        /** Every user's true category, in record order. */
        double[] categoriesOf(PrivateSample sample) {
            Dataset records = sample.records();
            ClassLabels labels = (ClassLabels) records.targets();
            double[] out = new double[records.size()];
            for (int i = 0; i < out.length; i++) {
                int label = Math.max(0, Math.min(classes - 1, labels.label(i)));
                out[i] = cellOf(records.features().row(i), perAxis) * classes + label;
            }
            return out;
        }
    }

    /** What the curator receives: how many users reported each category. */
    public static final class Tally implements Release {

        private final double[] counts;

        Tally(double[] counts) {
            this.counts = counts;
        }

        @Override
        public double[] coordinates() {
            return counts.clone();
        }
    }

    /** Unbiased estimates of how many users hold each category, from the tally of randomized responses at eps. */
    static double[] debiased(Tally tally, double epsilon) {
        double[] counts = tally.coordinates();
        int k = counts.length;
        double keep = new RandomizedResponse(k, epsilon).keep();
        double other = (1 - keep) / (k - 1);
        double users = 0;
        for (double c : counts) {
            users += c;
        }
        double[] out = new double[k];
        for (int c = 0; c < k; c++) {
            out[c] = (counts[c] - users * other) / (keep - other);
        }
        return out;
    }

    /** The cell of a point of [0,1]^d on the regular grid of perAxis cells per axis (public: no data). */
    static int cellOf(double[] point, int perAxis) {
        int cell = 0;
        for (double v : point) {
            cell = cell * perAxis + Math.max(0, Math.min(perAxis - 1, (int) Math.floor(v * perAxis)));
        }
        return cell;
    }

    /** The most frequent label of the public sample. */
    static int majority(Dataset sample, int classes) {
        int[] counts = new int[classes];
        if (sample.targets() instanceof ClassLabels labels) {
            for (int i = 0; i < sample.size(); i++) {
                counts[Math.max(0, Math.min(classes - 1, labels.label(i)))]++;
            }
        }
        int best = 0;
        for (int y = 1; y < classes; y++) {
            best = counts[y] > counts[best] ? y : best;
        }
        return best;
    }
}
