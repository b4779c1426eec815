package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.TrialKey;
import org.ldpbench.testing.TestSpecs;

class TrialKeyAndSeedsTest {

  /**
   * Pinned values: changing how keys or seeds are derived silently invalidates every stored result
   * (keys) or changes every published number (seeds). If this test fails on purpose, bump the spec
   * versions and say so in the changelog.
   */
  @Test
  void keysAndSeedsArePinned() {
    ParameterSet params = new ParameterSet(Map.of("depth", 3, "lambda", 10.0));
    assertThat(
            TrialKey.of(
                1,
                20240401L,
                "ma-yang-2d{gamma=0.5}",
                7,
                "LPCT",
                "LPCT",
                params,
                "epsilon=0.5,delta=0"))
        .isEqualTo(
            TrialKey.of(
                1,
                20240401L,
                "ma-yang-2d{gamma=0.5}",
                7,
                "LPCT",
                "LPCT",
                new ParameterSet(Map.of("lambda", 10, "depth", 3)).with("lambda", 10.0),
                "epsilon=0.5,delta=0"))
        .matches("[0-9a-f]{16}")
        .isEqualTo(PINNED_KEY);
    long replicationSeed = Seeds.replicationSeed(20240401L, "ma-yang-2d", 7);
    assertThat(replicationSeed).isEqualTo(PINNED_REPLICATION_SEED);
    assertThat(Seeds.sampleSeed(replicationSeed, "private", "etaP{threshold=0.33}"))
        .isEqualTo(PINNED_SAMPLE_SEED);
    ParameterSet fit = new ParameterSet(Map.of("depth", 3));
    assertThat(
            Seeds.noiseSeed(
                replicationSeed,
                "ma-yang-2d{gamma=0.5}",
                "lpct-release",
                fit,
                "epsilon=0.5,delta=0"))
        .isEqualTo(PINNED_NOISE_SEED);
    assertThat(Seeds.publicSeed(replicationSeed, "ma-yang-2d{gamma=0.5}", "lpct-release", fit))
        .isEqualTo(PINNED_PUBLIC_SEED);
    // the runner's sample streams are seeded by sampleSeed
    assertThat(
            Seeds.sampleStreams(replicationSeed).stream("private", "etaP{threshold=0.33}")
                .nextLong())
        .isEqualTo(new SplittableRandom(PINNED_SAMPLE_SEED).nextLong());
  }

  // Independent check of the values (Python 3):
  //   import hashlib, struct
  //
  // hashlib.sha256(b"v=1|seed=20240401|data=ma-yang-2d{gamma=0.5}|replication=7|label=LPCT|method=LPCT"
  //                  b"|params=depth=3;lambda=10|budgets=epsilon=0.5,delta=0").hexdigest()[:16] ->
  // 345450a50a331f33
  //   def derive(parent, *path):
  //       h = hashlib.sha256(struct.pack(">q", parent))
  //       for p in path: h.update(b"\0" + p.encode())
  //       return struct.unpack(">q", h.digest()[:8])[0]
  //   r = derive(20240401, "data", "ma-yang-2d", "replication=7")                  ->
  // 2559881535705409267
  //   derive(r, "sample", "private", "etaP{threshold=0.33}")                       ->
  // 2021773704477914126
  //   derive(r, "noise", "ma-yang-2d{gamma=0.5}", "lpct-release", "depth=3",
  //          "budgets=epsilon=0.5,delta=0")                                        ->
  // 704812345553799369
  //   derive(r, "public", "ma-yang-2d{gamma=0.5}", "lpct-release", "depth=3")      ->
  // -4924225796436027318
  static final String PINNED_KEY = "345450a50a331f33";
  static final long PINNED_REPLICATION_SEED = 2559881535705409267L;
  static final long PINNED_SAMPLE_SEED = 2021773704477914126L;
  static final long PINNED_NOISE_SEED = 704812345553799369L;
  static final long PINNED_PUBLIC_SEED = -4924225796436027318L;

  @Test
  void keysChangeWithEveryIngredient() {
    ParameterSet p = new ParameterSet(Map.of("depth", 3));
    String b = "epsilon=1,delta=0";
    List<String> keys =
        List.of(
            TrialKey.of(1, 1, "d", 0, "L", "M", p, b),
            TrialKey.of(2, 1, "d", 0, "L", "M", p, b),
            TrialKey.of(1, 2, "d", 0, "L", "M", p, b),
            TrialKey.of(1, 1, "e", 0, "L", "M", p, b),
            TrialKey.of(1, 1, "d", 1, "L", "M", p, b),
            TrialKey.of(1, 1, "d", 0, "K", "M", p, b),
            TrialKey.of(1, 1, "d", 0, "L", "N", p, b),
            TrialKey.of(1, 1, "d", 0, "L", "M", p.with("depth", 4), b),
            TrialKey.of(1, 1, "d", 0, "L", "M", p, "epsilon=2,delta=0"),
            TrialKey.of(1, 1, "d", 0, "L", "M", p, "epsilon=1,delta=1e-05"),
            TrialKey.of(1, 1, "d", 0, "L", "M", p, "[epsilon=1,delta=0;epsilon=2,delta=0]"),
            TrialKey.of(1, 1, "d", 0, "L", "M", p, "none"));
    assertThat(new HashSet<>(keys)).hasSize(keys.size());
  }

