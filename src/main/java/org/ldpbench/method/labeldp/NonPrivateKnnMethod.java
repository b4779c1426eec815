package org.ldpbench.method.labeldp;

import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.Described;
import org.ldpbench.param.ParameterSet;

/**
 * The non-private kNN regressor (reference for the regression rate experiments): the mean of the k
 * nearest raw labels, k = c_k·N^{2β/(2β+d)} or fixed. Flagged non-private.
 */
public final class NonPrivateKnnMethod extends Described<MethodInfo> implements Method {

  public NonPrivateKnnMethod() {
    super(
        MethodInfo.regressor(
                "NP-KNN",
                "non-private kNN regressor, k = ck N^(2 beta/(2 beta + d)) (reference)",
                PrivacyModel.NONE)
            .withParameters(KnnSchedule.parameters("N^(2 beta/(2 beta + d))")));
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet p, RandomGenerator noise) {
    Dataset records = RawRecords.of(input);
    long n = Math.max(1, records.size());
    int k =
        KnnSchedule.k(
            p, KnnSchedule.nonPrivate(n, records.dimension(), p.get(CommonParams.BETA)), n);
    double[] y = new double[records.size()];
    for (int i = 0; i < y.length; i++) {
      y[i] = records.targets().value(i);
    }
    KnnModel model = new KnnModel(records.features(), y, k, 0.0);
    return post -> model;
  }
}
