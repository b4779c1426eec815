package org.example.gridrr.faults;

import org.example.gridrr.GridRrMethod;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.privacy.RandomizedResponse;

/**
 * A deliberately broken GRID-RR-JAVA for the privacy audit to catch: it still claims ε per user but
 * draws its randomized response at 2ε. `ldpbench audit GRID-RR-JAVA-2EPS` must fail (the
 * calibration layer recomputes the keep probability from the claimed ε; the end-to-end layer
 * measures a privacy loss above ε). Lives in the example's test jar only (target/audit-faults/).
 */
public final class OverspendingGridRrMethod extends GridRrMethod {

  public OverspendingGridRrMethod() {
    super(
        MethodInfo.classifier(
            "GRID-RR-JAVA-2EPS",
            "planted fault: GRID-RR-JAVA drawing at 2 eps while claiming eps",
            PrivacyModel.LOCAL));
  }

  @Override
  protected RandomizedResponse randomizer(int categories, double epsilon) {
    return new RandomizedResponse(categories, 2 * epsilon);
  }
}
