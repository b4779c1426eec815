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
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * {{NAME}}: a centrally private classifier, made by {@code ldpbench new method} as a starting point. Edit this
 * file; rebuild with {@code mvn -q -o package} in this folder (the jar goes to the workspace's plugins/).
 *
 * <p>A trusted curator's mechanism ({@link Randomizer}, the only code that reads private records) counts the users of
 * every (grid cell, label) pair and releases the counts with Laplace noise of scale 2/ε on each (a noisy histogram:
 * changing one record moves two counts by one, L1 sensitivity 2); each cell then predicts the label with the largest
 * noisy count (the public sample's majority where every count is at most 0). The harness applies the mechanism to
 * the private sample and hands the curator only the release and public data, and {@code ldpbench audit {{NAME}}}
 * tests what the mechanism declares ({@link Randomizer#perturbations()}) against what it does.
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
            super(MethodInfo.classifier("{{NAME}}", "a noisy histogram of (cell, label) counts (ldpbench new method)",
                    PrivacyModel.CENTRAL).withVersion(1)
                    .withParameters(CELLS.fit(4, "grid cells per axis"))
                    .withBudget(BudgetUse.pure("one Laplace(2/eps) noisy histogram of the sample at eps")));
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
            // input.fault(): the audit plants its faults through it (ldpbench's plugin API); NONE in every run
            Randomizer randomizer = new Randomizer(input.dimension(), perAxis, classes, epsilon,
                    input.fault().laplace(Randomizer.SENSITIVITY, epsilon));
            int fallback = majority(input.publicSample(), classes);
            return new PrivateProtocol<>() {
                @Override
                public List<Randomizer> mechanisms() {
                    return List.of(randomizer);
                }

                @Override
                public Fit curate(List<Tally> releases) {
                    double[] estimated = releases.get(0).coordinates();
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
     * The central mechanism, the only code that reads private records: the counts of every (cell, label) pair plus
     * Laplace noise of scale 2/ε on each.
     */
    public static final class Randomizer implements PrivateMechanism<Tally> {

        /** L1 sensitivity of the counts: one record changed moves one count down and another up. */
        static final double SENSITIVITY = 2;

        private final int dimension;
        private final int perAxis;
        private final int classes;
        private final double epsilon;
        private final LaplaceMechanism laplace;

        Randomizer(int dimension, int perAxis, int classes, double epsilon, LaplaceMechanism laplace) {
            this.dimension = dimension;
            this.perAxis = perAxis;
            this.classes = classes;
            this.epsilon = epsilon;
            // the Laplace noise every count gets: scale 2/epsilon for the epsilon this mechanism claims
            this.laplace = laplace;
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
         * For the audit: the statistic is the exact counts (L1 sensitivity 2, measured by the audit on neighbouring
         * samples), the noise Laplace at the scale the primitive really uses; the audit recomputes 2/eps and tests
         * the noise of releases (release minus counts) against that law.
         */
        @Override
        public List<Perturbation> perturbations() {
            return List.of(Perturbation.of("counts of (cell, label)", this::counts, Sensitivity.l1(SENSITIVITY),
                    NoiseCalibration.laplace(epsilon, SENSITIVITY, laplace)).withNoise((sample, rng) -> {
                        double[] released = release(sample, rng).coordinates();
                        double[] exact = counts(sample);
                        for (int j = 0; j < exact.length; j++) {
                            released[j] -= exact[j];
                        }
                        return released;
                    }));
        }

        @Override
        public Tally release(PrivateSample sample, RandomGenerator noise) {
            return new Tally(laplace.release(counts(sample), noise));
        }

        /** The exact counts of every (cell, label) pair. */
        double[] counts(PrivateSample sample) {
            Dataset records = sample.records();
            ClassLabels labels = (ClassLabels) records.targets();
            double[] out = new double[categories()];
            for (int i = 0; i < records.size(); i++) {
                int label = Math.max(0, Math.min(classes - 1, labels.label(i)));
                out[cellOf(records.features().row(i), perAxis) * classes + label]++;
            }
            return out;
        }
    }

    /** What the curator receives: the noisy counts of every (cell, label) pair. */
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
