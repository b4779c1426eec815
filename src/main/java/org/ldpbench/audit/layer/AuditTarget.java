package org.ldpbench.audit.layer;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PublicInput;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * One mechanism configuration to audit: the mechanism of one private sample (server) of a method's
 * protocol, built for private samples of {@code sampleSize} records of {@code dimension} features
 * with targets of {@code task}, under {@code budget}. A target made from a spec ({@link
 * RunTargets}) also carries the private sample the run really draws ({@code actual}, replication
 * 0), so that the layers measure the mechanism on data of the run's own shape; a method-level
 * target has none and the layers draw records in [0, 1]^d.
 *
 * @param method the method's name
 * @param configuration the fit parameters, as text
 * @param server the index of the private sample the mechanism is for
 * @param mechanism the mechanism
 * @param budget the budget the method was given for this sample
 * @param task class labels or real targets
 * @param dimension d
 * @param sampleSize the private sample size the protocol was built for
 * @param classes K for class labels (2 unless the data say otherwise)
 * @param actual the records the run draws for this sample, if the target comes from a run
 * @param fault the fault planted in the method ({@link Fault#NONE} for a real audit); under {@link
 *     Fault#SENSITIVITY_UNDERSTATED} the declarations are read understated too ({@link
 *     #declared()})
 * @param landmarks public points the protocol was built on (a few evaluation points and public
 *     records: where kernels are centred and partitions cut), records the changed user is also
 *     moved to
 */
public record AuditTarget(
    String method,
    String configuration,
    int server,
    PrivateMechanism<?> mechanism,
    PrivacyBudget budget,
    TaskType task,
    int dimension,
    int sampleSize,
    int classes,
    Optional<SampleRows> actual,
    Fault fault,
    List<double[]> landmarks) {

  /** A method-level target: no actual sample, binary labels, no fault, no landmark. */
  public AuditTarget(
      String method,
      String configuration,
      int server,
      PrivateMechanism<?> mechanism,
      PrivacyBudget budget,
      TaskType task,
      int dimension,
      int sampleSize) {
    this(
        method,
        configuration,
        server,
        mechanism,
        budget,
        task,
        dimension,
        sampleSize,
        2,
        Optional.empty(),
        Fault.NONE,
        List.of());
  }

  /**
   * The landmarks of a public input: its first {@code count} evaluation points and public records.
   */
  public static List<double[]> landmarks(PublicInput input, int count) {
    List<double[]> out = new ArrayList<>();
    for (int i = 0; i < Math.min(count, input.evaluationPoints().rows()); i++) {
      out.add(input.evaluationPoints().row(i));
    }
    for (int i = 0; i < Math.min(count, input.publicSample().size()); i++) {
      out.add(input.publicSample().features().row(i));
    }
    return out;
  }

  public AuditTarget {
    Objects.requireNonNull(mechanism, "mechanism");
    Objects.requireNonNull(actual, "actual");
    Objects.requireNonNull(fault, "fault");
    landmarks = landmarks.stream().map(double[]::clone).toList();
    if (sampleSize < 1 || dimension < 1) {
      throw new IllegalArgumentException(
          "an audit needs samples of at least one record and one feature");
    }
    if (classes < 2) {
      throw new IllegalArgumentException("class labels need at least 2 classes, got " + classes);
    }
    if (actual.isPresent()
        && (actual.get().size() != sampleSize || actual.get().dimension() != dimension)) {
      throw new IllegalArgumentException(
          "the actual sample has "
              + actual.get().size()
              + " x "
              + actual.get().dimension()
              + " records, the target "
              + sampleSize
              + " x "
              + dimension);
    }
  }

  /** This target under a planted fault. */
  public AuditTarget withFault(Fault planted) {
    return new AuditTarget(
        method,
        configuration,
        server,
        mechanism,
        budget,
        task,
        dimension,
        sampleSize,
        classes,
        actual,
        planted,
        landmarks);
  }

  /** Record or label neighbours, as the mechanism declares. */
  public Neighbours neighbours() {
    return mechanism.neighbours();
  }

  /**
   * What the mechanism declares it perturbs; under {@link Fault#SENSITIVITY_UNDERSTATED} each
   * declaration understated 2× as the code's calibration is ({@link Perturbation#understated}), so
   * that code and declaration agree and only measurements can show the fault.
   */
  public List<Perturbation> declared() {
    List<Perturbation> declared = mechanism.perturbations();
    return fault == Fault.SENSITIVITY_UNDERSTATED
        ? declared.stream().map(p -> p.understated(2)).toList()
        : declared;
  }

  /** "METHOD {configuration} server j, n = N". */
  public String label() {
    return method + " " + configuration + " server " + server + " n=" + sampleSize;
  }
}
