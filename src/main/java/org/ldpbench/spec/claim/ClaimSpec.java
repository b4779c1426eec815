package org.ldpbench.spec.claim;

import java.util.List;
import org.ldpbench.spec.SpecKinds;

/**
 * A statement of the paper about an experiment ({@code claims[i]} in a spec), checked against our
 * results in the report by a stated test ({@code org.ldpbench.report.claims.ClaimCheck} gives the
 * tests and the verdict rule). One record per kind of check, each holding only its own fields. Each
 * kind is a package of the report layer holding its record and the class that reads ({@link
 * ClaimReader}) and evaluates it; the spec reader finds them through {@link SpecKinds}.
 */
public interface ClaimSpec {

  /** The paper's claim in words. */
  String text();

  /** The labels the claim is about (all labels if empty). */
  List<String> methods();

  /** The check's name in specs, e.g. {@code dominates}. */
  String check();

  /** The quote, its location and whether the claim is confirmatory. */
  ClaimMeta meta();
}
