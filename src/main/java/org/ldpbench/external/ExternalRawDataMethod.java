package org.ldpbench.external;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.external.process.ExternalHang;
import org.ldpbench.external.process.ExternalProcess;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.Described;
import org.ldpbench.param.ParameterSet;

/**
 * An external method registered with {@code privacy: none} (docs/external-methods.md): the harness
 * hands its executable the raw private sample, the public sample, ε and one seed ({@code fit}), and
 * asks it for labels once per post-processing setting ({@code predict}), so it runs on exactly the
 * data splits every other method of the spec sees. Why it exists: to run someone else's code whose
 * randomizer cannot be separated from its estimator (the authors' LPCT, tools/authors-lpct) next to
 * ours. Whatever privacy the executable has is its own: the harness does not see its releases and
 * cannot audit them, so its privacy model here is {@link PrivacyModel#NONE} and its description
 * says what it claims. A reply {@code {"notApplicable": reason}} (say, the code it wraps is not
 * installed) stores every trial of the fit group as NA with that reason; given to {@code hello}, it
 * is remembered for the run ({@link ExternalAvailability}), so later fit groups do not start the
 * executable.
 */
public final class ExternalRawDataMethod extends Described<MethodInfo> implements Method {

  private final ExternalDescriptor descriptor;
  private final String identity;

  /**
   * Whether one of its requests timed out in this run: then the others are not sent ({@link
   * ExternalHang}).
   */
  private final ExternalHang hang = new ExternalHang();

  /** The method of {@code descriptor}, its identity taken from this process's environment. */
  public ExternalRawDataMethod(ExternalDescriptor descriptor) {
    this(descriptor, System.getenv());
  }

  /**
   * The method of {@code descriptor}; the values in {@code environment} of the variables it lists
   * (say, which checkout of a wrapped package) enter its implementation identity, so trials stored
   * without a checkout (NA) or with another one are recomputed when a checkout is named.
   */
  ExternalRawDataMethod(ExternalDescriptor descriptor, Map<String, String> environment) {
    super(
        MethodInfo.classifier(descriptor.name(), descriptor.description(), PrivacyModel.NONE)
            .withVersion(descriptor.version())
            .withParameters(descriptor.parameters().stream().map(ExternalParameter::spec).toList())
            .withBudget(BudgetUse.pure(descriptor.budget())));
    this.descriptor = descriptor;
    this.identity = descriptor.identity(Method.super.implementationIdentity(), environment);
  }

  @Override
  public String implementationIdentity() {
    return identity;
  }

  /** The descriptor this method was registered from. */
  public ExternalDescriptor descriptor() {
    return descriptor;
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
    Dataset records = RawRecords.of(input);
    List<ExternalParameter> fit =
        descriptor.parameters().stream().filter(p -> !p.postProcessing()).toList();
    ObjectNode parameters = ProtocolJson.parameters(fit, fitParameters);
    ExternalProcess process = new ExternalProcess(descriptor, hang);
    try {
      ExternalAvailability.require(input.publicInput().memo(), descriptor, identity, process);
      ObjectNode request = process.request("fit");
      if (input.budgets().isEmpty()) {
        request.putNull("epsilon");
      } else {
        request.put("epsilon", input.budget().epsilon());
      }
      request.put("dimension", input.publicInput().dimension());
      request.set("params", parameters);
      request.put("seed", noise.nextLong());
      request.set("private", ProtocolJson.sample(records));
      request.set("public", ProtocolJson.sample(input.publicSample()));
      process.call(request);
      return new ExternalRawDataFit(descriptor, process, parameters);
    } catch (RuntimeException e) {
      process.close();
      throw e;
    }
  }
}
