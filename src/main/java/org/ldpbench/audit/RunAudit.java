package org.ldpbench.audit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.ldpbench.audit.calibration.CalibrationAudit;
import org.ldpbench.audit.layer.AuditLayer;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.LayerResult;
import org.ldpbench.audit.sensitivity.SensitivityAudit;
import org.ldpbench.privacy.Fault;
import org.ldpbench.spec.ExperimentSpec;

/**
 * The privacy audit of what a spec runs, at the run's own scale (issue 32 item 1): every target of
 * {@link RunTargets} — each private method's mechanisms in every fit configuration, at every
 * budget, on the data shape the run draws — through the {@link SensitivityAudit sensitivity} and
 * {@link CalibrationAudit calibration} layers. Both are cheap at any size (exact statistics on
 * neighbour families; a bounded number of releases), so nothing is shrunk. The targets of one data
 * point are audited on the common pool, each layer being deterministic given its seed; outcomes are
 * handed over in the plan's order.
 *
 * <p>{@link #heavy()} is {@code make audit}'s setting; {@link #light()} the test suite's (fewer
 * random records, a smaller row budget per target, fewer draws).
 */
public final class RunAudit {

  private final SensitivityAudit sensitivity;
  private final CalibrationAudit calibration;
  private final int largestSample;
  private final int servers;

  /**
   * Measurements of the statistics of a (spec, data point, entry, configuration, server), by that
   * key, with their fingerprint: another budget of the same configuration whose statistics agree
   * reuses them.
   */
  private final Map<String, Measurement> measured = new ConcurrentHashMap<>();

  /** Measurements and the fingerprint of the statistics they were made on. */
  private record Measurement(String fingerprint, List<SensitivityAudit.Measured> measured) {}

  /**
   * The audit with these two layers (the calibration layer measures through its own sensitivity
   * layer).
   *
   * @param largestSample targets with more users than this are not audited but listed, with the
   *     reason
   */
  public RunAudit(SensitivityAudit sensitivity, CalibrationAudit calibration, int largestSample) {
    this(sensitivity, calibration, largestSample, Integer.MAX_VALUE);
  }

  /**
   * @param servers the servers of a distributed protocol audited (the first {@code servers}); the
   *     others are listed
   */
  private RunAudit(
      SensitivityAudit sensitivity, CalibrationAudit calibration, int largestSample, int servers) {
    this.sensitivity = sensitivity;
    this.calibration = calibration;
    this.largestSample = largestSample;
    this.servers = servers;
  }

  /**
   * {@code make audit}: 5 random records per changed user, up to 5·10⁸ records read per target by
   * the sensitivity layer and 10⁸ by the draws, 2,000 draws for one user, α = 10⁻⁶.
   */
  public static RunAudit heavy() {
    SensitivityAudit sensitivity =
        new SensitivityAudit(AuditLayers.SENSITIVITY_RANDOM_POINTS, 11, 500_000_000L);
    return new RunAudit(
        sensitivity,
        new CalibrationAudit(
            AuditLayers.CALIBRATION_DRAWS,
            AuditLayers.CALIBRATION_ALPHA,
            13,
            100_000_000L,
            sensitivity),
        Integer.MAX_VALUE);
  }

  /** Users of the largest sample the light pass audits. */
  public static final int LIGHT_LARGEST_SAMPLE = 200_000;

  /**
   * The test suite's pass: the first and last user changed, no random record, two piles of up to 89
   * ({@link NeighbourFamilies.Reach#LIGHT}), up to 2·10⁶ records read per target by each layer (at
   * least two neighbour families and 20 draws whatever the size), 200 draws for one user, α = 10⁻⁶;
   * the first server of a distributed protocol; samples of more than {@value #LIGHT_LARGEST_SAMPLE}
   * users (the 10⁶- to 10⁸-user points of the rate and scale specs) are left to {@link #heavy()}
   * and listed as such.
   */
  public static RunAudit light() {
    SensitivityAudit sensitivity = SensitivityAudit.light(11, 2_000_000L);
    return new RunAudit(
        sensitivity,
        new CalibrationAudit(200, AuditLayers.CALIBRATION_ALPHA, 13, 2_000_000L, sensitivity),
        LIGHT_LARGEST_SAMPLE,
        1);
  }

  /**
   * What the audit found for one target.
   *
   * @param target the target, or why there is none
   * @param sensitivity the sensitivity layer's result (null if there is no target)
   * @param calibration the calibration layer's result (null if there is no target)
   */
  public record Outcome(
      RunTargets.RunTarget target, LayerResult sensitivity, LayerResult calibration) {

    /** Whether a target was audited. */
    public boolean audited() {
      return sensitivity != null;
    }

    /** Whether it was audited and a layer failed. */
    public boolean failed() {
      return audited() && !(sensitivity.passed() && calibration.passed());
    }

    /**
     * One line: "PASS spec method configuration server n: summary" or the first failure, or why not
     * audited.
     */
    public String line() {
      if (!audited()) {
        return "-    "
            + target.spec()
            + " "
            + (target.label().isEmpty() ? "" : target.label() + " ")
            + "on "
            + target.data()
            + ": "
            + target.skipped().orElse("");
      }
      LayerResult shown = !sensitivity.passed() ? sensitivity : calibration;
      return (failed() ? "FAIL " : "PASS ")
          + target.spec()
          + " ["
          + target.label()
          + "] "
          + target.target().orElseThrow().label()
          + ": "
          + (failed() ? shown.layer() + ": " : "")
          + shown.summary();
    }
  }

