/**
 * The commands that run and render specs: {@code run}, {@code reproduce}, {@code figures}, {@code
 * report}, {@code validate} and {@code list}, with what they share ({@link Experiments}: running a
 * spec and reporting it, finding spec files) and the failed trials they sum up.
 */
package org.ldpbench.cli.experiments;
