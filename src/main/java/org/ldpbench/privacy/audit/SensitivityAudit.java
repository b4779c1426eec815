package org.ldpbench.privacy.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ldpbench.method.Perturbation;

/**
 * The sensitivity layer of the privacy audit (DESIGN rule 1): for every statistic a mechanism
 * declares ({@link Perturbation}), it computes the statistic on random neighbouring samples and on
 * adversarial ones ({@link NeighbourPairs}: extreme and boundary records, the changed user in every
 * role, and the pairs the mechanism proposes) and fails when any change exceeds the declared
 * sensitivity (or, for a bounded-domain randomizer, any input lies outside its domain). It is
 * deterministic (fixed seeds): a pass means no pair tried exceeds the bound, a fail names the
 * worst pair.
 */
public final class SensitivityAudit implements AuditLayer {

    private final int randomPairs;
    private final long seed;

    /**
     * @param randomPairs random neighbour pairs per statistic (on top of the adversarial ones)
     * @param seed the seed of the random pairs
     */
    public SensitivityAudit(int randomPairs, long seed) {
        this.randomPairs = randomPairs;
        this.seed = seed;
    }

    @Override
    public String name() {
        return "sensitivity";
    }

    @Override
    public LayerResult audit(AuditTarget target) {
        List<Perturbation> declared = target.mechanism().perturbations();
        if (declared.isEmpty()) {
            return new LayerResult(name(), target.label(), false,
                    "declares no perturbed statistic (PrivateMechanism.perturbations)", List.of());
        }
        List<String> details = new ArrayList<>();
        boolean passed = true;
        for (Perturbation perturbation : declared) {
            String line;
            try {
                line = audit(target, perturbation);
            } catch (RuntimeException e) {
                line = "FAIL " + perturbation.name() + ": the statistic threw " + e;
            }
            passed &= line.startsWith("PASS");
            details.add(line);
        }
        String summary = passed ? declared.size() + " statistic(s) within their declared sensitivity"
                : details.stream().filter(l -> l.startsWith("FAIL")).findFirst().orElseThrow();
        return new LayerResult(name(), target.label(), passed, summary, details);
    }

    private String audit(AuditTarget target, Perturbation perturbation) {
        List<NeighbourPairs.SamplePair> pairs = NeighbourPairs.of(target, perturbation, randomPairs, seed);
        double worst = 0;
        String worstPair = "";
        for (NeighbourPairs.SamplePair pair : pairs) {
            double measured = perturbation.sensitivity().measure(perturbation.statistic().of(pair.first()),
                    perturbation.statistic().of(pair.second()));
            if (!(measured <= worst)) {
                worst = measured;
                worstPair = pair.description();
            }
        }
        boolean ok = perturbation.sensitivity().admits(worst);
        return String.format(Locale.ROOT, "%s %s: max %s change %.6g (%s) against declared %.6g over %d pairs",
                ok ? "PASS" : "FAIL", perturbation.name(), perturbation.sensitivity().norm(), worst, worstPair,
                perturbation.sensitivity().bound(), pairs.size());
    }
}
