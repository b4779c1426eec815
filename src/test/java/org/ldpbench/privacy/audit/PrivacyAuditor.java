package org.ldpbench.privacy.audit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.apache.commons.math3.distribution.BetaDistribution;

/**
 * A black-box statistical test of a differential-privacy guarantee on one pair of neighbouring
 * inputs, in the manner of Google's DP stochastic testers and DP-Auditorium: draw many releases
 * from the mechanism on each input, pick a candidate event on one half of the draws, and bound
 * the event's probabilities on the other half with Clopper–Pearson intervals.
 *
 * <p>For ε-DP every event S has P(M(D) ∈ S) ≤ e^ε·P(M(D') ∈ S) (+ δ). The auditor reduces a
 * release (a vector of numbers) to a scalar statistic and considers the events {T ≥ t} and
 * {T ≤ t} for thresholds t at quantiles, in both directions (D against D' and D' against D).
 * Two statistics are tried: (a) the sign-weighted sum of the coordinates whose means differ, and
 * (b) the same sum with each coordinate clipped to the interval between the two means — for
 * Laplace noise this is exactly the log-likelihood ratio up to scale, so its extreme events
 * attain the privacy loss; it also suits discrete releases. The event is chosen on the selection
 * half; only the evaluation half enters the reported bound, so the bound is a valid one-sided
 * confidence bound: a correct mechanism is reported as violating its guarantee with probability at
 * most {@code 2·alpha} per audited pair (two one-sided bounds at level alpha each, union bound: the false-failure rate).
 *
 * <p>Reported: the largest lower confidence bound on the privacy loss ln(p/q) and, for (ε, δ), the
 * largest lower bound on p − e^ε·q. A mechanism fails when the first exceeds ε (pure DP) or the
 * second exceeds δ.
 */
public final class PrivacyAuditor {

    private final int draws;
    private final double alpha;

    /**
     * @param draws releases drawn from each input, half for selection, half for evaluation
     * @param alpha level of each of the two one-sided Clopper–Pearson bounds (false-failure rate ≤ 2·alpha per pair)
     */
    public PrivacyAuditor(int draws, double alpha) {
        this.draws = draws;
        this.alpha = alpha;
    }

