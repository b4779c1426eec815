package org.ldpbench.method;

import java.util.function.Supplier;

/**
 * Test support: runs code with the private samples of a {@link TrainingInput} made by {@link
 * TrainingInput#of} readable, as {@link PrivateMethod#fit} does for one mechanism call, so that
 * unit tests can call a mechanism's {@code release} directly on a harness-made sample (which is
 * guarded: outside such a call every read throws). Test code only; main code has no such door.
 */
public final class MechanismCalls {

  private MechanismCalls() {}

  /** {@code call} with every private sample of {@code input} readable on this thread. */
  public static <T> T reading(TrainingInput input, Supplier<T> call) {
    Supplier<T> inner = call;
    for (int j = input.privateSamples().size() - 1; j >= 0; j--) {
      int sample = j;
      Supplier<T> next = inner;
      inner = () -> input.readingSample(sample, next);
    }
    return inner.get();
  }
}
