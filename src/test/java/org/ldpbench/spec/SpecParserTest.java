package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ldpbench.metric.Metric;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.report.claims.dominates.DominatesClaim;
import org.ldpbench.report.claims.trend.TrendClaim;
import org.ldpbench.report.claims.within.WithinClaim;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.testing.Fakes;
import org.ldpbench.testing.SweepPoints;

class SpecParserTest {

  static final String VALID =
      """
            name: test/valid
            seed: 7
            replications: 5
            quick: {replications: 2}
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 300, nPublic: 40, nTest: 100}
            sweep:
              epsilon: [1, 8]
            methods:
              - name: LPCT
                grid:
                  depth: [1..3]
                  lambda: [0.5, 10]
              - {name: LPCT-Q, grid: {depth: [2]}}
            output:
              figure: {x: epsilon, references: [bayes]}
            notes: ["a note"]
            """;

  @Test
  void parsesAValidSpecAndExpandsRanges() {
    ExperimentSpec spec = SpecParser.parse(VALID, "valid.yaml");
    assertThat(spec.name()).isEqualTo("test/valid");
    assertThat(spec.replications(ExperimentSpec.Profile.FULL)).isEqualTo(5);
    assertThat(spec.replications(ExperimentSpec.Profile.QUICK)).isEqualTo(2);
    assertThat(spec.sweep())
        .singleElement()
        .satisfies(
            axis -> {
              assertThat(axis.kind()).isEqualTo(SweepAxis.Kind.EPSILON);
              assertThat(axis.values()).containsExactly(1.0, 8.0);
            });
    MethodSpec lpct = spec.methods().get(0);
    assertThat(lpct.grid().get("depth")).containsExactly(1, 2, 3);
    assertThat(lpct.fitConfigurations()).hasSize(3);
    assertThat(lpct.postConfigurations())
        .extracting(p -> p.getDouble("lambda"))
        .containsExactly(0.5, 10.0);
    assertThat(spec.methods().get(1).label()).isEqualTo("LPCT-Q");
    assertThat(spec.figures()).singleElement().isInstanceOf(LineSpec.class);
    assertThat(spec.notes()).containsExactly("a note");
  }

  @Test
  void fitConfigurationsCarryDefaultsAndNoPostProcessingParameters() {
    ExperimentSpec spec = SpecParser.parse(VALID, "valid.yaml");
    assertThat(spec.methods().get(0).fitConfigurations().get(0).canonical())
        .isEqualTo(
            "criterion=entropy;depth=1;fullTree=false;minSamplesLeaf=1;minSamplesSplit=1;noise=aggregate;"
                + "splitter=maxedge");
  }

