package org.ldpbench.run;

import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;

/**
 * Which configurations (fit and post-processing parameters together) of a method entry a plan keeps
 * at a sweep point. A spec with {@code bestOf:} keeps one per method entry and point, chosen from
 * another spec's stored trials; every other plan keeps all ({@link #ALL}). Like a {@link
 * PlanSelection}, a choice changes which trials are planned, never a trial's key or seeds.
 */
@FunctionalInterface
public interface ConfigurationChoice {

  /** Every configuration. */
  ConfigurationChoice ALL = (method, point, parameters) -> true;

  /** Whether the plan keeps {@code parameters} of {@code method} at {@code point}. */
  boolean keeps(MethodSpec method, SweepPoint point, ParameterSet parameters);
}
