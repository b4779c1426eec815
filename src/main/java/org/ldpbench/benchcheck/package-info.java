/**
 * {@code make bench-check}: the key JMH benchmarks of this checkout against the committed reference
 * medians ({@code docs/jmh-reference/bench-check/}), each divided by the machine's speed, failing
 * on a regression over 20%. {@link BenchmarkGate} decides, {@link BenchCheck} reads the JMH result
 * files and prints the verdicts, {@link RunConditions} warns when a busy machine or another JDK
 * makes them mean less.
 */
package org.ldpbench.benchcheck;
