package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.labelList;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads one {@code claims[i]} entry of a spec: it checks what every claim shares (allowed keys, the
 * text, the check's name, the labels of {@code methods} and {@code over}) and hands the rest to the
 * {@link ClaimKind} of its {@code check} ({@link ClaimKinds}).
 */
final class ClaimReader {

    private static final Set<String> FIELDS = Set.of("text", "check", "methods", "over", "along", "at", "tolerance",
            "steps", "parameter", "sides", "figure", "expected", "quote", "location", "role", "effect", "reason", "otherAt",
            "sentence", "metric", "quantifier", "across", "terms", "value", "count", "change", "margin");

    /** The checks whose comparisons can be counted by a quantifier other than {@code all}. */
    private static final Set<String> QUANTIFIED = Set.of("dominates", "within", "not-worse", "contrast");

    /** Fields that only some checks read: a claim of another check that has one is refused, never silently ignored. */
    private static final java.util.Map<String, Set<String>> ONLY = java.util.Map.of(
            "terms", Set.of("contrast"),
            "value", Set.of("above", "below", "near"),
            "count", Set.of("most-often-best"),
            "change", Set.of("effect-increasing", "effect-decreasing"),
            "margin", Set.of("dominates"));

    /** A sentence id: the paper's prefix, the section (or T and a table number), a colon and the sentence's ordinal. */
    private static final java.util.regex.Pattern SENTENCE = java.util.regex.Pattern.compile("[A-Z]+-[0-9A-Z.]+:[0-9]+");

    /** What a claim is checked against: the spec's sweep, methods and outputs. */
    record Context(List<SweepAxis> sweep, List<MethodSpec> methods, List<OutputSpec> figures) {
    }

    private ClaimReader() {
    }

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
        String quote = SpecNodes.optional(claim, "quote").map(n -> string(n, field + ".quote").strip()).orElse("");
        String location = SpecNodes.optional(claim, "location").map(n -> string(n, field + ".location").strip())
                .orElse("");
        if (!quote.isEmpty() && location.isEmpty()) {
            throw SpecException.at(claim, field + ".location", "a quoted claim needs its location (section, figure or"
                    + " table of the paper)");
        }
        String role = SpecNodes.optional(claim, "role").map(n -> oneOf(n, field + ".role", "paper", "exploratory"))
                .orElse(quote.isEmpty() ? "exploratory" : "paper");
        if (role.equals("paper") && quote.isEmpty()) {
            throw SpecException.at(claim.entries().get("role"), field + ".role",
                    "a paper claim needs 'quote' (the paper's words, verbatim) and 'location'");
        }
        double effect = SpecNodes.optional(claim, "effect").map(n -> SpecNodes.number(n, field + ".effect"))
                .orElse(Double.NaN);
        if (effect <= 0) {
            throw SpecException.at(claim.entries().get("effect"), field + ".effect", "must be > 0");
        }
        String sentence = SpecNodes.optional(claim, "sentence").map(n -> {
            String id = string(n, field + ".sentence").strip();
            if (!SENTENCE.matcher(id).matches()) {
                throw SpecException.at(n, field + ".sentence", "'" + id + "' is not a sentence id; allowed: PREFIX-SECTION:N,"
                        + " e.g. MY-6.2.1:4 (src/test/resources/claims/sentences-*.tsv)");
            }
            return id;
        }).orElse("");
        String metric = SpecNodes.optional(claim, "metric").map(n -> oneOf(n, field + ".metric", ClaimMeta.SECONDS))
                .orElse("");
        ClaimMeta.Quantifier quantifier = SpecNodes.optional(claim, "quantifier").map(n -> ClaimMeta.Quantifier.valueOf(
                oneOf(n, field + ".quantifier", "all", "most", "some").toUpperCase(java.util.Locale.ROOT)))
                .orElse(ClaimMeta.Quantifier.ALL);
        String across = SpecNodes.optional(claim, "across").map(n -> {
            String axis = string(n, field + ".across");
            if (!sweep.isEmpty() && sweep.stream().noneMatch(a -> a.name().equals(axis))) {
                throw SpecException.at(n, field + ".across", "'" + axis + "' is not a sweep axis; allowed: "
                        + String.join(", ", sweep.stream().map(SweepAxis::name).toList()));
            }
            return axis;
        }).orElse("");
        if (quantifier != ClaimMeta.Quantifier.ALL && across.isEmpty()) {
            throw SpecException.at(claim.entries().get("quantifier"), field + ".across",
                    "quantifier '" + quantifier.word() + "' counts the values of a sweep axis; name it with 'across'");
        }
        if (quantifier == ClaimMeta.Quantifier.ALL && !across.isEmpty()) {
            throw SpecException.at(claim.entries().get("across"), field + ".across",
                    "'across' names the axis a quantifier 'most' or 'some' counts; this claim has none");
        }
        return new ClaimMeta(quote, location, role.equals("exploratory"), effect, sentence, metric, quantifier, across);
    }

    static ClaimSpec read(YamlNode node, String field, List<SweepAxis> sweep, List<MethodSpec> methods,
            List<OutputSpec> figures) {
        YamlNode.MapNode claim = map(node, field);
        checkKeys(claim, field, FIELDS);
        String text = string(required(claim, "text", field), field + ".text");
        ClaimKind<?> kind = ClaimKinds.byCheck(oneOf(required(claim, "check", field), field + ".check",
                ClaimKinds.checks())).orElseThrow();
        if (!Set.of("within", "dominates", "not-worse").contains(kind.check()) && claim.entries().containsKey("otherAt")) {
            throw SpecException.at(claim.entries().get("otherAt"), field + ".otherAt", "only checks 'within',"
                    + " 'dominates' and 'not-worse' take 'otherAt' (the sweep coordinates where their 'over' label is read)");
        }
        if (!kind.check().equals("pending") && claim.entries().containsKey("reason")) {
            throw SpecException.at(claim.entries().get("reason"), field + ".reason", "only check 'pending' takes 'reason'");
        }
        for (var only : ONLY.entrySet()) {
            if (claim.entries().containsKey(only.getKey()) && !only.getValue().contains(kind.check())) {
                throw SpecException.at(claim.entries().get(only.getKey()), field + "." + only.getKey(), "only check"
                        + (only.getValue().size() == 1 ? " '" : "s '") + String.join("', '", only.getValue().stream()
                        .sorted().toList()) + "' take" + (only.getValue().size() == 1 ? "s" : "") + " '" + only.getKey()
                        + "'");
            }
        }
        ClaimMeta meta = meta(claim, field, sweep);
        if (meta.quantifier() != ClaimMeta.Quantifier.ALL && !QUANTIFIED.contains(kind.check())) {
            throw SpecException.at(claim.entries().get("quantifier"), field + ".quantifier", "check '" + kind.check()
                    + "' holds at every point; only " + String.join(", ", QUANTIFIED.stream().sorted().toList())
                    + " take a quantifier");
        }
        Set<String> labels = new LinkedHashSet<>();
        methods.forEach(m -> labels.add(m.label()));
        List<String> subjects = labelList(claim, "methods", field, labels);
        List<String> over = labelList(claim, "over", field, labels);
        return kind.read(new ClaimBlock(claim, field, kind.check(), text, subjects, over, meta),
                new Context(sweep, methods, figures));
    }
}
