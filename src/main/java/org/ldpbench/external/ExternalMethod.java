package org.ldpbench.external;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.external.process.ExternalHang;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;

/**
 * A private classifier written in any language (docs/external-methods.md), behind the same boundary
 * as the Java methods: its protocol is one mechanism, which calls the executable's {@code
 * randomize} on the private records inside its release ({@link ExternalRandomizer}: each user on
 * its own, under local or label privacy; {@link ExternalCentralMechanism}: the whole sample, under
 * central privacy), and a curator ({@link ExternalFit}, the executable's {@code curate}) that
 * receives the releases and public data only. Its requests go to persistent workers ({@link
 * ExternalWorkers}): a few processes serve every fit group, audit draw and curate of the program,
 * and end when idle.
 */
public final class ExternalMethod extends PrivateMethod {

  private final ExternalDescriptor descriptor;

  /** Its name and version, and the values of the environment variables its descriptor lists. */
  private final String identity;

  /**
   * Whether one of its requests timed out in this run: then the others are not sent ({@link
   * ExternalHang}).
   */
  private final ExternalHang hang = new ExternalHang();

  /** Its worker processes: they serve every fit group, audit draw and curate of this program. */
  private final ExternalWorkers workers;

  public ExternalMethod(ExternalDescriptor descriptor) {
    super(
        MethodInfo.classifier(descriptor.name(), descriptor.description(), model(descriptor))
            .withVersion(descriptor.version())
            .withParameters(descriptor.parameters().stream().map(ExternalParameter::spec).toList())
            .withBudget(
                descriptor.usesDelta()
                    ? BudgetUse.withDelta(descriptor.budget())
                    : BudgetUse.pure(descriptor.budget())));
    this.descriptor = descriptor;
    this.identity = descriptor.identity(super.implementationIdentity(), System.getenv());
    this.workers = new ExternalWorkers(descriptor, hang);
  }

  private static PrivacyModel model(ExternalDescriptor descriptor) {
    return ExternalPrivacy.of(descriptor).model();
  }

  @Override
  public String implementationIdentity() {
    return identity;
  }

  /** The descriptor this method was registered from. */
  public ExternalDescriptor descriptor() {
    return descriptor;
  }

  /** Its workers (for tests: how many processes served how many fits). */
  ExternalWorkers workers() {
    return workers;
  }

  @Override
  public PrivateProtocol<ExternalReleases> protocol(
      PublicInput input, ParameterSet fitParameters, RandomGenerator publicRandomness) {
    if (input.privateSampleCount() != 1) {
      throw new IllegalArgumentException(
          name() + " takes one private sample, got " + input.privateSampleCount());
    }
    List<ExternalParameter> fit =
        descriptor.parameters().stream().filter(p -> !p.postProcessing()).toList();
    ObjectNode parameters = ProtocolJson.parameters(fit, fitParameters);
    if (descriptor.usesDelta() && !(input.budget().delta() > 0)) {
      throw new IllegalArgumentException(
          name()
              + " releases Gaussian noise (release: "
              + descriptor.release()
              + "): it needs a budget with delta > 0");
    }
    ExternalSession session = new ExternalSession(workers);
    ExternalRequests requests =
        new ExternalRequests(descriptor, session, input.budget(), input.dimension(), parameters);
    PrivateMechanism<ExternalReleases> mechanism =
        descriptor.perUser()
            ? new ExternalRandomizer(requests)
            : new ExternalCentralMechanism(requests);
    return new PrivateProtocol<>() {
      @Override
      public List<PrivateMechanism<ExternalReleases>> mechanisms() {
        return List.of(mechanism);
      }

      @Override
      public Fit curate(List<ExternalReleases> releases) {
        return new ExternalFit(descriptor, session, input, parameters, releases.get(0));
      }
    };
  }
}
