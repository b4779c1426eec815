package org.ldpbench.audit.calibration;

/**
 * What the draws of one declared statistic showed ({@link AdditiveNoiseCheck}, {@link
 * CategoricalNoiseCheck}): one line, and the first failure or null.
 *
 * @param summary the line on the draws when they passed (empty on a failure)
 * @param failure why the draws contradict the declared law, or null
 */
record DrawsVerdict(String summary, String failure) {}
