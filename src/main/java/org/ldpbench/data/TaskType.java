package org.ldpbench.data;

/**
 * What is predicted: class labels ({@link ClassLabels}) or real values ({@link RealTargets}).
 * Methods and data sources each declare one; a spec that pairs a method with data of the other
 * kind, or with a metric of the other kind, is rejected before anything runs.
 */
public enum TaskType {
  /** Class labels; scored by accuracy, F1 or excess risk. */
  CLASSIFICATION,
  /** Real values; scored by squared error or excess risk. */
  REGRESSION;

  /** Whether {@code targets} are of this task's kind. */
  public boolean accepts(Targets targets) {
    return this == CLASSIFICATION ? targets instanceof ClassLabels : targets instanceof RealTargets;
  }
}
