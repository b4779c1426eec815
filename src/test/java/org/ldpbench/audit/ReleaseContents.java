package org.ldpbench.audit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.data.RunMemo;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.privacy.NoiseCalibration;

/**
 * Whether a release object holds only released values (issue 32, item 5): one release of a
 * mechanism on a private sample is walked ({@link ReleaseGraph}) and must
 *
 * <ol>
 *   <li>reach no private sample ({@link PrivateSample}), access capability ({@link RecordAccess},
 *       {@link TrainingInput}), run memo ({@link RunMemo}) or exact per-cube tallies ({@link
 *       CubeTallies}), nor any part of the sample it was made from: its rows (a {@code Dataset} or
 *       streamed rows), their features and targets, its memo of exact statistics; whether through a
 *       field or a lambda's captured value. Public data (the public sample, the public memo) may be
 *       held;
 *   <li>hold no numeric container equal, as a vector, to an exact value: a statistic the mechanism
 *       declares ({@link Perturbation#statistic()}, noise-free), the sample's features (row-major)
 *       or its targets (containers of at least two numbers);
 *   <li>hold no floating-point container of which at least half the nonzero numbers (and at least
 *       one) are exact nonzero values of a statistic with additive continuous noise (Laplace,
 *       Gaussian, PrivUnitG), of the features or of real targets: that is how exact per-cell
 *       tallies look whatever their layout (a {@code double[2]} of count and label sum per cell, a
 *       map of cells), and how copied records look. A noisy value equals an exact one with
 *       probability 0, and the random private records share no value with public data;
 *   <li>if every statistic it declares has continuous noise, hold no floating-point container that
 *       is noise-free yet depends on the data: the same under two noise seeds, different on another
 *       private sample (of the same size; under label neighbours, the same features with other
 *       labels). This needs no declaration to be true: it catches exact values of what a mechanism
 *       computes but declares only in another form (the distributed kernel releases declare their
 *       sums whitened) and any other noise-free private number.
 * </ol>
 *
 * One stated exception: under label neighbours ({@link Neighbours#LABEL}) the features are public
 * by the privacy model (label DP protects the labels only), so a label-DP release may carry its
 * sample's features (LLDP-KNN's and LLDP-RR's features "sent in the clear").
 *
 * <p>Not compared, and why: integer containers under rule 3 (cell keys and indices are integers
 * like the counts: they would match by coincidence; rule 2 still applies to them); scalar fields
 * other than a release's own floating-point ones (sizes, budgets, Laplace scales, seeds: public
 * parameters that can equal a count; a release's {@code users} is the public n); map keys (cell and
 * cube identities, whose set is discussed where a release keeps one). Statistics with discrete
 * outputs (randomized response, unary encoding, the exponential mechanism) and binary labels are
 * held to rules 1 and 2 only (rule 4 too would fail them: a cube of one user keeps its released
 * count under another seed with probability about ¾): released values come from the same finite set
 * as the exact ones (a kept label, a count of kept labels), so equal numbers are their law, not a
 * leak; rule 2 fails a correct release only if every one of its coordinates equals the exact one,
 * with probability at most keep^n (about 4e-6 for n = 40 records at ε = 1).
 */
final class ReleaseContents {

  /**
   * Types no release may reach: private samples, access capabilities, the run memo, exact tallies.
   */
  static final List<Class<?>> PRIVATE_TYPES =
      List.of(
          PrivateSample.class,
          RecordAccess.class,
          TrainingInput.class,
          RunMemo.class,
          CubeTallies.class);

  /** An exact vector a release may not hold, and whether noise on it is continuous (rule 3). */
  private record Exact(String name, double[] values, boolean continuous) {}

  private ReleaseContents() {}

  /**
   * What is wrong with {@code mechanism}'s release on {@code sample} under noise seed {@code seed}
   * (empty if nothing); {@code other} is another sample of the same size (the same features under
   * label neighbours) for rule 4.
   */
  static List<String> problems(
      PrivateMechanism<?> mechanism, PrivateSample sample, PrivateSample other, long seed) {
    Object release = mechanism.release(sample, new SplittableRandom(seed));
    List<Perturbation> perturbations = mechanism.perturbations();
    List<String> problems =
        new ArrayList<>(problems(release, mechanism.neighbours(), perturbations, sample));
    boolean continuous =
        !perturbations.isEmpty()
            && perturbations.stream().allMatch(p -> continuous(p.calibration().law()));
    if (continuous) {
      Map<String, double[]> first = floating(ReleaseGraph.of(release));
      Map<String, double[]> reseeded =
          floating(
              ReleaseGraph.of(
                  mechanism.release(sample, new SplittableRandom(seed ^ 0x5DEECE66DL))));
      Map<String, double[]> otherData =
          floating(ReleaseGraph.of(mechanism.release(other, new SplittableRandom(seed))));
      first.forEach(
          (path, values) -> {
            if (reseeded.containsKey(path)
                && otherData.containsKey(path)
                && Arrays.equals(values, reseeded.get(path))
                && !Arrays.equals(values, otherData.get(path))) {
              problems.add(
                  path
                      + " is noise-free (the same under another noise seed) but differs on other"
                      + " data: an exact private value ("
                      + values.length
                      + " numbers)");
            }
          });
    }
    return problems;
  }

