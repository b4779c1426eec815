/**
 * The commands on stored results: {@code merge}, {@code split}, {@code export}, {@code compare},
 * {@code plot}, {@code site} and {@code timings}, reading an experiment's result directory back
 * ({@link StoredExperiment}).
 */
package org.ldpbench.cli.results;
