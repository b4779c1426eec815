package org.ldpbench.experiment;

import java.util.List;
import java.util.Map;

/**
 * A statement of the paper about an experiment, checked against our results in the report by
 * one-sided paired t-tests with a Holm correction over the claim's comparisons (see
 * {@code org.ldpbench.report.ClaimCheck} for the tests and the verdict rule).
 *
 * @param text the paper's claim in words
 * @param check {@code peaked} (along a grid parameter, the best interior value beats the ends named
 *     by {@code sides}), {@code optimum-increasing} (the best value of the grid parameter {@code
 *     parameter} grows along the sweep axis {@code along}), {@code optimum-decreasing} (it shrinks), {@code increasing} (each method's best score improves at each step along
 *     {@code along}), {@code decreasing} (it gets worse at each step), {@code dominates} (each method is better than each of {@code over} at every
 *     sweep point), {@code within} (each method is within {@code tolerance} of {@code over[0]}),
 *     {@code below-bayes} (no method beats the Bayes accuracy), {@code slope} (every curve's fitted log–log
 *     slope of {@code figure} is within {@code tolerance} of {@code expected}, or its 95% bootstrap interval
 *     holds {@code expected}; spec/phist-labeldp.md §D.4)
 * @param methods the labels the claim is about (all labels if empty)
 * @param over the labels compared against ({@code dominates}, {@code within})
 * @param along the sweep axis for {@code increasing}
 * @param at restricts the check to sweep points with these coordinates (canonical values)
 * @param tolerance {@code within}: the equivalence margin |a − b| ≤ tolerance; {@code dominates}
 *     and {@code increasing}: a non-inferiority margin, a ≥ b − tolerance (0 = strictly better);
 *     0 for {@code below-bayes}
 * @param endsOnly {@code increasing}/{@code decreasing}/{@code optimum-increasing}: compare only the
 *     first and the last value of the axis (the overall trend) instead of every consecutive step
 * @param parameter {@code optimum-increasing}/{@code -decreasing}: the grid parameter whose best value is claimed to move
 *     along the sweep axis {@code along}; null for the other checks
 * @param sides {@code peaked}: which ends the best interior value of the grid parameter {@code along}
 *     must beat, {@code both} (an inverted U), {@code first} (rises, then flat or falling) or
 *     {@code last}; null for the other checks
 * @param figure {@code slope}: the name of the {@code fit: loglog} line figure whose fitted slopes are checked
 *     (null: the spec's unnamed {@code output.figure}); null for the other checks
 * @param expected {@code slope}: the theory's exponent; NaN for the other checks
 */
public record ClaimSpec(String text, String check, List<String> methods, List<String> over, String along,
        Map<String, Object> at, double tolerance, boolean endsOnly, String parameter, String sides, String figure,
        double expected) {

    public ClaimSpec {
        methods = List.copyOf(methods);
        over = List.copyOf(over);
        at = Map.copyOf(at);
    }

    /** A claim of the checks other than {@code slope}. */
    public ClaimSpec(String text, String check, List<String> methods, List<String> over, String along,
            Map<String, Object> at, double tolerance, boolean endsOnly, String parameter, String sides) {
        this(text, check, methods, over, along, at, tolerance, endsOnly, parameter, sides, null, Double.NaN);
    }

    /** A claim of the checks that take neither a grid parameter nor sides. */
    public ClaimSpec(String text, String check, List<String> methods, List<String> over, String along,
            Map<String, Object> at, double tolerance, boolean endsOnly) {
        this(text, check, methods, over, along, at, tolerance, endsOnly, null, null);
    }

    /** A claim tested at every step (the default). */
    public ClaimSpec(String text, String check, List<String> methods, List<String> over, String along,
            Map<String, Object> at, double tolerance) {
        this(text, check, methods, over, along, at, tolerance, false);
    }
}
