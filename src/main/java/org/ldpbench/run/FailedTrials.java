package org.ldpbench.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The failed trials of one run of a spec, per method label: how many of the trials the run
 * attempted failed, and the first failure's message. Why: a run whose trials failed must say so at
 * its end and in its exit code, with enough to act on (which method, how many, what went wrong),
 * while everything it computed stays stored. Not-applicable trials (NA) are results, not failures.
 * Thread-safe: the workers of a run share one.
 */
public final class FailedTrials {

  /**
   * One method label's failures in a run.
   *
   * @param method the method label of the spec
   * @param attempted trials of that label the run computed or tried to
   * @param failed of those, the ones that failed
   * @param firstMessage the message of the first failure (in time)
   */
  public record ByMethod(String method, long attempted, long failed, String firstMessage) {}

  private final Map<String, long[]> counts = new TreeMap<>();
  private final Map<String, String> firstMessages = new TreeMap<>();

  /** Counts {@code trials} more trials of {@code method} as attempted (ok, NA or failed). */
  synchronized void attempted(String method, long trials) {
    counts.computeIfAbsent(method, m -> new long[2])[0] += trials;
  }

  /** Counts one attempted trial of {@code method} as failed with {@code message}. */
  synchronized void failed(String method, String message) {
    counts.computeIfAbsent(method, m -> new long[2])[1]++;
    firstMessages.putIfAbsent(method, message);
  }

  /** The method labels with at least one failure, in label order. */
  public synchronized List<ByMethod> byMethod() {
    List<ByMethod> out = new ArrayList<>();
    counts.forEach(
        (method, c) -> {
          if (c[1] > 0) {
            out.add(new ByMethod(method, Math.max(c[0], c[1]), c[1], firstMessages.get(method)));
          }
        });
    return List.copyOf(out);
  }
}
