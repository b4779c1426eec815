package org.ldpbench.method.distributed;

import org.ldpbench.param.Param;

/** Parameter keys the kernel classifiers and DT-HIST of Auddy et al. share. */
final class DistributedParams {

    /** Gaussian noise calibration: {@code classical} (eq. 9) or {@code analytic}. */
    static final Param<String> CALIBRATION = Param.choice("calibration", "classical", "analytic");

    /** Weight w of the target server; the sources share 1 − w equally (post-processing). */
    static final Param<Double> W = Param.real("w", 0.0, true, 1.0);

    private DistributedParams() {
    }
}
