/**
 * The real data sets on this machine: {@code ldpbench datasets} (checking and fetching raw files,
 * the state of each data set) and the data set tables a paper's report includes (Ma &amp; Yang's
 * Table 1).
 */
package org.ldpbench.cli.datasets;
