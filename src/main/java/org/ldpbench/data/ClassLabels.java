package org.ldpbench.data;

import java.util.Arrays;

/**
 * Class labels 0..classes−1. Binary problems (all of Ma &amp; Yang) have classes = 2. Immutable:
 * the array given to the constructor is handed over, and {@link #copyLabels()} returns a copy.
 */
public final class ClassLabels implements Targets {

  private final int[] labels;
  private final int classes;

  /**
   * @param labels one label per row (handed over, not copied)
   * @param classes number of classes, &gt;= 2
   */
  public ClassLabels(int[] labels, int classes) {
    if (classes < 2) {
      throw new IllegalArgumentException("need at least 2 classes, got " + classes);
    }
    for (int i = 0; i < labels.length; i++) {
      if (labels[i] < 0 || labels[i] >= classes) {
        throw new IllegalArgumentException(
            "label " + labels[i] + " at row " + (i + 1) + " is outside 0.." + (classes - 1));
      }
    }
    this.labels = labels;
    this.classes = classes;
  }

  /**
   * Labels copied from other {@link ClassLabels} of {@code classes} classes (so in range), not
   * checked again.
   */
  static ClassLabels ofChecked(int[] labels, int classes) {
    return new ClassLabels(classes, labels);
  }

  private ClassLabels(int classes, int[] labels) {
    this.labels = labels;
    this.classes = classes;
  }

  /** Binary labels in {0, 1}. */
  public static ClassLabels binary(int[] labels) {
    return new ClassLabels(labels, 2);
  }

  public int classes() {
    return classes;
  }

  @Override
  public int size() {
    return labels.length;
  }

  public int label(int i) {
    return labels[i];
  }

  /** A copy of the labels. */
  public int[] copyLabels() {
    return labels.clone();
  }

  @Override
  public double value(int i) {
    return labels[i];
  }

  @Override
  public ClassLabels select(int[] indices) {
    int[] out = new int[indices.length];
    for (int k = 0; k < indices.length; k++) {
      out[k] = labels[indices[k]];
    }
    return new ClassLabels(out, classes);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ClassLabels that
        && classes == that.classes
        && Arrays.equals(labels, that.labels);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(labels) + classes;
  }
}
