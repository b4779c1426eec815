package org.ldpbench.method.distributed;

import org.ldpbench.param.Keyword;
import org.ldpbench.param.Param;

/** Parameter keys the kernel classifiers and DT-HIST of Auddy et al. share. */
final class DistributedParams {

  /** Gaussian noise calibration: {@code classical} (eq. 9) or {@code analytic}. */
  static final Param<Calibration> CALIBRATION = Param.choice("calibration", Calibration.class);

  /** Weight w of the target server; the sources share 1 − w equally (post-processing). */
  static final Param<Double> W = Param.real("w", 0.0, true, 1.0);

  private DistributedParams() {}

  /** How the Gaussian noise's σ is calibrated to (ε, δ) ({@code calibration:} in a spec). */
  enum Calibration implements Keyword {
    /** {@code classical}: Auddy et al.'s eq. 9. */
    CLASSICAL,
    /** {@code analytic}: the smallest σ whose exact δ(ε) is at most δ (Balle &amp; Wang 2018). */
    ANALYTIC
  }
}
