package org.ldpbench.param;

import java.util.Objects;

/**
 * Something whose description is given once, to its constructor, and never changes: the usual base
 * of a method ({@code extends Described<MethodInfo> implements Method}) or a data source factory
 * ({@code extends Described<SourceInfo> implements DataSourceFactory}). Subclasses pass their info
 * to {@code super} and write only what they do, never a getter.
 *
 * @param <I> the description: a method's or a data source's info
 */
public abstract class Described<I> {

  private final I info;

  protected Described(I info) {
    this.info = Objects.requireNonNull(info, "info");
  }

  /** The description given to the constructor. */
  public final I info() {
    return info;
  }
}
