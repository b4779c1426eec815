package org.ldpbench.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.param.ParameterSet;

/**
 * The JSON shapes of protocol 1: records as {@code [x1, …, xd, y]}, points as {@code [x1, …, xd]},
 * parameters as an object of numbers, releases as arrays of numbers. Doubles are written in their
 * shortest round-trip form, so nothing is lost in either direction.
 */
final class ProtocolJson {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private ProtocolJson() {}

  /** Records {@code from} (inclusive) to {@code to} (exclusive) of {@code data}, label last. */
  static ArrayNode records(Dataset data, int from, int to) {
    ArrayNode out = NODES.arrayNode(to - from);
    Features x = data.features();
    for (int i = from; i < to; i++) {
      ArrayNode row = out.addArray();
      for (int j = 0; j < x.columns(); j++) {
        row.add(x.get(i, j));
      }
      row.add(data.classLabels().label(i));
    }
    return out;
  }

  /** Every row of {@code points}. */
  static ArrayNode points(Features points) {
    ArrayNode out = NODES.arrayNode(points.rows());
    for (int i = 0; i < points.rows(); i++) {
      ArrayNode row = out.addArray();
      for (int j = 0; j < points.columns(); j++) {
        row.add(points.get(i, j));
      }
    }
    return out;
  }

  /** The public sample as {@code {"x": [[…]], "y": […]}}. */
  static ObjectNode sample(Dataset data) {
    ObjectNode out = NODES.objectNode();
    out.set("x", points(data.features()));
    ArrayNode y = out.putArray("y");
    for (int i = 0; i < data.size(); i++) {
      y.add(data.classLabels().label(i));
    }
    return out;
  }

  /**
   * The class labels of a reply ({@code what} names it in errors): one non-negative integer per
   * evaluation point, {@code rows} of them.
   */
  static int[] labels(JsonNode labels, String what, int rows) {
    double[] values = numbers(labels, what + ": labels");
    if (values.length != rows) {
      throw new ExternalMethodException(
          what + ": " + values.length + " labels for " + rows + " points");
    }
    int[] out = new int[values.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = (int) values[i];
      if (out[i] != values[i] || out[i] < 0) {
        throw new ExternalMethodException(
            what + ": label " + i + " is " + values[i] + ", not a class index");
      }
    }
    return out;
  }

  /** The values of {@code keys} in {@code values} as an object. */
  static ObjectNode parameters(Iterable<ExternalParameter> keys, ParameterSet values) {
    ObjectNode out = NODES.objectNode();
    for (ExternalParameter parameter : keys) {
      Object value = values.get(parameter.key());
      if (value instanceof Integer i) {
        out.put(parameter.key().name(), i);
      } else {
        out.put(parameter.key().name(), (Double) value);
      }
    }
    return out;
  }

  /** {@code node} as an array of doubles; a non-number, NaN or an infinity is a protocol error. */
  static double[] numbers(JsonNode node, String what) {
    if (node == null || !node.isArray()) {
      throw new ExternalMethodException(what + " is not an array of numbers: " + abbreviate(node));
    }
    double[] out = new double[node.size()];
    for (int i = 0; i < out.length; i++) {
      JsonNode v = node.get(i);
      if (!v.isNumber()) {
        throw new ExternalMethodException(what + "[" + i + "] is not a number: " + abbreviate(v));
      }
      out[i] = v.asDouble();
      if (!Double.isFinite(out[i])) {
        throw new ExternalMethodException(
            what + "[" + i + "] is " + out[i] + ", not a finite number");
      }
    }
    return out;
  }

  /** {@code node} as JSON text of at most 200 characters (a reply can be megabytes). */
  static String abbreviate(JsonNode node) {
    String text = String.valueOf(node);
    return text.length() <= 200 ? text : text.substring(0, 200) + "...";
  }

  /**
   * The fit parameters with a model's post-processing parameters added: the "params" of a predict
   * or curate request.
   */
  static ObjectNode withPostProcessing(
      ExternalDescriptor descriptor, ObjectNode fitParameters, ParameterSet postProcessing) {
    List<ExternalParameter> post =
        descriptor.parameters().stream().filter(ExternalParameter::postProcessing).toList();
    ObjectNode parameters = fitParameters.deepCopy();
    parameters.setAll(parameters(post, postProcessing));
    return parameters;
  }
}