  /** Each bad spec must give one line naming file:line:column, the field and what is allowed. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
            unknown top-level field | colour: red                               | bad.yaml:19:1: colour: unknown field; allowed: bestOf, budgets, claims, data, fits, gridProfile, methods, metric, metrics, name, notes, output, quick, reference, replications, reuse, seed, select, sweep, title, version
            epsilon zero            | epsilon: [1, 8] => epsilon: [1, 0]        | bad.yaml:9:16: sweep.epsilon: epsilon must be finite and > 0, got 0.0
            epsilon negative        | epsilon: [1, 8] => epsilon: [-2, 8]       | bad.yaml:9:13: sweep.epsilon: epsilon must be finite and > 0, got -2.0
            epsilon not a number    | epsilon: [1, 8] => epsilon: [one, 8]      | bad.yaml:9:13: sweep.epsilon: 'one' is not a number
            empty grid              | depth: [1..3] => depth: []                | bad.yaml:13:14: methods[0].grid.depth: empty grid; give at least one value
            empty sweep             | epsilon: [1, 8] => epsilon: []            | bad.yaml:9:12: sweep.epsilon: empty grid; give at least one value
            unknown method          | name: LPCT-Q => name: LPTC                | bad.yaml:15:12: methods[1].name: unknown method 'LPTC'; Did you mean LPCT? known:
            unknown method param    | depth: [1..3] => deep: [1..3]             | bad.yaml:13:7: methods[0].grid.deep: unknown parameter of LPCT; allowed: splitter, depth
            non-integer depth       | depth: [1..3] => depth: [1, 2.5]          | bad.yaml:13:18: methods[0].grid.depth: '2.5' is not allowed; must be an integer between 0 and 30
            negative lambda         | lambda: [0.5, 10] => lambda: [0.5, -1]    | bad.yaml:14:21: methods[0].grid.lambda: '-1' is not allowed; must be a finite number >= 0
            bad criterion           | depth: [1..3] => depth: [1..3]\\n      criterion: [entropi] | bad.yaml:14:19: methods[0].grid.criterion: 'entropi' is not allowed; must be one of entropy, gini
            duplicate grid value    | depth: [1..3] => depth: [1, 2, 1]         | bad.yaml:13:14: methods[0].grid.depth: value 1 appears twice
            missing lambda          | lambda: [0.5, 10] => splitter: [maxedge]  | bad.yaml:11:5: methods[0]: LPCT needs 'lambda'
            unknown data source     | synthetic: ma-yang-2d => synthetic: mayang | bad.yaml:6:14: data.synthetic: unknown data source 'mayang'; known:
            unknown data param      | nTest: 100 => nTests: 100                 | bad.yaml:7:52: data.params.nTests: unknown parameter of ma-yang-2d
            bad data value          | nPrivate: 300 => nPrivate: 0              | bad.yaml:7:34: data.params.nPrivate: '0' is not allowed; must be an integer between 1 and 100000000
            unknown sweep axis      | epsilon: [1, 8] => eps: [1, 8]            | bad.yaml:9:3: sweep.eps: unknown sweep axis; allowed: epsilon, delta, gamma, threshold, nPrivate, nPublic, nTest
            delta out of range      | epsilon: [1, 8] => epsilon: [1, 8]\\n  delta: [0, 1] | bad.yaml:10:14: sweep.delta: '1' is not allowed; delta must be a number in [0, 1)
            unknown metric          | seed: 7 => seed: 7\\nmetric: acc           | bad.yaml:3:9: metric: unknown metric 'acc'; allowed: accuracy, f1, excess-risk, mse, excess-mse
            metric of another task  | seed: 7 => seed: 7\\nmetric: mse           | bad.yaml:3:9: metric: 'mse' is a regression metric, but ma-yang-2d is a classification data source
            metric and metrics      | seed: 7 => seed: 7\\nmetric: f1\\nmetrics: [f1] | bad.yaml:4:10: metrics: give either metric or metrics, not both
            metric twice            | seed: 7 => seed: 7\\nmetrics: [f1, accuracy, f1] | bad.yaml:3:25: metrics[2]: 'f1' appears twice
            empty metrics           | seed: 7 => seed: 7\\nmetrics: []           | bad.yaml:3:10: metrics: empty list; give at least one metric
            method of another task  | name: LPCT-Q => name: TEST-KNN            | bad.yaml:15:12: methods[1].name: TEST-KNN is a regression method, but ma-yang-2d has class labels
            budgets per server      | seed: 7 => seed: 7\\nbudgets: [{epsilon: sweep}, {epsilon: 2}] | bad.yaml:3:10: budgets: 2 entries, but the data source has 1 private sample; give one entry per private sample (server), target first
            budget epsilon zero     | seed: 7 => seed: 7\\nbudgets: [{epsilon: 0}] | bad.yaml:3:21: budgets[0].epsilon: '0' is not allowed; give a number > 0 or 'sweep'
            budget delta from sweep | seed: 7 => seed: 7\\nbudgets: [{delta: sweep}] | bad.yaml:3:19: budgets[0].delta: takes delta from the sweep, but the sweep has no delta axis
            budget delta too large  | seed: 7 => seed: 7\\nbudgets: [{delta: 1.5}] | bad.yaml:3:19: budgets[0].delta: '1.5' is not allowed; delta must be a number in [0, 1)
            unknown budget field    | seed: 7 => seed: 7\\nbudgets: [{eps: 1}]  | bad.yaml:3:12: budgets[0].eps: unknown field; allowed: delta, epsilon
            replications zero       | replications: 5 => replications: 0        | bad.yaml:3:15: replications: '0' is not allowed; must be an integer between 1 and 1000000
            quick above full        | {replications: 2} => {replications: 9}    | bad.yaml:4:23: quick.replications: '9' is not allowed; must be an integer between 1 and 5
            quick unknown field     | {replications: 2} => {replications: 2, repeat: 1} | bad.yaml:4:26: quick.repeat: unknown field; allowed: replications, sweep
            quick sweep not an axis | {replications: 2} => {replications: 2, sweep: {eps: [1]}} | bad.yaml:4:34: quick.sweep.eps: not a sweep axis; allowed: epsilon
            quick sweep value       | {replications: 2} => {replications: 2, sweep: {epsilon: [2]}} | bad.yaml:4:44: quick.sweep.epsilon: '2' is not a value of sweep.epsilon; allowed: 1, 8
            quick sweep twice       | {replications: 2} => {replications: 2, sweep: {epsilon: [8, 8.0]}} | bad.yaml:4:47: quick.sweep.epsilon: '8.0' is listed twice
            quick sweep empty       | {replications: 2} => {replications: 2, sweep: {epsilon: []}} | bad.yaml:4:43: quick.sweep.epsilon: empty grid; give at least one value
            range end too large     | depth: [1..3] => depth: [1..99999999999999999999] | bad.yaml:13:15: methods[0].grid.depth: range '1..99999999999999999999': its ends must be integers between -9223372036854775808 and 9223372036854775807
            range wider than long   | depth: [1..3] => depth: [-9000000000000000000..9000000000000000000] | bad.yaml:13:15: methods[0].grid.depth: range '-9000000000000000000..9000000000000000000' must go upwards and hold at most 10001 values
            figure x not an axis    | x: epsilon => x: deep                     | bad.yaml:17:15: output.figure.x: 'deep' is neither a sweep axis nor a grid parameter of the methods; allowed: epsilon, depth, lambda
            duplicate key           | seed: 7 => seed: 7\\nseed: 8              | bad.yaml:3:1: seed: duplicate key (first at line 2)
            reuse itself            | seed: 7 => seed: 7\\nreuse: [test/valid]   | bad.yaml:3:9: reuse: 'test/valid' is not allowed; give the name of another spec (e.g. distributed/fig7-heart-accuracy)
            reuse not a name        | seed: 7 => seed: 7\\nreuse: [../other]     | bad.yaml:3:9: reuse: '../other' is not allowed; give the name of another spec
            reuse with isolated fits | seed: 7 => seed: 7\\nfits: isolated\\nreuse: [test/other] | bad.yaml:4:8: reuse: not allowed with fits: isolated (the times of a timing table must come from its own fits); remove reuse or fits
            bestOf itself           | seed: 7 => seed: 7\\nbestOf: test/valid     | bad.yaml:3:9: bestOf: 'test/valid' is not allowed; give the name of another spec (e.g. ma-yang/table2-real-data)
            bestOf not a name       | seed: 7 => seed: 7\\nbestOf: ../other       | bad.yaml:3:9: bestOf: '../other' is not allowed; give the name of another spec
            yaml syntax             | methods: => methods: [                    | bad.yaml:
            """)
  void badSpecsGiveOneLineWithLocation(String description, String edit, String expected) {
    String text;
    if (description.equals("unknown top-level field")) {
      text = VALID + edit + "\n";
    } else {
      String[] parts = edit.split(" => ");
      text = VALID.replace(parts[0], parts[1].replace("\\n", "\n"));
    }
    assertThat(text).as("the edit must change the spec").isNotEqualTo(VALID);
    String spec = text;
    // with the fakes: one row names the test-only regression method TEST-KNN
    assertThatThrownBy(() -> Fakes.parse(spec, "bad.yaml"))
        .isInstanceOf(SpecException.class)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").startsWith(expected));
  }

  /**
   * Data parameters that pass one by one but that the source refuses together are a one-line spec
   * error at {@code data}, not an exception from the source (found by fuzzing the spec reader).
   */
  @Test
  void aCombinationTheDataSourceRefusesIsASpecError() {
    String spec =
        """
                name: test/auddy
                seed: 1
                replications: 2
                data:
                  synthetic: auddy-2d
                  params: {m: 1, nTest: 100}
                sweep:
                  epsilon: [1]
                methods:
                  - name: DTK
                """;
    assertThatThrownBy(() -> SpecParser.parse(spec, "auddy.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "auddy.yaml:5:3: data: auddy-2d: give nTarget and nSource >= 1 (or nTotal >= m + 1)");
  }

  @Test
  void metricsDefaultToTheTaskDefaultAndThePrimaryComesFirst() {
    ExperimentSpec plain = SpecParser.parse(VALID, "valid.yaml");
    assertThat(plain.metrics()).containsExactly(Metric.ACCURACY);
    assertThat(ResultsLayout.metrics(plain)).containsExactly("accuracy");
    ExperimentSpec two =
        SpecParser.parse(VALID + "metrics: [excess-risk, accuracy]\n", "valid.yaml");
    assertThat(two.primaryMetric()).isEqualTo(Metric.EXCESS_RISK);
    assertThat(ResultsLayout.metrics(two)).containsExactly("excess-risk", "accuracy");
    assertThat(SpecParser.parse(VALID + "metric: f1\n", "valid.yaml").metrics())
        .containsExactly(Metric.F1);
  }

  @Test
  void budgetsTakeEpsilonAndDeltaFromTheSweepOrFixThem() {
    // PGLM uses delta (a delta no method uses is refused, see SpecLimitsTest)
    String withDelta =
        VALID
            .replace("  epsilon: [1, 8]\n", "  epsilon: [1, 8]\n  delta: [0.01, 0.001]\n")
            .replace(
                "  - {name: LPCT-Q, grid: {depth: [2]}}\n",
                "  - {name: LPCT-Q, grid: {depth: [2]}}\n  - PGLM\n");
    ExperimentSpec uniform = SpecParser.parse(withDelta, "valid.yaml");
    SweepPoint point = SweepPoints.of(Map.of("epsilon", 8.0, "delta", 0.001));
    assertThat(uniform.budgets().canonical(point)).isEqualTo("epsilon=8,delta=0.001");
    assertThat(uniform.budgets().resolve(point, List.of(300)))
        .containsExactly(new PrivacyBudget(8.0, 0.001));

    ExperimentSpec perServer =
        SpecParser.parse(withDelta + "budgets: [{epsilon: sweep, delta: 1/n^2}]\n", "valid.yaml");
    assertThat(perServer.budgets().canonical(point)).isEqualTo("[epsilon=8,delta=1/n^2]");
    assertThat(perServer.budgets().resolve(point, List.of(300)))
        .containsExactly(new PrivacyBudget(8.0, 1.0 / (300.0 * 300.0)));

    // a fixed epsilon is a budget without an epsilon axis: the private methods are accepted
    String fixed =
        VALID
                .replace("sweep:\n  epsilon: [1, 8]\n", "sweep:\n  nPublic: [40, 80]\n")
                .replace(" nPublic: 40,", "")
                .replace("x: epsilon", "x: nPublic")
            + "budgets: [{epsilon: 2}]\n";
    ExperimentSpec fixedSpec = SpecParser.parse(fixed, "valid.yaml");
    SweepPoint nPublic = SweepPoints.of(Map.of());
    assertThat(fixedSpec.budgets().canonical(nPublic)).isEqualTo("[epsilon=2,delta=0]");
    // and budgets enter the trial keys: equal keys at equal budgets only
    ExperimentPlan plan = ExperimentPlan.of(uniform, ExperimentSpec.Profile.FULL);
    Set<String> budgets = new HashSet<>();
    plan.units().get(0).groups().forEach(g -> budgets.add(g.budgets()));
    assertThat(budgets)
        .containsExactlyInAnyOrder(
            "epsilon=1,delta=0.01",
            "epsilon=1,delta=0.001",
            "epsilon=8,delta=0.01",
            "epsilon=8,delta=0.001");
  }

  @Test
  void privateMethodWithoutEpsilonIsRejected() {
    String text = VALID.replace("sweep:\n  epsilon: [1, 8]\n", "");
    assertThatThrownBy(() -> SpecParser.parse(text, "bad.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("methods[0].name: LPCT is private and needs a budget");
  }

  @Test
  void parameterGivenTwiceIsRejected() {
    String text = VALID.replace("  - name: LPCT\n", "  - name: LPCT\n    params: {depth: 2}\n");
    assertThatThrownBy(() -> SpecParser.parse(text, "bad.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("methods[0].grid.depth: 'depth' is in params too");
  }

  @Test
  void absurdGridIsRejectedBeforeRunning() {
    String text =
        VALID
            .replace("depth: [1..3]", "depth: [1..30]")
            .replace("replications: 5", "replications: 1000000");
    assertThatThrownBy(() -> SpecParser.parse(text, "bad.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("more than the limit");
  }

  @Test
  void claimsTakeAToleranceWhereItMeansSomething() {
    String text =
        VALID
            + """
                claims:
                  - {text: t, check: dominates, methods: [LPCT], over: [LPCT-Q], tolerance: 0.005}
                  - {text: t, check: increasing, along: epsilon}
                  - {text: t, check: within, methods: [LPCT], over: [LPCT-Q], tolerance: 0.01, at: {epsilon: 8}}
                """;
    List<ClaimSpec> claims = SpecParser.parse(text, "claims.yaml").claims();
    assertThat(((DominatesClaim) claims.get(0)).tolerance()).isEqualTo(0.005);
    assertThat(((TrendClaim) claims.get(1)).tolerance()).isEqualTo(0.0);
    assertThat(((WithinClaim) claims.get(2)).tolerance()).isEqualTo(0.01);
    assertThat(((WithinClaim) claims.get(2)).at()).containsEntry("epsilon", 8.0);
    assertThat(((WithinClaim) claims.get(2)).otherAt()).isEmpty();
  }

  @Test
  void withinReadsTheOtherLabelAtTheCoordinatesOfOtherAt() {
    String text =
        VALID
            + """
                claims:
                  - {text: t, check: within, methods: [LPCT], over: [LPCT-Q], tolerance: 0.01, at: {epsilon: 1}, otherAt: {epsilon: 8}}
                """;
    WithinClaim claim = (WithinClaim) SpecParser.parse(text, "claims.yaml").claims().get(0);
    assertThat(claim.at()).containsEntry("epsilon", 1.0);
    assertThat(claim.otherAt()).containsEntry("epsilon", 8.0);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
            tolerance on below-bayes | {text: t, check: below-bayes, tolerance: 0.01}                  | claims[0].tolerance: check 'below-bayes' takes no tolerance
            negative tolerance       | {text: t, check: dominates, over: [LPCT-Q], tolerance: -0.01}   | claims[0].tolerance: must be >= 0
            within needs tolerance   | {text: t, check: within, over: [LPCT-Q]}                       | claims[0].tolerance: missing required field
            over on increasing       | {text: t, check: increasing, along: epsilon, over: [LPCT-Q]}   | claims[0].over: check 'increasing' compares no labels
            along on dominates       | {text: t, check: dominates, over: [LPCT-Q], along: epsilon}    | claims[0].along: only checks 'increasing' and 'decreasing' take 'along'
            at fixes along           | {text: t, check: increasing, along: epsilon, at: {epsilon: 1}} | claims[0].at.epsilon: check 'increasing' varies 'epsilon'
            otherAt on increasing    | {text: t, check: increasing, along: gamma, otherAt: {epsilon: 8}} | claims[0].otherAt: only checks 'dominates', 'not-worse', 'within' take 'otherAt'
            quantifier without axis  | {text: t, check: dominates, over: [LPCT-Q], quantifier: most} | claims[0].across: quantifier 'most' counts the values of a sweep axis
            quantifier on a trend    | {text: t, check: increasing, along: epsilon, quantifier: some, across: epsilon} | claims[0].quantifier: check 'increasing' holds at every point
            across off the sweep     | {text: t, check: dominates, over: [LPCT-Q], quantifier: some, across: depth} | claims[0].across: 'depth' is not a sweep axis
            bad sentence id          | {text: t, check: below-bayes, sentence: "6.2.1"} | claims[0].sentence: '6.2.1' is not a sentence id
            value on dominates       | {text: t, check: dominates, over: [LPCT-Q], value: 0.5} | claims[0].value: only checks 'above', 'below', 'near' take 'value'
            near needs tolerance     | {text: t, check: near, value: 0.8} | claims[0].tolerance: missing required field
            contrast of one term     | {text: t, check: contrast, terms: [{method: LPCT, weight: 1}]} | claims[0].terms: a contrast weighs at least two scores
            contrast of zero weight  | {text: t, check: contrast, terms: [{method: LPCT, weight: 0}, {method: LPCT-Q, weight: 1}]} | claims[0].terms[0].weight: must be a non-zero number
            effect without effect    | {text: t, check: effect-increasing, methods: [LPCT], along: epsilon} | claims[0].over: check 'effect-increasing' needs an effect
            change along itself      | {text: t, check: effect-increasing, methods: [LPCT], change: epsilon, along: epsilon} | claims[0].change: the change is taken along another axis
            not-applicable count     | {text: t, check: not-applicable, along: epsilon, expected: 3} | claims[0].expected
            metric unknown           | {text: t, check: below-bayes, metric: f1} | claims[0].metric: 'f1' is not allowed
            at list off the sweep    | {text: t, check: dominates, over: [LPCT-Q], at: {epsilon: [1, 2]}} | claims[0].at.epsilon: '2' is not a value of the sweep axis; allowed: 1, 8
            otherAt off the sweep    | {text: t, check: within, over: [LPCT-Q], tolerance: 0.01, otherAt: {epsilon: 3}} | claims[0].otherAt.epsilon: '3' is not a value of the sweep axis
            """)
  void badClaimsAreRejectedWithTheField(String description, String claim, String expected) {
    String text = VALID + "claims:\n  - " + claim + "\n";
    assertThatThrownBy(() -> SpecParser.parse(text, "bad.yaml"))
        .isInstanceOf(SpecException.class)
        .satisfies(
            e ->
                assertThat(e.getMessage())
                    .doesNotContain("\n")
                    .contains(expected)
                    .matches("bad\\.yaml:20:\\d+: .*"));
  }

  @Test
  void everyShippedSpecIsValid() throws Exception {
    List<java.nio.file.Path> specs;
    try (var files = java.nio.file.Files.walk(java.nio.file.Path.of("experiments"))) {
      specs = files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
    }
    assertThat(specs).isNotEmpty();
    for (java.nio.file.Path file : specs) {
      ExperimentSpec spec = SpecParser.parse(file);
      String expectedName =
          java.nio.file.Path.of("experiments")
              .relativize(file)
              .toString()
              .replace(java.io.File.separatorChar, '/')
              .replaceFirst("\\.yaml$", "");
      assertThat(spec.name()).as("name of %s matches its path", file).isEqualTo(expectedName);
    }
  }
}
