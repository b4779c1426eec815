package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;

/**
 * {@link PublicPoints}: the column-major copy reads the same values as the rows, and the one-pass
 * class counts of every candidate threshold equal the per-threshold scan the quantile rule used
 * before, with ties, thresholds equal to values, −0.0 against 0.0 and three classes (features are finite by construction).
 */
class PublicPointsTest {

    @Test
    void oneProfileOfCountsEqualsOneScanPerThreshold() {
        SplittableRandom random = new SplittableRandom(11);
        int n = 400;
        int d = 5;
        double[] x = new double[n * d];
        int[] labels = new int[n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < d; k++) {
                // few distinct values, so ties and thresholds equal to values are common
                x[i * d + k] = random.nextInt(12) / 4.0 - 1.0;
            }
            labels[i] = random.nextInt(3);
        }
        x[3 * d + 1] = -0.0;
        x[7 * d + 1] = 0.0;
        PublicPoints points = PublicPoints.of(new Dataset(Features.wrap(x, n, d), new ClassLabels(labels, 3)));
        int[] indices = random.ints(250, 0, n).toArray();
        double[] values = new double[indices.length];
        for (int k = 0; k < d; k++) {
            points.gather(indices, k, values);
            for (int i = 0; i < indices.length; i++) {
                assertThat(Double.doubleToRawLongBits(values[i]))
                        .isEqualTo(Double.doubleToRawLongBits(x[indices[i] * d + k]));
                assertThat(points.get(indices[i], k)).isEqualTo(x[indices[i] * d + k]);
            }
            double[] thresholds = {-1.0, -0.5, -0.0, 0.0625, 0.25, 0.75, 1.75, 3.0};
            int[][] profile = points.leftClassCounts(indices, values, thresholds);
            for (int j = 0; j < thresholds.length; j++) {
                assertThat(profile[j]).as("dimension %d, threshold %s", k, thresholds[j])
                        .isEqualTo(points.leftClassCounts(indices, k, thresholds[j]));
            }
            assertThat(points.leftClassCounts(indices, values, new double[0])).isEmpty();
        }
    }
}
