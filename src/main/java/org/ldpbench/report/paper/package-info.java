/**
 * A paper's {@code REPORT.md} ({@link PaperReport}) and each experiment's outputs ({@link
 * ExperimentReport}: summaries, then every output drawn by its kind): the claims section with the
 * paper-wide Holm adjustment and sentence verdicts, the reference comparison, headlines, the
 * placeholders of the hand-written preamble, trial provenance and the quick-profile notice. The top
 * of the report layer: it dispatches to the kinds through the registry.
 */
package org.ldpbench.report.paper;
