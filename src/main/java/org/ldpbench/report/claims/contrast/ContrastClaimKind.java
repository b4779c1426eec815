package org.ldpbench.report.claims.contrast;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.nonEmptyList;
import static org.ldpbench.spec.SpecNodes.number;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.NumberText;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.Quantifiers;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code contrast} claims ({@link ContrastClaim}): {@code terms}, a list of at least two
 * {@code {method, weight, at}} (method a label of the spec, weight non-zero, at sweep coordinates
 * each of one value); no {@code methods} or {@code over} (the terms name the labels).
 *
 * <p>Evaluation of {@code contrast}: per replication of the test half, c_r = Σ weight · score (each
 * term's label read at its point, its configuration chosen on the selection half); a one-sample
 * t-test of the c_r gives the p-value for H₁: mean(c) &gt; 0 and the other one for H₁: mean(c) &lt;
 * −tolerance. One test per combination of the axes no term fixes.
 */
public final class ContrastClaimKind extends TestedClaimKind<ContrastClaim> {

  @Override
  public String check() {
    return "contrast";
  }

  @Override
  public Set<String> ownFields() {
    return Set.of("terms");
  }

  @Override
  public boolean quantified() {
    return true;
  }

  @Override
  public String example() {
    return "{text: t, check: contrast, terms: [{method: LPCT, weight: 1}, {method: LPCT-Q, weight: -1,"
        + " at: {gamma: 5}}]}";
  }

  @Override
  public Class<ContrastClaim> claimClass() {
    return ContrastClaim.class;
  }

  @Override
  public ContrastClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.rejectAlong();
    block.rejectSteps();
    block.reject("methods", "check 'contrast' names its labels in 'terms'");
    block.rejectOver();
    List<String> labels = context.methods().stream().map(MethodSpec::label).toList();
    List<YamlNode> items =
        nonEmptyList(required(block.node(), "terms", block.field()), block.field() + ".terms");
    if (items.size() < 2) {
      throw SpecException.at(
          block.node().entries().get("terms"),
          block.field() + ".terms",
          "a contrast weighs at least two scores");
    }
    List<ContrastClaim.Term> terms = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      String field = block.field() + ".terms[" + i + "]";
      YamlNode.MapNode term = map(items.get(i), field);
      checkKeys(term, field, Set.of("method", "weight", "at"));
      YamlNode methodNode = required(term, "method", field);
      String method = string(methodNode, field + ".method");
      if (!labels.contains(method)) {
        throw SpecException.at(
            methodNode,
            field + ".method",
            "'"
                + method
                + "' is not a label of the spec;"
                + " allowed: "
                + String.join(", ", labels));
      }
      YamlNode weightNode = required(term, "weight", field);
      double weight = number(weightNode, field + ".weight");
      if (weight == 0 || !Double.isFinite(weight)) {
        throw SpecException.at(weightNode, field + ".weight", "must be a non-zero number");
      }
      Map<String, Object> at =
          new ClaimBlock(
                  term, field, block.check(), block.text(), List.of(), List.of(), block.meta())
              .at(context.sweep());
      for (Map.Entry<String, Object> entry : at.entrySet()) {
        if (entry.getValue() instanceof List) {
          throw SpecException.at(
              term.entries().get("at"),
              field + ".at." + entry.getKey(),
              "a term is read at one point: give one value");
        }
      }
      terms.add(new ContrastClaim.Term(method, weight, at));
    }
    return new ContrastClaim(
        block.text(), terms, block.at(context.sweep()), block.tolerance(false), block.meta());
  }

  @Override
  public String rule() {
    return "contrast: weighted sum of paired scores > 0 (one-sample t on the per-replication sums)";
  }

  @Override
  public String hypothesis(ContrastClaim claim, Direction direction, Double bayes) {
    return formula(claim) + " > 0 at " + Quantifiers.where(claim.meta());
  }

  /** "2·LPCT (nPublic=50) − LPCT (nPublic=10) − LPCT (nPublic=200)". */
  static String formula(ContrastClaim claim) {
    StringBuilder out = new StringBuilder();
    for (ContrastClaim.Term term : claim.terms()) {
      double w = term.weight();
      String size = Math.abs(w) == 1 ? "" : NumberText.effect(Math.abs(w)) + "·";
      out.append(out.length() == 0 ? (w < 0 ? "−" : "") : (w < 0 ? " − " : " + "))
          .append(size)
          .append(term.method())
          .append(AxisText.suffix(term.at()));
    }
    return out.toString();
  }

  @Override
  protected List<RawComparison> comparisons(ContrastClaim claim, ClaimInputs inputs) {
    Set<String> fixed = new HashSet<>();
    claim.terms().forEach(t -> fixed.addAll(t.at().keySet()));
    List<SweepAxis> free =
        inputs.plan().spec().sweep().stream().filter(a -> !fixed.contains(a.name())).toList();
    List<RawComparison> raw = new ArrayList<>();
    for (Map<String, Object> base : Grids.cartesian(free)) {
      if (!ClaimData.matchesAt(base, claim.at())) {
        continue;
      }
      double[] sum = null;
      for (ContrastClaim.Term term : claim.terms()) {
        Map<String, Object> coordinates = new LinkedHashMap<>(base);
        coordinates.putAll(term.at());
        List<SweepPoint> found = ClaimData.points(inputs.plan(), coordinates);
        if (found.size() != 1) {
          throw new MissingResult("no single sweep point at " + coordinates);
        }
        double[] scores = ClaimData.selected(inputs, term.method(), found.get(0));
        if (sum == null) {
          sum = new double[scores.length];
        }
        for (int r = 0; r < sum.length; r++) {
          sum[r] += term.weight() * (r < scores.length ? scores[r] : Double.NaN);
        }
      }
      String label = String.format(Locale.ROOT, "%s%s", formula(claim), AxisText.suffix(base));
      PairedTest claimed = ClaimData.oneSample(label, sum, 0.0);
      PairedTest against = ClaimData.oneSample(label, sum, -claim.tolerance());
      raw.add(
          new RawComparison(
                  label, claimed, claimed.mean(), claimed.pGreater(), against.pLess(), sum)
              .inGroup(
                  base.containsKey(claim.meta().across())
                      ? AxisText.value(base.get(claim.meta().across()))
                      : ""));
    }
    return raw;
  }
}
