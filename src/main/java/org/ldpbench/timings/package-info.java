/**
 * The harness's own speed, as {@code ldpbench timings} ({@code make timings}) writes it: the
 * timings page ({@link TimingsReport}: wall times and slowest cells from the manifests and stores
 * of a from-scratch run), the JMH medians of the last {@code make bench} ({@link JmhMedians}) and
 * the machine-speed ratio that compares two machines' medians ({@link MachineSpeed}). Tooling
 * beside the benchmarks, not a paper's report: it reads manifests, stores and JMH output only.
 */
package org.ldpbench.timings;
