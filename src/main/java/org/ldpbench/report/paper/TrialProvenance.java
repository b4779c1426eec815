package org.ldpbench.report.paper;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.store.StoredRows;
import org.ldpbench.store.StoredTrials;

/**
 * Which code computed the trials behind a table: the git commits recorded with the rows, and how
 * many rows came from another implementation version than the current one (kept with {@code
 * --keep-stale}). A report names the commit, or says "mixed" and lists them.
 *
 * @param commits rows per commit, over the plan's stored trials
 * @param stale rows of the plan computed by another implementation version
 * @param stored rows of the plan that are stored
 */
public record TrialProvenance(Map<String, Long> commits, long stale, long stored) {

  /** The provenance of the stored trials of {@code plan}. */
  public static TrialProvenance of(ExpectedTrials plan, StoredTrials trials) {
    Collector collector = new Collector(plan, trials);
    StoredRows.walk(plan, trials, List.of(collector));
    return collector.provenance();
  }

  /** The provenance collected during a {@link StoredRows} walk that other readers share. */
  static final class Collector implements StoredRows.Visitor {

    private final ExpectedTrials plan;
    private final StoredTrials trials;
    private final Map<String, Long> commits = new TreeMap<>();
    private final IdentityHashMap<MethodSpec, String> implementations = new IdentityHashMap<>();
    private long stale;
    private long stored;

    Collector(ExpectedTrials plan, StoredTrials trials) {
      this.plan = plan;
      this.trials = trials;
    }

    @Override
    public void visit(
        int replication, MethodSpec method, SweepPoint point, ParameterSet parameters, int row) {
      if (row < 0) {
        return;
      }
      stored++;
      commits.merge(trials.commit(row), 1L, Long::sum);
      if (!trials
          .implementation(row)
          .equals(implementations.computeIfAbsent(method, plan::implementation))) {
        stale++;
      }
    }

    TrialProvenance provenance() {
      return new TrialProvenance(
          Collections.unmodifiableMap(new TreeMap<>(commits)), stale, stored);
    }
  }

  /** True if the rows come from more than one commit. */
  public boolean mixed() {
    return commits.size() > 1;
  }

  /**
   * "commit abc123" or "mixed commits: abc123 (1,200 trials), def456 (3,400 trials)", plus stale
   * rows.
   */
  public String describe() {
    String text;
    if (commits.isEmpty()) {
      text = "no stored trials";
    } else if (!mixed()) {
      text = "commit " + commits.keySet().iterator().next();
    } else {
      StringJoiner joiner = new StringJoiner(", ", "**mixed** commits: ", "");
      new TreeMap<>(commits)
          .forEach(
              (commit, count) ->
                  joiner.add(String.format(Locale.ROOT, "%s (%,d trials)", commit, count)));
      text = joiner.toString();
    }
    if (stale > 0) {
      text +=
          String.format(
              Locale.ROOT,
              "; **%,d of %,d trials were computed by an older implementation**"
                  + " (kept with --keep-stale)",
              stale,
              stored);
    }
    return text;
  }
}
