package org.ldpbench.audit.neighbour;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.DoubleStream;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;

/**
 * Neighbouring samples of the audited size, in families: a family is a base sample, one record of
 * it (the changed user, in a given role), and the records that user may hold. Any two members of a
 * family are neighbours, so a family of V variants gives V·(V−1)/2 pairs for V evaluations of a
 * statistic: that is what makes the sensitivity layer exact and cheap on samples of the size a run
 * really uses (10⁴ to 10⁸ users).
 *
 * <p>Bases: the sample the run draws ({@link AuditTarget#actual()}, replication 0) or, for a
 * method-level target, records uniform in [0, 1]^d with random targets; and a <em>piled</em> sample
 * with every record at the centre of the cube and the same target, so that the changed user is the
 * only one in its cell wherever it goes (sparse cells are where shrinkage floors, ratios and
 * clipping bite). Roles: the first user, the last of the first half, the first of the second half,
 * the last user (methods that split users by index, such as Berrett–Butucea's halves, treat them
 * differently). Records the changed user takes: its own, the corners and centre of the cube, just
 * below ½, just outside the cube, a quarter in, another user's record, and random points; each with
 * every class (or extreme real targets). Under label neighbours only the target changes.
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

  /** Rows per chunk of a streamed piled base. */
  private static final int CHUNK = 1 << 16;

  /** Most values (records × features) of a base held in memory; larger bases are streamed. */
  private static final long IN_MEMORY = 1L << 23;

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
      bases.add(randomSample(target, rng));
      names.add("random sample");
    }
    bases.add(piled(target));
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
    double[] a = filled(d, 0.0);
    double[] b = filled(d, 1.0);
    double high = target.task() == TaskType.CLASSIFICATION ? target.classes() - 1 : 1e3;
    double low = target.task() == TaskType.CLASSIFICATION ? 0 : -1e3;
    double[] targets =
        target.task() == TaskType.CLASSIFICATION ? targets(target, 0) : new double[] {low, high};
    List<double[]> points = List.of(a, b, filled(d, 0.5), filled(d, 1e3));
    List<String> pointNames =
        List.of("the first pile", "the second pile", "the centre", "far outside");
    for (int k = 1, next = 2; 2 * k <= n && k <= largestPile; ) {
      SampleRows base = piles(target, k, a, high, b, low);
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
   * k records at {@code a} with target {@code ya}, k at {@code b} with {@code yb}, the rest at the
   * centre with {@code yb}.
   */
  private static SampleRows piles(
      AuditTarget target, int k, double[] a, double ya, double[] b, double yb) {
    int n = target.sampleSize();
    int d = target.dimension();
    PileChunks chunks = new PileChunks(target, k, a, ya, b, yb, filled(d, 0.5));
    if ((long) n * d > IN_MEMORY) {
      return new StreamedRows(
          n,
          d,
          target.task(),
          target.task() == TaskType.CLASSIFICATION ? target.classes() : 0,
          CHUNK,
          chunks);
    }
    return chunks.rows(0L, n);
  }

  /** The chunks of a streamed sample of two piles and a centre. */
  private record PileChunks(
      AuditTarget target, int k, double[] a, double ya, double[] b, double yb, double[] centre)
      implements StreamedRows.Generator {

    @Override
    public Dataset rows(int chunk, int rows) {
      return rows((long) chunk * CHUNK, rows);
    }

    Dataset rows(long first, int rows) {
      int d = target.dimension();
      double[] x = new double[rows * d];
      double[] y = new double[rows];
      for (int i = 0; i < rows; i++) {
        long row = first + i;
        double[] at = row < k ? a : row < 2L * k ? b : centre;
        System.arraycopy(at, 0, x, i * d, d);
        y[i] = row < k ? ya : yb;
      }
      Features features = Features.wrap(x, rows, d);
      if (target.task() == TaskType.CLASSIFICATION) {
        int[] labels = new int[rows];
        for (int i = 0; i < rows; i++) {
          labels[i] = (int) y[i];
        }
        return new Dataset(features, new ClassLabels(labels, target.classes()));
      }
      return new Dataset(features, new RealTargets(y));
    }
  }

  /**
   * The records the changed user takes: all points crossed with all targets (targets only under
   * label neighbours).
   */
  private static List<Variant> variants(
      AuditTarget target, SampleRows base, int role, int random, SplittableRandom rng) {
    double[] own = record(base, role);
    double ownTarget = target(base, role);
    List<double[]> points = new ArrayList<>();
    List<String> pointNames = new ArrayList<>();
    points.add(own);
    pointNames.add("its own record");
    if (target.neighbours() == Neighbours.RECORD) {
      for (double a : EXTREMES) {
        points.add(filled(target.dimension(), a));
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
        points.add(record(base, (role + 1) % base.size()));
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

  /** Record {@code row} of a sample (read from the chunk that holds it). */
  public static double[] record(SampleRows rows, int row) {
    int c = chunkOf(rows, row);
    Dataset chunk = rows.chunk(c);
    return chunk.features().row((int) (row - rows.chunkStart(c)));
  }

  /** Target of record {@code row}. */
  public static double target(SampleRows rows, int row) {
    int c = chunkOf(rows, row);
    return rows.chunk(c).targets().value((int) (row - rows.chunkStart(c)));
  }

  private static int chunkOf(SampleRows rows, int row) {
    int lo = 0;
    int hi = rows.chunkCount() - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (rows.chunkStart(mid) <= row) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /**
   * Records uniform in [0, 1]^d with random targets (binary or K-class labels, reals in [−2, 2]).
   */
  public static Dataset randomSample(AuditTarget target, SplittableRandom rng) {
    int n = target.sampleSize();
    int d = target.dimension();
    double[] x = new double[n * d];
    for (int i = 0; i < x.length; i++) {
      x[i] = rng.nextDouble();
    }
    Features features = Features.wrap(x, n, d);
    if (target.task() == TaskType.CLASSIFICATION) {
      int[] labels = new int[n];
      for (int i = 0; i < n; i++) {
        labels[i] = rng.nextInt(target.classes());
      }
      return new Dataset(features, new ClassLabels(labels, target.classes()));
    }
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      y[i] = 4 * rng.nextDouble() - 2;
    }
    return new Dataset(features, new RealTargets(y));
  }

  /**
   * Every record at the centre of the cube with target 1 (class 1); streamed beyond {@value
   * #IN_MEMORY} values.
   */
  public static SampleRows piled(AuditTarget target) {
    int n = target.sampleSize();
    int d = target.dimension();
    if ((long) n * d <= IN_MEMORY) {
      return piledChunk(target, n);
    }
    return new StreamedRows(
        n,
        d,
        target.task(),
        target.task() == TaskType.CLASSIFICATION ? target.classes() : 0,
        CHUNK,
        (chunk, rows) -> piledChunk(target, rows));
  }

  private static Dataset piledChunk(AuditTarget target, int n) {
    double[] x = new double[n * target.dimension()];
    Arrays.fill(x, 0.5);
    Features features = Features.wrap(x, n, target.dimension());
    if (target.task() == TaskType.CLASSIFICATION) {
      int[] labels = new int[n];
      Arrays.fill(labels, 1);
      return new Dataset(features, new ClassLabels(labels, target.classes()));
    }
    double[] y = new double[n];
    Arrays.fill(y, 1.0);
    return new Dataset(features, new RealTargets(y));
  }

  public static double[] filled(int d, double value) {
    double[] x = new double[d];
    Arrays.fill(x, value);
    return x;
  }
}
