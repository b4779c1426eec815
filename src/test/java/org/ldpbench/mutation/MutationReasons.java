package org.ldpbench.mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hand-written reasons for surviving release-changing mutants ({@code
 * docs/mutation-reasons.tsv}), joined on (class, method, line, mutator) by {@link MutationPage}, so
 * that a regenerated page keeps them. A line is {@code
 * class<TAB>method<TAB>line<TAB>mutator<TAB>reason}; {@code #} starts a comment. A reason says
 * "equivalent mutant: why", "killed by TEST (added)" or why the mutant is left.
 */
public final class MutationReasons {

  private MutationReasons() {}

  /**
   * Reason by {@link Mutant#reasonKey()}, in file order; a malformed line is an error naming file
   * and line.
   */
  public static Map<String, String> read(Path file) throws IOException {
    Map<String, String> reasons = new LinkedHashMap<>();
    if (!Files.exists(file)) {
      return reasons;
    }
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split("\t", -1);
      if (fields.length != 5 || fields[4].isBlank() || !fields[2].matches("[0-9]+")) {
        throw new IOException(
            file
                + " line "
                + (i + 1)
                + ": expected class<TAB>method<TAB>line<TAB>mutator"
                + "<TAB>reason, got: "
                + line);
      }
      String key = String.join("\t", fields[0], fields[1], fields[2], fields[3]);
      if (reasons.putIfAbsent(key, fields[4].strip()) != null) {
        throw new IOException(
            file + " line " + (i + 1) + ": a second reason for " + key.replace('\t', ' '));
      }
    }
    return reasons;
  }
}
