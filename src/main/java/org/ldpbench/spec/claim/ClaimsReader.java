package org.ldpbench.spec.claim;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.labelList;
import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecKinds;
import org.ldpbench.spec.SpecNodes;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads one {@code claims[i]} entry of a spec: it checks what every claim shares (allowed keys, the
 * text, the check's name, the labels of {@code methods} and {@code over}, the fields only some
 * kinds read, the quantifier) and hands the rest to the {@link ClaimReader} of its {@code check}
 * (one of {@link SpecKinds#claims()}).
 */
public final class ClaimsReader {

  /**
   * The fields any claim may carry; a kind reads those it needs and refuses the others (with its
   * own message). The fields only some kinds read are their {@link ClaimReader#ownFields()}.
   */
  private static final Set<String> FIELDS =
      Set.of(
          "text",
          "check",
          "methods",
          "over",
          "along",
          "at",
          "tolerance",
          "steps",
          "parameter",
          "sides",
          "figure",
          "expected",
          "quote",
          "location",
          "role",
          "effect",
          "sentence",
          "metric",
          "quantifier",
          "across");

  /**
   * A sentence id: the paper's prefix, the section (or T and a table number), a colon and the
   * sentence's ordinal.
   */
  private static final Pattern SENTENCE = Pattern.compile("[A-Z]+-[0-9A-Z.]+:[0-9]+");

  /** What a claim is checked against: the spec's sweep, methods and outputs. */
  public record Context(
      List<SweepAxis> sweep, List<MethodSpec> methods, List<OutputSpec> figures) {}

  private ClaimsReader() {}

  /**
   * The claim's {@link ClaimMeta}: {@code quote} needs {@code location}; {@code role} is {@code
   * paper} (the default with a quote, which it needs) or {@code exploratory} (the default without);
   * {@code effect} &gt; 0; {@code sentence} an id "PREFIX-SECTION:N" of the paper's sentence list;
   * {@code metric} {@code seconds} or absent; {@code quantifier} {@code all}, {@code most} or
   * {@code some}, the last two with {@code across}, a sweep axis.
   */
  static ClaimMeta meta(YamlNode.MapNode claim, String field) {
    return meta(claim, field, List.of());
  }

  private static ClaimMeta meta(YamlNode.MapNode claim, String field, List<SweepAxis> sweep) {
    String quote =
        SpecNodes.optional(claim, "quote").map(n -> string(n, field + ".quote").strip()).orElse("");
    String location =
        SpecNodes.optional(claim, "location")
            .map(n -> string(n, field + ".location").strip())
            .orElse("");
    if (!quote.isEmpty() && location.isEmpty()) {
      throw SpecException.at(
          claim,
          field + ".location",
          "a quoted claim needs its location (section, figure or" + " table of the paper)");
    }
    String role =
        SpecNodes.optional(claim, "role")
            .map(n -> oneOf(n, field + ".role", "paper", "exploratory"))
            .orElse(quote.isEmpty() ? "exploratory" : "paper");
    if (role.equals("paper") && quote.isEmpty()) {
      throw SpecException.at(
          claim.entries().get("role"),
          field + ".role",
          "a paper claim needs 'quote' (the paper's words, verbatim) and 'location'");
    }
    double effect =
        SpecNodes.optional(claim, "effect")
            .map(n -> SpecNodes.number(n, field + ".effect"))
            .orElse(Double.NaN);
    if (effect <= 0) {
      throw SpecException.at(claim.entries().get("effect"), field + ".effect", "must be > 0");
    }
    String sentence =
        SpecNodes.optional(claim, "sentence")
            .map(
                n -> {
                  String id = string(n, field + ".sentence").strip();
                  if (!SENTENCE.matcher(id).matches()) {
                    throw SpecException.at(
                        n,
                        field + ".sentence",
                        "'"
                            + id
                            + "' is not a sentence id; allowed: PREFIX-SECTION:N,"
                            + " e.g. MY-6.2.1:4 (src/test/resources/claims/sentences-*.tsv)");
                  }
                  return id;
                })
            .orElse("");
    String metric =
        SpecNodes.optional(claim, "metric")
            .map(n -> oneOf(n, field + ".metric", ClaimMeta.SECONDS))
            .orElse("");
    ClaimMeta.Quantifier quantifier =
        SpecNodes.optional(claim, "quantifier")
            .map(n -> oneOf(n, field + ".quantifier", ClaimMeta.Quantifier.class))
            .orElse(ClaimMeta.Quantifier.ALL);
    String across =
        SpecNodes.optional(claim, "across")
            .map(
                n -> {
                  String axis = string(n, field + ".across");
                  if (!sweep.isEmpty() && sweep.stream().noneMatch(a -> a.name().equals(axis))) {
                    throw SpecException.at(
                        n,
                        field + ".across",
                        "'"
                            + axis
                            + "' is not a sweep axis; allowed: "
                            + String.join(", ", sweep.stream().map(SweepAxis::name).toList()));
                  }
                  return axis;
                })
            .orElse("");
    if (quantifier != ClaimMeta.Quantifier.ALL && across.isEmpty()) {
      throw SpecException.at(
          claim.entries().get("quantifier"),
          field + ".across",
          "quantifier '"
              + quantifier.keyword()
              + "' counts the values of a sweep axis; name it with 'across'");
    }
    if (quantifier == ClaimMeta.Quantifier.ALL && !across.isEmpty()) {
      throw SpecException.at(
          claim.entries().get("across"),
          field + ".across",
          "'across' names the axis a quantifier 'most' or 'some' counts; this claim has none");
    }
    return new ClaimMeta(
        quote, location, role.equals("exploratory"), effect, sentence, metric, quantifier, across);
  }

  /** The spec's {@code claims}, in order; none without the block. */
  public static List<ClaimSpec> readAll(
      YamlNode.MapNode root,
      List<SweepAxis> sweep,
      List<MethodSpec> methods,
      List<OutputSpec> figures) {
    List<ClaimSpec> claims = new ArrayList<>();
    SpecNodes.optional(root, "claims")
        .ifPresent(
            node -> {
              List<YamlNode> items = list(node, "claims").items();
              for (int i = 0; i < items.size(); i++) {
                claims.add(read(items.get(i), "claims[" + i + "]", sweep, methods, figures));
              }
            });
    return claims;
  }

  /** Reads the claim {@code node}, at {@code field}. */
  static ClaimSpec read(
      YamlNode node,
      String field,
      List<SweepAxis> sweep,
      List<MethodSpec> methods,
      List<OutputSpec> figures) {
    YamlNode.MapNode claim = map(node, field);
    List<? extends ClaimReader<?>> kinds = SpecKinds.standard().claims();
    Set<String> allowed = new TreeSet<>(FIELDS);
    kinds.forEach(k -> allowed.addAll(k.ownFields()));
    checkKeys(claim, field, allowed);
    String text = string(required(claim, "text", field), field + ".text");
    String check =
        oneOf(
            required(claim, "check", field),
            field + ".check",
            kinds.stream().map(ClaimReader::check).toArray(String[]::new));
    ClaimReader<?> kind =
        kinds.stream().filter(k -> k.check().equals(check)).findFirst().orElseThrow();
    for (String key : claim.entries().keySet()) {
      if (!FIELDS.contains(key) && !kind.ownFields().contains(key)) {
        List<String> takers =
            kinds.stream()
                .filter(k -> k.ownFields().contains(key))
                .map(ClaimReader::check)
                .distinct()
                .sorted()
                .toList();
        throw SpecException.at(
            claim.entries().get(key),
            field + "." + key,
            "only check"
                + (takers.size() == 1 ? " '" : "s '")
                + String.join("', '", takers)
                + "' take"
                + (takers.size() == 1 ? "s" : "")
                + " '"
                + key
                + "'");
      }
    }
    ClaimMeta meta = meta(claim, field, sweep);
    if (meta.quantifier() != ClaimMeta.Quantifier.ALL && !kind.quantified()) {
      throw SpecException.at(
          claim.entries().get("quantifier"),
          field + ".quantifier",
          "check '"
              + kind.check()
              + "' holds at every point; only "
              + String.join(
                  ", ",
                  kinds.stream()
                      .filter(ClaimReader::quantified)
                      .map(ClaimReader::check)
                      .distinct()
                      .sorted()
                      .toList())
              + " take a quantifier");
    }
    Set<String> labels = new LinkedHashSet<>();
    methods.forEach(m -> labels.add(m.label()));
    List<String> subjects = labelList(claim, "methods", field, labels);
    List<String> over = labelList(claim, "over", field, labels);
    return kind.read(
        new ClaimBlock(claim, field, kind.check(), text, subjects, over, meta),
        new Context(sweep, methods, figures));
  }
}
