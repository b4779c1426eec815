package org.ldpbench.run;

import org.ldpbench.UserError;

/**
 * The i-th of k disjoint parts of a spec's fit groups, for running one spec as several jobs (a
 * SLURM array, several machines) whose stores are merged afterwards ({@link StoreMerge}). A fit
 * group belongs to the part chosen by its first trial key (a hash, so the parts are balanced and do
 * not depend on the thread count, the order of the plan or the other parts).
 *
 * @param index 1..count
 * @param count number of parts, ≥ 1
 */
public record Shard(int index, int count) {

  /** The whole spec. */
  public static final Shard ALL = new Shard(1, 1);

  public Shard {
    if (count < 1 || index < 1 || index > count) {
      throw new IllegalArgumentException("shard " + index + "/" + count + ": need 1 <= i <= k");
    }
  }

  /** Parses {@code i/k}, e.g. {@code 2/3}; a one-line {@link UserError} otherwise. */
  public static Shard parse(String text) {
    String[] parts = text.split("/", -1);
    try {
      if (parts.length == 2) {
        int i = Integer.parseInt(parts[0].strip());
        int k = Integer.parseInt(parts[1].strip());
        if (k >= 1 && i >= 1 && i <= k) {
          return new Shard(i, k);
        }
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UserError(
        "--shard: '" + text + "' is not allowed; give i/k with 1 <= i <= k, e.g. 2/3");
  }

  /** Whether {@code group} is computed by this part. */
  public boolean contains(ExperimentPlan.FitGroup group) {
    if (count == 1) {
      return true;
    }
    long hash = Long.parseUnsignedLong(group.trials().get(0).key(), 16);
    return Long.remainderUnsigned(hash, count) == index - 1;
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }
}
