package org.ldpbench.method;

import org.ldpbench.data.Features;

/** A fitted predictor. Prediction is post-processing of releases and may be repeated freely. */
public interface Model {

  /** Predictions for every row of {@code points}. */
  Predictions predict(Features points);
}
