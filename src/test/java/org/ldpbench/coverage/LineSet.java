package org.ldpbench.coverage;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Lines of source files: per source file (relative path, {@code
 * org/ldpbench/method/phist/PhistNoise.java}), the numbers of its lines. Immutable; written and
 * read as ranges ({@code 3,5-9,12}).
 */
public final class LineSet {

  private final Map<String, BitSet> lines;

  private LineSet(Map<String, BitSet> lines) {
    TreeMap<String, BitSet> copy = new TreeMap<>();
    lines.forEach(
        (file, set) -> {
          if (!set.isEmpty()) {
            copy.put(file, (BitSet) set.clone());
          }
        });
    this.lines = Collections.unmodifiableMap(copy);
  }

  /** The set holding {@code lines} (file → line numbers). */
  public static LineSet of(Map<String, BitSet> lines) {
    return new LineSet(lines);
  }

  /** The empty set. */
  public static LineSet empty() {
    return new LineSet(Map.of());
  }

  /** The files with at least one line, sorted. */
  public List<String> files() {
    return List.copyOf(lines.keySet());
  }

  /** The line numbers of {@code file}, ascending (empty if none). */
  public int[] lines(String file) {
    BitSet set = lines.get(file);
    return set == null ? new int[0] : set.stream().toArray();
  }

  /** Whether {@code file} line {@code line} is in the set. */
  public boolean contains(String file, int line) {
    BitSet set = lines.get(file);
    return set != null && set.get(line);
  }

  /** The number of lines, over all files. */
  public int size() {
    return lines.values().stream().mapToInt(BitSet::cardinality).sum();
  }

  /** Whether the set has no line. */
  public boolean isEmpty() {
    return lines.isEmpty();
  }

  /** The lines of this set that {@code other} does not hold. */
  public LineSet minus(LineSet other) {
    Map<String, BitSet> out = new TreeMap<>();
    lines.forEach(
        (file, set) -> {
          BitSet copy = (BitSet) set.clone();
          BitSet removed = other.lines.get(file);
          if (removed != null) {
            copy.andNot(removed);
          }
          out.put(file, copy);
        });
    return new LineSet(out);
  }

  /** The lines of this set or of {@code other}. */
  public LineSet union(LineSet other) {
    Map<String, BitSet> out = new TreeMap<>();
    lines.forEach((file, set) -> out.put(file, (BitSet) set.clone()));
    other.lines.forEach((file, set) -> out.computeIfAbsent(file, f -> new BitSet()).or(set));
    return new LineSet(out);
  }

  /** The lines of this set that {@code other} holds too. */
  public LineSet intersect(LineSet other) {
    return minus(minus(other));
  }

  /** The lines of {@code file} as ranges, {@code 3,5-9,12}. */
  public String ranges(String file) {
    int[] numbers = lines(file);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < numbers.length; i++) {
      int j = i;
      while (j + 1 < numbers.length && numbers[j + 1] == numbers[j] + 1) {
        j++;
      }
      out.append(out.length() == 0 ? "" : ",").append(numbers[i]);
      if (j > i) {
        out.append('-').append(numbers[j]);
      }
      i = j;
    }
    return out.toString();
  }

  /**
   * The line numbers that {@link #ranges} wrote; throws IllegalArgumentException naming what is
   * malformed.
   */
  public static BitSet parseRanges(String text) {
    BitSet set = new BitSet();
    for (String part : text.split(",")) {
      String[] bounds = part.split("-", -1);
      try {
        if (bounds.length == 1) {
          set.set(positive(bounds[0]));
        } else if (bounds.length == 2 && positive(bounds[0]) <= positive(bounds[1])) {
          set.set(positive(bounds[0]), positive(bounds[1]) + 1);
        } else {
          throw new IllegalArgumentException(
              "'" + part + "' is not a line or an ascending range a-b");
        }
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + part + "' is not a line number or a range a-b");
      }
    }
    return set;
  }

  private static int positive(String number) {
    int n = Integer.parseInt(number.trim());
    if (n < 1) {
      throw new NumberFormatException(number);
    }
    return n;
  }

  /** The files and their line counts, for messages. */
  public List<String> describe() {
    List<String> out = new ArrayList<>();
    lines.forEach((file, set) -> out.add(file + " (" + set.cardinality() + ")"));
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LineSet other && lines.equals(other.lines);
  }

  @Override
  public int hashCode() {
    return lines.hashCode();
  }
}
