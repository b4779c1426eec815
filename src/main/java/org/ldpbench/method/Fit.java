package org.ldpbench.method;

import org.ldpbench.param.ParameterSet;

/**
 * The result of {@link Method#fit}: releases (or exact aggregates of them) plus public statistics.
 * Turning it into models is post-processing and costs no privacy. A fit is used by one thread at a
 * time.
 */
public interface Fit {

  /**
   * The model for the given post-processing parameters (empty if the method has none).
   *
   * @param postProcessing complete values of every post-processing parameter
   */
  Model model(ParameterSet postProcessing);
}
