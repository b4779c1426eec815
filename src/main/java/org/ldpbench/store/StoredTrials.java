package org.ldpbench.store;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a result directory holds, read back for summaries and reports: per trial key the latest row
 * (a recomputed trial appends a newer row; the older one stays in the append-only file but is
 * superseded).
 *
 * <p>Held in columns — a primitive key index, one {@code double[]} per metric, one configuration id
 * per row — so that reading a store of millions of trials needs tens of bytes per trial; a {@link
 * Row} is made when asked for.
 */
public final class StoredTrials {

  /**
   * The pseudo-metric every stored row carries besides its metrics: its running time in seconds,
   * the fit time of its fit group plus its own post-processing and prediction time (what a user
   * waits for one configuration). Not a score: tables show it with {@code value: seconds}.
   */
  public static final String SECONDS = "seconds";

  private final List<String> metrics;
  private final KeyIndex index;
  private final long[] keys;
  private final double[][] values;
  private final int[] configuration;
  private final Map<Integer, String> reasons;
  private final List<StoreFormat.Configuration> configurations;
  private final int size;

  private StoredTrials(
      List<String> metrics,
      KeyIndex index,
      long[] keys,
      double[][] values,
      int[] configuration,
      Map<Integer, String> reasons,
      List<StoreFormat.Configuration> configurations,
      int size) {
    this.metrics = List.copyOf(metrics);
    this.index = index;
    this.keys = keys;
    this.values = values;
    this.configuration = configuration;
    this.reasons = reasons;
    this.configurations = configurations;
    this.size = size;
  }

  /** No stored trials. */
  public static StoredTrials empty() {
    return new Builder(List.of()).build(List.of());
  }

  /**
   * Trials held in memory rather than read from a store: one score per key in {@code metric}, all
   * computed by the same (unnamed) implementation. For tests and for callers that already hold
   * scores.
   */
  public static StoredTrials fromScores(String metric, Map<String, Double> scores) {
    Builder builder = new Builder(List.of(metric));
    scores.forEach(
        (key, score) -> builder.add(TrialKey.bits(key), 0, false, "", new double[] {score}));
    return builder.build(List.of(new StoreFormat.Configuration("", List.of(), "", "", "")));
  }

  /** Trials held in memory with several metric columns per key, all NA-free (for tests). */
  public static StoredTrials fromMetrics(Map<String, Map<String, Double>> metricsByKey) {
    List<String> names = new ArrayList<>();
    metricsByKey
        .values()
        .forEach(
            m ->
                m.keySet().stream()
                    .filter(n -> !names.contains(n) && !n.equals(SECONDS))
                    .forEach(names::add));
    Builder builder = new Builder(names);
    metricsByKey.forEach(
        (key, metrics) -> {
          double[] scores = new double[names.size() + 1];
          for (int i = 0; i < names.size(); i++) {
            scores[i] = metrics.getOrDefault(names.get(i), Double.NaN);
          }
          scores[names.size()] = metrics.getOrDefault(SECONDS, Double.NaN);
          builder.add(TrialKey.bits(key), 0, false, "", scores);
        });
    return builder.build(List.of(new StoreFormat.Configuration("", List.of(), "", "", "")));
  }

  /** The stored row of {@code key}, if any. */
  public Optional<Row> row(String key) {
    int i = indexOf(key);
    if (i < 0) {
      return Optional.empty();
    }
    String reason = reason(i);
    Map<String, Double> scores = new LinkedHashMap<>();
    for (int m = 0; m < metrics.size(); m++) {
      scores.put(metrics.get(m), values[m][i]);
    }
    return Optional.of(
        new Row(
            reason != null, reason == null ? "" : reason, scores, implementation(i), commit(i)));
  }

  /** The position of {@code key}'s row for the reads below (no Row built), or -1 if none. */
  public int indexOf(String key) {
    return indexOf(key, -1);
  }

  /**
   * As {@link #indexOf(String)}, trying row {@code guess} first. A store's rows are in the order
   * its run computed them, which is the plan's order up to the interleaving of threads, so a walk
   * over a plan that guesses the row after the last one found reads the key column in sequence
   * instead of probing the hash index at random (a cache miss per trial in a store of millions).
   */
  public int indexOf(String key, int guess) {
    if (!TrialKey.isKey(key)) {
      return -1;
    }
    long bits = Long.parseUnsignedLong(key, 16);
    return guess >= 0 && guess < size && keys[guess] == bits ? guess : index.get(bits);
  }

