package org.ldpbench.method.labeldp;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;
import org.ldpbench.data.MemoKey;

/**
 * Exact k-nearest-neighbour averages (Euclidean) for points in [0,1]^d, by bucketing: the unit cube
 * is cut into m^d buckets of about 8 points each (points sorted by bucket, counting sort), and a
 * query scans rings of buckets around its own until it holds k candidates and the k-th smallest
 * distance is within the scanned block; the k nearest are then selected in O(candidates). About
 * O(k) per query when the points are roughly uniform (spec §C.0: brute force is too slow for N ≥
 * 10⁶). Coordinates outside [0,1] are clamped to the border buckets (distances stay exact).
 */
final class KnnIndex {

  /**
   * Indexes remembered per features object (the public half of the run's memo): the label-LDP
   * curators of one replication's ε values and variants read the same released features, so they
   * share one index; it holds the features only, never a label. Immutable, so handed out as is.
   */
  static final MemoKey<Boolean, KnnIndex> INDEXES =
      MemoKey.ofImmutable("kNN indexes", Boolean::equals, 1);

  /** The index of {@code x}, built at most once while {@code memo} remembers it. */
  static KnnIndex of(Memo memo, Features x) {
    return memo.get(INDEXES, x, Boolean.TRUE, () -> new KnnIndex(x));
  }

  private final int d;
  private final int m;
  private final int[] start;
  private final int[] order;

  /**
   * The points' coordinates in bucket order (row s is point order[s]): a bucket's points are read
   * in one run.
   */
  private final double[] sorted;

  KnnIndex(Features x) {
    this.d = x.columns();
    int n = x.rows();
    int perAxis = (int) Math.max(1, Math.floor(Math.pow(n / 8.0, 1.0 / d)));
    while (Math.pow(perAxis, d) > (1 << 24)) {
      perAxis--;
    }
    this.m = perAxis;
    int buckets = (int) Math.round(Math.pow(m, d));
    int[] bucketOf = new int[n];
    this.start = new int[buckets + 1];
    for (int i = 0; i < n; i++) {
      int b = 0;
      for (int k = d - 1; k >= 0; k--) {
        b = b * m + axisBucket(x.get(i, k));
      }
      bucketOf[i] = b;
      start[b + 1]++;
    }
    for (int b = 0; b < buckets; b++) {
      start[b + 1] += start[b];
    }
    int[] fill = start.clone();
    this.order = new int[n];
    this.sorted = new double[n * d];
    for (int i = 0; i < n; i++) {
      int s = fill[bucketOf[i]]++;
      order[s] = i;
      for (int j = 0; j < d; j++) {
        sorted[s * d + j] = x.get(i, j);
      }
    }
  }

  /**
   * {@code values} (one per indexed point, in the points' order) in this index's bucket order, as
   * {@link #mean} takes them: position s holds the value of point order[s].
   */
  double[] inIndexOrder(double[] values) {
    double[] out = new double[order.length];
    for (int s = 0; s < order.length; s++) {
      out[s] = values[order[s]];
    }
    return out;
  }

  private int axisBucket(double v) {
    return (int) Math.max(0, Math.min(m - 1, Math.floor(v * m)));
  }

  int size() {
    return order.length;
  }

