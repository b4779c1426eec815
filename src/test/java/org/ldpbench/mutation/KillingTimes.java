package org.ldpbench.mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Per-mutant wall times of the killing pass by outcome (killed by a unit, golden or audit test;
 * survived), from the times at which {@link KillingResults} rows were written: within one run (from
 * its "# run started" mark), a row's time is the gap since the previous row (or the mark), shared
 * by the rows written at once (one PIT unit), times the number of PIT threads. With one thread that
 * is the unit's exact wall time (minion start included); with more, PIT reports units in the order
 * it started them, so it is an estimate of each mutant's share of the machine. It is what the
 * extrapolation of a full killing pass needs: how long each kind of mutant holds a thread.
 *
 * <p>Usage: {@code KillingTimes RESULTS_TSV [THREADS]}.
 */
public final class KillingTimes {

  /** How a mutant ended, for timing. */
  enum Outcome {
    UNIT,
    GOLDEN,
    AUDIT,
    TIMEOUT_OR_MEMORY,
    SURVIVED
  }

  /** One mutant's time. */
  record Timed(KillingResults.Row row, Outcome outcome, double seconds) {}

  private KillingTimes() {}

  static Outcome outcome(KillingResults.Row row) {
    if (!row.detected()) {
      return Outcome.SURVIVED;
    }
    return switch (row.suite()) {
      case UNIT -> Outcome.UNIT;
      case GOLDEN -> Outcome.GOLDEN;
      case AUDIT -> Outcome.AUDIT;
      case NONE -> Outcome.TIMEOUT_OR_MEMORY;
    };
  }

  /**
   * The timed rows of a results file's lines (header, marks and rows, in file order), {@code
   * threads} PIT threads.
   */
  static List<Timed> times(List<String> lines, int threads) {
    List<Timed> timed = new ArrayList<>();
    long[] previous = {-1};
    List<KillingResults.Row> batch = new ArrayList<>();
    Runnable close =
        () -> {
          if (!batch.isEmpty()) {
            long at = batch.get(0).millis();
            double share = (at - previous[0]) / 1000.0 * threads / batch.size();
            batch.forEach(r -> timed.add(new Timed(r, outcome(r), share)));
            batch.clear();
            previous[0] = at;
          }
        };
    for (String line : lines) {
      if (line.startsWith("# run started\t")) {
        close.run();
        previous[0] = Long.parseLong(line.substring(line.indexOf('\t') + 1).strip());
        continue;
      }
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      if (f.length != 11) {
        continue;
      }
      KillingResults.Row row =
          new KillingResults.Row(
              String.join("\t", List.of(f).subList(0, 7)),
              f[7],
              f[8],
              Integer.parseInt(f[9]),
              Long.parseLong(f[10]));
      if (previous[0] < 0 || !row.isFinal()) {
        continue; // a row kept from an earlier run (no start to time it from), or no verdict
      }
      // the rows of one unit are written at once, with one time stamp
      if (!batch.isEmpty() && batch.get(0).millis() != row.millis()) {
        close.run();
      }
      batch.add(row);
    }
    close.run();
    return timed;
  }

  public static void main(String[] args) throws IOException {
    if (args.length < 1) {
      System.err.println("usage: KillingTimes RESULTS_TSV [THREADS]");
      System.exit(2);
    }
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
    List<Timed> timed =
        times(Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8), threads);
    System.out.println(render(timed, threads));
  }

  static String render(List<Timed> timed, int threads) {
    if (threads > 1) {
      // units run concurrently and PIT reports them in the order it started them: a gap between
      // rows is not
      // one mutant's time, but the thread time of a run divided by its mutants is each mutant's
      // mean share
      double total = timed.stream().mapToDouble(Timed::seconds).sum();
      Map<Outcome, Long> counts = new EnumMap<>(Outcome.class);
      timed.forEach(t -> counts.merge(t.outcome(), 1L, Long::sum));
      return String.format(
          Locale.ROOT,
          "%d mutants timed with %d threads: %.1f thread-seconds each on average;"
              + " by outcome %s (per-outcome times need MUTATION_THREADS=1)%n",
          timed.size(),
          threads,
          timed.isEmpty() ? 0.0 : total / timed.size(),
          counts);
    }
    Map<Outcome, List<Double>> by = new EnumMap<>(Outcome.class);
    timed.forEach(t -> by.computeIfAbsent(t.outcome(), k -> new ArrayList<>()).add(t.seconds()));
    StringBuilder out =
        new StringBuilder(
            "per-mutant wall time (s) of the mutants timed in this file ("
                + threads
                + " thread(s); gaps between rows x threads):\n");
    out.append(
        String.format(
            Locale.ROOT,
            "%-20s %6s %9s %9s %9s %9s%n",
            "outcome",
            "count",
            "mean",
            "median",
            "max",
            "total"));
    for (Outcome o : Outcome.values()) {
      double[] s =
          by.getOrDefault(o, List.of()).stream()
              .mapToDouble(Double::doubleValue)
              .sorted()
              .toArray();
      if (s.length == 0) {
        continue;
      }
      out.append(
          String.format(
              Locale.ROOT,
              "%-20s %6d %9.1f %9.1f %9.1f %9.1f%n",
              o.name().toLowerCase(Locale.ROOT),
              s.length,
              Arrays.stream(s).average().orElse(0),
              s[s.length / 2],
              s[s.length - 1],
              Arrays.stream(s).sum()));
    }
    return out.toString();
  }
}
