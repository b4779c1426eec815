package org.ldpbench.external;

import java.util.Optional;
import org.ldpbench.data.Memo;
import org.ldpbench.data.MemoKey;
import org.ldpbench.external.process.ExternalProcess;
import org.ldpbench.method.NotApplicable;

/**
 * Whether an external {@code privacy: none} method ({@link ExternalRawDataMethod}) can run here at
 * all (docs/external-methods.md, "Not applicable"): an executable answers {@code hello} with {@code
 * {"notApplicable": ...}} when nothing it could be sent would change that (the package it wraps is
 * not installed, a variable that names it is not set). The first fit group of a run learns it from
 * its own process's {@code hello}; the run's memo (public half, keyed by the descriptor and the
 * method's identity, which holds the values of its {@code environment:} variables) remembers the
 * answer, so every later fit group of the run is NA at once with the same line, without starting
 * the executable or sending it the data. Why: without the authors' checkout, LPCT-AUTHORS's 450 fit
 * groups in the side-by-side spec each started Python and sent it 10,000 private rows only to hear
 * "not run". A {@code notApplicable} reply to {@code fit} may depend on the data, so it is not
 * remembered: it stays a matter of its own fit group. Protocol {@code local} methods ({@link
 * ExternalMethod}) start their process lazily and are not asked here: the audit builds hundreds of
 * their protocols, most never started.
 */
final class ExternalAvailability {

  /** The refusal of {@code hello}, if any, per descriptor and method identity. */
  static final MemoKey<String, Optional<String>> REFUSALS =
      MemoKey.ofImmutable("external methods' refusals of hello", String::equals, 4);

  private ExternalAvailability() {}

  /**
   * Throws {@link NotApplicable} with the executable's line if it refuses {@code hello}: asked by
   * greeting {@code process} (the fit group's own, which then stays started) unless the run already
   * knows the answer.
   */
  static void require(
      Memo memo, ExternalDescriptor descriptor, String identity, ExternalProcess process) {
    memo.get(REFUSALS, descriptor, identity, () -> refusalOf(process))
        .ifPresent(
            reason -> {
              throw new NotApplicable(reason);
            });
  }

  private static Optional<String> refusalOf(ExternalProcess process) {
    try {
      process.greet();
      return Optional.empty();
    } catch (NotApplicable refused) {
      return Optional.of(refused.getMessage());
    }
  }
}
