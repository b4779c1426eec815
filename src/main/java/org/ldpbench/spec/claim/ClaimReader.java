package org.ldpbench.spec.claim;

import java.util.Set;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecKinds;

/**
 * How the spec reader sees one kind of claim check ({@code check:} in a spec's {@code claims[i]}):
 * its name, the fields only it (and perhaps a few other kinds) reads, and how the rest of the entry
 * is read and checked against the spec's methods, sweep and figures into its {@link ClaimSpec}
 * record, so that the check can run on the results. Reading a spec must not depend on the report
 * layer, so this is the reading half only: a kind is one class in the report layer ({@code
 * org.ldpbench.report.claims.ClaimKind}) that also evaluates, and the spec reader finds the kinds
 * through {@link SpecKinds}.
 *
 * @param <C> the record this kind reads
 */
public interface ClaimReader<C extends ClaimSpec> {

  /** The check's name in specs, e.g. {@code dominates}. */
  String check();

  /** The record this kind reads. */
  Class<C> claimClass();

  /**
   * The fields of a claim that only some kinds read, among them this kind (e.g. {@code reason} of
   * {@code pending}); a claim of another kind that has one is refused, naming the kinds that take
   * it. Empty by default: the kind reads only fields every kind may carry.
   */
  default Set<String> ownFields() {
    return Set.of();
  }

  /**
   * True if the kind's comparisons can be counted by a {@code quantifier} other than {@code all}
   * (holds on most or some values of an axis); false by default: the check holds at every point.
   */
  default boolean quantified() {
    return false;
  }

  /**
   * Reads and checks one claim whose keys, text and labels have been checked by {@link
   * ClaimsReader}; throws {@link SpecException} naming the field at fault.
   */
  C read(ClaimBlock block, ClaimsReader.Context context);

  /**
   * One claim of this kind, as a YAML flow map with {@code text: t}, in the vocabulary of the kinds
   * test's spec (data {@code ma-yang-2d}; sweep {@code epsilon} [1, 8] and {@code gamma} [0.5, 5];
   * methods {@code LPCT} with a depth and lambda grid and {@code LPCT-Q}; a {@code fit: loglog}
   * figure named {@code rates}): the kinds test reads every registered kind's example, so a kind
   * cannot be registered without a claim that reads.
   */
  String example();
}
