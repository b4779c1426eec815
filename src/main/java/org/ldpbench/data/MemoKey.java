package org.ldpbench.data;

import java.util.Objects;
import java.util.function.BiPredicate;
import java.util.function.UnaryOperator;

/**
 * A typed key of a {@link Memo}: names one kind of remembered computation (LPCT's leaf tallies, a
 * CART tree, a warm start), says when two arguments of it are the same, how many arguments are kept
 * per data object, and how a remembered value is handed out: as is when it is immutable, or as a
 * defensive copy when it is not (arrays, records of arrays), so that no caller can spoil what the
 * next one gets. Keys are constants: compared by identity, holding no values themselves.
 *
 * @param <K> what the computation depends on besides its data object (a partition, a radius)
 * @param <V> its result
 */
public final class MemoKey<K, V> {

  private final String name;
  private final BiPredicate<K, K> same;
  private final int perObject;
  private final UnaryOperator<V> handOut;

  private MemoKey(String name, BiPredicate<K, K> same, int perObject, UnaryOperator<V> handOut) {
    if (perObject < 1) {
      throw new IllegalArgumentException("perObject must be >= 1, got " + perObject);
    }
    this.name = Objects.requireNonNull(name, "name");
    this.same = Objects.requireNonNull(same, "same");
    this.perObject = perObject;
    this.handOut = Objects.requireNonNull(handOut, "handOut");
  }

  /** A key whose values are immutable (handed out as they are). */
  public static <K, V> MemoKey<K, V> ofImmutable(
      String name, BiPredicate<K, K> same, int perObject) {
    return new MemoKey<>(name, same, perObject, UnaryOperator.identity());
  }

  /** A key whose values are mutable: every caller gets {@code copy} of the remembered value. */
  public static <K, V> MemoKey<K, V> ofCopied(
      String name, BiPredicate<K, K> same, int perObject, UnaryOperator<V> copy) {
    return new MemoKey<>(name, same, perObject, copy);
  }

  public String name() {
    return name;
  }

  /** At most this many arguments are remembered per data object, oldest out first. */
  public int perObject() {
    return perObject;
  }

  boolean same(K a, K b) {
    return same.test(a, b);
  }

  V handOut(V remembered) {
    return handOut.apply(remembered);
  }

  @Override
  public String toString() {
    return "MemoKey[" + name + "]";
  }
}
