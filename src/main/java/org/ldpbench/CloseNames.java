package org.ldpbench;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.commons.text.similarity.DamerauLevenshteinDistance;

/**
 * "Did you mean …?" for a mistyped name: the known names within a small edit distance
 * (Damerau–Levenshtein, case-insensitive), closest first, so an error message can suggest the name
 * the user most likely meant instead of only listing everything.
 */
public final class CloseNames {

  private static final DamerauLevenshteinDistance DISTANCE = new DamerauLevenshteinDistance();

  private CloseNames() {}

  /**
   * Up to three names of {@code known} within distance max(1, length/3) of {@code typed}, closest
   * first.
   */
  public static List<String> to(String typed, Collection<String> known) {
    String lower = typed.toLowerCase(Locale.ROOT);
    int limit = Math.max(1, typed.length() / 3);
    return known.stream()
        .filter(n -> distance(lower, n.toLowerCase(Locale.ROOT)) <= limit)
        .sorted(
            Comparator.comparingInt((String n) -> distance(lower, n.toLowerCase(Locale.ROOT)))
                .thenComparing(Comparator.naturalOrder()))
        .limit(3)
        .toList();
  }

  /** " Did you mean A or B?" or "" when nothing is close. */
  public static String suggestion(String typed, Collection<String> known) {
    List<String> close = to(typed, known);
    return close.isEmpty() ? "" : " Did you mean " + String.join(" or ", close) + "?";
  }

  /**
   * Optimal string alignment distance (insertions, deletions, substitutions, adjacent
   * transpositions; commons-text's {@code DamerauLevenshteinDistance}, which is this restricted
   * form).
   */
  public static int distance(String a, String b) {
    return DISTANCE.apply(a, b);
  }
}
