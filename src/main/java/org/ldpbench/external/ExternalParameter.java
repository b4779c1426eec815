package org.ldpbench.external;

import java.util.List;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.yaml.YamlException;
import org.ldpbench.yaml.YamlFields;

/**
 * One parameter of an external method, as its descriptor declares it: an integer or real range, a
 * default, and whether it is a fit parameter (new releases) or post-processing (the same releases).
 *
 * @param key the typed key built from the declaration
 * @param spec the declaration with its default and help line
 * @param postProcessing whether the parameter is post-processing
 */
public record ExternalParameter(Param<?> key, ParameterSpec spec, boolean postProcessing) {

  /**
   * Parameter {@code name} of the descriptor's {@code parameters} mapping; a mistake is a located
   * one-line error.
   */
  static ExternalParameter read(YamlFields parameters, String name) {
    YamlFields node = parameters.mapping(name);
    String type = node.oneOf("type", List.of("integer", "real"));
    boolean post = node.oneOf("stage", List.of("fit", "post")).equals("post");
    String help = node.text("help", name);
    try {
      if (type.equals("integer")) {
        Param<Integer> key =
            Param.integer(
                name,
                (int) node.integer("min", Integer.MIN_VALUE, Integer.MAX_VALUE),
                (int) node.integer("max", Integer.MIN_VALUE, Integer.MAX_VALUE));
        int defaultValue = (int) node.integer("default", Integer.MIN_VALUE, Integer.MAX_VALUE);
        return new ExternalParameter(
            key, post ? key.postProcessing(defaultValue, help) : key.fit(defaultValue, help), post);
      }
      Param<Double> key = Param.real(name, node.number("min"), true, node.number("max"));
      double defaultValue = node.number("default");
      return new ExternalParameter(
          key, post ? key.postProcessing(defaultValue, help) : key.fit(defaultValue, help), post);
    } catch (IllegalArgumentException e) {
      throw YamlException.at(node.node(), node.path(), e.getMessage());
    }
  }
}
