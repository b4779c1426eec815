/**
 * Reading a spec's {@code output:} block: what every output shares ({@link
 * org.ldpbench.spec.output.OutputSpec}, the checked block {@link
 * org.ldpbench.spec.output.OutputBlock}, the curves of line charts and tables {@link
 * org.ldpbench.spec.output.CurvesSpec}), the default figure, and the reading half of a kind ({@link
 * org.ldpbench.spec.output.OutputReader}). The kinds themselves live in the report layer; {@link
 * org.ldpbench.spec.output.FigureReader} finds them through {@link org.ldpbench.spec.SpecKinds}.
 */
package org.ldpbench.spec.output;
