/**
 * What every part of the report reads: the summary of a spec's stored trials ({@link
 * ResultSummary}: each configuration's scores, the best configuration per method and sweep point),
 * the curves of a line chart or table ({@link FigureData}), the context an output is drawn in and
 * the interface of a kind of output ({@link OutputKind}), and the shared wording of axes and
 * numbers. The report's parts are its sub-packages: {@code figures} and {@code tables} render,
 * {@code claims} checks claims, one package per kind of output or claim reads and writes or
 * evaluates it, {@code kinds} lists the kinds, {@code paper} writes REPORT.md and each experiment's
 * outputs. None of them knows the runner: they read stores through {@link ExpectedTrials} and
 * {@link ResultsLayout}.
 */
package org.ldpbench.report;

import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.store.ResultsLayout;
