package org.ldpbench.benchcheck;

import java.util.ArrayList;
import java.util.List;

/**
 * The JMH command-line arguments that run exactly one benchmark at one parameter set: the
 * benchmark's name as an anchored regular expression, then {@code -p key=value} per parameter.
 * {@code make bench-check} measures again, with more forks, each benchmark that its first run put
 * over the threshold; {@link BenchCheck} writes one selection per line for that second run.
 */
final class JmhSelection {

  private JmhSelection() {}

  /**
   * One line: the regular expression, a space, then the parameter options separated by spaces, e.g.
   * {@code (^|\.)LpctBenchmark\.fitAndPredict$ -p nPrivate=10000}.
   *
   * @param benchmark the benchmark as {@link org.ldpbench.timings.JmhMedians.Row} names it
   * @param params {@code key=value} pairs joined by commas, empty if none
   */
  static String line(String benchmark, String params) {
    if (!benchmark.matches("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*")) {
      throw new IllegalArgumentException("not a Java benchmark name: '" + benchmark + "'");
    }
    List<String> words = new ArrayList<>();
    words.add("(^|\\.)" + benchmark.replace(".", "\\.") + "$");
    if (!params.isEmpty()) {
      for (String pair : params.split(",")) {
        if (!pair.matches("\\w+=[\\w.+-]+")) {
          throw new IllegalArgumentException(
              "not a JMH parameter key=value without spaces: '" + pair + "'");
        }
        words.add("-p");
        words.add(pair);
      }
    }
    return String.join(" ", words);
  }
}
