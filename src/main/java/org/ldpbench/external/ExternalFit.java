package org.ldpbench.external;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;

/**
 * The curator's side of an external method: it holds the releases and public input only, and each
 * model asks the executable's {@code curate} for predictions (releases, public sample, evaluation
 * points, fit and post-processing parameters; under label privacy the users' public features too).
 * Its requests go to the method's persistent workers ({@link ExternalWorkers}), which outlive it.
 */
final class ExternalFit implements Fit, AutoCloseable {

  private final ExternalDescriptor descriptor;
  private final ExternalSession session;
  private final PublicInput input;
  private final ObjectNode fitParameters;
  private final ArrayNode releases;

  /** The users' features under label privacy (public there), else null. */
  private final ArrayNode features;

  ExternalFit(
      ExternalDescriptor descriptor,
      ExternalSession session,
      PublicInput input,
      ObjectNode fitParameters,
      ExternalReleases releases) {
    this.descriptor = descriptor;
    this.session = session;
    this.input = input;
    this.fitParameters = fitParameters;
    ArrayNode array = ExternalWorkers.request("curate").arrayNode(releases.size());
    for (int i = 0; i < releases.size(); i++) {
      ArrayNode one = array.addArray();
      for (double v : releases.user(i)) {
        one.add(v);
      }
    }
    this.releases = array;
    if (releases.hasFeatures()) {
      ArrayNode rows = array.arrayNode(releases.size());
      for (int i = 0; i < releases.size(); i++) {
        ArrayNode row = rows.addArray();
        for (double v : releases.features(i)) {
          row.add(v);
        }
      }
      this.features = rows;
    } else {
      this.features = null;
    }
  }

  @Override
  public Model model(ParameterSet postProcessing) {
    ObjectNode parameters =
        ProtocolJson.withPostProcessing(descriptor, fitParameters, postProcessing);
    return points -> {
      ObjectNode request = ExternalWorkers.request("curate");
      request.put("epsilon", input.budget().epsilon());
      if (descriptor.protocol() >= 2) {
        request.put("delta", input.budget().delta());
      }
      request.put("dimension", input.dimension());
      request.set("params", parameters);
      request.set("releases", releases);
      if (features != null) {
        request.set("features", features);
      }
      request.set("public", ProtocolJson.sample(input.publicSample()));
      request.set("points", ProtocolJson.points(points));
      int[] out =
          ProtocolJson.labels(
              session.call(request).get("labels"), descriptor.name() + " curate", points.rows());
      return Predictions.ofLabels(out, Map.of());
    };
  }

  /**
   * Nothing to end: the workers outlive the fit group and serve the next ones (they end when idle).
   */
  @Override
  public void close() {}
}
