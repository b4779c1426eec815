package org.ldpbench.experiment;

import java.util.List;
import java.util.Map;

/**
 * A statement of the paper about an experiment, checked against our results in the report.
 * "Up to noise" is made precise with paired per-replication differences: a comparison counts as
 * consistent unless our estimate contradicts it by more than two standard errors.
 *
 * @param text the paper's claim in words
 * @param check {@code increasing} (each method's best accuracy does not drop along {@code along}),
 *     {@code dominates} (each method is not below any of {@code over}), {@code within} (each method is
 *     within {@code tolerance} of {@code over[0]}), {@code below-bayes} (no method above the Bayes
 *     accuracy)
 * @param methods the labels the claim is about (all labels if empty)
 * @param over the labels compared against ({@code dominates}, {@code within})
 * @param along the sweep axis for {@code increasing}
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance absolute tolerance for {@code within}
 */
public record ClaimSpec(String text, String check, List<String> methods, List<String> over, String along,
        Map<String, Object> at, double tolerance) {

    public ClaimSpec {
        methods = List.copyOf(methods);
        over = List.copyOf(over);
        at = Map.copyOf(at);
    }
}
