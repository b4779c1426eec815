package org.ldpbench.privacy.audit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Perturbation;
import org.ldpbench.privacy.NoiseCalibration;

/**
 * The calibration layer of the privacy audit (DESIGN rule 1): for every statistic a mechanism
 * declares ({@link Perturbation}) it checks
 * <ol>
 *   <li>the arithmetic: the parameter the primitive is built with (Laplace scale, Gaussian σ,
 *       keep probability, exponential weight, PrivUnitG's q) equals what the declared (ε, δ, Δ)
 *       imply by the formula the method claims ({@link NoiseCalibration#arithmeticHolds()}); and for
 *       every Gaussian, whatever its formula, that σ's exact δ(ε) at the statistic's declared L2
 *       sensitivity is at most the release's δ;</li>
 *   <li>the <em>measured</em> sensitivity: the parameter must make the release (ε, δ)-DP for the
 *       largest change the {@link SensitivityAudit sensitivity layer} measured on neighbouring samples
 *       of the target's size ({@link NoiseCalibration#admitsMeasured}). A method that understates its
 *       sensitivity in its code and in its declaration alike passes the arithmetic and fails here;</li>
 *   <li>the noise as released, measured, not declared: the noise the mechanism exposes (its release
 *       minus its exact statistic) is drawn repeatedly on fixed samples of the target's size — the
 *       run's own sample (or a random one) and a sparse one (every user piled in one cell but one) —
 *       and tested, for additive laws, coordinate by coordinate and pooled: no coordinate that should
 *       carry noise is released exactly (a repeated value among continuous draws), every coordinate
 *       is centred on the declared statistic (z-test, Bonferroni over coordinates), and the pooled
 *       values follow the declared law summed over as many draws as the coordinate sums
 *       ({@link Perturbation#summands()}, e.g. one Laplace per user in a local sum) at the declared
 *       parameter (Kolmogorov–Smirnov of the probability integral transform). Categorical outputs
 *       (randomized response, unary encoding, the exponential mechanism) are tested on one user's
 *       release, the frequency of the true category against what ε allows;</li>
 *   <li>the composition: the (ε, δ) the declared calibrations spend, added up over the mechanism's
 *       statistics, stay within the budget the mechanism is held to ({@link AuditTarget#budget()}).</li>
 * </ol>
 * False-failure rate: each distribution test rejects a correct mechanism with probability
 * {@code alpha}, the centring tests together with probability about {@code alpha} (Bonferroni, with a
 * margin of ten for the normal approximation of a mean of 20 or more draws); with alpha = 1e-6 and a
 * few thousand targets a suite fails falsely with probability below 1e-2. Seeds are fixed, so a
 * result is reproducible.
 */
public final class CalibrationAudit implements AuditLayer {

    /** Fewest draws per fixed sample (the centring test needs a mean of some draws). */
    static final int MIN_DRAWS = 20;

    private final int draws;
    private final double alpha;
    private final long seed;
    private final long rowBudget;
    private final SensitivityAudit sensitivity;

    /**
     * @param draws releases drawn per statistic for one-user samples (additive noise pools every
     *     coordinate of each; larger samples draw fewer releases, at least {@value #MIN_DRAWS}, for about
     *     as many values)
     * @param alpha the rejection level of each distribution test
     * @param seed the seed of the draws and of the audited records
     */
    public CalibrationAudit(int draws, double alpha, long seed) {
        this(draws, alpha, seed, Long.MAX_VALUE, new SensitivityAudit(10, seed));
    }

    /**
     * @param rowBudget the most records read per fixed sample by the draws (draws × sample size), past
     *     which fewer draws are made (never fewer than {@value #MIN_DRAWS})
     * @param sensitivity the layer whose measurements the noise is held to
     */
    public CalibrationAudit(int draws, double alpha, long seed, long rowBudget, SensitivityAudit sensitivity) {
        this.draws = draws;
        this.alpha = alpha;
        this.seed = seed;
        this.rowBudget = rowBudget;
        this.sensitivity = sensitivity;
    }

    @Override
    public String name() {
        return "calibration";
    }

    @Override
    public LayerResult audit(AuditTarget target) {
        return audit(target, target.declared().isEmpty() ? List.of() : sensitivity.measure(target));
    }

