package org.ldpbench.spec.reference;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.Keyword;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.SweepPoint;

/**
 * Numbers to compare our results with: a paper's table or the authors' code run at the same
 * settings. Each row names a method label, the sweep coordinates and (when comparing single
 * configurations) parameter values, and the reference accuracy.
 *
 * @param label where the numbers come from, shown in reports
 * @param file the CSV file as given in the spec (relative to the spec file)
 * @param replications how many replications the reference numbers average (for their s.e.)
 * @param compare what a row is: one grid configuration, or the best-over-grid value of a method at
 *     a sweep point
 * @param rows the rows that apply to this spec (rows for other data settings are dropped)
 * @param tolerance differences from the reference larger than this are listed in the report, per
 *     value of the first sweep axis (e.g. per data set), with a count per method; NaN for no list
 */
public record ReferenceSpec(
    String label,
    String file,
    int replications,
    Compare compare,
    List<Row> rows,
    double tolerance) {

  /** What a reference row is ({@code compare:} in a spec). */
  public enum Compare implements Keyword {
    /** {@code configurations} (the default): each row is one grid configuration. */
    CONFIGURATIONS,
    /** {@code best}: each row is the best-over-grid value of a method at a sweep point. */
    BEST
  }

  public ReferenceSpec {
    rows = List.copyOf(rows);
  }

  /**
   * One reference number.
   *
   * @param line line in the CSV file
   * @param method method label
   * @param coordinates sweep axis → canonical value
   * @param parameters method parameter → canonical value (empty for {@code best})
   * @param accuracy the reference accuracy
   */
  public record Row(
      int line,
      String method,
      Map<String, Object> coordinates,
      Map<String, Object> parameters,
      double accuracy) {
    public Row {
      coordinates = Collections.unmodifiableMap(new LinkedHashMap<>(coordinates));
      parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    /** True if {@code point} has this row's sweep coordinates. */
    public boolean isAt(SweepPoint point) {
      return sameValues(point.coordinates(), coordinates);
    }

    /** True if {@code configuration} has every parameter value this row gives. */
    public boolean matches(ParameterSet configuration) {
      return sameValues(configuration.asMap(), parameters);
    }

    private static boolean sameValues(Map<String, Object> actual, Map<String, Object> required) {
      for (Map.Entry<String, Object> entry : required.entrySet()) {
        Object value = actual.get(entry.getKey());
        if (value == null
            || !ParameterSet.format(value).equals(ParameterSet.format(entry.getValue()))) {
          return false;
        }
      }
      return true;
    }
  }
}
