package org.ldpbench.partition;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.ldpbench.data.Features;

/**
 * Routing by table lookup for trees whose cuts all lie on a dyadic grid, as max-edge trees do
 * (every cut halves a cell, so each threshold in coordinate k is a multiple of 2^−m_k): the grid
 * cell of a point is found by scaling each coordinate by 2^m_k (exact in floating point) and
 * flooring, and a table holds the leaf of every grid cell. No threshold falls strictly inside a
 * grid cell, so every point of a grid cell reaches the same leaf as the cell's lower corner, which
 * the table was filled with; a point on a cut goes right in the tree and to the upper grid cell
 * here. Points outside [0, 1]^d are clamped to the boundary cells, where the tree's thresholds send
 * them too. (Features are finite; a NaN coordinate would be left to the tree walk.)
 */
final class DyadicLookup {

  /** Largest table (cells) built; deeper grids are routed by the tree walk. */
  static final int MAX_CELLS = 1 << 20;

  private final int[] shift;

  /**
   * The coordinates the tree cuts (shift &gt; 0), ascending: the others have one grid cell and add
   * nothing to a cell's index, so {@link #leaf} reads only these (Email's trees cut at most 16 of
   * 3000; reading every coordinate of every routed row was most of LPCT-Maxedge-HEAD's time there).
   */
  private final int[] cut;

  private final int[] size;

  /**
   * 2^shift[k]: multiplying by it is exact, the same as {@code Math.scalb(x, shift[k])}, and
   * cheaper.
   */
  private final double[] scale;

  private final int[] table;

  private DyadicLookup(int[] shift, int[] table) {
    this.shift = shift;
    this.size = new int[shift.length];
    this.scale = new double[shift.length];
    for (int k = 0; k < shift.length; k++) {
      size[k] = 1 << shift[k];
      scale[k] = size[k];
    }
    this.table = table;
    this.cut = IntStream.range(0, shift.length).filter(k -> shift[k] > 0).toArray();
  }

  /**
   * The lookup for {@code tree}, or null if some threshold is not dyadic in [0, 1] or the grid
   * would exceed {@link #MAX_CELLS} cells.
   */
  static DyadicLookup of(TreePartition tree) {
    int d = tree.dimension();
    int[] shift = new int[d];
    for (int node = 0; node < tree.nodeCount(); node++) {
      if (tree.isLeaf(node)) {
        continue;
      }
      int k = tree.splitDimension(node);
      double t = tree.threshold(node);
      if (!(t > 0.0 && t < 1.0)) {
        return null;
      }
      int m = 0;
      while (m <= 30 && Math.scalb(t, m) != Math.rint(Math.scalb(t, m))) {
        m++;
      }
      if (m > 30) {
        return null;
      }
      shift[k] = Math.max(shift[k], m);
    }
    long cells = 1;
    for (int m : shift) {
      cells <<= m;
      if (cells > MAX_CELLS) {
        return null;
      }
    }
    int[] table = new int[(int) cells];
    // only the coordinates the tree cuts vary over the grid; the others stay at 0 (index 0 of one
    // cell), which matters on wide data: a depth-16 tree on Email's 3,000 columns cuts at most 16
    int[] cut = IntStream.range(0, d).filter(k -> shift[k] > 0).toArray();
    new TableFill(tree, shift, cut, table).fill(0);
    return new DyadicLookup(shift, table);
  }

  /**
   * The leaf of every row into {@code out}, −1 for a row with a NaN coordinate that is cut (the
   * caller walks the tree for those). The same as {@link #leaf} row by row, in one loop
   * (two-dimensional data, the common case, without the inner loop over coordinates).
   */
  void leaves(Features points, int[] out) {
    int n = points.rows();
    if (shift.length != 2) {
      for (int i = 0; i < n; i++) {
        out[i] = leaf(points, i);
      }
      return;
    }
    double scale0 = scale[0];
    double scale1 = scale[1];
    int last0 = size[0] - 1;
    int last1 = size[1] - 1;
    int shift1 = shift[1];
    for (int i = 0; i < n; i++) {
      double x0 = points.get(i, 0);
      double x1 = points.get(i, 1);
      if (Double.isNaN(x0) || Double.isNaN(x1)) {
        out[i] = -1;
        continue;
      }
      double s0 = x0 * scale0;
      double s1 = x1 * scale1;
      int i0 = s0 <= 0.0 ? 0 : s0 >= size[0] ? last0 : (int) s0;
      int i1 = s1 <= 0.0 ? 0 : s1 >= size[1] ? last1 : (int) s1;
      out[i] = table[(i0 << shift1) | i1];
    }
  }

