package org.ldpbench.report.tables.nearest;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.output.OutputSpec;

/**
 * A {@code type: nearest} output: for every number of the spec's {@code reference:} file in a given
 * column (e.g. the paper's LPCT-CART), which of several of our estimators is nearest to it (e.g.
 * LPCT on the public partition, as the paper specifies, or on the private one, as the authors' code
 * runs at HEAD). Written as Markdown and CSV, with a count per estimator; numbers of another
 * implementation ({@code external}: a CSV of method, dataset, epsilon, accuracy, source) join the
 * comparison as one more candidate. Read by {@link NearestKind}.
 *
 * @param name file-name suffix, or null (see {@link OutputSpec#name()})
 * @param title title
 * @param at fixed sweep coordinates
 * @param candidates reference column → our method labels compared with it, in order
 * @param external a CSV file of other measured numbers (relative to the spec), or null
 * @param externalLabel what the external numbers are, for the column header, or null
 * @param baseDirectory the spec's directory, where {@code external} is found
 */
public record NearestSpec(
    String name,
    String title,
    Map<String, Object> at,
    Map<String, List<String>> candidates,
    String external,
    String externalLabel,
    java.nio.file.Path baseDirectory)
    implements OutputSpec {

  public NearestSpec {
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
    Map<String, List<String>> copy = new LinkedHashMap<>();
    candidates.forEach((column, labels) -> copy.put(column, List.copyOf(labels)));
    candidates = Collections.unmodifiableMap(copy);
  }

  @Override
  public boolean needsTrials() {
    return true;
  }
}
