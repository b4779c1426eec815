package org.ldpbench.privacy;

import java.util.random.RandomGenerator;

/**
 * Lets Commons Math samplers draw from a JDK {@link RandomGenerator}, so every draw of a trial
 * comes from the trial's own stream (DESIGN rule 4). Reseeding is refused: seeds belong to the
 * experiment's seed tree, never to a sampler.
 */
public final class CommonsRandomAdapter implements org.apache.commons.math3.random.RandomGenerator {

    private final RandomGenerator delegate;

    public CommonsRandomAdapter(RandomGenerator delegate) {
        this.delegate = delegate;
    }

    @Override
    public void setSeed(int seed) {
        throw new UnsupportedOperationException("streams are seeded by the experiment's seed tree");
    }

    @Override
    public void setSeed(int[] seed) {
        throw new UnsupportedOperationException("streams are seeded by the experiment's seed tree");
    }

    @Override
    public void setSeed(long seed) {
        throw new UnsupportedOperationException("streams are seeded by the experiment's seed tree");
    }

    @Override
    public void nextBytes(byte[] bytes) {
        delegate.nextBytes(bytes);
    }

    @Override
    public int nextInt() {
        return delegate.nextInt();
    }

    @Override
    public int nextInt(int n) {
        return delegate.nextInt(n);
    }

    @Override
    public long nextLong() {
        return delegate.nextLong();
    }

    @Override
    public boolean nextBoolean() {
        return delegate.nextBoolean();
    }

    @Override
    public float nextFloat() {
        return delegate.nextFloat();
    }

    @Override
    public double nextDouble() {
        return delegate.nextDouble();
    }

    @Override
    public double nextGaussian() {
        return delegate.nextGaussian();
    }
}
