package org.ldpbench.external;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.ldpbench.external.process.ExternalProcess;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;
import org.ldpbench.param.ParameterSet;

/**
 * The fitted state of an {@link ExternalRawDataMethod}: it lives in the executable's process (after
 * its {@code fit}), and each model asks that process's {@code predict} for labels with the fit and
 * post-processing parameters, so a post-processing grid reuses one fit (DESIGN rule 6). The runner
 * closes it after its fit group, which ends the process.
 */
final class ExternalRawDataFit implements Fit, AutoCloseable {

  private final ExternalDescriptor descriptor;
  private final ExternalProcess process;
  private final ObjectNode fitParameters;

  ExternalRawDataFit(
      ExternalDescriptor descriptor, ExternalProcess process, ObjectNode fitParameters) {
    this.descriptor = descriptor;
    this.process = process;
    this.fitParameters = fitParameters;
  }

  @Override
  public Model model(ParameterSet postProcessing) {
    ObjectNode parameters =
        ProtocolJson.withPostProcessing(descriptor, fitParameters, postProcessing);
    return points -> {
      ObjectNode request = process.request("predict");
      request.set("params", parameters);
      request.set("points", ProtocolJson.points(points));
      int[] labels =
          ProtocolJson.labels(
              process.call(request).get("labels"), descriptor.name() + " predict", points.rows());
      return Predictions.ofLabels(labels, Map.of());
    };
  }

  @Override
  public void close() {
    process.close();
  }
}
