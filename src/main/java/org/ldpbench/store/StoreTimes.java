package org.ldpbench.store;

import java.io.IOException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.ldpbench.UserError;

/**
 * Where the computing time of one experiment's store went: fit + predict times per cell of method
 * label and data set (the {@code dataset} axis, or one cell per method for synthetic specs), over
 * the latest row of every key. The trials of one fit (a post-processing grid such as LPCT's λ) all
 * store that fit's {@code fit_ms}, so a fit is counted once per (label, sweep point, replication,
 * fit_ms); every trial's {@code predict_ms} is counted. Read by {@code make timings} from a fresh
 * run so that the slowest cells of each spec are named from measurements, not guessed. Times of
 * parallel trials add up: the total is thread time, near the CPU time spent inside fits.
 */
public final class StoreTimes {

  /** The {@code dataset} axis, the cell's second coordinate when the spec sweeps it. */
  static final String DATASET_AXIS = "dataset";

  /** One cell: how many trials and how many seconds of fit + predict. */
  public record Cell(String method, String dataset, long trials, double seconds) {}

  private StoreTimes() {}

  /** Per cell (method label, data set or ""), in the order first met in the store. */
  public static Map<String, Cell> of(TidyExport.Source source) throws IOException {
    TidyExport.Layout layout = TidyExport.layout(source);
    int datasetAxis = layout.axes().indexOf(DATASET_AXIS);
    Map<String, Cell> cells = new LinkedHashMap<>();
    long[] ordinal = {0};
    Set<String> fits = new HashSet<>();
    StoreReader.read(
        source.directory(),
        layout.axes(),
        layout.metrics(),
        row -> {
          int index = (int) ordinal[0]++;
          if (layout.latest().get(TrialKey.bits(row.key())) != index) {
            return; // superseded by a later row of the same key
          }
          StoreFormat.Configuration c = layout.configurations().get(row.configuration());
          String dataset = datasetAxis < 0 ? "" : c.point().get(datasetAxis);
          boolean newFit =
              fits.add(
                  c.method()
                      + "\u0000"
                      + c.point()
                      + "\u0000"
                      + row.replication()
                      + "\u0000"
                      + row.fitMillis());
          double seconds =
              ((newFit ? millis(row.fitMillis(), source) : 0.0)
                      + millis(row.predictMillis(), source))
                  / 1e3;
          cells.merge(
              c.method() + "\u0000" + dataset,
              new Cell(c.method(), dataset, 1, seconds),
              (a, b) ->
                  new Cell(a.method(), a.dataset(), a.trials() + 1, a.seconds() + b.seconds()));
        });
    return cells;
  }

  /** A stored time in ms; an empty one (a trial that timed nothing) is 0. */
  private static double millis(String text, TidyExport.Source source) {
    if (text == null || text.isEmpty()) {
      return 0.0;
    }
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new UserError(
          source.directory().resolve(StoreFormat.TRIALS)
              + ": fit_ms/predict_ms '"
              + text
              + "' is not a number of milliseconds");
    }
  }
}
