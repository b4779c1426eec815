package org.ldpbench.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.junit.jupiter.api.Test;

class TrialKeyAndSeedsTest {

    /**
     * Pinned values: changing how keys or seeds are derived silently invalidates every stored
     * result (keys) or changes every published number (seeds). If this test fails on purpose,
     * bump the spec versions and say so in the changelog.
     */
    @Test
    void keysAndSeedsArePinned() {
        ParameterSet params = new ParameterSet(Map.of("depth", 3, "lambda", 10.0));
        assertThat(TrialKey.of(1, 20240401L, "ma-yang-2d{gamma=0.5}", 7, "LPCT", "LPCT", params, 0.5))
                .isEqualTo(TrialKey.of(1, 20240401L, "ma-yang-2d{gamma=0.5}", 7, "LPCT", "LPCT",
                        new ParameterSet(Map.of("lambda", 10, "depth", 3)).with("lambda", 10.0), 0.5))
                .matches("[0-9a-f]{16}")
                .isEqualTo(PINNED_KEY);
        assertThat(Seeds.dataSeed(20240401L, "ma-yang-2d{gamma=0.5}", 7)).isEqualTo(PINNED_DATA_SEED);
    }

    // Independent check of both values (Python 3):
    //   import hashlib, struct
    //   hashlib.sha256(b"v=1|seed=20240401|data=ma-yang-2d{gamma=0.5}|replication=7|label=LPCT|method=LPCT"
    //                  b"|params=depth=3;lambda=10|epsilon=0.5").hexdigest()[:16]            -> 98199a15ccb4445e
    //   struct.unpack(">q", hashlib.sha256(struct.pack(">q", 20240401) + b"\0data"
    //                 + b"\0ma-yang-2d{gamma=0.5}" + b"\0replication=7").digest()[:8])[0]  -> -411746559490467549
    static final String PINNED_KEY = "98199a15ccb4445e";
    static final long PINNED_DATA_SEED = -411746559490467549L;

    @Test
    void keysChangeWithEveryIngredient() {
        ParameterSet p = new ParameterSet(Map.of("depth", 3));
        List<String> keys = List.of(
                TrialKey.of(1, 1, "d", 0, "L", "M", p, 1.0),
                TrialKey.of(2, 1, "d", 0, "L", "M", p, 1.0),
                TrialKey.of(1, 2, "d", 0, "L", "M", p, 1.0),
                TrialKey.of(1, 1, "e", 0, "L", "M", p, 1.0),
                TrialKey.of(1, 1, "d", 1, "L", "M", p, 1.0),
                TrialKey.of(1, 1, "d", 0, "K", "M", p, 1.0),
                TrialKey.of(1, 1, "d", 0, "L", "N", p, 1.0),
                TrialKey.of(1, 1, "d", 0, "L", "M", p.with("depth", 4), 1.0),
                TrialKey.of(1, 1, "d", 0, "L", "M", p, 2.0),
                TrialKey.of(1, 1, "d", 0, "L", "M", p, null));
        assertThat(new HashSet<>(keys)).hasSize(keys.size());
    }

    @Test
    void planSharesDataAcrossEpsilonAndMethodsAndNoiseAcrossLambda() {
        ExperimentPlan plan = ExperimentPlan.of(SpecParser.parse(ExperimentRunnerTest.TINY, "tiny.yaml"),
                ExperimentSpec.Profile.FULL);
        ExperimentPlan.Unit unit = plan.units().get(0);
        // one unit (one data draw) holds both epsilons and all three methods
        assertThat(unit.groups()).extracting(g -> g.point().epsilon()).contains(1.0, 8.0);
        assertThat(unit.groups()).extracting(g -> g.method().label()).contains("LPCT", "LPCT-P", "LPCT-Q");
        // LPCT's lambdas are one group (one release); LPCT and LPCT-P at equal depth share the release
        ExperimentPlan.FitGroup lpct = unit.groups().stream()
                .filter(g -> g.method().label().equals("LPCT") && g.point().epsilon() == 1.0).findFirst().orElseThrow();
        assertThat(lpct.trials()).hasSize(3);
        ExperimentPlan.FitGroup lpctP = unit.groups().stream()
                .filter(g -> g.method().label().equals("LPCT-P") && g.point().epsilon() == 1.0
                        && g.fitParameters().getInt("depth") == lpct.fitParameters().getInt("depth"))
                .findFirst().orElseThrow();
        assertThat(lpctP.noiseSeed()).isEqualTo(lpct.noiseSeed());
        // different epsilon or depth: different noise
        Set<Long> seeds = new HashSet<>();
        unit.groups().stream().filter(g -> g.method().label().equals("LPCT")).forEach(g -> seeds.add(g.noiseSeed()));
        assertThat(seeds).hasSize(2 * 3);
        // replications get different data
        assertThat(plan.units().get(1).dataSeed()).isNotEqualTo(unit.dataSeed());
    }

    @Test
    void keysDoNotDependOnReplicationCountOrOtherMethods() {
        ExperimentSpec spec = SpecParser.parse(ExperimentRunnerTest.TINY, "tiny.yaml");
        ExperimentSpec fewer = SpecParser.parse(ExperimentRunnerTest.TINY
                .replace("replications: 4", "replications: 2")
                .replace("  - {name: LPCT-P, grid: {depth: [1..3]}}\n", ""), "tiny.yaml");
        Set<String> all = keys(ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL));
        Set<String> subset = keys(ExperimentPlan.of(fewer, ExperimentSpec.Profile.FULL));
        assertThat(subset).isNotEmpty().hasSizeLessThan(all.size());
        assertThat(all).containsAll(subset);
    }

    private static Set<String> keys(ExperimentPlan plan) {
        Set<String> keys = new HashSet<>();
        plan.units().forEach(u -> u.groups().forEach(g -> g.trials().forEach(t -> keys.add(t.key()))));
        return keys;
    }
}
