package org.ldpbench.data.real;

import java.util.List;
import org.ldpbench.UserError;

/**
 * Raw data files that a spec or data set needs are not usable on this machine: not found in any
 * raw-data directory, or with a SHA-256 other than the descriptor's. Carries one line per file
 * (what is wrong, where to get it), so {@code reproduce} can skip the spec and list every file a
 * user must fetch, while a single {@code run} stops with the same lines as its one error.
 */
public final class RawDataUnavailable extends UserError {

  private static final long serialVersionUID = 1L;

  private final List<String> problems;

  public RawDataUnavailable(List<String> problems) {
    super(String.join("; ", problems));
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("no problem to report");
    }
    this.problems = List.copyOf(problems);
  }

  /** One line per unusable file: its path, what is wrong and where to get it. */
  public List<String> problems() {
    return problems;
  }
}
