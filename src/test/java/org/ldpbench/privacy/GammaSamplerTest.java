package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.GammaDistribution;
import org.junit.jupiter.api.Test;

/** The Gamma sampler against commons-math3's GammaDistribution.sample(): the same draws, bit for bit. */
class GammaSamplerTest {

    @Test
    void drawsEqualCommonsMathsBitForBitAndConsumeTheSameStream() {
        double[] shapes = {1, 1.5, 2, 3, 7, 10, 64, 1_000, 123_456, 1e9, 4e12};
        for (double shape : shapes) {
            SplittableRandom ours = new SplittableRandom(17);
            SplittableRandom theirs = new SplittableRandom(17);
            GammaSampler sampler = new GammaSampler(shape);
            GammaDistribution reference = new GammaDistribution(new CommonsRandomAdapter(theirs), shape, 1.0);
            for (int i = 0; i < 20_000; i++) {
                assertThat(Double.doubleToRawLongBits(sampler.sample(ours)))
                        .as("shape %s draw %d", shape, i)
                        .isEqualTo(Double.doubleToRawLongBits(reference.sample()));
            }
            assertThat(ours.nextLong()).as("shape %s: the streams stay in step", shape).isEqualTo(theirs.nextLong());
        }
        assertThatThrownBy(() -> new GammaSampler(0.5)).hasMessageContaining(">= 1, got 0.5");
        assertThatThrownBy(() -> new GammaSampler(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }
}
