package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.apache.commons.statistics.distribution.BinomialDistribution;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.reference.ReferenceSpec;
import org.ldpbench.stats.SampleSummary;

/**
 * Our results next to reference numbers (a paper's table or the authors' code). A reference row
 * agrees when our mean and the reference differ by at most two standard errors of the difference,
 * sqrt(se_ours² + se_ref²). The reference's s.e. is rarely published, so it is estimated as our
 * standard deviation over √(reference replications), i.e. assuming the same spread.
 *
 * <p>Rows are not always independent: two of our configurations can be the very same value (LPCT
 * with λ = 0 and LPCT-P at the same depth read one release; LPCT-Q adds no noise, so its rows
 * repeat across ε). This is detected from the data, not from names: rows whose per-replication
 * scores are identical in every replication form one {@link Group}, counted once. A group agrees
 * when all its rows do. With many groups some disagreements are expected by chance (4.55% each if
 * both estimate the same mean); {@link #chanceProbability()} gives the binomial probability of at
 * least as many. For a merged group whose reference values differ the chance of "some row outside"
 * is a little above 4.55%, so that probability is then slightly too small (errs towards flagging).
 */
public final class ReferenceComparison {

  /** Two-sided probability that a standard normal exceeds 2 in absolute value. */
  static final double OUTSIDE_TWO_SE = 2 * NormalDistribution.of(0, 1).cumulativeProbability(-2.0);

  private final ReferenceSpec reference;
  private final List<Row> rows;
  private final List<Group> groups;

  private ReferenceComparison(ReferenceSpec reference, List<Row> rows) {
    this.reference = reference;
    this.rows = List.copyOf(rows);
    this.groups = group(this.rows);
  }

  /** Compares every reference row with its configuration (or best result) in {@code summary}. */
  public static ReferenceComparison of(ReferenceSpec reference, ResultSummary summary) {
    List<Row> rows = new ArrayList<>();
    for (ReferenceSpec.Row row : reference.rows()) {
      ResultSummary.ConfigurationResult ours = null;
      String parameters = "";
      if (reference.compare() == ReferenceSpec.Compare.BEST) {
        ResultSummary.BestResult best =
            summary.best().stream()
                .filter(b -> b.method().equals(row.method()) && row.isAt(b.point()))
                .findFirst()
                .orElse(null);
        if (best != null && best.best() != null) {
          ours = best.best();
          parameters = best.best().parameters().canonical();
        }
      } else {
        ResultSummary.ConfigurationResult match =
            summary.configurations().stream()
                .filter(
                    c ->
                        c.method().equals(row.method())
                            && row.isAt(c.point())
                            && row.matches(c.parameters()))
                .findFirst()
                .orElse(null);
        if (match != null) {
          ours = match;
          parameters = describe(row);
        }
      }
      rows.add(new Row(row, parameters, ours, reference.replications()));
    }
    return new ReferenceComparison(reference, rows);
  }

  private static String describe(ReferenceSpec.Row row) {
    List<String> parts = new ArrayList<>();
    new TreeMap<>(row.parameters()).forEach((k, v) -> parts.add(k + "=" + ParameterSet.format(v)));
    return String.join(", ", parts);
  }

  public ReferenceSpec reference() {
    return reference;
  }

  public List<Row> rows() {
    return rows;
  }

  /** Rows with a result of ours (at least two replications), merged or not. */
  public long comparedRows() {
    return rows.stream().filter(Row::compared).count();
  }

  /** The independent values compared: groups of rows with identical per-replication scores. */
  public List<Group> groups() {
    return groups;
  }

  /** Groups of more than one row (rows that are one value). */
  public List<Group> merged() {
    return groups.stream().filter(g -> g.rows().size() > 1).toList();
  }

  /** Independent values compared (each group once). */
  public long compared() {
    return groups.size();
  }

  /** Independent values with some row further apart than two standard errors. */
  public long outside() {
    return groups.stream().filter(g -> !g.agrees()).count();
  }

  /** Expected number of values outside two standard errors if all means agree. */
  public double expectedOutside() {
    return compared() * OUTSIDE_TWO_SE;
  }

  /** P(at least {@link #outside()} of {@link #compared()} values outside 2 s.e. by chance). */
  public double chanceProbability() {
    long k = outside();
    if (k == 0) {
      return 1.0;
    }
    BinomialDistribution binomial = BinomialDistribution.of((int) compared(), OUTSIDE_TWO_SE);
    return 1.0 - binomial.cumulativeProbability((int) k - 1);
  }

  /** The number (1, 2, …) of the group {@code row} belongs to, 0 if it is not compared. */
  @SuppressWarnings("ReferenceEquality") // the row object itself, not an equal row
  public int groupNumber(Row row) {
    for (int i = 0; i < groups.size(); i++) {
      for (Row member : groups.get(i).rows()) {
        if (member == row) {
          return i + 1;
        }
      }
    }
    return 0;
  }

  private static List<Group> group(List<Row> rows) {
    List<List<Row>> members = new ArrayList<>();
    for (Row row : rows) {
      if (!row.compared()) {
        continue;
      }
      List<Row> same =
          members.stream()
              .filter(
                  g ->
                      Arrays.equals(
                          g.get(0).configuration().byReplication(),
                          row.configuration().byReplication()))
              .findFirst()
              .orElse(null);
      if (same == null) {
        members.add(new ArrayList<>(List.of(row)));
      } else {
        same.add(row);
      }
    }
    return members.stream().map(Group::new).toList();
  }

  /**
   * Reference rows whose our values are one value: identical per-replication scores in every
   * replication (a shared release, or a method that does not depend on the coordinate that
   * differs). Counted once; outside when any of its rows is.
   *
   * @param rows the rows, in file order
   */
  public record Group(List<Row> rows) {
    public Group {
      rows = List.copyOf(rows);
    }

    public boolean agrees() {
      return rows.stream().allMatch(Row::agrees);
    }
  }

  /**
   * One reference row with our value.
   *
   * @param reference the reference row
   * @param parameters the parameters compared (or our best configuration)
   * @param configuration our configuration (its summary and per-replication scores), null if we
   *     have no result for it
   * @param referenceReplications replications behind the reference value
   */
  public record Row(
      ReferenceSpec.Row reference,
      String parameters,
      ResultSummary.ConfigurationResult configuration,
      int referenceReplications) {

    /** Our summary, null if we have no result. */
    public SampleSummary ours() {
      return configuration == null ? null : configuration.score();
    }

    /** True if we have at least two replications to compare. */
    public boolean compared() {
      return configuration != null && configuration.score().n() > 1;
    }

    /** Estimated s.e. of the reference value (our sd / √(its replications)). */
    public double referenceSe() {
      return ours().sd() / Math.sqrt(referenceReplications);
    }

    /** Our mean minus the reference. */
    public double difference() {
      return ours().mean() - reference.accuracy();
    }

    /** The difference in standard errors of the difference. */
    public double z() {
      double se = Math.sqrt(ours().se() * ours().se() + referenceSe() * referenceSe());
      return se == 0 ? (difference() == 0 ? 0 : Double.POSITIVE_INFINITY) : difference() / se;
    }

    public boolean agrees() {
      return Math.abs(z()) <= 2.0;
    }
  }
}
