package org.ldpbench.method.phist;

import java.util.Arrays;

/**
 * One cell of PHIST's regular grid, identified exactly by its per-axis bin indices packed into
 * longs (a few bits per axis), so that grids with far more than 2^63 cells (k = 2 and d = 3000 for
 * Email) can be named without overflow. Immutable; equal cells are equal objects.
 */
final class GridCell {

  private final long[] words;
  private final int hash;

  GridCell(long[] words) {
    this.words = words;
    this.hash = Arrays.hashCode(words);
  }

  /** The packed bin indices (not a copy: callers must not modify it). */
  long[] words() {
    return words;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof GridCell that && hash == that.hash && Arrays.equals(words, that.words);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return "GridCell" + Arrays.toString(words);
  }
}
