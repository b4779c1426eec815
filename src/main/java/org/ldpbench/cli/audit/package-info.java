/**
 * {@code ldpbench audit}: the privacy audit of registered methods (every layer, or the power table)
 * and of what a spec runs, at the run's scale.
 */
package org.ldpbench.cli.audit;
