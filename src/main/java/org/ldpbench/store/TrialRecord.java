package org.ldpbench.store;

import java.util.Map;
import org.ldpbench.spec.SweepPoint;

/**
 * One row of {@code trials.csv}: the outcome of one trial.
 *
 * @param key the trial key
 * @param method the method label
 * @param replication replication index from 0
 * @param point the sweep point
 * @param parameters the complete parameters, canonical
 * @param metrics score name to value (accuracy for classifiers)
 * @param diagnostics named counts reported by the model
 * @param fitMillis time of the group's fit (shared by all rows of a fit group)
 * @param predictMillis time of this row's post-processing and prediction
 * @param notApplicable the reason if the method declared the configuration not applicable, else
 *     null
 * @param implementation the implementation versions that computed the row
 * @param commit the git commit of the run
 */
public record TrialRecord(
    String key,
    String method,
    int replication,
    SweepPoint point,
    String parameters,
    Map<String, Double> metrics,
    Map<String, Double> diagnostics,
    double fitMillis,
    double predictMillis,
    String notApplicable,
    String implementation,
    String commit)
    implements java.io.Serializable {}