    /** The layer's result, the noise held to sensitivities already measured ({@link SensitivityAudit#measure}). */
    public LayerResult audit(AuditTarget target, List<SensitivityAudit.Measured> measured) {
        List<Perturbation> declared = target.declared();
        if (declared.isEmpty()) {
            return new LayerResult(name(), target.label(), false,
                    "declares no noise calibration (PrivateMechanism.perturbations)", List.of());
        }
        List<String> details = new ArrayList<>();
        boolean passed = true;
        int tested = 0;
        for (int p = 0; p < declared.size(); p++) {
            Perturbation perturbation = declared.get(p);
            String line;
            try {
                line = audit(target, perturbation, measured.get(p));
            } catch (RuntimeException e) {
                line = "FAIL " + perturbation.name() + ": " + firstLine(e);
            }
            passed &= line.startsWith("PASS");
            tested += perturbation.noise().isPresent() ? 1 : 0;
            details.add(line);
        }
        String composition = composition(target, declared);
        passed &= composition.startsWith("PASS");
        details.add(composition);
        String summary = passed ? declared.size() + " calibration(s) as (epsilon, delta, sensitivity) imply and enough"
                + " for the measured sensitivity, " + tested + " tested on draws at alpha " + alpha + ", "
                + composition.substring("PASS ".length())
                : details.stream().filter(l -> l.startsWith("FAIL")).findFirst().orElseThrow();
        return new LayerResult(name(), target.label(), passed, summary, details);
    }

    private String audit(AuditTarget target, Perturbation perturbation, SensitivityAudit.Measured measured) {
        NoiseCalibration calibration = perturbation.calibration();
        List<String> failures = new ArrayList<>();
        if (!calibration.arithmeticHolds()) {
            failures.add("arithmetic wrong: the parameter is not what the declared (epsilon, delta, sensitivity)"
                    + " imply: " + calibration.describe());
        }
        String exact = "";
        if (calibration.law() == NoiseCalibration.Law.GAUSSIAN
                && perturbation.sensitivity().norm() == org.ldpbench.privacy.Sensitivity.Norm.L2) {
            double delta = org.ldpbench.privacy.GaussianMechanism.withSigma(calibration.parameter())
                    .exactDelta(perturbation.sensitivity().bound(), calibration.epsilon());
            boolean valid = delta <= calibration.delta() * (1 + NoiseCalibration.TOLERANCE);
            exact = String.format(Locale.ROOT, "; exact delta %.3g %s %.3g", delta, valid ? "<=" : "BEYOND",
                    calibration.delta());
            if (!valid) {
                failures.add(String.format(Locale.ROOT, "sigma %.6g gives delta %.3g at the declared sensitivity"
                        + " %.6g, beyond the claimed %.3g", calibration.parameter(), delta,
                        perturbation.sensitivity().bound(), calibration.delta()));
            }
        }
        String against = "";
        if (calibration.dependsOnSensitivity() && measured.failure() == null) {
            boolean enough = calibration.admitsMeasured(measured.change());
            against = String.format(Locale.ROOT, "; measured sensitivity %.6g needs %s", measured.change(),
                    calibration.requirementFor(measured.change()));
            if (!enough) {
                failures.add("too little noise for the measured sensitivity: it needs "
                        + calibration.requirementFor(measured.change()) + " (" + measured.worstPair() + ")");
            }
        }
        String drawn = "no draws exposed";
        if (perturbation.noise().isPresent()) {
            Draws result = draws(target, perturbation);
            drawn = result.summary();
            if (result.failure() != null) {
                failures.add(result.failure());
            }
        }
        String text = String.format(Locale.ROOT, "%s: %s%s%s; %s", perturbation.name(), calibration.describe(), exact,
                against, drawn);
        return failures.isEmpty() ? "PASS " + text : "FAIL " + perturbation.name() + ": " + failures.get(0) + " ["
                + text + "]";
    }

    /** What the draws showed: one line, and the first failure or null. */
    private record Draws(String summary, String failure) {
    }

    private Draws draws(AuditTarget target, Perturbation perturbation) {
        return switch (perturbation.calibration().law()) {
            case LAPLACE, GAUSSIAN -> additive(target, perturbation);
            case RANDOMIZED_RESPONSE, EXPONENTIAL, UNARY_ENCODING -> categorical(target, perturbation);
            case PRIV_UNIT_G -> new Draws("PrivUnitG's draws are not tested (its law has no closed form here)", null);
        };
    }

    // ---- additive noise on samples of the target's size

