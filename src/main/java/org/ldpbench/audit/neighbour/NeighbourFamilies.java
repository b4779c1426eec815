package org.ldpbench.audit.neighbour;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.DoubleStream;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;

/**
 * Neighbouring samples of the audited size, in families: a family is a base sample, one record of
 * it (the changed user, in a given role), and the records that user may hold. Any two members of a
 * family are neighbours, so a family of V variants gives V·(V−1)/2 pairs for V evaluations of a
 * statistic: that is what makes the sensitivity layer exact and cheap on samples of the size a run
 * really uses (10⁴ to 10⁸ users).
 *
 * <p>Bases ({@link BaseSamples}): the sample the run draws ({@link AuditTarget#actual()},
 * replication 0) or, for a method-level target, records uniform in [0, 1]^d with random targets;
 * and a <em>piled</em> sample with every record at the centre of the cube and the same target, so
 * that the changed user is the only one in its cell wherever it goes (sparse cells are where
 * shrinkage floors, ratios and clipping bite). Roles: the first user, the last of the first half,
 * the first of the second half, the last user (methods that split users by index, such as
 * Berrett–Butucea's halves, treat them differently). Records the changed user takes: its own, the
 * corners and centre of the cube, just below ½, just outside the cube, a quarter in, another user's
 * record, and random points; each with every class (or extreme real targets). Under label
 * neighbours only the target changes.
 */
public final class NeighbourFamilies {

  /**
   * Points a changed record moves between: corners, boundaries, just outside the cube, and far
   * outside it (where clipping to a norm, or a scaler fitted on public data, is what bounds a
   * record).
   */
  public static final List<Double> EXTREMES =
      List.of(0.0, 1.0, 0.5, Math.nextDown(0.5), -0.05, 1.05, 0.25, 0.75, -1e3, 1e3);

  /** Targets of regression records: zero, moderate, and far beyond any clipping level. */
  public static final List<Double> REAL_TARGETS = List.of(0.0, 1.0, -1.0, 1e3, -1e3);

  private NeighbourFamilies() {}

  /** A record the changed user may hold. */
  public record Variant(String description, double[] record, double target) {}

  /**
   * A base sample, the changed row, and what that row may hold.
   *
   * @param description one line naming the base and the role
   * @param base the base sample
   * @param row the changed row
   * @param variants the records the row takes (at least two)
   */
  public record Family(String description, SampleRows base, int row, List<Variant> variants) {

    /** The sample with the changed row holding variant {@code v}. */
    public PrivateSample sample(int v) {
      Variant variant = variants.get(v);
      return new PrivateSample(EditedRows.of(base, row, variant.record(), variant.target()));
    }

    /** "user 3 of 1000 (actual sample) from (0.5, 0.5) label 1 to ..." for the pair (v, w). */
    public String pair(int v, int w) {
      return description
          + ": "
          + variants.get(v).description()
          + " vs "
          + variants.get(w).description();
    }
  }

  /**
   * How far the families reach.
   *
   * @param random random points among the changed user's records (besides the extremes)
   * @param allRoles all four roles of the changed user, or only the first and the last user
   * @param largestPile the largest pile size k of the two-pile families
   * @param compared members of a family whose noise the sensitivity layer compares with the first's
   * @param proposals the most pairs a mechanism proposes that are measured (evenly spread over
   *     them: a tree of depth 16 proposes one pair per cut, 65,535)
   */
  public record Reach(int random, boolean allRoles, int largestPile, int compared, int proposals) {

    /**
     * Every role, piles up to n/2, {@code random} random points, 6 members compared, 256 proposals.
     */
    public static Reach full(int random) {
      return new Reach(random, true, Integer.MAX_VALUE, 6, 256);
    }

    /**
     * The test suite's light pass: the first and last user, no random point, piles of up to 34, 3
     * compared, 32 proposals.
     */
    public static final Reach LIGHT = new Reach(0, false, 34, 3, 32);
  }

  /**
   * The families of {@code target} with {@code random} random points among the changed user's
   * records.
   */
  public static List<Family> of(AuditTarget target, int random, long seed) {
    return of(target, Reach.full(random), seed);
  }

  /** The families of {@code target} as far as {@code reach} goes. */
  public static List<Family> of(AuditTarget target, Reach reach, long seed) {
    int random = reach.random();
    SplittableRandom rng = new SplittableRandom(seed);
    List<Family> out = new ArrayList<>();
    List<SampleRows> bases = new ArrayList<>();
    List<String> names = new ArrayList<>();
    if (target.actual().isPresent()) {
      bases.add(target.actual().get());
      names.add("the run's sample");
    } else {
      bases.add(BaseSamples.randomSample(target, rng));
      names.add("random sample");
    }
    bases.add(BaseSamples.piled(target));
    names.add("piled sample");
    int n = target.sampleSize();
    int[] roles =
        Arrays.stream(
                reach.allRoles() ? new int[] {0, n - 1, n / 2 - 1, n / 2} : new int[] {0, n - 1})
            .filter(i -> i >= 0 && i < n)
            .distinct()
            .toArray();
    for (int role : roles) {
      for (int b = 0; b < bases.size(); b++) {
        SampleRows base = bases.get(b);
        List<Variant> variants = variants(target, base, role, random, rng);
        if (variants.size() >= 2) {
          out.add(
              new Family(
                  "user " + role + " of " + n + " (" + names.get(b) + ")", base, role, variants));
        }
      }
    }
    out.addAll(sized(target, reach.largestPile()));
    return out;
  }

