package org.ldpbench.spec;

import java.util.List;
import java.util.ServiceLoader;
import org.ldpbench.spec.claim.ClaimReader;
import org.ldpbench.spec.output.OutputReader;

/**
 * The kinds of output and of claim check the spec reader knows, in the order its messages list them
 * (the first output kind is the default of an output without {@code type}). The kinds live in the
 * report layer, each in its own package (its record, and one class that reads and writes or
 * evaluates it), because writing them reads stores; reading a spec must not depend on that layer,
 * so the spec reader sees them through this interface, whose one implementation the report layer
 * registers as a service ({@code META-INF/services/org.ldpbench.spec.SpecKinds}: {@code
 * org.ldpbench.report.kinds.Kinds}).
 */
public interface SpecKinds {

  /** The output kinds, the default first. */
  List<? extends OutputReader<?>> outputs();

  /**
   * The claim kinds; one class may be registered under two names ({@code increasing}, {@code
   * decreasing}).
   */
  List<? extends ClaimReader<?>> claims();

  /** The registered kinds, found once per class loader through {@link ServiceLoader}. */
  static SpecKinds standard() {
    return RegisteredKinds.STANDARD;
  }
}
