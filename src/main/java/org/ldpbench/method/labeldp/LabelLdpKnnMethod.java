package org.ldpbench.method.labeldp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Schedule;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * Zhao et al.'s label-LDP kNN regressor (spec §B.3 ZH-3, ZH-5; §C.5): each user sends x in the
 * clear and z = clip(y, T) + Laplace(2T/ε) (two clipped labels differ by at most 2T: ε-DP for the
 * label); the curator predicts the mean of the k nearest z.
 *
 * <ul>
 *   <li>bounded labels (Thm 6): T = clip, k = c_k·N^{2β/(d+2β)}·(ε ∧ 1)^{−2d/(d+2β)};
 *   <li>heavy tails (Thm 10, {@code tails: heavy}): k = c_k·max((Nε²)^{2pβ/(2pβ+d(p−1))},
 *       N^{2β/(2β+d)}), T = c_T·(kε²)^{1/(2p)}, both from (N, ε) before privatizing.
 * </ul>
 *
 * Every user's z is drawn (the kNN neighbourhoods of the test points overlap, so no per-cell
 * aggregate gives their joint law): O(N) Laplace draws per fit.
 */
public final class LabelLdpKnnMethod extends PrivateMethod {

  public LabelLdpKnnMethod() {
    super(
        MethodInfo.regressor(
                "LLDP-KNN",
                "label-LDP kNN regressor (Zhao et al. Thm 6/10): clipped labels + Laplace(2T/eps), mean of k nearest",
                PrivacyModel.LABEL_LOCAL)
            .withParameters(specs())
            .withBudget(
                BudgetUse.pure(
                    "each user's label once, with the whole eps: clip(y, T) + Laplace(2T/eps)"
                        + " (two clipped labels differ by at most 2T); x is sent in the clear")));
  }

  private static List<ParameterSpec> specs() {
    List<ParameterSpec> specs =
        new ArrayList<>(
            Arrays.asList(
                KnnSchedule.parameters(
                    "N^(2 beta/(d + 2 beta)) min(eps, 1)^(-2d/(d + 2 beta)); heavy tails: see Thm 10")));
    specs.addAll(Arrays.asList(ClipLevel.parameters()));
    return specs;
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this)
        .add()
        .with(KnnSchedule.NEIGHBOURS, Schedule.FIXED)
        .with(KnnSchedule.K, 1)
        .list();
  }

  /** k of the theory (before c_k). */
  static double theoryK(long n, double eps, int d, ParameterSet p) {
    double beta = p.get(CommonParams.BETA);
    if (ClipLevel.heavy(p)) {
      double q = p.get(ClipLevel.P);
      return Math.max(
          Math.pow(n * eps * eps, 2 * q * beta / (2 * q * beta + d * (q - 1))),
          KnnSchedule.nonPrivate(n, d, beta));
    }
    return Math.pow((double) n, 2 * beta / (d + 2 * beta))
        * Math.pow(Math.min(eps, 1.0), -2.0 * d / (d + 2 * beta));
  }

  @Override
  public PrivateProtocol<NoisyLabels> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    long n = Math.max(1, input.privateSampleSizes().get(0));
    double eps = input.budget().epsilon();
    int k = KnnSchedule.k(p, theoryK(n, eps, input.dimension(), p), n);
    double t = ClipLevel.level(p, k * eps * eps, 2 * p.get(ClipLevel.P));
    LaplaceMechanism laplace = input.fault().laplace(2 * t, eps);
    PrivateMechanism<NoisyLabels> mechanism =
        new PrivateMechanism<>() {
          @Override
          public Optional<PrivacyBudget> guarantee() {
            return Optional.of(PrivacyBudget.pure(eps));
          }

          @Override
          public Neighbours neighbours() {
            return Neighbours.LABEL;
          }

          /**
           * The clipped labels, L1 sensitivity 2T under label neighbours, Laplace(2T/ε) on each.
           */
          @Override
          public List<Perturbation> perturbations() {
            Perturbation.Statistic clipped =
                sample -> {
                  Dataset records = sample.records();
                  double[] c = new double[records.size()];
                  for (int i = 0; i < c.length; i++) {
                    c[i] = ClipLevel.clip(records.targets().value(i), t);
                  }
                  return c;
                };
            return List.of(
                Perturbation.of(
                        "clipped labels",
                        clipped,
                        Sensitivity.l1(2 * t),
                        NoiseCalibration.laplace(eps, 2 * t, laplace))
                    .withNoise(
                        (sample, rng) -> {
                          double[] z = release(sample, rng).z();
                          double[] c = clipped.of(sample);
                          for (int i = 0; i < z.length; i++) {
                            z[i] -= c[i];
                          }
                          return z;
                        }));
          }

          @Override
          public NoisyLabels release(PrivateSample sample, RandomGenerator noise) {
            Dataset records = sample.records();
            double[] z = new double[records.size()];
            for (int i = 0; i < z.length; i++) {
              z[i] = laplace.release(ClipLevel.clip(records.targets().value(i), t), noise);
            }
            return new NoisyLabels(records.features(), z);
          }
        };
    return new PrivateProtocol<>() {
      @Override
      public List<PrivateMechanism<NoisyLabels>> mechanisms() {
        return List.of(mechanism);
      }

      @Override
      public Fit curate(List<NoisyLabels> releases) {
        NoisyLabels r = releases.get(0);
        // the released features' index, shared by this replication's other ε values and variants
        KnnModel model = new KnnModel(KnnIndex.of(input.memo(), r.features()), r.z(), k, t);
        return post -> model;
      }
    };
  }
}
