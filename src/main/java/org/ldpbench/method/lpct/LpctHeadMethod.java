package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Memo;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.Described;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.partition.PartitionGrowth;
import org.ldpbench.partition.TreePartition;

/**
 * LPCT-HEAD: a NON-PRIVATE ablation that runs LPCT as the authors' code does at its HEAD commit
 * (spec/lpct.md §2.8 item 1): {@code LDPTreeClassifier.fit(X_P, y_P)} grows the partition on the
 * <em>private</em> sample and takes its "public" leaf counts C_U, C_V from the private sample too;
 * only S_U, S_V get LPCT's Laplace noise. The public sample is not used (but for the min–max
 * scaling every real-data method shares). The paper's algorithm, and the code at commit C0, build
 * the partition and C_U, C_V from public data: that is {@link LpctMethod}.
 *
 * <p>Why it exists: to test whether the paper's Table 2 numbers for LPCT came from this code path
 * (issue 18 item 4b). It reads private records through {@link RawRecords} and gives no privacy
 * guarantee, whatever the budget; its results are exploratory and never an LPCT result.
 */
public final class LpctHeadMethod extends Described<MethodInfo> implements Method {

  /** Its name in specs. */
  public static final String NAME = "LPCT-HEAD";

  /**
   * Growths on a private sample, per rule, from which every depth of a grid is cut (exactly the
   * partition a grower with that depth limit builds, {@link PartitionGrowth}); in the sample's
   * exact half of the run memo.
   */
  static final MemoKey<String, PartitionGrowth> GROWN =
      MemoKey.ofImmutable("LPCT-HEAD partition growths on private data", String::equals, 8);

  public LpctHeadMethod() {
    super(
        MethodInfo.classifier(
                NAME,
                "NON-PRIVATE ablation: LPCT as the authors' code runs at HEAD, partition"
                    + " and 'public' counts from the PRIVATE sample (spec/lpct.md 2.8.1), Laplace noise on S_U, S_V only",
                PrivacyModel.NONE)
            .withParameters(parameters()));
  }

  private static List<ParameterSpec> parameters() {
    List<ParameterSpec> specs = new ArrayList<>(LpctPartitions.parameters(false));
    specs.add(1, LpctMethod.DEPTH.fit(null, "tree depth p"));
    specs.add(LpctLocalRandomizer.NOISE_SPEC);
    specs.add(
        LpctMethod.LAMBDA.postProcessing(
            null,
            "weight of the (here private, exact) 'public' counts relative to the noisy private sums (eq. 8)"));
    return specs;
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet p, RandomGenerator noise) {
    int depth = p.get(LpctMethod.DEPTH);
    // the code's fit(X_P, y_P): the partition is grown on the private rows (deterministic rules
    // only)
    TreePartition partition =
        RawRecords.remembered(
                input,
                GROWN,
                LpctPartitions.describeRule(p),
                records -> LpctPartitions.growable(p).growth(records))
            .atDepth(depth);
    Dataset records = RawRecords.of(input);
    LeafSums exact = LeafTally.route(partition, records);
    PublicLeafCounts counts = new PublicLeafCounts(exact.su(), exact.sv());
    // the records were read without privacy above (RawRecords); the noise is LPCT's, on the same
    // records
    LeafSums noisy =
        new LpctLocalRandomizer(partition, input.budget(), LpctLocalRandomizer.mode(p))
            .release(new PrivateSample(records), noise);
    // a fresh memo: routes through a partition grown on private data stay out of the run's public
    // memo
    return new LpctFit(LpctVariant.LPCT, partition, noisy, counts, null, new Memo());
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this).add().with(LpctMethod.DEPTH, 2).list();
  }
}
