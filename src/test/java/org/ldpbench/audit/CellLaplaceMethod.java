package org.ldpbench.audit;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.BoundModel;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Release;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * Test-only local-DP method: each user releases the one-hot indicator of its half of [0,1] (first
 * feature) and its label in it, i.e. two counts per half, plus Laplace noise of scale 4/ε (one user
 * moves at most 2 + 2 in L1). Three variants exercise the audit:
 *
 * <ul>
 *   <li>{@link Variant#CORRECT}: ε-LDP, must pass every layer;
 *   <li>{@link Variant#TOO_LITTLE_NOISE}: scale 1/ε, i.e. 4ε-LDP, must fail the end-to-end layer
 *       (and the calibration layer, which sees the scale it declares);
 *   <li>{@link Variant#STASH}: the mechanism is the correct one but also hands its sample to the
 *       curator through a holder they share (no static state), and the curator predicts the first
 *       user's label everywhere: every mechanism passes, the whole-fit layer must fail.
 * </ul>
 */
public class CellLaplaceMethod extends PrivateMethod {

  /** Which variant. */
  /**
   * CORRECT: ε-DP; TOO_LITTLE_NOISE: a quarter of the noise, declared as ε; STASH: a curator that
   * reads the private sample back; OVERSPENT: half the noise, honestly declared as 2ε by its
   * mechanism (and by the method only where a subclass overrides {@link #declaredSpend}).
   */
  public enum Variant {
    CORRECT,
    TOO_LITTLE_NOISE,
    STASH,
    OVERSPENT
  }

  private final Variant variant;

  public CellLaplaceMethod(String name, Variant variant) {
    super(
        MethodInfo.classifier(
            name, "test only: noisy per-half counts (" + variant + ")", PrivacyModel.LOCAL));
    this.variant = variant;
  }

  /** Noisy counts. */
  record Counts(double[] values) implements Release {
    @Override
    public double[] coordinates() {
      return values.clone();
    }
  }

  /** The four counts: per half of the first feature, per label. */
  private static double[] counts(PrivateSample sample) {
    Dataset data = sample.records();
    double[] counts = new double[4];
    for (int i = 0; i < data.size(); i++) {
      int half = data.features().get(i, 0) < 0.5 ? 0 : 2;
      counts[half + data.classLabels().label(i)]++;
    }
    return counts;
  }

  @Override
  public PrivateProtocol<Counts> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    double epsilon = input.budget().epsilon() * (variant == Variant.OVERSPENT ? 2 : 1);
    LaplaceMechanism laplace =
        LaplaceMechanism.withScale((variant == Variant.TOO_LITTLE_NOISE ? 1.0 : 4.0) / epsilon);
    AtomicReference<PrivateSample> stash = new AtomicReference<>();
    PrivateMechanism<Counts> mechanism =
        new PrivateMechanism<>() {
          @Override
          public Optional<PrivacyBudget> guarantee() {
            return Optional.of(
                variant == Variant.OVERSPENT ? PrivacyBudget.pure(epsilon) : input.budget());
          }

          @Override
          public Neighbours neighbours() {
            return Neighbours.RECORD;
          }

          @Override
          public List<Perturbation> perturbations() {
            // declared as the method claims it: L1 sensitivity 4, Laplace at epsilon (the broken
            // variant's scale shows)
            return List.of(
                Perturbation.of(
                        "counts per half and label",
                        CellLaplaceMethod::counts,
                        Sensitivity.l1(4.0),
                        NoiseCalibration.laplace(epsilon, 4.0, laplace))
                    .withNoise(
                        (sample, rng) -> {
                          double[] noisy = release(sample, rng).values();
                          double[] exact = counts(sample);
                          for (int j = 0; j < noisy.length; j++) {
                            noisy[j] -= exact[j];
                          }
                          return noisy;
                        }));
          }

          @Override
          public Counts release(PrivateSample sample, RandomGenerator noise) {
            if (variant == Variant.STASH) {
              stash.set(sample);
            }
            return new Counts(laplace.release(counts(sample), noise));
          }
        };
    return new PrivateProtocol<>() {
      @Override
      public List<PrivateMechanism<Counts>> mechanisms() {
        return List.of(mechanism);
      }

      @Override
      public Fit curate(List<Counts> releases) {
        double[] c = releases.get(0).values();
        int[] labels = new int[input.evaluationPoints().rows()];
        for (int a = 0; a < labels.length; a++) {
          int half = input.evaluationPoints().get(a, 0) < 0.5 ? 0 : 2;
          labels[a] =
              variant == Variant.STASH && stash.get() != null
                  ? stash.get().records().classLabels().label(0)
                  : c[half + 1] > c[half] ? 1 : 0;
        }
        return post ->
            new BoundModel(input.evaluationPoints(), Predictions.ofLabels(labels, Map.of()));
      }
    };
  }
}
