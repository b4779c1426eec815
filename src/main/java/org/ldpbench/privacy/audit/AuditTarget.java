package org.ldpbench.privacy.audit;

import java.util.Objects;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * One mechanism configuration to audit: the mechanism of one private sample (server) of a method's
 * protocol, built for private samples of {@code sampleSize} records of {@code dimension} features
 * in [0, 1]^d with targets of {@code task}, under {@code budget}.
 *
 * @param method the method's name
 * @param configuration the fit parameters, as text
 * @param server the index of the private sample the mechanism is for
 * @param mechanism the mechanism
 * @param budget the budget the method was given for this sample
 * @param task class labels (binary) or real targets
 * @param dimension d
 * @param sampleSize the private sample size the protocol was built for
 */
public record AuditTarget(String method, String configuration, int server, PrivateMechanism<?> mechanism,
        PrivacyBudget budget, TaskType task, int dimension, int sampleSize) {

    public AuditTarget {
        Objects.requireNonNull(mechanism, "mechanism");
        if (sampleSize < 1 || dimension < 1) {
            throw new IllegalArgumentException("an audit needs samples of at least one record and one feature");
        }
    }

    /** Record or label neighbours, as the mechanism declares. */
    public Neighbours neighbours() {
        return mechanism.neighbours();
    }

    /** "METHOD {configuration} server j, n = N". */
    public String label() {
        return method + " " + configuration + " server " + server + " n=" + sampleSize;
    }
}
