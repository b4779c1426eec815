package org.ldpbench.mutation;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.FeatureBox;
import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.TaskType;
import org.ldpbench.hash.Sha256;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Release;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * What "a mutant changes a release" means for {@code make mutation} (docs/mutation.md): the SHA-256
 * of every number the mechanisms of every registered private method hand their curator ({@link
 * Release#coordinates()}), for each of its audit configurations, on fixed public and private
 * samples and fixed noise seeds, at the audit's scale (private samples of 1 and 10 users, 50 public
 * points) and at a larger one (500 private users with records on the domain's corners and
 * mid-lines, 400 public points), at ε ∈ {0.5, 1, 4} (with δ where pure DP is refused), one or two
 * servers as the method's privacy model needs. A mutant of {@code method..} or {@code privacy..}
 * changes a release exactly when it changes one of these fingerprints (or makes a protocol or
 * mechanism throw where it did not): PIT's pass with {@link ReleaseFingerprintProbe} as the only
 * test finds those mutants, and the score counts how many of them the audit and golden suite kills.
 *
 * <p>Each fingerprint line is {@code method<TAB>configuration index<TAB>sha256}; the text hashed
 * names every setting, so a refused setting (its exception's class and first line) is part of the
 * fingerprint too. Everything is deterministic: the samples and seeds depend on the configuration's
 * index only.
 */
public final class ReleaseFingerprints {

  /** The ε of every fingerprinted setting. */
  static final List<Double> EPSILONS = List.of(0.5, 1.0, 4.0);

  /** δ for methods that refuse pure DP (the audit's). */
  static final double DELTA = 1e-5;

  /** Noise seeds per (setting, mechanism): two releases each. */
  static final int DRAWS = 2;

  /**
   * One scale: public sample size, private sample size, whether the private records include extreme
   * points.
   */
  public record Scale(String name, int publicSize, int privateSize, boolean extremes) {}

  public static final List<Scale> SCALES =
      List.of(
          new Scale("audit-1", 50, 1, false),
          new Scale("audit-10", 50, 10, false),
          new Scale("large-500", 400, 500, true));

  /** One fingerprinted unit: a private method and one of its audit configurations. */
  public record Probe(String method, int index, Map<String, Object> configuration) {

    /** The line key: {@code method<TAB>index}. */
    public String key() {
      return method + "\t" + index;
    }
  }

  private ReleaseFingerprints() {}

  /** Every registered private method's audit configurations, in the registry's order. */
  public static List<Probe> probes() {
    List<Probe> probes = new ArrayList<>();
    for (Method method : privateMethods()) {
      List<Map<String, Object>> configurations = method.auditConfigurations();
      for (int c = 0; c < configurations.size(); c++) {
        probes.add(new Probe(method.name(), c, configurations.get(c)));
      }
    }
    return probes;
  }

  /** Every registered private method that {@link #inScope} accepts. */
  static List<Method> privateMethods() {
    return Methods.all().values().stream()
        .filter(m -> m instanceof PrivateMethod && m.info().privacyModel() != PrivacyModel.NONE)
        .filter(m -> inScope(m.name()))
        .toList();
  }

  /**
   * System property of a narrower {@code make mutation} run ({@code MUTATION_METHODS}): a
   * comma-separated list of method names; the fingerprints and the killing suites then visit only
   * those methods. Unset: every method.
   */
  static final String METHODS_PROPERTY = "ldpbench.mutation.methods";

  /** Whether {@code method} is in this run's scope ({@link #METHODS_PROPERTY}). */
  static boolean inScope(String method) {
    String scope = System.getProperty(METHODS_PROPERTY, "").strip();
    return scope.isEmpty() || List.of(scope.split("\\s*,\\s*")).contains(method);
  }

  /** The SHA-256 of the text {@link #releases} writes for {@code probe}. */
  public static String fingerprint(Probe probe) {
    return Sha256.hex(releases(probe));
  }

  /**
   * One line per (ε, scale, mechanism, draw): the setting and the SHA-256 of the release's
   * coordinates.
   */
  public static String releases(Probe probe) {
    return releases(
        (PrivateMethod) Methods.all().get(probe.method()), probe.index(), probe.configuration());
  }

  /** The text of {@link #releases(Probe)} for any private method (a test's variant). */
  static String releases(PrivateMethod method, int index, Map<String, Object> configuration) {
    ParameterSet parameters = method.info().parameters().completePart(configuration, false);
    StringBuilder text = new StringBuilder();
    int servers = method.info().privacyModel() == PrivacyModel.DISTRIBUTED ? 2 : 1;
    for (int e = 0; e < EPSILONS.size(); e++) {
      for (int s = 0; s < SCALES.size(); s++) {
        Scale scale = SCALES.get(s);
        long seed = 1_000_003L * index + 1000L * e + 10L * s + 7;
        String setting = "eps=" + EPSILONS.get(e) + " " + scale.name() + " ";
        try {
          appendSetting(text, setting, method, parameters, EPSILONS.get(e), scale, servers, seed);
        } catch (RuntimeException refused) {
          text.append(setting)
              .append("refused: ")
              .append(refused.getClass().getSimpleName())
              .append(' ')
              .append(firstLine(refused))
              .append('\n');
        }
      }
    }
    return text.toString();
  }

  private static void appendSetting(
      StringBuilder text,
      String setting,
      PrivateMethod method,
      ParameterSet parameters,
      double epsilon,
      Scale scale,
      int servers,
      long seed) {
    TaskType task = method.info().task();
    Dataset publicSample = sample(task, scale.publicSize(), false, new SplittableRandom(seed));
    Features evaluation = sample(task, 12, false, new SplittableRandom(seed + 1)).features();
    Optional<FeatureBox> domain = Optional.of(FeatureBox.cube(2, 1.0));
    List<Integer> sizes = Collections.nCopies(servers, scale.privateSize());
    PrivateProtocol<?> protocol;
    try {
      protocol =
          method.protocol(
              new PublicInput(
                  publicSample,
                  evaluation,
                  Collections.nCopies(servers, PrivacyBudget.pure(epsilon)),
                  sizes,
                  seed,
                  domain,
                  new Memo()),
              parameters);
    } catch (RuntimeException pureRefused) {
      protocol =
          method.protocol(
              new PublicInput(
                  publicSample,
                  evaluation,
                  Collections.nCopies(servers, new PrivacyBudget(epsilon, DELTA)),
                  sizes,
                  seed,
                  domain,
                  new Memo()),
              parameters);
      setting = setting + "delta=" + DELTA + " ";
    }
    List<? extends PrivateMechanism<?>> mechanisms = protocol.mechanisms();
    text.append(setting).append("mechanisms=").append(mechanisms.size()).append('\n');
    for (int j = 0; j < mechanisms.size(); j++) {
      PrivateMechanism<?> mechanism = mechanisms.get(j);
      Dataset records =
          sample(task, scale.privateSize(), scale.extremes(), new SplittableRandom(seed + 2 + j));
      for (int draw = 0; draw < DRAWS; draw++) {
        double[] release =
            mechanism
                .release(
                    new PrivateSample(records), new SplittableRandom(seed * 31 + 17L * j + draw))
                .coordinates();
        text.append(setting)
            .append("server=")
            .append(j)
            .append(" draw=")
            .append(draw)
            .append(" n=")
            .append(release.length)
            .append(' ')
            .append(sha256(release))
            .append('\n');
      }
    }
  }

  /**
   * n points of [0,1]²: uniform, or (with {@code extremes}) its first quarter on the corners, the
   * mid-lines and the edges, where clipping, cell boundaries and floors decide; labels 1 right of
   * x₁ = ½ with one in five flipped, regression targets 0.8·(x₁ − ½) plus noise within [−½, ½].
   */
  static Dataset sample(TaskType task, int n, boolean extremes, SplittableRandom rng) {
    double[] grid = {0.0, 0.5, 1.0, 0.25, 0.75};
    double[] x = new double[2 * n];
    int[] labels = new int[n];
    double[] values = new double[n];
    for (int i = 0; i < n; i++) {
      boolean extreme = extremes && i < n / 4;
      x[2 * i] = extreme ? grid[i % grid.length] : rng.nextDouble();
      x[2 * i + 1] = extreme ? grid[(i / grid.length) % grid.length] : rng.nextDouble();
      boolean right = x[2 * i] > 0.5;
      boolean flipped = rng.nextInt(5) == 0;
      labels[i] = right != flipped ? 1 : 0;
      values[i] =
          extreme ? (i % 3 - 1) * 0.5 : 0.8 * (x[2 * i] - 0.5) + 0.2 * (rng.nextDouble() - 0.5);
    }
    Features features = Features.wrap(x, n, 2);
    return new Dataset(
        features,
        task == TaskType.CLASSIFICATION ? ClassLabels.binary(labels) : new RealTargets(values));
  }

  static String sha256(double[] values) {
    MessageDigest digest = Sha256.newDigest();
    ByteBuffer buffer = ByteBuffer.allocate(Long.BYTES);
    for (double value : values) {
      buffer.clear();
      buffer.putLong(Double.doubleToLongBits(value));
      digest.update(buffer.array(), 0, Long.BYTES);
    }
    return Sha256.hex(digest);
  }

  private static String firstLine(RuntimeException e) {
    String message = e.getMessage() == null ? "" : e.getMessage();
    return message.lines().findFirst().orElse("");
  }
}
