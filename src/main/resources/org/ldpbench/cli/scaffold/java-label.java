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
 * {{NAME}}: a label-private classifier (label local DP: the features are public, each user's label is private),
 * made by {@code ldpbench new method} as a starting point. Edit this file; rebuild with {@code mvn -q -o package} in
 * this folder (the jar goes to the workspace's plugins/).
 *
 * <p>Every user reports its label through K-ary randomized response at ε, K = classes ({@link Randomizer}, the only
 * code that reads private records); the release is the tally of the reported labels per grid cell (the cells come
 * from the features, public under label DP); the curator debiases each cell's tally and predicts its most frequent
 * estimated label (the public sample's majority where it estimates no user). {@code ldpbench audit {{NAME}}} tests
 * what the randomizer declares ({@link Randomizer#perturbations()}) against what it does, on neighbours that differ
 * in one label.
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
            super(MethodInfo.classifier("{{NAME}}", "randomized response on labels, tallied per grid cell (ldpbench new method)",
                    PrivacyModel.LABEL_LOCAL).withVersion(1)
                    .withParameters(CELLS.fit(4, "grid cells per axis"))
                    .withBudget(BudgetUse.pure("one K-ary randomized response of each user's label (K = classes) at eps")));
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
                    double[] estimated = debiased(releases.get(0), classes, epsilon);
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
     * The label randomizer, the only code that reads private records: each user's label through K-ary randomized
     * response (K = classes), tallied per grid cell of the user's (public) features.
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
            // the randomized response every reported label is drawn with, at the epsilon this mechanism claims
            this.response = new RandomizedResponse(classes, epsilon);
        }

        int cells() {
            return (int) Math.pow(perAxis, dimension);
        }

        @Override
        public Optional<PrivacyBudget> guarantee() {
            return Optional.of(PrivacyBudget.pure(epsilon));
        }

        /** Label DP: neighbouring samples differ in one user's label; the features are public. */
        @Override
        public Neighbours neighbours() {
            return Neighbours.LABEL;
        }

        /**
         * For the audit: the statistic is every user's label (sensitivity: its domain, 0..classes-1) and the noise is
         * randomized response at the keep probability the primitive really uses; the audit recomputes
         * keep = e^eps/(e^eps + K - 1) and tests the reported labels {@link #reports} draws.
         */
        @Override
        public List<Perturbation> perturbations() {
            return List.of(Perturbation.of("labels", this::labelsOf, Sensitivity.domainMax(classes - 1),
                    NoiseCalibration.randomizedResponse(epsilon, classes, response)).withNoise(this::reports));
        }

        @Override
        public Tally release(PrivateSample sample, RandomGenerator noise) {
            Dataset records = sample.records();
            double[] reports = reports(sample, noise);
            double[] tally = new double[cells() * classes];
            for (int i = 0; i < reports.length; i++) {
                tally[cellOf(records.features().row(i), perAxis) * classes + (int) reports[i]]++;
            }
            return new Tally(tally);
        }

        /** Every user's reported label, in record order. */
        double[] reports(PrivateSample sample, RandomGenerator noise) {
            double[] labels = labelsOf(sample);
            double[] out = new double[labels.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = response.release((int) labels[i], noise);
            }
            return out;
        }

        /** Every user's label, in record order. */
        double[] labelsOf(PrivateSample sample) {
            Dataset records = sample.records();
            ClassLabels labels = (ClassLabels) records.targets();
            double[] out = new double[records.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = Math.max(0, Math.min(classes - 1, labels.label(i)));
            }
            return out;
        }
    }

    /** What the curator receives: how many users of each cell reported each label. */
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

    /** Per cell, unbiased estimates of how many users hold each label, from the tally of reported labels at eps. */
    static double[] debiased(Tally tally, int classes, double epsilon) {
        double[] counts = tally.coordinates();
        double keep = new RandomizedResponse(classes, epsilon).keep();
        double other = (1 - keep) / (classes - 1);
        double[] out = new double[counts.length];
        for (int cell = 0; cell < counts.length / classes; cell++) {
            double users = 0;
            for (int y = 0; y < classes; y++) {
                users += counts[cell * classes + y];
            }
            for (int y = 0; y < classes; y++) {
                out[cell * classes + y] = (counts[cell * classes + y] - users * other) / (keep - other);
            }
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
