package org.ldpbench.report.paper;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.store.ExpectedTrials;
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
    Map<String, Long> commits = new TreeMap<>();
    long[] staleAndStored = new long[2];
    IdentityHashMap<MethodSpec, String> implementations = new IdentityHashMap<>();
    plan.forEachTrial(
        (replication, method, point, key, parameters) -> {
          int row = trials.indexOf(key);
          if (row < 0) {
            return;
          }
          staleAndStored[1]++;
          commits.merge(trials.commit(row), 1L, Long::sum);
          if (!trials
              .implementation(row)
              .equals(implementations.computeIfAbsent(method, plan::implementation))) {
            staleAndStored[0]++;
          }
        });
    return new TrialProvenance(
        Collections.unmodifiableMap(commits), staleAndStored[0], staleAndStored[1]);
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
