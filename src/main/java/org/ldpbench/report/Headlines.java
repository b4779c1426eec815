package org.ldpbench.report;

import java.util.List;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;

/** One-sentence summaries an experiment adds to its paper's "What reproduces" section (Table 2's No. 1 counts). */
final class Headlines {

    private Headlines() {
    }

    /** The headlines of {@code spec}'s results (none for a quick profile, which decides nothing). */
    static List<String> of(ExperimentSpec spec, ExperimentPlan plan, ResultSummary summary,
            ExperimentSpec.Profile profile) {
        return List.of();
    }
}
