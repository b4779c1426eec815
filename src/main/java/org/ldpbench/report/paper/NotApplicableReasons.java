package org.ldpbench.report.paper;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.StoredRows;
import org.ldpbench.store.StoredTrials;

/**
 * Why a spec's NA cells are NA, for its REPORT.md section: one line per method label and stored
 * reason with its number of trials (say, "LPCT (authors' code) (360 trials): ... LPCT_AUTHORS is
 * not set ..."). A table cell can only say NA; this says what to do about it. At most {@value
 * #PER_LABEL} reasons per label are listed, the rest counted.
 */
final class NotApplicableReasons {

  static final int PER_LABEL = 5;

  private NotApplicableReasons() {}

  /** The NA reasons collected during a {@link StoredRows} walk that other readers share. */
  static final class Collector implements StoredRows.Visitor {

    private final StoredTrials stored;
    private final Map<String, Map<String, Integer>> byLabel = new TreeMap<>();

    Collector(StoredTrials stored) {
      this.stored = stored;
    }

    @Override
    public void visit(
        int replication, MethodSpec method, SweepPoint point, ParameterSet parameters, int row) {
      String reason = row < 0 ? null : stored.reason(row);
      if (reason != null) {
        byLabel
            .computeIfAbsent(method.label(), l -> new LinkedHashMap<>())
            .merge(reason, 1, Integer::sum);
      }
    }

    /** Appends the lines for the NA trials visited; nothing if there are none. */
    void append(StringBuilder md) {
      NotApplicableReasons.append(md, byLabel);
    }
  }

  private static void append(StringBuilder md, Map<String, Map<String, Integer>> byLabel) {
    if (byLabel.isEmpty()) {
      return;
    }
    md.append("Not applicable (NA) trials and why:\n\n");
    byLabel.forEach(
        (label, reasons) -> {
          int shown = 0;
          int more = 0;
          for (Map.Entry<String, Integer> reason : reasons.entrySet()) {
            if (shown++ < PER_LABEL) {
              md.append("- ")
                  .append(label)
                  .append(" (")
                  .append(reason.getValue())
                  .append(reason.getValue() == 1 ? " trial" : " trials")
                  .append("): ")
                  .append(reason.getKey().replace("|", "\\|"))
                  .append('\n');
            } else {
              more += reason.getValue();
            }
          }
          if (more > 0) {
            md.append("- ")
                .append(label)
                .append(": ")
                .append(more)
                .append(" more NA trials with ")
                .append(reasons.size() - PER_LABEL)
                .append(" other reasons (trials.csv has them)\n");
          }
        });
    md.append('\n');
  }
}
