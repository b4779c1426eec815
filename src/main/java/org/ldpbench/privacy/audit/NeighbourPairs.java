package org.ldpbench.privacy.audit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;

/**
 * Neighbouring private samples for the sensitivity layer: random pairs (random records in
 * [0, 1]^d, a random one changed) and adversarial ones — the changed record at the corners of the
 * cube, exactly on the cell boundaries 0, ½ and 1, just outside the unit cube, with extreme
 * targets, and in every role (the first user, the last of the first half, the first of the second
 * half, the last user) — plus the pairs a mechanism proposes itself. Under label neighbours only the
 * target changes. Samples are standalone ({@link PrivateSample#PrivateSample(org.ldpbench.data.SampleRows)}).
 */
final class NeighbourPairs {

    /** Points a changed record moves between: corners, boundaries, and just outside the cube. */
    private static final List<Double> EXTREMES = List.of(0.0, 1.0, 0.5, Math.nextDown(0.5), -0.05, 1.05, 0.25, 0.75);

    /** Targets of regression records: zero, moderate, and far beyond any clipping level. */
    private static final List<Double> REAL_TARGETS = List.of(0.0, 1.0, -1.0, 1e3, -1e3);

    private NeighbourPairs() {
    }

    /** A pair of neighbouring samples. */
    record SamplePair(String description, PrivateSample first, PrivateSample second) {
    }

    /** {@code random} random pairs, the adversarial pairs, and the proposals of {@code perturbation}. */
    static List<SamplePair> of(AuditTarget target, Perturbation perturbation, int random, long seed) {
        List<SamplePair> pairs = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(seed);
        for (int r = 0; r < random; r++) {
            double[][] x = randomRecords(target, rng);
            double[] y = randomTargets(target, rng);
            int changed = rng.nextInt(x.length);
            double[] other = target.neighbours() == Neighbours.LABEL ? x[changed] : randomRecord(target, rng);
            pairs.add(pair(target, "random pair " + r, x, y, changed, other, otherTarget(target, y[changed], rng)));
        }
        pairs.addAll(adversarial(target, rng));
        for (Perturbation.NeighbourPair proposal : perturbation.proposals()) {
            pairs.add(new SamplePair("proposed: " + proposal.description(),
                    sample(target.task(), proposal.features(), proposal.targets()),
                    changed(target.task(), proposal.features(), proposal.targets(), proposal.changed(),
                            proposal.otherRecord(), proposal.otherTarget())));
        }
        return pairs;
    }

    /** The changed record in every role, moved between extreme points with extreme targets. */
    private static List<SamplePair> adversarial(AuditTarget target, SplittableRandom rng) {
        List<SamplePair> pairs = new ArrayList<>();
        int n = target.sampleSize();
        int[] roles = Arrays.stream(new int[] {0, n / 2 - 1, n / 2, n - 1}).filter(i -> i >= 0 && i < n).distinct()
                .toArray();
        List<Double> targets = target.task() == TaskType.CLASSIFICATION ? List.of(0.0, 1.0) : REAL_TARGETS;
        for (int role : roles) {
            double[][] x = randomRecords(target, rng);
            double[] y = randomTargets(target, rng);
            for (double a : EXTREMES) {
                for (double b : EXTREMES) {
                    for (double ya : targets) {
                        for (double yb : targets) {
                            if (target.neighbours() == Neighbours.LABEL && a != b) {
                                continue;
                            }
                            x[role] = filled(target.dimension(), a);
                            y[role] = ya;
                            pairs.add(pair(target, "user " + role + " of " + n + " from " + a + " (" + ya + ") to " + b
                                    + " (" + yb + ")", x, y, role, filled(target.dimension(), b), yb));
                        }
                    }
                }
            }
        }
        return pairs;
    }

    private static SamplePair pair(AuditTarget target, String description, double[][] x, double[] y, int changed,
            double[] other, double otherTarget) {
        return new SamplePair(description, sample(target.task(), x, y),
                changed(target.task(), x, y, changed, other, otherTarget));
    }

    static PrivateSample changed(TaskType task, double[][] x, double[] y, int changed, double[] other,
            double otherTarget) {
        double[][] x2 = x.clone();
        double[] y2 = y.clone();
        x2[changed] = other.clone();
        y2[changed] = otherTarget;
        return sample(task, x2, y2);
    }

    /** A standalone sample of {@code x} and {@code y} (binary labels for classification). */
    static PrivateSample sample(TaskType task, double[][] x, double[] y) {
        return sample(task, x, y, 2);
    }

    /** A standalone sample of {@code x} and {@code y} ({@code classes} classes for classification). */
    static PrivateSample sample(TaskType task, double[][] x, double[] y, int classes) {
        int n = x.length;
        int d = x[0].length;
        double[] flat = new double[n * d];
        for (int i = 0; i < n; i++) {
            System.arraycopy(x[i], 0, flat, i * d, d);
        }
        Features features = Features.wrap(flat, n, d);
        if (task == TaskType.CLASSIFICATION) {
            int[] labels = new int[n];
            for (int i = 0; i < n; i++) {
                labels[i] = (int) y[i];
            }
            return new PrivateSample(new Dataset(features, new ClassLabels(labels, Math.max(2, classes))));
        }
        return new PrivateSample(new Dataset(features, new RealTargets(y.clone())));
    }

    static double[][] randomRecords(AuditTarget target, SplittableRandom rng) {
        double[][] x = new double[target.sampleSize()][];
        for (int i = 0; i < x.length; i++) {
            x[i] = randomRecord(target, rng);
        }
        return x;
    }

    static double[] randomRecord(AuditTarget target, SplittableRandom rng) {
        double[] x = new double[target.dimension()];
        for (int j = 0; j < x.length; j++) {
            x[j] = rng.nextDouble();
        }
        return x;
    }

    static double[] randomTargets(AuditTarget target, SplittableRandom rng) {
        double[] y = new double[target.sampleSize()];
        for (int i = 0; i < y.length; i++) {
            y[i] = target.task() == TaskType.CLASSIFICATION ? rng.nextInt(2) : 4 * rng.nextDouble() - 2;
        }
        return y;
    }

    /** A new target for the changed record: another label, or another real value. */
    private static double otherTarget(AuditTarget target, double current, SplittableRandom rng) {
        if (target.task() == TaskType.CLASSIFICATION) {
            return target.neighbours() == Neighbours.LABEL ? 1 - current : rng.nextInt(2);
        }
        return 4 * rng.nextDouble() - 2;
    }

    private static double[] filled(int d, double value) {
        double[] x = new double[d];
        Arrays.fill(x, value);
        return x;
    }
}
