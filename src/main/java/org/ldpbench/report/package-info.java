/**
 * What every part of the report reads: the summary of a spec's stored trials ({@link
 * org.ldpbench.report.ResultSummary}: each configuration's scores, the best configuration per
 * method and sweep point), the curves of a line chart or table ({@link
 * org.ldpbench.report.FigureData}), the context an output is drawn in and the interface of a kind
 * of output ({@link org.ldpbench.report.OutputKind}), and the shared wording of axes and numbers.
 * The report's parts are its sub-packages: {@code figures} and {@code tables} render, {@code
 * claims} checks claims, one package per kind of output or claim reads and writes or evaluates it,
 * {@code kinds} lists the kinds, {@code paper} writes REPORT.md and each experiment's outputs. None
 * of them knows the runner: they read stores through {@link org.ldpbench.store.ExpectedTrials} and
 * {@link org.ldpbench.store.ResultsLayout}.
 */
package org.ldpbench.report;
