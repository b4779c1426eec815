package org.ldpbench.golden;

/**
 * The outputs of one method or data source over the golden specs: the text they were hashed from
 * (one line per trial or per data draw, so a changed output can be looked at) and the line that
 * records them.
 *
 * @param line the golden line of these outputs
 * @param text the outputs, as hashed
 */
public record GoldenOutput(GoldenLine line, String text) {}