    /**
     * Audits one pair.
     *
     * @param first a release on input D, as coordinates, from the given stream
     * @param second a release on the neighbouring input D'
     * @param epsilon the claimed ε
     * @param delta the claimed δ (0 for pure DP)
     * @param seed seed of the audit's streams
     */
    public Result audit(Function<RandomGenerator, double[]> first, Function<RandomGenerator, double[]> second,
            double epsilon, double delta, long seed) {
        SplittableRandom root = new SplittableRandom(seed);
        int half = draws / 2;
        double[][] selectA = sample(first, half, root.split());
        double[][] selectB = sample(second, half, root.split());
        double[][] evalA = sample(first, half, root.split());
        double[][] evalB = sample(second, half, root.split());
        List<Statistic> statistics = statistics(selectA, selectB);
        Event best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Statistic statistic : statistics) {
            double[] a = statistic.apply(selectA);
            double[] b = statistic.apply(selectB);
            for (double t : thresholds(a, b)) {
                for (boolean upper : new boolean[] {true, false}) {
                    for (boolean forward : new boolean[] {true, false}) {
                        Event event = new Event(statistic, t, upper, forward);
                        double score = score(event.count(forward ? a : b), event.count(forward ? b : a), half,
                                epsilon, delta, 0.05);
                        if (score > bestScore) {
                            bestScore = score;
                            best = event;
                        }
                    }
                }
            }
        }
        double[] a = best.statistic().apply(evalA);
        double[] b = best.statistic().apply(evalB);
        long p = best.count(best.forward() ? a : b);
        long q = best.count(best.forward() ? b : a);
        double lowerP = lowerBound(p, half, alpha);
        double upperQ = upperBound(q, half, alpha);
        double lossBound = lowerP <= 0 ? Double.NEGATIVE_INFINITY : Math.log(lowerP) - Math.log(upperQ);
        double deltaBound = lowerP - Math.exp(epsilon) * upperQ;
        return new Result(lossBound, deltaBound, epsilon, delta, String.format(Locale.ROOT,
                "%s statistic, event T %s %.4g on %s: %d of %d vs %d of %d", best.statistic().name(),
                best.upper() ? ">=" : "<=", best.threshold(), best.forward() ? "D vs D'" : "D' vs D", p, half, q,
                half));
    }

    /** Event choice score on the selection half: loss bound for pure DP, δ violation otherwise. */
    private static double score(long p, long q, int n, double epsilon, double delta, double level) {
        double lowerP = lowerBound(p, n, level);
        double upperQ = upperBound(q, n, level);
        if (delta > 0) {
            return lowerP - Math.exp(epsilon) * upperQ - delta;
        }
        return lowerP <= 0 ? Double.NEGATIVE_INFINITY : Math.log(lowerP) - Math.log(upperQ) - epsilon;
    }

    private static double[][] sample(Function<RandomGenerator, double[]> mechanism, int n, SplittableRandom rng) {
        double[][] out = new double[n][];
        for (int i = 0; i < n; i++) {
            out[i] = mechanism.apply(rng.split());
        }
        return out;
    }

    private static List<Statistic> statistics(double[][] a, double[][] b) {
        int d = a[0].length;
        double[] meanA = new double[d];
        double[] meanB = new double[d];
        double[] varA = new double[d];
        double[] varB = new double[d];
        moments(a, meanA, varA);
        moments(b, meanB, varB);
        double[] weight = new double[d];
        double[] lo = new double[d];
        double[] hi = new double[d];
        for (int j = 0; j < d; j++) {
            double se = Math.sqrt(varA[j] / a.length + varB[j] / b.length);
            double diff = meanA[j] - meanB[j];
            // coordinates whose means differ by more than 4 standard errors (or exactly, for discrete ones)
            weight[j] = se == 0 ? Math.signum(diff) : Math.abs(diff) > 4 * se ? Math.signum(diff) : 0;
            lo[j] = Math.min(meanA[j], meanB[j]);
            hi[j] = Math.max(meanA[j], meanB[j]);
        }
        List<Statistic> out = new ArrayList<>();
        out.add(new Statistic("linear", z -> {
            double s = 0;
            for (int j = 0; j < d; j++) {
                s += weight[j] * z[j];
            }
            return s;
        }));
        out.add(new Statistic("clipped", z -> {
            double s = 0;
            for (int j = 0; j < d; j++) {
                if (weight[j] != 0) {
                    s += weight[j] * Math.max(lo[j], Math.min(hi[j], z[j]));
                }
            }
            return s;
        }));
        return out;
    }

    private static void moments(double[][] x, double[] mean, double[] variance) {
        int d = mean.length;
        for (double[] row : x) {
            for (int j = 0; j < d; j++) {
                mean[j] += row[j];
            }
        }
        for (int j = 0; j < d; j++) {
            mean[j] /= x.length;
        }
        for (double[] row : x) {
            for (int j = 0; j < d; j++) {
                double c = row[j] - mean[j];
                variance[j] += c * c;
            }
        }
        for (int j = 0; j < d; j++) {
            variance[j] /= Math.max(1, x.length - 1);
        }
    }

    /** Distinct values at the quantiles 0.5%, 1%, …, 99.5% of both samples together. */
    private static double[] thresholds(double[] a, double[] b) {
        double[] all = new double[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        Arrays.sort(all);
        double[] out = new double[199];
        for (int k = 1; k <= 199; k++) {
            out[k - 1] = all[(int) Math.min(all.length - 1, Math.round(k / 200.0 * (all.length - 1)))];
        }
        return Arrays.stream(out).distinct().toArray();
    }

    /** Clopper–Pearson lower bound at one-sided level {@code alpha}. */
    static double lowerBound(long k, int n, double alpha) {
        return k == 0 ? 0.0 : new BetaDistribution(null, k, n - k + 1.0).inverseCumulativeProbability(alpha);
    }

    /** Clopper–Pearson upper bound at one-sided level {@code alpha}. */
    static double upperBound(long k, int n, double alpha) {
        return k == n ? 1.0 : new BetaDistribution(null, k + 1.0, n - k).inverseCumulativeProbability(1 - alpha);
    }

    private record Statistic(String name, java.util.function.ToDoubleFunction<double[]> function) {
        double[] apply(double[][] releases) {
            double[] out = new double[releases.length];
            for (int i = 0; i < releases.length; i++) {
                out[i] = function.applyAsDouble(releases[i]);
            }
            return out;
        }
    }

    private record Event(Statistic statistic, double threshold, boolean upper, boolean forward) {
        long count(double[] values) {
            long c = 0;
            for (double v : values) {
                if (upper ? v >= threshold : v <= threshold) {
                    c++;
                }
            }
            return c;
        }
    }

    /**
     * What the audit found.
     *
     * @param epsilonLowerBound lower confidence bound on the privacy loss of the chosen event
     * @param deltaLowerBound lower confidence bound on P(S|D) − e^ε·P(S|D')
     * @param epsilon the claimed ε
     * @param delta the claimed δ
     * @param event the chosen event and its counts
     */
    public record Result(double epsilonLowerBound, double deltaLowerBound, double epsilon, double delta,
            String event) {

        /** True if the draws contradict the claimed guarantee. */
        public boolean violates() {
            return delta > 0 ? deltaLowerBound > delta : epsilonLowerBound > epsilon;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "empirical privacy loss >= %.3f (claimed epsilon %.3g, delta %.2g;"
                    + " delta bound %.2g) from %s", epsilonLowerBound, epsilon, delta, deltaLowerBound, event);
        }
    }
}
