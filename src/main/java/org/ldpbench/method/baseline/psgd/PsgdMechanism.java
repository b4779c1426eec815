package org.ldpbench.method.baseline.psgd;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivUnitG;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * PSGD's sequentially interactive protocol as one mechanism (the whole user-by-user pass; its
 * release is the transcript the curator receives, {@link PsgdTranscript}). When its turn comes,
 * private user i receives the current model, computes the gradient of its own loss, and sends each
 * parameter tensor's gradient through PrivUnitG ({@link PrivUnitG#privatize}, clip C).
 *
 * <p>Privacy: each user sends one message, computed from its record and the model (which depends on
 * earlier messages and public data only), so the protocol is ε-LDP if every message is. With {@code
 * split} each of the T tensors is privatized at ε/T (basic composition: ε per user); with {@code
 * joint} the concatenated gradient is privatized once at ε (Lowy et al.'s form). [DIFF] The
 * authors' code gives every tensor the full ε, so a user spends T·ε (T = 2 for PSGD-L, 4 for
 * PSGD-N); their numbers at ε are this method's {@code split} numbers at T·ε.
 *
 * <p>When the transcript is too large to keep (a wide network on many users) and the tensors are
 * privatized separately, the pass is computed by {@link LazyFirstLayerPass}: the same final model
 * in distribution, with the first layer's Gaussian noise drawn as exact aggregates.
 */
final class PsgdMechanism implements PrivateMechanism<PsgdTranscript> {

  private final PsgdNetwork network;
  private final PsgdServer server;
  private final double[] warmStarted;
  private final PrivacyBudget budget;
  private final boolean joint;
  private final boolean epsilonPerTensor;
  private final double clip;
  private final PrivUnitG[] randomizers;

  PsgdMechanism(
      PsgdNetwork network,
      PsgdServer server,
      double[] warmStarted,
      PrivacyBudget budget,
      boolean joint,
      double clip) {
    this(network, server, warmStarted, budget, joint, false, clip, Fault.NONE);
  }

  /**
   * @param epsilonPerTensor the authors' code: each of the T tensors' gradients gets the whole ε,
   *     so a user spends T·ε, which {@link #guarantee()} declares (never ε)
   * @param fault a fault planted by the privacy audit's power check (NONE in production)
   */
  PsgdMechanism(
      PsgdNetwork network,
      PsgdServer server,
      double[] warmStarted,
      PrivacyBudget budget,
      boolean joint,
      boolean epsilonPerTensor,
      double clip,
      Fault fault) {
    this.network = network;
    this.server = server;
    this.warmStarted = warmStarted;
    this.budget = budget;
    this.joint = joint;
    this.epsilonPerTensor = epsilonPerTensor;
    this.clip = clip;
    if (joint) {
      this.randomizers = new PrivUnitG[] {PrivUnitG.withBestP(budget.epsilon())};
    } else {
      this.randomizers = new PrivUnitG[network.tensorCount()];
      for (int t = 0; t < randomizers.length; t++) {
        randomizers[t] =
            PrivUnitG.withBestP(
                fault.share(
                    budget.epsilon(), epsilonPerTensor ? 1.0 : 1.0 / network.tensorCount()));
      }
    }
  }

  /**
   * ε a user really spends: the sum of the randomizers' losses (ε unless PrivUnitG's cap bites; T·ε
   * with the code's ε per tensor).
   */
  double epsilonSpent() {
    double total = 0.0;
    for (PrivUnitG randomizer : randomizers) {
      total += randomizer.epsilonSpent();
    }
    return total <= budget.epsilon() * (1 + 1e-12) ? budget.epsilon() : total;
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.of(PrivacyBudget.pure(epsilonSpent()));
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public PsgdTranscript release(PrivateSample sample, RandomGenerator noise) {
    Dataset records = sample.records();
    ClassLabels labels = records.classLabels();
    if (labels.classes() != 2) {
      throw new IllegalArgumentException(
          "PSGD needs binary labels, got " + labels.classes() + " classes");
    }
    boolean keep =
        (long) records.size() * network.parameterCount() <= PsgdTranscript.MAX_KEPT_NUMBERS;
    if (!keep && !joint && network.hidden() > 0) {
      // only the final model is released: draw the first layer's Gaussian parts as exact aggregates
      double[] last =
          server
              .lazyFirstLayer(randomizers, clip)
              .run(warmStarted, records, server.publicSample(), noise);
      return new PsgdTranscript(null, last);
    }
    List<double[]> transcript = keep ? new ArrayList<>(records.size()) : null;
    double[] gradient = new double[network.parameterCount()];
    double[] scratch = network.newActivations();
    double[] last =
        server.run(
            warmStarted,
            (user, theta) -> {
              Arrays.fill(gradient, 0.0);
              network.addGradient(
                  theta, records.features(), user, labels.label(user), 1.0, gradient, scratch);
              return privatize(gradient, noise);
            },
            transcript);
    return new PsgdTranscript(transcript, last);
  }

  /**
   * One statistic per PrivUnitG randomizer (each tensor, or the joint gradient): the first user's
   * gradient part at the warm start, clipped as PrivUnitG clips it (x/max(‖x‖, C)), which must lie
   * in the unit ball, the domain on which PrivUnitG is ε-LDP; q as ε_t implies. Every later user's
   * message is the same map at another (public) model, so the domain bound is the same.
   */
  @Override
  public List<Perturbation> perturbations() {
    List<Perturbation> out = new ArrayList<>();
    for (int t = 0; t < randomizers.length; t++) {
      int start = joint ? 0 : network.tensorStart(t);
      int size = joint ? network.parameterCount() : network.tensorSize(t);
      // what each tensor's randomizer claims: the whole ε jointly or with the code's ε per tensor,
      // else ε/T
      double epsilon =
          joint || epsilonPerTensor ? budget.epsilon() : budget.epsilon() / network.tensorCount();
      out.add(
          Perturbation.of(
              "clipped gradient " + (joint ? "(joint)" : "tensor " + t),
              sample -> clippedPart(sample, start, size),
              Sensitivity.domainL2(1.0),
              NoiseCalibration.privUnitG(epsilon, randomizers[t])));
    }
    return out;
  }

  private double[] clippedPart(PrivateSample sample, int start, int size) {
    Dataset records = sample.records();
    double[] gradient = new double[network.parameterCount()];
    network.addGradient(
        warmStarted,
        records.features(),
        0,
        records.classLabels().label(0),
        1.0,
        gradient,
        network.newActivations());
    double[] part = Arrays.copyOfRange(gradient, start, start + size);
    double scale = 1.0 / Math.max(PrivUnitG.norm(part), clip);
    for (int i = 0; i < part.length; i++) {
      part[i] *= scale;
    }
    return part;
  }

  /** One user's message: each tensor (or the whole gradient) through PrivUnitG. */
  double[] privatize(double[] gradient, RandomGenerator noise) {
    if (joint) {
      return randomizers[0].privatize(gradient, clip, noise);
    }
    double[] message = new double[gradient.length];
    for (int t = 0; t < network.tensorCount(); t++) {
      int start = network.tensorStart(t);
      int size = network.tensorSize(t);
      double[] part = Arrays.copyOfRange(gradient, start, start + size);
      System.arraycopy(randomizers[t].privatize(part, clip, noise), 0, message, start, size);
    }
    return message;
  }
}
