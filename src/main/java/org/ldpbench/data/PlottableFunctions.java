package org.ldpbench.data;

import java.util.Map;
import java.util.function.DoubleBinaryOperator;

/**
 * A data source whose distribution has functions of two features worth drawing as heat maps on
 * [0,1]², such as the regression functions η_P and η_Q of a synthetic design (Ma &amp; Yang, Fig.
 * 3). Figures of {@code type: heatmap} name the functions to draw; they are computed from the
 * generator, so they need no trials.
 */
public interface PlottableFunctions {

  /** The functions by name (the names specs use), in display order. */
  Map<String, Function> functions();

  /**
   * One function of the source.
   *
   * @param description a one-line description for titles and captions
   * @param values maps (x₁, x₂) ∈ [0,1]² to the function's value
   */
  record Function(String description, DoubleBinaryOperator values) {}
}
