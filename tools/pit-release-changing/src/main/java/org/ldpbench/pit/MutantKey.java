package org.ldpbench.pit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.pitest.mutationtest.engine.MutationDetails;

/**
 * A mutant's identity across PIT runs over the same classes: class, method, JVM descriptor, line,
 * the mutator's simple name, instruction indexes and basic blocks, tab-separated (the lists
 * comma-separated). {@code org.ldpbench.mutation.Mutant#filterKey} writes the same form from a
 * {@code mutations.xml}.
 */
final class MutantKey {

  private MutantKey() {}

  static String of(MutationDetails m) {
    String mutator = m.getMutator();
    return String.join(
        "\t",
        m.getClassName().asJavaName(),
        m.getMethod(),
        m.getId().getLocation().getMethodDesc(),
        Integer.toString(m.getLineNumber()),
        mutator.substring(mutator.lastIndexOf('.') + 1),
        joined(m.getId().getIndexes()),
        joined(m.getBlocks()));
  }

  static String joined(List<Integer> values) {
    return values.stream().map(String::valueOf).collect(Collectors.joining(","));
  }

  static Set<String> readList(Path file) {
    try {
      Set<String> keys = new HashSet<>();
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (!line.isBlank()) {
          keys.add(line);
        }
      }
      if (keys.isEmpty()) {
        throw new IllegalArgumentException("RELEASECHANGING: " + file + " lists no mutant");
      }
      return keys;
    } catch (IOException e) {
      throw new UncheckedIOException("RELEASECHANGING: cannot read " + file, e);
    }
  }
}
