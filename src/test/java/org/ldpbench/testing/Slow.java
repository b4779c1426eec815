package org.ldpbench.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class or method as slow (JUnit tag {@value #TAG}): privacy audits, distribution
 * tests with many draws, tests that start a child JVM or {@code make}, and any class that takes
 * more than about 2 s. {@code make test-fast} leaves them out ({@code -DexcludedGroups=slow}) for a
 * quick edit-compile-test loop; {@code make test} and CI run them all.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag(Slow.TAG)
public @interface Slow {

  /** The JUnit tag name. */
  String TAG = "slow";
}