  /**
   * The mean of the values over the k nearest indexed points of {@code query} (row {@code row}),
   * the values given in index order ({@link #inIndexOrder}). Candidates are read from the
   * bucket-ordered coordinates and carried by their bucket position, so the distances, their
   * selection and the sum are those of the same points in the same order as when they were read and
   * carried by point index: the same doubles, with runs of memory instead of random reads.
   */
  double mean(Features query, int row, int k, double[] indexedValues) {
    k = Math.min(k, order.length);
    double[] q = new double[d];
    int[] c = new int[d];
    for (int j = 0; j < d; j++) {
      q[j] = query.get(row, j);
      c[j] = axisBucket(q[j]);
    }
    double[] dist = new double[Math.max(16, 2 * k)];
    int[] idx = new int[dist.length];
    int count = 0;
    int[] cell = new int[d];
    double bound = -1;
    for (int r = 0; ; r++) {
      // every bucket at Chebyshev distance exactly r from c, each once: the first axis a with
      // |offset| = r is at -r or +r, axes before it strictly inside, axes after it anywhere
      boolean any = false;
      for (int a = 0; a < d; a++) {
        for (int sign = -1; sign <= 1; sign += 2) {
          if (r == 0 && sign == 1) {
            continue;
          }
          long inner = 1;
          for (int j = 0; j < d; j++) {
            inner *= j == a ? 1 : (j < a ? Math.max(0, 2 * r - 1) : 2 * r + 1);
          }
          for (long t = 0; t < inner; t++) {
            long rest = t;
            boolean inside = true;
            for (int j = 0; j < d; j++) {
              int off;
              if (j == a) {
                off = sign * r;
              } else {
                int width = j < a ? 2 * r - 1 : 2 * r + 1;
                off = (int) (rest % width) - (j < a ? r - 1 : r);
                rest /= width;
              }
              cell[j] = c[j] + off;
              inside &= cell[j] >= 0 && cell[j] < m;
            }
            if (!inside) {
              continue;
            }
            any = true;
            int b = 0;
            for (int j = d - 1; j >= 0; j--) {
              b = b * m + cell[j];
            }
            for (int s = start[b]; s < start[b + 1]; s++) {
              if (count == dist.length) {
                dist = Arrays.copyOf(dist, 2 * count);
                idx = Arrays.copyOf(idx, 2 * count);
              }
              double dd = 0;
              for (int j = 0; j < d; j++) {
                double e = sorted[s * d + j] - q[j];
                dd += e * e;
              }
              dist[count] = dd;
              idx[count++] = s;
            }
          }
        }
      }
      if (count >= k) {
        if (bound < 0) {
          // the k-th smallest distance so far bounds the final one: scan until the block covers it
          select(dist, idx, count, k - 1);
          bound = dist[k - 1];
        }
        double radius = covered(q, c, r);
        if (bound <= radius * radius || (!any && r > m)) {
          break;
        }
      } else if (r > m) {
        break;
      }
    }
    select(dist, idx, count, k - 1);
    double sum = 0;
    for (int s = 0; s < k; s++) {
      sum += indexedValues[idx[s]];
    }
    return sum / k;
  }

  /** Distance from q to the nearest face of the scanned block that is not on the domain border. */
  private double covered(double[] q, int[] c, int r) {
    double radius = Double.POSITIVE_INFINITY;
    for (int j = 0; j < d; j++) {
      if (c[j] - r > 0) {
        radius = Math.min(radius, q[j] - (double) (c[j] - r) / m);
      }
      if (c[j] + r + 1 < m) {
        radius = Math.min(radius, (double) (c[j] + r + 1) / m - q[j]);
      }
    }
    return Math.max(0, radius);
  }

  /**
   * Quickselect: after it, positions 0..kth hold the kth+1 smallest distances (with their indices).
   */
  private static void select(double[] dist, int[] idx, int n, int kth) {
    int lo = 0;
    int hi = n - 1;
    SplittableRandom pivots = new SplittableRandom(n);
    while (lo < hi) {
      double pivot = dist[lo + pivots.nextInt(hi - lo + 1)];
      int i = lo;
      int j = hi;
      while (i <= j) {
        while (dist[i] < pivot) {
          i++;
        }
        while (dist[j] > pivot) {
          j--;
        }
        if (i <= j) {
          double td = dist[i];
          dist[i] = dist[j];
          dist[j] = td;
          int ti = idx[i];
          idx[i] = idx[j];
          idx[j] = ti;
          i++;
          j--;
        }
      }
      if (kth <= j) {
        hi = j;
      } else if (kth >= i) {
        lo = i;
      } else {
        return;
      }
    }
  }
}
