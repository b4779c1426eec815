package org.ldpbench.pit;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Test cases for {@link DiscoveryOnlyTestUnitFinderTest}, not a test itself (surefire's patterns do
 * not match its name): two test methods (one tagged slow), a factory of three dynamic tests and a
 * parameterised test of two invocations, each body counting its runs in {@link #BODIES}.
 */
public class DiscoveryFixture {

  /** Runs of test bodies, read and reset by the finder's test (one test class at a time). */
  static final AtomicInteger BODIES = new AtomicInteger();

  /** Runs of the factory itself. */
  static final AtomicInteger FACTORIES = new AtomicInteger();

  @Test
  void plain() {
    BODIES.incrementAndGet();
  }

  @Test
  @Tag("slow")
  void slow() {
    BODIES.incrementAndGet();
  }

  @TestFactory
  Stream<DynamicTest> dynamic() {
    FACTORIES.incrementAndGet();
    return Stream.of("a", "b", "c")
        .map(name -> DynamicTest.dynamicTest(name, () -> BODIES.incrementAndGet()));
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void parameterised(int value) {
    BODIES.addAndGet(value > 0 ? 1 : 0);
  }
}