  /**
   * Two piles of k records each, at opposite corners with opposite targets, the other records at
   * the centre, for k = 1, 2, 3, 5, 8, … up to n/2 (every count a shrinkage floor, a minimum leaf
   * size or a ratio's denominator can be near): the changed user is the last of the first pile or
   * the first of the second, and moves between the piles, the centre and far outside with either
   * extreme target, so that one move can change two sparse cells at once.
   */
  private static List<Family> sized(AuditTarget target, int largestPile) {
    int n = target.sampleSize();
    List<Family> out = new ArrayList<>();
    int d = target.dimension();
    double[] a = BaseSamples.filled(d, 0.0);
    double[] b = BaseSamples.filled(d, 1.0);
    double high = target.task() == TaskType.CLASSIFICATION ? target.classes() - 1 : 1e3;
    double low = target.task() == TaskType.CLASSIFICATION ? 0 : -1e3;
    double[] targets =
        target.task() == TaskType.CLASSIFICATION ? targets(target, 0) : new double[] {low, high};
    List<double[]> points = List.of(a, b, BaseSamples.filled(d, 0.5), BaseSamples.filled(d, 1e3));
    List<String> pointNames =
        List.of("the first pile", "the second pile", "the centre", "far outside");
    for (int k = 1, next = 2; 2 * k <= n && k <= largestPile; ) {
      SampleRows base = BaseSamples.piles(target, k, a, high, b, low);
      for (int role : new int[] {k - 1, k}) {
        List<Variant> variants = new ArrayList<>();
        for (int p = 0; p < points.size(); p++) {
          for (double y : targets) {
            variants.add(new Variant(pointNames.get(p) + " target " + y, points.get(p), y));
          }
        }
        if (target.neighbours() == Neighbours.LABEL) {
          double[] own = role < k ? a : b;
          variants.removeIf(v -> !Arrays.equals(v.record(), own));
        }
        if (variants.size() >= 2) {
          out.add(
              new Family(
                  "user " + role + " of " + n + " (two piles of " + k + ", the rest at the centre)",
                  base,
                  role,
                  variants));
        }
      }
      int following = k + next;
      k = next;
      next = following;
    }
    return out;
  }

  /**
   * The records the changed user takes: all points crossed with all targets (targets only under
   * label neighbours).
   */
  private static List<Variant> variants(
      AuditTarget target, SampleRows base, int role, int random, SplittableRandom rng) {
    double[] own = BaseSamples.record(base, role);
    double ownTarget = BaseSamples.target(base, role);
    List<double[]> points = new ArrayList<>();
    List<String> pointNames = new ArrayList<>();
    points.add(own);
    pointNames.add("its own record");
    if (target.neighbours() == Neighbours.RECORD) {
      for (double a : EXTREMES) {
        points.add(BaseSamples.filled(target.dimension(), a));
        pointNames.add("(" + a + ", ...)");
      }
      // far along the first and along the last axis: directions that differ (norm clipping keeps
      // them apart)
      for (int axis : new int[] {0, target.dimension() - 1}) {
        double[] x = new double[target.dimension()];
        x[axis] = 1e3;
        points.add(x);
        pointNames.add("1e3 on axis " + axis);
        if (target.dimension() == 1) {
          break;
        }
      }
      for (int l = 0; l < target.landmarks().size(); l++) {
        points.add(target.landmarks().get(l));
        pointNames.add("public point " + l);
      }
      if (base.size() > 1) {
        points.add(BaseSamples.record(base, (role + 1) % base.size()));
        pointNames.add("user " + ((role + 1) % base.size()) + "'s record");
      }
      for (int r = 0; r < random; r++) {
        double[] x = new double[target.dimension()];
        for (int j = 0; j < x.length; j++) {
          x[j] = rng.nextDouble();
        }
        points.add(x);
        pointNames.add("random point " + r);
      }
    }
    double[] targets = targets(target, ownTarget);
    List<Variant> out = new ArrayList<>();
    for (int p = 0; p < points.size(); p++) {
      for (double y : targets) {
        out.add(new Variant(pointNames.get(p) + " target " + y, points.get(p), y));
      }
    }
    return out;
  }

  private static double[] targets(AuditTarget target, double own) {
    if (target.task() == TaskType.CLASSIFICATION) {
      double[] out = new double[target.classes()];
      for (int k = 0; k < out.length; k++) {
        out[k] = k;
      }
      return out;
    }
    return DoubleStream.concat(
            REAL_TARGETS.stream().mapToDouble(Double::doubleValue), DoubleStream.of(own))
        .distinct()
        .toArray();
  }
}
