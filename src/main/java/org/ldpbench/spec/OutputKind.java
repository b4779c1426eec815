package org.ldpbench.spec;

import java.util.Set;

/**
 * One kind of output ({@code type:} in a spec's {@code output:} block): its name, the fields it
 * allows and how its block is read and checked into its {@link OutputSpec} record. Everything a
 * renderer needs is checked here, so an output that cannot be drawn is reported when the spec is
 * parsed rather than after the trials have run. Drawing lives in {@code report/} (its {@code
 * OutputWriter}), because reading a spec must not depend on the report layer; see {@link
 * OutputKinds} for what adding a kind takes.
 *
 * @param <S> the record this kind reads
 */
interface OutputKind<S extends OutputSpec> {

    /** The fields every output allows. */
    Set<String> COMMON_FIELDS = Set.of("type", "name", "title");

    /** {@link #COMMON_FIELDS} and {@code own}. */
    static Set<String> withCommonFields(String... own) {
        Set<String> fields = new java.util.HashSet<>(COMMON_FIELDS);
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
     * Reads and checks one output block whose keys, name and {@code at} have been checked by
     * {@link FigureReader}; throws {@link SpecException} naming the field at fault.
     */
    S read(OutputBlock block, FigureReader.Context context);
}
