package org.ldpbench;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * "Did you mean …?" for a mistyped name: the known names within a small edit distance
 * (Damerau–Levenshtein, case-insensitive), closest first, so an error message can suggest the
 * name the user most likely meant instead of only listing everything.
 */
public final class CloseNames {

    private CloseNames() {
    }

    /** Up to three names of {@code known} within distance max(1, length/3) of {@code typed}, closest first. */
    public static List<String> to(String typed, Collection<String> known) {
        String lower = typed.toLowerCase(Locale.ROOT);
        int limit = Math.max(1, typed.length() / 3);
        return known.stream().filter(n -> distance(lower, n.toLowerCase(Locale.ROOT)) <= limit)
                .sorted(Comparator.comparingInt((String n) -> distance(lower, n.toLowerCase(Locale.ROOT)))
                        .thenComparing(Comparator.naturalOrder()))
                .limit(3).toList();
    }

    /** " Did you mean A or B?" or "" when nothing is close. */
    public static String suggestion(String typed, Collection<String> known) {
        List<String> close = to(typed, known);
        return close.isEmpty() ? "" : " Did you mean " + String.join(" or ", close) + "?";
    }

    /** Optimal string alignment distance (insertions, deletions, substitutions, adjacent transpositions). */
    public static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
