package org.ldpbench.spec.output;

import java.util.HashSet;
import java.util.Set;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecKinds;

/**
 * How the spec reader sees one kind of output ({@code type:} in a spec's {@code output:} block):
 * its name, the fields it allows and how its block is read and checked into its {@link OutputSpec}
 * record. Everything a renderer needs is checked here, so an output that cannot be drawn is
 * reported when the spec is parsed rather than after the trials have run. Reading a spec must not
 * depend on the report layer, so this is the reading half only: a kind is one class in the report
 * layer ({@code org.ldpbench.report.OutputKind}) that also writes, and the spec reader finds the
 * kinds through {@link SpecKinds}.
 *
 * @param <S> the record this kind reads
 */
public interface OutputReader<S extends OutputSpec> {

  /** The fields every output allows. */
  Set<String> COMMON_FIELDS = Set.of("type", "name", "title");

  /** {@link #COMMON_FIELDS} and {@code own}. */
  static Set<String> withCommonFields(String... own) {
    Set<String> fields = new HashSet<>(COMMON_FIELDS);
    fields.addAll(Set.of(own));
    return Set.copyOf(fields);
  }

  /** The name in specs, e.g. {@code line}. */
  String type();

  /** The record this kind reads. */
  Class<S> specClass();

  /** Every field this kind allows, {@link #COMMON_FIELDS} included. */
  Set<String> fields();

  /**
   * Reads and checks one output block whose keys, name and {@code at} have been checked by {@link
   * FigureReader}; throws {@link SpecException} naming the field at fault.
   */
  S read(OutputBlock block, FigureReader.Context context);

  /**
   * One output block this kind reads, as a YAML flow map named {@code out}, in the vocabulary of
   * the kinds test's spec (data {@code ma-yang-2d}; sweep {@code epsilon} [1, 8] and {@code gamma}
   * [0.5, 5]; methods {@code LPCT} with a depth and lambda grid and {@code LPCT-Q}): the kinds test
   * reads every registered kind's example, so a kind cannot be registered without a block that
   * reads.
   */
  String example();
}