    private Draws additive(AuditTarget target, Perturbation perturbation) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> names = new ArrayList<>();
        List<SampleRows> samples = new ArrayList<>();
        SampleRows base = target.actual().isPresent() ? target.actual().get()
                : NeighbourFamilies.randomSample(target, rng.split());
        samples.add(base);
        names.add(target.actual().isPresent() ? "the run's sample" : "a random sample");
        if (target.sampleSize() > 1) {
            samples.add(EditedRows.of(NeighbourFamilies.piled(target), 0, NeighbourFamilies.filled(target.dimension(),
                    0.0), target.task() == TaskType.CLASSIFICATION ? 0.0 : 1e3));
            names.add("a sparse sample (all users in one cell but one)");
        }
        NoiseCalibration calibration = perturbation.calibration();
        List<String> parts = new ArrayList<>();
        for (int s = 0; s < samples.size(); s++) {
            PrivateSample sample = new PrivateSample(samples.get(s));
            Perturbation.NoiseDraws noise = perturbation.noise().orElseThrow();
            if (SensitivityAudit.sparse(perturbation)) {
                if (!(noise instanceof Perturbation.SparseNoiseDraws sparseNoise)) {
                    return new Draws("", "'" + perturbation.name() + "' has too many coordinates to list and exposes"
                            + " no noise by coordinate (Perturbation.SparseNoiseDraws)");
                }
                List<Object> at = new ArrayList<>(((Perturbation.SparseStatistic) perturbation.statistic())
                        .nonzero(sample).keySet());
                at.addAll(sparseNoise.emptyKeys());
                noise = (one, stream) -> sparseNoise.draw(one, stream, at);
            }
            double[] first = noise.draw(sample, rng.split());
            int k = first.length;
            if (k == 0) {
                parts.add(names.get(s) + ": no noise coordinate");
                continue;
            }
            // one user: every draw (as many values as draws x coordinates, at most 50 x draws); more users: a tenth of
            // the draws of about as many coordinates each (the law is tested on the pooled values, the centring on
            // the mean of each coordinate), and never more records than the row budget
            long byValues = Math.max(1, 50L * draws / k);
            long byRows = Math.max(1, rowBudget / Math.max(1, target.sampleSize()));
            int most = target.sampleSize() == 1 ? draws : Math.max(MIN_DRAWS, draws / 10);
            int r = (int) Math.max(MIN_DRAWS, Math.min(most, Math.min(byValues, byRows)));
            double[][] values = new double[r][];
            values[0] = first;
            double[][] rest = noise.draws(sample, streams(rng, r - 1));
            for (int i = 1; i < r; i++) {
                values[i] = rest[i - 1];
                if (values[i].length != k) {
                    return new Draws("", String.format(Locale.ROOT, "the noise of '%s' has %d coordinates in one"
                            + " release and %d in another on %s", perturbation.name(), k, values[i].length,
                            names.get(s)));
                }
            }
            long[] summands = new long[k];
            for (int j = 0; j < k; j++) {
                summands[j] = perturbation.summands().of(j, target.sampleSize());
            }
            String failure = coordinates(calibration, values, summands, names.get(s), samples.size());
            if (failure != null) {
                return new Draws("", failure);
            }
            double p = NoiseLawTest.additiveSums(calibration, values, summands, 50 * draws);
            if (p < alpha) {
                return new Draws("", String.format(Locale.ROOT, "the noise on %s does not follow %s at %.6g summed as"
                        + " declared (%s): Kolmogorov-Smirnov p = %.3g over %d draws of %d coordinates; its sd is"
                        + " %.6g where the law's is %.6g", names.get(s), calibration.law(), calibration.parameter(),
                        summandsText(summands), p, r, k, pooledSd(values, summands), lawSd(calibration, summands)));
            }
            parts.add(String.format(Locale.ROOT, "%s: %d draws x %d coordinates (%s) p = %.3g", names.get(s), r, k,
                    summandsText(summands), p));
        }
        return new Draws("draws on " + String.join("; ", parts), null);
    }

    /**
     * Per coordinate: no repeated value where noise is due (a coordinate released exactly), and the
     * mean of the draws within the Bonferroni bound of zero. Null if both hold.
     */
    private String coordinates(NoiseCalibration calibration, double[][] values, long[] summands, String sample,
            int samples) {
        int r = values.length;
        int k = summands.length;
        double zCritical = org.ldpbench.privacy.StandardNormal.upperQuantile(alpha / (20.0 * k * samples));
        double[] column = new double[r];
        for (int j = 0; j < k; j++) {
            if (summands[j] <= 0) {
                continue;
            }
            double sum = 0;
            for (int i = 0; i < r; i++) {
                column[i] = values[i][j];
                sum += column[i];
            }
            if (!Double.isFinite(sum)) {
                return String.format(Locale.ROOT, "coordinate %d of the release on %s is not a finite number (%s)", j,
                        sample, Arrays.toString(Arrays.copyOf(column, Math.min(r, 3))));
            }
            double[] sorted = column.clone();
            Arrays.sort(sorted);
            int repeats = 0;
            for (int i = 1; i < r; i++) {
                repeats += sorted[i] == sorted[i - 1] ? 1 : 0;
            }
            if (repeats > 0) {
                return String.format(Locale.ROOT, "coordinate %d of the release on %s carries no noise: %d of %d draws"
                        + " repeat a value (%.6g), where %s noise (%d draw(s) summed) never does", j, sample,
                        repeats + 1, r, sorted[0], calibration.law(), summands[j]);
            }
            double sd = lawSd(calibration, summands[j]);
            double mean = sum / r;
            double z = mean / (sd / Math.sqrt(r));
            if (Math.abs(z) > zCritical) {
                return String.format(Locale.ROOT, "coordinate %d of the release on %s is off its declared statistic:"
                        + " release minus statistic averages %.6g over %d draws, where the noise (sd %.6g) is centred"
                        + " (z = %.1f, bound %.1f)", j, sample, mean, r, sd, z, zCritical);
            }
        }
        return null;
    }

    private static double lawSd(NoiseCalibration calibration, long summands) {
        double one = calibration.law() == NoiseCalibration.Law.LAPLACE ? Math.sqrt(2) * calibration.parameter()
                : calibration.parameter();
        return one * Math.sqrt((double) summands);
    }

    /** The law's sd averaged (root mean square) over the coordinates that carry noise. */
    private static double lawSd(NoiseCalibration calibration, long[] summands) {
        double total = 0;
        int count = 0;
        for (long m : summands) {
            if (m > 0) {
                double sd = lawSd(calibration, m);
                total += sd * sd;
                count++;
            }
        }
        return count == 0 ? 0 : Math.sqrt(total / count);
    }

    private static double pooledSd(double[][] values, long[] summands) {
        double total = 0;
        long count = 0;
        for (double[] row : values) {
            for (int j = 0; j < row.length; j++) {
                if (summands[j] > 0) {
                    total += row[j] * row[j];
                    count++;
                }
            }
        }
        return count == 0 ? 0 : Math.sqrt(total / count);
    }

    private static String summandsText(long[] summands) {
        long min = Arrays.stream(summands).min().orElse(0);
        long max = Arrays.stream(summands).max().orElse(0);
        return min == max ? max + " draw(s) per coordinate" : min + " to " + max + " draws per coordinate";
    }

    // ---- categorical outputs on one user's release

    private Draws categorical(AuditTarget target, Perturbation perturbation) {
        SplittableRandom rng = new SplittableRandom(seed);
        SampleRows base = target.actual().isPresent() ? target.actual().get()
                : NeighbourFamilies.randomSample(target, rng.split());
        double[][] x = {NeighbourFamilies.record(base, 0)};
        double[] y = {NeighbourFamilies.target(base, 0)};
        PrivateSample sample = NeighbourPairs.sample(target.task(), x, y, target.classes());
        NoiseCalibration calibration = perturbation.calibration();
        Perturbation.NoiseDraws noise = perturbation.noise().orElseThrow();
        return switch (calibration.law()) {
            case RANDOMIZED_RESPONSE -> randomizedResponse(calibration, (int) perturbation.statistic().of(sample)[0],
                    noise, sample, rng);
            case UNARY_ENCODING -> unary(calibration, (int) perturbation.statistic().of(sample)[0], noise, sample, rng);
            default -> exponential(calibration, perturbation.statistic().of(sample), noise, sample, rng);
        };
    }

    private Draws randomizedResponse(NoiseCalibration calibration, int y, Perturbation.NoiseDraws noise,
            PrivateSample sample, SplittableRandom rng) {
        double[] expected = NoiseLawTest.randomizedResponse(calibration, y);
        long[] counts = counts(expected.length, noise, sample, rng);
        double p = NoiseLawTest.categorical(expected, counts);
        double kept = (double) counts[y] / draws;
        double allowed = keep(calibration.epsilon(), expected.length);
        String measured = String.format(Locale.ROOT, "one user's %d draws keep the true category with %.4g where"
                + " eps = %.4g allows at most %.4g (K = %d)", draws, kept, calibration.epsilon(), allowed,
                expected.length);
        if (p < alpha) {
            return new Draws("", measured + ": chi-square p = " + String.format(Locale.ROOT, "%.3g", p)
                    + (kept > allowed ? ", so the draws spend more than eps" : ""));
        }
        return new Draws(measured + String.format(Locale.ROOT, ", p = %.3g", p), null);
    }

    private static double keep(double epsilon, int classes) {
        double e = Math.exp(epsilon);
        return Double.isInfinite(e) ? 1.0 : e / (e + classes - 1);
    }

    private Draws unary(NoiseCalibration calibration, int y, Perturbation.NoiseDraws noise, PrivateSample sample,
            SplittableRandom rng) {
        double p = calibration.expected();
        long[] trueBit = new long[2];
        long[] otherBits = new long[2];
        for (double[] bits : noise.draws(sample, streams(rng, draws))) {
            for (int j = 0; j < bits.length; j++) {
                long[] counts = j == y ? trueBit : otherBits;
                counts[(int) bits[j]]++;
            }
        }
        double first = NoiseLawTest.categorical(new double[] {1 - p, p}, trueBit);
        double second = NoiseLawTest.categorical(new double[] {p, 1 - p}, otherBits);
        double pValue = Math.min(1.0, 2 * Math.min(first, second));
        double on = (double) trueBit[1] / Math.max(1, trueBit[0] + trueBit[1]);
        double off = (double) otherBits[1] / Math.max(1, otherBits[0] + otherBits[1]);
        String measured = String.format(Locale.ROOT, "one user's %d draws set the true bit with %.4g and another bit"
                + " with %.4g where eps = %.4g allows a ratio of odds of at most e^(eps/2) each (p = %.4g)", draws, on,
                off, calibration.epsilon(), p);
        if (pValue < alpha) {
            return new Draws("", measured + String.format(Locale.ROOT, ": p = %.3g", pValue));
        }
        return new Draws(measured + String.format(Locale.ROOT, ", p = %.3g", pValue), null);
    }

    private Draws exponential(NoiseCalibration calibration, double[] utilities, Perturbation.NoiseDraws noise,
            PrivateSample sample, SplittableRandom rng) {
        double[] expected = NoiseLawTest.exponential(calibration, utilities);
        long[] counts = counts(expected.length, noise, sample, rng);
        double p = NoiseLawTest.categorical(expected, counts);
        int best = 0;
        for (int j = 1; j < utilities.length; j++) {
            best = utilities[j] > utilities[best] ? j : best;
        }
        String measured = String.format(Locale.ROOT, "one user's %d draws choose the best candidate with %.4g where"
                + " the weight %.4g gives %.4g", draws, (double) counts[best] / draws, calibration.expected(),
                expected[best]);
        if (p < alpha) {
            return new Draws("", measured + String.format(Locale.ROOT, ": chi-square p = %.3g", p));
        }
        return new Draws(measured + String.format(Locale.ROOT, ", p = %.3g", p), null);
    }

    private long[] counts(int categories, Perturbation.NoiseDraws noise, PrivateSample sample, SplittableRandom rng) {
        long[] counts = new long[categories];
        for (double[] draw : noise.draws(sample, streams(rng, draws))) {
            int c = (int) draw[0];
            if (c < 0 || c >= categories) {
                throw new IllegalStateException("a draw reported category " + c + " of " + categories);
            }
            counts[c]++;
        }
        return counts;
    }

    /**
     * {@code count} streams split off {@code rng} in order: the streams one draw after another would
     * use, handed to {@link Perturbation.NoiseDraws#draws} at once.
     */
    private static List<SplittableRandom> streams(SplittableRandom rng, int count) {
        List<SplittableRandom> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(rng.split());
        }
        return out;
    }

    /** "PASS/FAIL composition: ..." — the declared calibrations' ε and δ added up against the budget held. */
    static String composition(AuditTarget target, List<Perturbation> declared) {
        double epsilon = 0;
        double delta = 0;
        for (Perturbation perturbation : declared) {
            epsilon += perturbation.calibration().epsilon();
            delta += perturbation.calibration().delta();
        }
        boolean within = epsilon <= target.budget().epsilon() * (1 + NoiseCalibration.TOLERANCE)
                && delta <= target.budget().delta() * (1 + NoiseCalibration.TOLERANCE);
        return String.format(Locale.ROOT, "%s composition: %d statistic(s) spend eps=%.6g delta=%.3g %s the budget"
                + " eps=%.6g delta=%.3g", within ? "PASS" : "FAIL", declared.size(), epsilon, delta,
                within ? "within" : "BEYOND", target.budget().epsilon(), target.budget().delta());
    }

    private static String firstLine(RuntimeException e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return message.lines().findFirst().orElse(message);
    }
}