  @Test
  void seedsChangeWithEveryIngredient() {
    ParameterSet p = new ParameterSet(Map.of("depth", 3));
    long r = Seeds.replicationSeed(1, "d", 0);
    List<Long> replication =
        List.of(
            r,
            Seeds.replicationSeed(2, "d", 0),
            Seeds.replicationSeed(1, "e", 0),
            Seeds.replicationSeed(1, "d", 1));
    assertThat(new HashSet<>(replication)).hasSize(replication.size());
    List<Long> samples =
        List.of(
            Seeds.sampleSeed(r, "private", "x"),
            Seeds.sampleSeed(r, "test", "x"),
            Seeds.sampleSeed(r, "private", "y"),
            Seeds.sampleSeed(r + 1, "private", "x"));
    assertThat(new HashSet<>(samples)).hasSize(samples.size());
    String b = "epsilon=1,delta=0";
    List<Long> noise =
        List.of(
            Seeds.noiseSeed(r, "d{n=1}", "s", p, b),
            Seeds.noiseSeed(r + 1, "d{n=1}", "s", p, b),
            Seeds.noiseSeed(r, "d{n=2}", "s", p, b),
            Seeds.noiseSeed(r, "d{n=1}", "t", p, b),
            Seeds.noiseSeed(r, "d{n=1}", "s", p.with("depth", 4), b),
            Seeds.noiseSeed(r, "d{n=1}", "s", p, "epsilon=2,delta=0"),
            Seeds.noiseSeed(r, "d{n=1}", "s", p, "none"),
            Seeds.publicSeed(r, "d{n=1}", "s", p),
            Seeds.publicSeed(r + 1, "d{n=1}", "s", p),
            Seeds.publicSeed(r, "d{n=2}", "s", p),
            Seeds.publicSeed(r, "d{n=1}", "t", p),
            Seeds.publicSeed(r, "d{n=1}", "s", p.with("depth", 4)));
    assertThat(new HashSet<>(noise)).hasSize(noise.size());
  }

  @Test
  void planSharesDataAcrossEpsilonAndMethodsAndNoiseAcrossLambda() {
    ExperimentPlan plan =
        ExperimentPlan.of(
            SpecParser.parse(TestSpecs.TINY, "tiny.yaml"), ExperimentSpec.Profile.FULL);
    ExperimentPlan.Unit unit = plan.units().get(0);
    // one unit (one data draw) holds both epsilons and all three methods
    assertThat(unit.groups()).extracting(g -> g.point().epsilon()).contains(1.0, 8.0);
    assertThat(unit.groups())
        .extracting(g -> g.method().label())
        .contains("LPCT", "LPCT-P", "LPCT-Q");
    // LPCT's lambdas are one group (one release); LPCT and LPCT-P at equal depth share the release
    ExperimentPlan.FitGroup lpct =
        unit.groups().stream()
            .filter(g -> g.method().label().equals("LPCT") && g.point().epsilon() == 1.0)
            .findFirst()
            .orElseThrow();
    assertThat(lpct.trials()).hasSize(3);
    ExperimentPlan.FitGroup lpctP =
        unit.groups().stream()
            .filter(
                g ->
                    g.method().label().equals("LPCT-P")
                        && g.point().epsilon() == 1.0
                        && g.fitParameters().getInt("depth")
                            == lpct.fitParameters().getInt("depth"))
            .findFirst()
            .orElseThrow();
    assertThat(lpctP.noiseSeed()).isEqualTo(lpct.noiseSeed());
    // different epsilon or depth: different noise
    Set<Long> seeds = new HashSet<>();
    unit.groups().stream()
        .filter(g -> g.method().label().equals("LPCT"))
        .forEach(g -> seeds.add(g.noiseSeed()));
    assertThat(seeds).hasSize(2 * 3);
    // public randomness (the partition) does not depend on epsilon, but on the depth
    Set<Long> publicSeeds = new HashSet<>();
    unit.groups().stream()
        .filter(g -> g.method().label().equals("LPCT"))
        .forEach(g -> publicSeeds.add(g.publicSeed()));
    assertThat(publicSeeds).hasSize(3);
    assertThat(lpctP.publicSeed()).isEqualTo(lpct.publicSeed());
    // budgets are the canonical text of the point's budget
    assertThat(lpct.budgets()).isEqualTo("epsilon=1,delta=0");
    // replications get different data
    assertThat(plan.units().get(1).replicationSeed()).isNotEqualTo(unit.replicationSeed());
    assertThat(plan.units().get(1).sampleStreams().stream("private", "x").nextLong())
        .isNotEqualTo(unit.sampleStreams().stream("private", "x").nextLong());
  }

  @Test
  void keysDoNotDependOnReplicationCountOrOtherMethods() {
    ExperimentSpec spec = SpecParser.parse(TestSpecs.TINY, "tiny.yaml");
    ExperimentSpec fewer =
        SpecParser.parse(
            TestSpecs.TINY
                .replace("replications: 4", "replications: 2")
                .replace("  - {name: LPCT-P, grid: {depth: [1..3]}}\n", ""),
            "tiny.yaml");
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
