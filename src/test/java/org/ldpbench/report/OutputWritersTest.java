package org.ldpbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ldpbench.spec.OutputSpec;

/**
 * The registry of output writers is complete: every record of the sealed {@link OutputSpec}
 * hierarchy has exactly one writer, so a kind added on the spec side cannot be forgotten here.
 */
class OutputWritersTest {

    /** The records a sealed type permits, through sealed sub-interfaces. */
    static Set<Class<?>> leaves(Class<?> sealed) {
        return Arrays.stream(sealed.getPermittedSubclasses())
                .flatMap(c -> c.isSealed() && c.isInterface() ? leaves(c).stream() : Stream.of(c))
                .collect(Collectors.toSet());
    }

    @Test
    void everyOutputRecordHasExactlyOneWriter() {
        List<Class<?>> drawn = OutputWriters.all().stream().<Class<?>>map(OutputWriter::outputClass).toList();
        assertThat(drawn).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(leaves(OutputSpec.class));
    }
}