  /** The value in {@code metric} of the row at {@code i} (NaN for NA rows and other metrics). */
  public double value(String metric, int i) {
    int m = metrics.indexOf(metric);
    return m < 0 || (!reasons.isEmpty() && reasons.containsKey(i)) ? Double.NaN : values[m][i];
  }

  /** The NA reason of the row at {@code i}, or null if it is not NA. */
  public String reason(int i) {
    return reasons.isEmpty() ? null : reasons.get(i); // most stores have no NA row: no boxing
  }

  /** The commit of the run that computed the row at {@code i}. */
  public String commit(int i) {
    return configurations.get(configuration[i]).commit();
  }

  /** The implementation versions that computed the row at {@code i}. */
  public String implementation(int i) {
    return configurations.get(configuration[i]).implementation();
  }

  /** The metric columns stored, in the store's order. */
  public List<String> metrics() {
    return metrics;
  }

  /** Number of distinct keys stored. */
  public int size() {
    return size;
  }

  /** The score of every stored trial in {@code metric} by key (NaN for NA rows). */
  public Map<String, Double> scores(String metric) {
    int m = metrics.indexOf(metric);
    Map<String, Double> out = new HashMap<>();
    for (int i = 0; i < size; i++) {
      out.put(TrialKey.text(keys[i]), m < 0 || reasons.containsKey(i) ? Double.NaN : values[m][i]);
    }
    return out;
  }

  /**
   * One stored trial.
   *
   * @param notApplicable true if the method declared the configuration not applicable (NA)
   * @param reason the NA reason, empty otherwise
   * @param metrics score per metric column (NaN for NA rows)
   * @param implementation the implementation versions that computed it, e.g. {@code
   *     LPCT@2+ma-yang-2d@2}
   * @param commit the git commit of the run that computed it (abbreviated, "+dirty" if uncommitted)
   */
  public record Row(
      boolean notApplicable,
      String reason,
      Map<String, Double> metrics,
      String implementation,
      String commit) {}

  /** Collects rows in file order; a later row of a key replaces the earlier one. */
  static final class Builder {

    private final List<String> metrics;
    private final KeyIndex index = new KeyIndex();
    private long[] keys = new long[16];
    private double[][] values;
    private int[] configuration = new int[16];
    private final Map<Integer, String> reasons = new HashMap<>();
    private int size;

    /**
     * @param metrics the metric columns; {@link #SECONDS} is added as the last column
     */
    Builder(List<String> metrics) {
      List<String> all = new ArrayList<>(metrics);
      all.remove(SECONDS);
      all.add(SECONDS);
      this.metrics = List.copyOf(all);
      this.values = new double[this.metrics.size()][16];
    }

    void add(StoreFormat.Row row) {
      double[] scores = new double[metrics.size()];
      Arrays.fill(scores, Double.NaN);
      int last = scores.length - 1;
      if (!row.notApplicable()) {
        for (int m = 0; m < last; m++) {
          String text = row.metrics().get(m);
          scores[m] = text.isEmpty() ? Double.NaN : Double.parseDouble(text);
        }
      }
      scores[last] =
          (Double.parseDouble(row.fitMillis()) + Double.parseDouble(row.predictMillis())) / 1e3;
      add(
          TrialKey.bits(row.key()),
          row.configuration(),
          row.notApplicable(),
          row.notApplicable()
              ? row.outcome().substring(StoreFormat.NA.length()).replaceFirst("^:\\s*", "")
              : "",
          scores);
    }

    void add(long key, int config, boolean notApplicable, String reason, double[] scores) {
      int i = index.putIfAbsent(key, size);
      if (i < 0) {
        i = size++;
        if (i == keys.length) {
          int capacity = keys.length * 2;
          keys = Arrays.copyOf(keys, capacity);
          configuration = Arrays.copyOf(configuration, capacity);
          for (int m = 0; m < values.length; m++) {
            values[m] = Arrays.copyOf(values[m], capacity);
          }
        }
        keys[i] = key;
      }
      configuration[i] = config;
      for (int m = 0; m < values.length; m++) {
        values[m][i] = m < scores.length ? scores[m] : Double.NaN; // callers may leave out SECONDS
      }
      if (notApplicable) {
        reasons.put(i, reason);
      } else {
        reasons.remove(i);
      }
    }

    StoredTrials build(List<StoreFormat.Configuration> configurations) {
      return new StoredTrials(
          metrics, index, keys, values, configuration, reasons, List.copyOf(configurations), size);
    }
  }
}
