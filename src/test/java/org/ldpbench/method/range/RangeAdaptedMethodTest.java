package org.ldpbench.method.range;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.FeatureBox;
import org.ldpbench.data.Features;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.synthetic.MaYang2dFactory;
import org.ldpbench.data.synthetic.MaYang2dRangeFactory;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/** LPCT-range: the three range cases of Ma & Yang's Figure 8 on the scaled generator. */
class RangeAdaptedMethodTest {

  static final Method LPCT = Methods.all().get("LPCT");
  static final Method LPCT_RANGE = Methods.all().get("LPCT-range");
  static final Map<String, Object> FIT = Map.of("depth", 4, "lambda", 100.0);

  static SampleStreams streams(long seed) {
    return (role, identity) -> new SplittableRandom(seed * 31 + (role + identity).hashCode());
  }

  static DataSplit scaled(long seed, int nPublic) {
    MaYang2dRangeFactory factory = new MaYang2dRangeFactory();
    return factory
        .create(
            factory
                .info()
                .parameters()
                .complete(
                    Map.of("gamma", 0.5, "nPrivate", 4000, "nPublic", nPublic, "nTest", 1000)))
        .draw(streams(seed));
  }

  static DataSplit unscaled(long seed, int nPublic) {
    MaYang2dFactory factory = new MaYang2dFactory();
    return factory
        .create(
            factory
                .info()
                .parameters()
                .complete(
                    Map.of("gamma", 0.5, "nPrivate", 4000, "nPublic", nPublic, "nTest", 1000)))
        .draw(streams(seed));
  }

  static int[] labels(Method method, DataSplit split, Map<String, Object> extra, long noise) {
    Map<String, Object> given = new HashMap<>(FIT);
    given.putAll(extra);
    return MethodFits.labels(
        method,
        TrainingInput.of(split, PrivacyBudget.pure(2.0)),
        given,
        noise,
        split.test().features());
  }

  @Test
  void aKnownRangeGivesLpctOnTheUnscaledData() {
    DataSplit scaled = scaled(5, 50);
    DataSplit plain = unscaled(5, 50);
    double a = scaled.knownDomain().orElseThrow().upper(0);
    assertThat(a).isBetween(1.0, 5.0);
    assertThat(scaled.test().features().get(7, 1))
        .isCloseTo(a * plain.test().features().get(7, 1), within(1e-12));
    int[] ours = labels(LPCT_RANGE, scaled, Map.of("range", "known"), 11);
    int[] lpct = labels(LPCT, plain, Map.of(), 11);
    // x·a/a may differ from x in the last bit, which could move a point across a split; none do
    // here
    int differ = 0;
    for (int i = 0; i < ours.length; i++) {
      differ += ours[i] != lpct[i] ? 1 : 0;
    }
    assertThat(differ).isLessThanOrEqualTo(1);
    assertThat(MethodFits.accuracy(ours, scaled)).isGreaterThan(0.55); // chance level is about 0.5
  }

  @Test
  void anEstimatedRangeIsThePublicMinMaxBox() {
    DataSplit split = scaled(6, 30);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(2.0));
    FeatureBox box = RangeCase.ESTIMATED.box(input.publicInput(), 1.0);
    Features mapped = new UnitCubeMap(box).apply(split.publicTrain().features());
    double[] min = {1, 1};
    double[] max = {0, 0};
    for (int i = 0; i < mapped.rows(); i++) {
      for (int j = 0; j < 2; j++) {
        min[j] = Math.min(min[j], mapped.get(i, j));
        max[j] = Math.max(max[j], mapped.get(i, j));
      }
    }
    assertThat(min).containsExactly(new double[] {0, 0}, within(1e-12));
    assertThat(max).containsExactly(new double[] {1, 1}, within(1e-12));
    assertThat(box.upper(0)).isLessThan(split.knownDomain().orElseThrow().upper(0));
  }

  @Test
  void testPointsOutsideTheGuessedRangeArePredictedZero() {
    DataSplit split = unscaled(7, 50);
    // a-bar = 0.5 on data in [0,1]^2: every point with a coordinate above 0.5 is out of range
    int[] labels = labels(LPCT_RANGE, split, Map.of("range", "unknown", "rangeBound", 0.5), 3);
    int outside = 0;
    int onesInside = 0;
    for (int i = 0; i < labels.length; i++) {
      boolean out =
          split.test().features().get(i, 0) > 0.5 || split.test().features().get(i, 1) > 0.5;
      if (out) {
        outside++;
        assertThat(labels[i]).as("out-of-range point %d", i).isZero();
      } else {
        onesInside += labels[i];
      }
    }
    assertThat(outside).isGreaterThan(600);
    assertThat(onesInside)
        .as("inside the box the model still predicts class 1 somewhere")
        .isPositive();
  }

  @Test
  void aKnownRangeNeedsADeclaredDomain() {
    assertThatThrownBy(() -> labels(LPCT_RANGE, unscaled(8, 50), Map.of("range", "known"), 1))
        .isInstanceOf(NotApplicable.class)
        .hasMessageContaining("declares its domain");
  }

  @Test
  void theSideIsDrawnPerReplicationAndSharedByTheSamples() {
    double first = scaled(1, 20).knownDomain().orElseThrow().upper(1);
    double second = scaled(2, 20).knownDomain().orElseThrow().upper(1);
    assertThat(first).isNotEqualTo(second);
    DataSplit split = scaled(1, 20);
    double a = split.knownDomain().orElseThrow().upper(0);
    for (DataSplit part : new DataSplit[] {split}) {
      assertThat(maxFeature(part.publicTrain().features())).isLessThanOrEqualTo(a);
      assertThat(maxFeature(part.privateSample().features()))
          .isLessThanOrEqualTo(a)
          .isGreaterThan(0.95 * a);
      assertThat(maxFeature(part.test().features())).isLessThanOrEqualTo(a).isGreaterThan(0.95 * a);
    }
    // n_Q does not change a (the side has its own stream)
    assertThat(scaled(1, 80).knownDomain()).isEqualTo(split.knownDomain());
  }

  static double maxFeature(Features f) {
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < f.rows(); i++) {
      for (int j = 0; j < f.columns(); j++) {
        max = Math.max(max, f.get(i, j));
      }
    }
    return max;
  }
}
