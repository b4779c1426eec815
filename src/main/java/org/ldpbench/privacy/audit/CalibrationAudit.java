package org.ldpbench.privacy.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Perturbation;
import org.ldpbench.privacy.NoiseCalibration;

/**
 * The calibration layer of the privacy audit (DESIGN rule 1): for every statistic a mechanism
 * declares ({@link Perturbation}) it checks
 * <ol>
 *   <li>the arithmetic: the parameter the primitive is built with (Laplace scale, Gaussian σ,
 *       keep probability, exponential weight, PrivUnitG's q) equals what the declared (ε, δ, Δ)
 *       imply by the formula the method claims ({@link NoiseCalibration#arithmeticHolds()}; for
 *       the exact-curve Gaussian, that σ's exact δ(ε) is at most δ); and for every Gaussian, whatever
 *       its formula, that σ's exact δ(ε) at the statistic's declared L2 sensitivity is at most the
 *       release's δ (a classical formula used outside its validity fails here);</li>
 *   <li>the draws, where the mechanism exposes them and the target is built for one-user samples
 *       (for more users a release may carry a sum of several users' noises, which is not one draw
 *       of the law): {@code draws} releases on a one-record sample, their noise tested against the law at the expected parameter ({@link NoiseLawTest}:
 *       Kolmogorov–Smirnov for Laplace and Gaussian, chi-square for categorical outputs);</li>
 *   <li>the composition: the (ε, δ) the declared calibrations spend, added up over the mechanism's
 *       statistics (basic sequential composition, each statistic being a separate release of the
 *       same users), stay within the budget the mechanism is held to ({@link AuditTarget#budget()},
 *       the budget the user gave, not the one a faulty method may have calibrated to). A forgotten
 *       split, or a calibration at 2ε, is consistent arithmetic on a budget nobody gave: only this
 *       check sees it.</li>
 * </ol>
 * False-failure rate: each draw test rejects a correct mechanism with probability {@code alpha};
 * with alpha = 1e-6 and a few hundred tests a suite fails falsely with probability below 1e-3.
 * Seeds are fixed, so a result is reproducible.
 */
public final class CalibrationAudit implements AuditLayer {

    private final int draws;
    private final double alpha;
    private final long seed;

    /**
     * @param draws releases drawn per statistic (additive noise pools every coordinate of each)
     * @param alpha the rejection level of each distribution test
     * @param seed the seed of the draws and of the audited record
     */
    public CalibrationAudit(int draws, double alpha, long seed) {
        this.draws = draws;
        this.alpha = alpha;
        this.seed = seed;
    }

    @Override
    public String name() {
        return "calibration";
    }

    @Override
    public LayerResult audit(AuditTarget target) {
        List<Perturbation> declared = target.mechanism().perturbations();
        if (declared.isEmpty()) {
            return new LayerResult(name(), target.label(), false,
                    "declares no noise calibration (PrivateMechanism.perturbations)", List.of());
        }
        List<String> details = new ArrayList<>();
        boolean passed = true;
        int tested = 0;
        for (Perturbation perturbation : declared) {
            String line;
            try {
                line = audit(target, perturbation);
            } catch (RuntimeException e) {
                line = "FAIL " + perturbation.name() + ": " + e;
            }
            passed &= line.startsWith("PASS");
            tested += perturbation.noise().isPresent() && target.sampleSize() == 1 ? 1 : 0;
            details.add(line);
        }
        String composition = composition(target, declared);
        passed &= composition.startsWith("PASS");
        details.add(composition);
        String summary = passed ? declared.size() + " calibration(s) as (epsilon, delta, sensitivity) imply, " + tested
                + " tested on draws at alpha " + alpha + ", " + composition.substring("PASS ".length())
                : details.stream().filter(l -> l.startsWith("FAIL")).findFirst().orElseThrow();
        return new LayerResult(name(), target.label(), passed, summary, details);
    }

