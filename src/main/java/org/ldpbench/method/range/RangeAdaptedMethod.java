package org.ldpbench.method.range;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.random.RandomGenerator;
import org.ldpbench.data.FeatureBox;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Model;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Release;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * A classifier built for the unit cube, applied to data on an unknown domain (Ma &amp; Yang Section
 * 6.4, Figure 8): the features of the public sample, of every private record (by each user, before
 * the mechanism) and of the evaluation points are mapped to [0,1]^d by a box chosen from public
 * knowledge ({@link RangeCase}); evaluation points that fall outside [0,1]^d are predicted class 0,
 * as in the paper. The map is a public function, so the wrapped method's privacy guarantee is
 * unchanged. With {@code range: known} on a source that declares its domain, the wrapped method
 * sees exactly the unscaled data.
 */
public final class RangeAdaptedMethod extends PrivateMethod {

  /** Version of the wrapper itself; the reported version combines it with the wrapped method's. */
  static final int OWN_VERSION = 1;

  static final Param<RangeCase> RANGE = Param.choice("range", RangeCase.class);
  static final Param<Double> RANGE_BOUND = Param.real("rangeBound", 0.0, false, 1e12);

  private final PrivateMethod inner;

  /**
   * The wrapped method's task, privacy model and noise stream (the same noise as the wrapped method
   * at the same seed); version 100 × the wrapped method's + the wrapper's, so a change to either
   * shows.
   */
  public RangeAdaptedMethod(PrivateMethod inner) {
    super(infoOf(inner));
    this.inner = inner;
  }

  private static MethodInfo infoOf(PrivateMethod inner) {
    List<ParameterSpec> specs = new ArrayList<>(inner.info().parameters().specs());
    specs.add(
        RANGE.fit(
            RangeCase.ESTIMATED,
            "how the feature domain is found: known (declared by the data source), "
                + "estimated (public min-max) or unknown ([0, rangeBound]^d)"));
    specs.add(
        RANGE_BOUND.fit(1.0, "the guessed bound a-bar of range: unknown (ignored otherwise)"));
    return MethodInfo.of(
            inner.name() + "-range",
            inner.name()
                + " on data mapped to [0,1]^d from a known, "
                + "public-estimated or guessed domain (range estimation, Ma & Yang Fig. 8); out-of-range test points "
                + "predicted 0",
            inner.info().task(),
            inner.info().privacyModel())
        .withVersion(100 * inner.info().implementationVersion() + OWN_VERSION)
        .withParameters(specs)
        .withNoiseStream(inner.info().noiseStream())
        .withBudget(
            new BudgetUse(
                inner.info().usesDelta(),
                inner.info().budgetStatement() + " (the map to [0,1]^d is public)"));
  }

  /**
   * Every inner configuration with a guessed bound of 2; the first one also with the known and the
   * estimated domain and the guessed bounds 0.5 and 8 (Fig. 8's settings: a bound that cuts the
   * data, and one far too wide).
   */
  /** The inner method's: the map to [0,1]^d adds no post-processing parameter. */
  @Override
  public Map<String, Object> auditPostProcessing() {
    return inner.auditPostProcessing();
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    AuditConfigurations out = AuditConfigurations.of(this);
    List<Map<String, Object>> inners = inner.auditConfigurations();
    for (int i = 0; i < inners.size(); i++) {
      out.add(inners.get(i)).with(RANGE, RangeCase.UNKNOWN).with(RANGE_BOUND, 2.0);
      if (i == 0) {
        out.add(inners.get(i)).with(RANGE, RangeCase.KNOWN).with(RANGE_BOUND, 1.0);
        out.add(inners.get(i)).with(RANGE, RangeCase.ESTIMATED).with(RANGE_BOUND, 1.0);
        out.add(inners.get(i)).with(RANGE, RangeCase.UNKNOWN).with(RANGE_BOUND, 0.5);
        out.add(inners.get(i)).with(RANGE, RangeCase.UNKNOWN).with(RANGE_BOUND, 8.0);
      }
    }
    return out.list();
  }

  @Override
  public PrivateProtocol<?> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    RangeCase rangeCase = p.get(RANGE);
    UnitCubeMap map = new UnitCubeMap(rangeCase.box(input, p.get(RANGE_BOUND)));
    Features mappedPoints = map.apply(input.evaluationPoints());
    PublicInput mapped =
        new PublicInput(
            map.apply(input.publicSample()),
            mappedPoints,
            input.budgets(),
            input.privateSampleSizes(),
            input.publicSeed(),
            Optional.of(FeatureBox.cube(input.dimension(), 1.0)),
            input.memo(),
            input.fault());
    return wrap(
        inner.protocol(mapped, p.only(inner.info().parameters().names()), publicRandomness),
        map,
        input.evaluationPoints(),
        mappedPoints);
  }

  private static <R extends Release> PrivateProtocol<R> wrap(
      PrivateProtocol<R> protocol,
      UnitCubeMap map,
      Features evaluationPoints,
      Features mappedPoints) {
    List<PrivateMechanism<R>> mechanisms = new ArrayList<>();
    for (PrivateMechanism<R> mechanism : protocol.mechanisms()) {
      mechanisms.add(
          new PrivateMechanism<>() {
            @Override
            public Optional<PrivacyBudget> guarantee() {
              return mechanism.guarantee();
            }

            @Override
            public Neighbours neighbours() {
              return mechanism.neighbours();
            }

            @Override
            public R release(PrivateSample sample, RandomGenerator noise) {
              return mechanism.release(sample.derived(map.apply(sample.records())), noise);
            }

            /** The inner mechanism's statistics, on the records mapped to the unit cube. */
            @Override
            public List<Perturbation> perturbations() {
              return mechanism.perturbations().stream()
                  .map(
                      p ->
                          p.mapped(
                              sample -> sample.derived(map.apply(sample.records())), map::unmap))
                  .toList();
            }
          });
    }
    return new PrivateProtocol<>() {
      @Override
      public List<? extends PrivateMechanism<R>> mechanisms() {
        return mechanisms;
      }

      @Override
      public Fit curate(List<R> releases) {
        Fit fit = protocol.curate(releases);
        return post -> new RangeModel(fit.model(post), map, evaluationPoints, mappedPoints);
      }
    };
  }

  /** The wrapped model on mapped points, class 0 outside the unit cube. */
  private record RangeModel(
      Model inner, UnitCubeMap map, Features evaluationPoints, Features mappedPoints)
      implements Model {

    @Override
    public Predictions predict(Features points) {
      Features mapped = points == evaluationPoints ? mappedPoints : map.apply(points);
      Predictions predictions = inner.predict(mapped);
      if (predictions.labels() == null) {
        return predictions;
      }
      int[] labels = predictions.labels().clone();
      int outside = 0;
      for (int i = 0; i < labels.length; i++) {
        if (!UnitCubeMap.inUnitCube(mapped, i)) {
          labels[i] = 0;
          outside++;
        }
      }
      Map<String, Double> diagnostics = new TreeMap<>(predictions.diagnostics());
      diagnostics.put("outOfRange", (double) outside / Math.max(1, labels.length));
      return Predictions.ofLabels(labels, diagnostics);
    }
  }
}
