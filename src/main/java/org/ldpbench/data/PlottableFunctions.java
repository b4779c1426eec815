package org.ldpbench.data;

import java.util.Map;
import java.util.function.DoubleBinaryOperator;

/**
 * A data source whose distribution has functions of two features worth drawing as heat maps on
 * [0,1]², such as the regression functions η_P and η_Q of a synthetic design (Ma &amp; Yang,
 * Fig. 3). Figures of {@code type: heatmap} name the functions to draw; they are computed from the
 * generator, so they need no trials.
 */
public interface PlottableFunctions {

    /** The functions by name (the names specs use), in display order; each maps (x₁, x₂) ∈ [0,1]² to a value. */
    Map<String, DoubleBinaryOperator> functions();

    /** A one-line description of function {@code name} for titles and captions; by default the name. */
    default String description(String name) {
        return name;
    }
}
