package org.ldpbench.method;

import java.util.Objects;
import org.ldpbench.data.Features;

/**
 * A model whose predictions exist only at the evaluation points given at fit time: mechanisms that
 * release a statistic at those points (Gaussian-process noise drawn jointly over the test set)
 * cannot predict elsewhere without new privacy cost. Asking for other points is an error.
 */
public final class BoundModel implements Model {

  private final Features evaluationPoints;
  private final Predictions predictions;

  /**
   * @param evaluationPoints the points of {@link PublicInput#evaluationPoints()}
   * @param predictions one prediction per evaluation point
   */
  public BoundModel(Features evaluationPoints, Predictions predictions) {
    this.evaluationPoints = Objects.requireNonNull(evaluationPoints, "evaluationPoints");
    this.predictions = Objects.requireNonNull(predictions, "predictions");
    if (predictions.size() != evaluationPoints.rows()) {
      throw new IllegalArgumentException(
          predictions.size()
              + " predictions for "
              + evaluationPoints.rows()
              + " evaluation points");
    }
  }

  @Override
  public Predictions predict(Features points) {
    if (points != evaluationPoints) {
      throw new IllegalArgumentException(
          "this model is bound to the "
              + evaluationPoints.rows()
              + " evaluation points given at fit time (its noise was drawn jointly over them); it cannot"
              + " predict other points");
    }
    return predictions;
  }
}
