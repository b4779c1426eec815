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
 * points, fit and post-processing parameters). The runner closes it after its fit group, which
 * ends the process.
 */
final class ExternalFit implements Fit, AutoCloseable {

    private final ExternalDescriptor descriptor;
    private final ExternalProcess process;
    private final PublicInput input;
    private final ObjectNode fitParameters;
    private final ArrayNode releases;

    ExternalFit(ExternalDescriptor descriptor, ExternalProcess process, PublicInput input, ObjectNode fitParameters,
            ExternalReleases releases) {
        this.descriptor = descriptor;
        this.process = process;
        this.input = input;
        this.fitParameters = fitParameters;
        ArrayNode array = process.request("curate").arrayNode(releases.size());
        for (int i = 0; i < releases.size(); i++) {
            ArrayNode one = array.addArray();
            for (double v : releases.user(i)) {
                one.add(v);
            }
        }
        this.releases = array;
    }

    @Override
    public Model model(ParameterSet postProcessing) {
        ObjectNode parameters = ProtocolJson.withPostProcessing(descriptor, fitParameters, postProcessing);
        return points -> {
            ObjectNode request = process.request("curate");
            request.put("epsilon", input.budget().epsilon()).put("dimension", input.dimension());
            request.set("params", parameters);
            request.set("releases", releases);
            request.set("public", ProtocolJson.sample(input.publicSample()));
            request.set("points", ProtocolJson.points(points));
            int[] out = ProtocolJson.labels(process.call(request).get("labels"), descriptor.name() + " curate",
                    points.rows());
            return Predictions.ofLabels(out, Map.of());
        };
    }

    @Override
    public void close() {
        process.close();
    }
}
