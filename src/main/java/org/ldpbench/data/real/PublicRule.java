package org.ldpbench.data.real;

import org.ldpbench.param.Keyword;

/**
 * Which rows of a real data set are public ({@code public.rule:} in {@code datasets/<name>.yaml});
 * the others are private.
 */
public enum PublicRule implements Keyword {
  /** {@code random}: n rows drawn once with the descriptor's seed. */
  RANDOM,
  /** {@code first}: the first n rows in file order. */
  FIRST,
  /** {@code column}: the rows whose split column holds a public value (or is at most a bound). */
  COLUMN,
  /** {@code file}: the rows of one of the raw files. */
  FILE
}
