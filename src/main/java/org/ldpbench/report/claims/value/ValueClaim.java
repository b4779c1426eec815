package org.ldpbench.report.claims.value;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * {@code check: above}, {@code below} or {@code near}: each method's score against a number stated
 * before the run ({@code value}), at every sweep point: above it, below it ("LPCT-P is almost
 * non-informative": below chance plus a margin), or within {@code tolerance} of it ("a prediction
 * accuracy of 81%", by two one-sided tests).
 *
 * @param text the claim in words
 * @param methods the labels the claim is about (all if empty)
 * @param at restricts the check to sweep points with these coordinates
 * @param value the number, in the metric's units
 * @param tolerance for {@code near}, the equivalence margin; for {@code above} and {@code below},
 *     only widens "not contradicted"
 * @param relation which side of the number
 * @param meta the quote, its location and the claim's role
 */
public record ValueClaim(
    String text,
    List<String> methods,
    Map<String, Object> at,
    double value,
    double tolerance,
    Relation relation,
    ClaimMeta meta)
    implements ClaimSpec {

  /** Which side of the number the score is claimed on. */
  public enum Relation {
    /** score &gt; value */
    ABOVE("above"),
    /** score &lt; value */
    BELOW("below"),
    /** |score − value| &lt; tolerance */
    NEAR("near");

    private final String check;

    Relation(String check) {
      this.check = check;
    }

    /** The check's name in specs. */
    public String check() {
      return check;
    }
  }

  public ValueClaim {
    methods = List.copyOf(methods);
    at = Collections.unmodifiableMap(new LinkedHashMap<>(at));
  }

  @Override
  public String check() {
    return relation.check();
  }
}