  /** Counts of one spec's audit. */
  public record Summary(String spec, int audited, int failed, int skipped) {}

  /**
   * Audits every target of {@code spec} under {@code profile}, handing each outcome to {@code each}
   * in order.
   */
  public Summary audit(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      RunTargets.Budgets budgets,
      Fault fault,
      Consumer<Outcome> each) {
    int[] counts = new int[3];
    List<RunTargets.RunTarget> batch = new ArrayList<>();
    String[] data = {null};
    Consumer<RunTargets.RunTarget> flush =
        next -> {
          if (!batch.isEmpty() && (next == null || !next.data().equals(data[0]))) {
            auditInOrder(batch)
                .forEach(
                    outcome -> {
                      if (outcome.audited()) {
                        counts[0]++;
                        counts[1] += outcome.failed() ? 1 : 0;
                      } else {
                        counts[2]++;
                      }
                      each.accept(outcome);
                    });
            batch.clear();
            measured.clear(); // keys name the data point: none is asked for again
          }
          if (next != null) {
            data[0] = next.data();
            batch.add(next);
          }
        };
    RunTargets.each(spec, profile, budgets, fault, flush);
    flush.accept(null);
    return new Summary(spec.name(), counts[0], counts[1], counts[2]);
  }

  /**
   * The outcomes of one data point's targets, in their order: the targets of one configuration and
   * server (its budgets) one after another, so that later budgets can reuse the first one's
   * measurements, and the configurations on the common pool.
   */
  private List<Outcome> auditInOrder(List<RunTargets.RunTarget> batch) {
    Map<String, List<Integer>> groups = new LinkedHashMap<>();
    for (int i = 0; i < batch.size(); i++) {
      RunTargets.RunTarget t = batch.get(i);
      String key =
          t.label()
              + "|"
              + t.configuration()
              + "|"
              + t.target().map(AuditTarget::server).orElse(-1);
      groups.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
    }
    Outcome[] out = new Outcome[batch.size()];
    groups.values().parallelStream()
        .forEach(indices -> indices.forEach(i -> out[i] = audit(batch.get(i))));
    return List.of(out);
  }

  /** One target through both layers. */
  public Outcome audit(RunTargets.RunTarget target) {
    if (target.target().isEmpty()) {
      return new Outcome(target, null, null);
    }
    AuditTarget audited = target.target().get();
    if (audited.server() >= servers) {
      return new Outcome(
          target.skipped(
              audited.label()
                  + ": this pass audits the first "
                  + servers
                  + " server(s); make audit audits every server"),
          null,
          null);
    }
    if (audited.sampleSize() > largestSample) {
      return new Outcome(
          target.skipped(
              String.format(
                  Locale.ROOT,
                  "%s: %,d users, more than this pass audits (%,d); make audit audits it",
                  audited.label(),
                  audited.sampleSize(),
                  largestSample)),
          null,
          null);
    }
    List<SensitivityAudit.Measured> measured;
    try {
      measured = audited.declared().isEmpty() ? List.of() : measure(target, audited);
    } catch (RuntimeException e) {
      LayerResult threw = threw(sensitivity, audited, e);
      return new Outcome(target, threw, threw(calibration, audited, e));
    }
    // both layers from one measurement: the calibration layer holds the noise to the sensitivities
    // measured here
    LayerResult bySensitivity;
    LayerResult byCalibration;
    try {
      bySensitivity = sensitivity.audit(audited, measured);
    } catch (RuntimeException e) {
      bySensitivity = threw(sensitivity, audited, e);
    }
    try {
      byCalibration = calibration.audit(audited, measured);
    } catch (RuntimeException e) {
      byCalibration = threw(calibration, audited, e);
    }
    return new Outcome(target, bySensitivity, byCalibration);
  }

  /**
   * The sensitivity layer's measurements of {@code audited}: made anew, or those of another budget
   * of the same configuration on the same data when the statistics agree on the first neighbour
   * family (the statistic of most mechanisms does not depend on ε; one whose does, such as a clip
   * level set by ε, shows another fingerprint and is measured again). The calibration layer still
   * draws at every budget.
   */
  private List<SensitivityAudit.Measured> measure(
      RunTargets.RunTarget target, AuditTarget audited) {
    String key =
        String.join(
            "|",
            target.spec(),
            target.data(),
            target.label(),
            target.configuration(),
            String.valueOf(audited.server()),
            audited.fault().name());
    String fingerprint = sensitivity.fingerprint(audited);
    Measurement known = measured.get(key);
    if (known != null
        && known.fingerprint().equals(fingerprint)
        && known.measured().size() == audited.declared().size()) {
      return SensitivityAudit.rebound(audited, known.measured());
    }
    List<SensitivityAudit.Measured> made = sensitivity.measure(audited);
    measured.put(key, new Measurement(fingerprint, made));
    return made;
  }

  private static LayerResult threw(AuditLayer layer, AuditTarget target, RuntimeException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return new LayerResult(
        layer.name(),
        target.label(),
        false,
        "the layer threw " + message.lines().findFirst().orElse(message),
        List.of());
  }
}