  /**
   * The floating-point containers of a graph by path (the first of a path, should two share one).
   */
  private static Map<String, double[]> floating(ReleaseGraph graph) {
    Map<String, double[]> out = new LinkedHashMap<>();
    for (ReleaseGraph.Container container : graph.containers()) {
      if (!container.integral()) {
        out.putIfAbsent(container.path(), container.values());
      }
    }
    return out;
  }

  /**
   * What is wrong with {@code release}, made from {@code sample} by a mechanism declaring {@code
   * perturbations}.
   */
  static List<String> problems(
      Object release,
      Neighbours neighbours,
      List<Perturbation> perturbations,
      PrivateSample sample) {
    boolean publicFeatures = neighbours == Neighbours.LABEL;
    Dataset records = sample.records();
    IdentityHashMap<Object, String> parts = new IdentityHashMap<>();
    parts.put(records, "the sample's records");
    parts.put(records.targets(), "the sample's targets");
    parts.put(memo(sample), "the sample's memo of exact statistics");
    if (!publicFeatures) {
      parts.put(records.features(), "the sample's features");
    }
    ReleaseGraph graph = ReleaseGraph.of(release);
    List<String> problems = new ArrayList<>();
    for (ReleaseGraph.Reached reached : graph.objects()) {
      String part = parts.get(reached.value());
      if (part != null) {
        problems.add(reached.path() + " is " + part);
      }
      for (Class<?> type : PRIVATE_TYPES) {
        if (type.isInstance(reached.value())) {
          problems.add(
              reached.path() + " is a " + type.getSimpleName() + ": private data in a release");
        }
      }
    }
    for (Exact exact : exacts(perturbations, sample, publicFeatures)) {
      Set<Double> exactValues = new HashSet<>();
      for (double v : exact.values()) {
        if (v != 0.0) {
          exactValues.add(v);
        }
      }
      for (ReleaseGraph.Container container : graph.containers()) {
        if (container.values().length >= 2 && Arrays.equals(container.values(), exact.values())) {
          problems.add(
              container.path()
                  + " equals the exact "
                  + exact.name()
                  + " ("
                  + container.values().length
                  + " numbers)");
        } else if (exact.continuous() && !container.integral()) {
          int nonzero = 0;
          int exactOnes = 0;
          for (double v : container.values()) {
            if (v != 0.0) {
              nonzero++;
              if (exactValues.contains(v)) {
                exactOnes++;
              }
            }
          }
          if (exactOnes > 0 && 2 * exactOnes >= nonzero) {
            problems.add(
                container.path()
                    + " holds "
                    + exactOnes
                    + " of its "
                    + nonzero
                    + " nonzero numbers exactly as in the exact "
                    + exact.name()
                    + " (first numbers "
                    + Arrays.toString(
                        Arrays.copyOf(container.values(), Math.min(4, container.values().length)))
                    + ")");
          }
        }
      }
    }
    return problems;
  }

  /** The declared statistics, then the raw records (features unless public, targets). */
  private static List<Exact> exacts(
      List<Perturbation> perturbations, PrivateSample sample, boolean publicFeatures) {
    List<Exact> out = new ArrayList<>();
    for (Perturbation perturbation : perturbations) {
      out.add(
          new Exact(
              perturbation.name(),
              perturbation.statistic().of(sample),
              continuous(perturbation.calibration().law())));
    }
    Dataset records = sample.records();
    if (!publicFeatures) {
      out.add(new Exact("features", records.features().copyRowMajor(), true));
    }
    double[] targets = new double[records.size()];
    for (int i = 0; i < targets.length; i++) {
      targets[i] = records.targets().value(i);
    }
    out.add(new Exact("targets", targets, records.task() != TaskType.CLASSIFICATION));
    return out;
  }

  /** The sample's memo of exact statistics (a private field: test code may reflect). */
  private static Object memo(PrivateSample sample) {
    try {
      java.lang.reflect.Field field = PrivateSample.class.getDeclaredField("exact");
      field.setAccessible(true);
      return field.get(sample);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(
          "PrivateSample has no field 'exact' any more: update ReleaseContents", e);
    }
  }

  /**
   * Whether a law adds continuous noise (a released value equals the exact one with probability 0).
   */
  static boolean continuous(NoiseCalibration.Law law) {
    return switch (law) {
      case LAPLACE, GAUSSIAN, PRIV_UNIT_G -> true;
      case RANDOMIZED_RESPONSE, UNARY_ENCODING, EXPONENTIAL -> false;
    };
  }
}
