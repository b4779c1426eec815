package org.example.gridrr;

import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;

/**
 * The public-data fallback: the majority label of the public sample in each grid cell, the public
 * sample's overall majority in cells it does not reach, and label 0 without a public sample. Public
 * data may be used without restriction, so this costs no privacy. Immutable.
 */
public final class PublicCellLabels {

  private final int[] labels;

  public PublicCellLabels(Dataset publicSample, GridCells cells, int classes) {
    long[][] counts = new long[cells.count()][classes];
    long[] overall = new long[classes];
    if (publicSample.size() > 0) {
      ClassLabels targets = (ClassLabels) publicSample.targets();
      for (int i = 0; i < publicSample.size(); i++) {
        int label = targets.label(i);
        counts[cells.cellOf(publicSample.features().row(i))][label]++;
        overall[label]++;
      }
    }
    int fallback = argMax(overall);
    labels = new int[cells.count()];
    for (int c = 0; c < labels.length; c++) {
      long seen = 0;
      for (long n : counts[c]) {
        seen += n;
      }
      labels[c] = seen == 0 ? fallback : argMax(counts[c]);
    }
  }

  /** The public label of cell {@code cell}. */
  public int label(int cell) {
    return labels[cell];
  }

  private static int argMax(long[] counts) {
    int best = 0;
    for (int y = 1; y < counts.length; y++) {
      if (counts[y] > counts[best]) {
        best = y;
      }
    }
    return best;
  }
}
