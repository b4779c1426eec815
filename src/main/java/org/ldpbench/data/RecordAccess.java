package org.ldpbench.data;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The capability to read the records and exact statistics of the private samples it guards (DESIGN
 * rule 1): a guarded {@link PrivateSample} is readable only on a thread that is inside {@link
 * #during} of its access, and every read outside throws {@value #OUTSIDE}. The harness creates one
 * access per private sample of a training input and keeps it out of every curator's reach: {@code
 * PrivateMethod.fit} opens it for exactly the duration of the mechanism call on that sample, so a
 * sample a mechanism stashes (in a static field, a release, a shared object) is useless to the
 * curator that finds it later.
 *
 * <p>Openings are per thread and may nest; the object holds no private value.
 */
public final class RecordAccess {

  /** The message of a read outside the mechanism call. */
  public static final String OUTSIDE = "private sample read outside its mechanism call";

  private final Map<Thread, Integer> openings = new ConcurrentHashMap<>();

  /** Runs {@code call} with the samples this access guards readable on the calling thread. */
  public <T> T during(Supplier<T> call) {
    Thread thread = Thread.currentThread();
    openings.merge(thread, 1, Integer::sum);
    try {
      return call.get();
    } finally {
      openings.computeIfPresent(thread, (t, depth) -> depth == 1 ? null : depth - 1);
    }
  }

  /** Whether the calling thread is inside {@link #during}. */
  public boolean isOpen() {
    return openings.containsKey(Thread.currentThread());
  }

  /**
   * @throws IllegalStateException {@value #OUTSIDE} unless {@link #isOpen()}
   */
  void check() {
    if (!isOpen()) {
      throw new IllegalStateException(OUTSIDE);
    }
  }
}
