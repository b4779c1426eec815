/**
 * Reading a spec's {@code output:} block: what every output shares ({@link OutputSpec}, the checked
 * block {@link OutputBlock}, the curves of line charts and tables {@link CurvesSpec}), the default
 * figure, and the reading half of a kind ({@link OutputReader}). The kinds themselves live in the
 * report layer; {@link FigureReader} finds them through {@link SpecKinds}.
 */
package org.ldpbench.spec.output;

import org.ldpbench.spec.SpecKinds;