  /**
   * The leaf of row {@code row}, or −1 if a coordinate the tree cuts is NaN (the caller walks the
   * tree then; the walk reads no other coordinate either).
   */
  int leaf(Features points, int row) {
    int cell = 0;
    for (int k : cut) {
      double x = points.get(row, k);
      if (Double.isNaN(x)) {
        return -1;
      }
      double scaled = x * scale[k];
      int index = scaled <= 0.0 ? 0 : scaled >= size[k] ? size[k] - 1 : (int) scaled;
      cell = (cell << shift[k]) | index;
    }
    return table[cell];
  }

  /**
   * Fills the table down the tree instead of walking it from every grid cell: a node's grid cells
   * are a box of index ranges, one per cut coordinate; a cut at t in coordinate k with 2^s grid
   * cells sends the indices below t·2^s left (exactly the walk's test corner &lt; t, since corner =
   * index/2^s and both scalings are exact), and a leaf writes its number into its box. Each table
   * entry is written once, where the walks cost the tree's depth per entry; the tables of deep
   * max-edge trees on Email hold up to 2^20 entries, and one is built per partition routed.
   */
  private static final class TableFill {
    private final TreePartition tree;
    private final int[] shift;
    private final int[] cut;
    private final int[] table;

    /** Position of each coordinate in {@link #cut}, −1 if not cut. */
    private final int[] position;

    /** The current box: [lo[j], hi[j]) in cut coordinate j. */
    private final int[] lo;

    private final int[] hi;

    TableFill(TreePartition tree, int[] shift, int[] cut, int[] table) {
      this.tree = tree;
      this.shift = shift;
      this.cut = cut;
      this.table = table;
      this.position = new int[shift.length];
      Arrays.fill(position, -1);
      this.lo = new int[cut.length];
      this.hi = new int[cut.length];
      for (int j = 0; j < cut.length; j++) {
        position[cut[j]] = j;
        hi[j] = 1 << shift[cut[j]];
      }
    }

    void fill(int node) {
      if (tree.isLeaf(node)) {
        writeBox(tree.leafOfNode(node));
        return;
      }
      int j = position[tree.splitDimension(node)];
      int split =
          (int)
              Math.scalb(tree.threshold(node), shift[cut[j]]); // an integer: the cut is on the grid
      int low = lo[j];
      int high = hi[j];
      if (low < split) {
        hi[j] = Math.min(high, split);
        fill(tree.leftChild(node));
        hi[j] = high;
      }
      if (split < high) {
        lo[j] = Math.max(low, split);
        fill(tree.rightChild(node));
        lo[j] = low;
      }
    }

    /**
     * Writes {@code leaf} into every cell of the current box (the last cut coordinate varies
     * fastest).
     */
    private void writeBox(int leaf) {
      int c = cut.length;
      if (c == 0) {
        table[0] = leaf;
        return;
      }
      int[] index = lo.clone();
      int last = c - 1;
      while (true) {
        int base = 0;
        for (int j = 0; j < last; j++) {
          base = (base << shift[cut[j]]) | index[j];
        }
        base <<= shift[cut[last]];
        Arrays.fill(table, base + lo[last], base + hi[last], leaf);
        int j = last - 1;
        while (j >= 0 && ++index[j] == hi[j]) {
          index[j] = lo[j];
          j--;
        }
        if (j < 0) {
          return;
        }
      }
    }
  }
}
