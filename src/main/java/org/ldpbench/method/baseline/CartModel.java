package org.ldpbench.method.baseline;

import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;

/** A CART tree cut at a maximum depth. */
final class CartModel implements Model {

  private final CartTree tree;
  private final int maxDepth;

  CartModel(CartTree tree, int maxDepth) {
    this.tree = tree;
    this.maxDepth = maxDepth;
  }

  @Override
  public Predictions predict(Features points) {
    int[] labels = new int[points.rows()];
    for (int i = 0; i < labels.length; i++) {
      labels[i] = tree.predict(points, i, maxDepth);
    }
    return Predictions.ofLabels(labels, Map.of());
  }
}