    private String audit(AuditTarget target, Perturbation perturbation) {
        NoiseCalibration calibration = perturbation.calibration();
        boolean arithmetic = calibration.arithmeticHolds();
        String exact = "";
        if (calibration.law() == NoiseCalibration.Law.GAUSSIAN
                && perturbation.sensitivity().norm() == org.ldpbench.privacy.Sensitivity.Norm.L2) {
            // whatever formula a method claims, σ must make the release (ε, δ)-DP for the statistic's L2
            // sensitivity by the exact curve (Balle & Wang 2018): a formula used outside its validity fails here
            double delta = org.ldpbench.privacy.GaussianMechanism.withSigma(calibration.parameter())
                    .exactDelta(perturbation.sensitivity().bound(), calibration.epsilon());
            boolean valid = delta <= calibration.delta() * (1 + NoiseCalibration.TOLERANCE);
            arithmetic &= valid;
            exact = String.format(Locale.ROOT, "; exact delta %.3g %s %.3g", delta, valid ? "<=" : "BEYOND",
                    calibration.delta());
        }
        String drawn = perturbation.noise().isPresent() ? "draws tested on one-user samples only" : "no draws exposed";
        boolean drawsPass = true;
        if (perturbation.noise().isPresent() && target.sampleSize() == 1) {
            double p = pValue(target, perturbation);
            drawsPass = p >= alpha;
            drawn = String.format(Locale.ROOT, "draws p = %.3g", p);
        }
        boolean ok = arithmetic && drawsPass;
        return String.format(Locale.ROOT, "%s %s: %s%s%s; %s", ok ? "PASS" : "FAIL", perturbation.name(),
                calibration.describe(), exact, arithmetic ? "" : " (arithmetic wrong)", drawn);
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

    /** The p-value of {@link #draws} releases on a one-record sample (the target's first record drawn at random). */
    private double pValue(AuditTarget target, Perturbation perturbation) {
        SplittableRandom rng = new SplittableRandom(seed);
        PrivateSample sample = NeighbourPairs.sample(target.task(), NeighbourPairs.randomRecords(target, rng),
                NeighbourPairs.randomTargets(target, rng));
        NoiseCalibration calibration = perturbation.calibration();
        Perturbation.NoiseDraws noise = perturbation.noise().orElseThrow();
        return switch (calibration.law()) {
            case LAPLACE, GAUSSIAN -> NoiseLawTest.additive(calibration, pooled(noise, sample, rng));
            case RANDOMIZED_RESPONSE -> categoricalPValue(NoiseLawTest.randomizedResponse(calibration,
                    (int) perturbation.statistic().of(sample)[0]), noise, sample, rng);
            case EXPONENTIAL -> categoricalPValue(NoiseLawTest.exponential(calibration,
                    perturbation.statistic().of(sample)), noise, sample, rng);
            case UNARY_ENCODING -> unaryPValue(calibration, (int) perturbation.statistic().of(sample)[0], noise, sample,
                    rng);
            case PRIV_UNIT_G -> throw new IllegalStateException("PrivUnitG's draws are not tested; declare no draws");
        };
    }

    private double[] pooled(Perturbation.NoiseDraws noise, PrivateSample sample, SplittableRandom rng) {
        List<double[]> all = new ArrayList<>();
        int total = 0;
        for (int i = 0; i < draws && total < 50 * draws; i++) {
            double[] one = noise.draw(sample, rng.split());
            all.add(one);
            total += one.length;
        }
        double[] out = new double[total];
        int at = 0;
        for (double[] one : all) {
            System.arraycopy(one, 0, out, at, one.length);
            at += one.length;
        }
        return out;
    }

    private double categoricalPValue(double[] expected, Perturbation.NoiseDraws noise, PrivateSample sample,
            SplittableRandom rng) {
        long[] counts = new long[expected.length];
        for (int i = 0; i < draws; i++) {
            counts[(int) noise.draw(sample, rng.split())[0]]++;
        }
        return NoiseLawTest.categorical(expected, counts);
    }

    /** Bits of unary encoding: the true bit is 1 with probability p, every other bit with 1 − p; two tests, Bonferroni. */
    private double unaryPValue(NoiseCalibration calibration, int y, Perturbation.NoiseDraws noise, PrivateSample sample,
            SplittableRandom rng) {
        double p = calibration.expected();
        long[] trueBit = new long[2];
        long[] otherBits = new long[2];
        for (int i = 0; i < draws; i++) {
            double[] bits = noise.draw(sample, rng.split());
            for (int j = 0; j < bits.length; j++) {
                long[] counts = j == y ? trueBit : otherBits;
                counts[(int) bits[j]]++;
            }
        }
        double first = NoiseLawTest.categorical(new double[] {1 - p, p}, trueBit);
        double second = NoiseLawTest.categorical(new double[] {p, 1 - p}, otherBits);
        return Math.min(1.0, 2 * Math.min(first, second));
    }
}
