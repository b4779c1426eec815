package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ldpbench.report.FigureData;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.report.figures.line.SlopeFits;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.ExpectedTrials;

/**
 * The placeholders of a hand-written {@code PAPER.md}, so that its prose has no hand-typed measured
 * number: every measured number is rendered from the stored results when the report is written.
 * <ul>
 * <li>{@code {{EXP LABEL axis=value …}}}: the mean of LABEL's best configuration at that sweep point of
 *     experiment EXP (the figure's number, three decimals); a trailing {@code ±} adds the s.e.
 *     ({@code {{ma-yang/fig4a-privacy-utility LPCT epsilon=8}}}). A label with spaces is quoted.</li>
 * <li>{@code {{slope EXP "CURVE" [FIGURE]}}}: the fitted log–log slope of that curve (of the named
 *     figure when the spec has several fitted ones) with its 95% interval, "−0.48 [−0.50, −0.45]".</li>
 * <li>{@code {{seconds EXP LABEL axis=value …}}}: the mean fit + predict time in seconds of that
 *     configuration (two significant digits).</li>
 * <li>{@code {{refcsv FILE COLUMN key=value … [best=COLUMN2]}}}: the mean of COLUMN over the rows of
 *     the CSV file FILE (relative to the paper's experiments folder, e.g. another tool's numbers on our
 *     splits) whose columns match every key=value; with {@code best=COLUMN2}, the largest of those means
 *     over the values of COLUMN2 (a best-over-grid choice: {@code best=depth}). Three decimals.</li>
 * <li>{@code {{claimcount EXP N for|against [raw]}}}: "k of n": of the n distinct comparisons of the N-th
 *     claim (1-based, spec order) of experiment EXP, the k significant for (or against) it at α after Holm
 *     within the claim, or uncorrected with {@code raw}.</li>
 * <li>{@code {{paper X}}}, {@code {{theory X}}}, {@code {{set X}}}, {@code {{ref X}}}: X is the
 *     paper's number, the theory's, a setting of the experiment (a parameter, a size, a criterion), or
 *     a number from a reference file outside our runs (the authors' code, another tool); rendered as X.
 *     These are the only ways a decimal number may appear in PAPER.md prose ({@code PaperProseTest}).</li>
 * </ul>
 * A placeholder whose experiment has no results here renders as "(not run: EXP)"; one whose method
 * is NA at that point in every configuration (it declared itself not applicable, say the authors'
 * package is not installed) as "NA (not applicable here)", as the tables show it; one that does not
 * parse or resolve renders as "(bad placeholder: …)", and the prose test fails on it.
 */
final class Placeholders {

    /** A placeholder. */
    static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([^{}]+)}}");
    private static final Pattern TOKEN = Pattern.compile("\"([^\"]*)\"|(\\S+)");
    /** What a mean or time renders as when every configuration of its method is NA at that point. */
    static final String NOT_APPLICABLE = "NA (not applicable here)";
    /** What a slope renders as when its curve is drawn but has no log-log fit (too few points in the window). */
    static final String NO_FIT = "n/a (too few points for a log-log fit in this run)";

    /** One experiment's loaded results. */
    record Results(ExperimentSpec spec, ExpectedTrials plan, ResultSummary summary, ExperimentSpec.Profile profile) {
    }

    private Placeholders() {
    }

    /** {@code text} with every placeholder rendered from {@code results} (null entries: not run). */
    static String render(String text, List<Results> results) {
        return render(text, results, java.nio.file.Path.of("."));
    }

    /**
     * {@code text} with every placeholder rendered from {@code results} (null entries: not run), the
     * files of {@code refcsv} placeholders read relative to {@code directory}.
     */
    static String render(String text, List<Results> results, java.nio.file.Path directory) {
        Map<String, Results> byName = new LinkedHashMap<>();
        results.stream().filter(r -> r != null).forEach(r -> byName.put(r.spec().name(), r));
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value;
            try {
                List<String> tokens = tokens(m.group(1));
                value = !tokens.isEmpty() && tokens.get(0).equals("refcsv") ? RefCsv.value(tokens, directory)
                        : value(tokens, byName);
            } catch (IllegalArgumentException e) {
                value = "(bad placeholder: " + e.getMessage() + ")";
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The tokens of a placeholder's body (quoted tokens keep their spaces). */
    static List<String> tokens(String body) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(body.strip());
        while (m.find()) {
            tokens.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return tokens;
    }

    private static String value(List<String> tokens, Map<String, Results> byName) {
        if (tokens.isEmpty()) {
            throw new IllegalArgumentException("empty");
        }
        String head = tokens.get(0);
        if (head.equals("paper") || head.equals("theory") || head.equals("set") || head.equals("ref")) {
            if (tokens.size() != 2) {
                throw new IllegalArgumentException("{{" + head + " X}} takes one value");
            }
            return tokens.get(1);
        }
        if (head.equals("slope")) {
            return slope(tokens, byName);
        }
        if (head.equals("seconds")) {
            return seconds(tokens.subList(1, tokens.size()), byName);
        }
        if (head.equals("claimcount")) {
            return claimCount(tokens, byName);
        }
        return mean(tokens, byName);
    }

    /**
     * The time of the configuration the tables show: the one with the best mean in the primary metric (as
     * Table 3: the running time of each method's best configuration), not the fastest one.
     */
    private static String seconds(List<String> tokens, Map<String, Results> byName) {
        Results results = byName.get(tokens.isEmpty() ? "" : tokens.get(0));
        if (results == null) {
            return "(not run: " + (tokens.isEmpty() ? "" : tokens.get(0)) + ")";
        }
        ResultSummary seconds = results.summary().seconds().orElseThrow(() -> new IllegalArgumentException(
                "no times stored for " + tokens.get(0)));
        Located located = locate(tokens, results);
        if (located.text() != null) {
            return located.text();
        }
        ResultSummary.ConfigurationResult chosen = located.best().best();
        ResultSummary.ConfigurationResult time = seconds.configuration(chosen.method(), chosen.point(),
                chosen.parameters()).orElseThrow(() -> new IllegalArgumentException("no time stored for "
                + tokens.get(1) + " in " + tokens.get(0)));
        return new java.math.BigDecimal(time.score().mean()).round(new java.math.MathContext(2)).toPlainString();
    }

    private static String claimCount(List<String> tokens, Map<String, Results> byName) {
        if (tokens.size() < 4 || tokens.size() > 5 || !(tokens.get(3).equals("for") || tokens.get(3).equals("against"))
                || (tokens.size() == 5 && !tokens.get(4).equals("raw"))) {
            throw new IllegalArgumentException("{{claimcount EXP N for|against [raw]}} takes an experiment, a claim"
                    + " number, for or against, and optionally raw");
        }
        Results results = byName.get(tokens.get(1));
        if (results == null) {
            return "(not run: " + tokens.get(1) + ")";
        }
        int n;
        try {
            n = Integer.parseInt(tokens.get(2));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + tokens.get(2) + "' is not a claim number");
        }
        if (n < 1 || n > results.spec().claims().size()) {
            throw new IllegalArgumentException(tokens.get(1) + " has " + results.spec().claims().size() + " claims, not "
                    + n);
        }
        if (results.profile() == ExperimentSpec.Profile.QUICK) {
            return "(not in the quick profile)";
        }
        ClaimCheck check = ClaimsSection.checks(results.spec(), results.plan(), results.summary(), results.profile())
                .get(n - 1);
        boolean forClaim = tokens.get(3).equals("for");
        boolean raw = tokens.size() == 5;
        long distinct = check.comparisons().stream().filter(c -> c.sameAs().isEmpty()).count();
        long significant = check.comparisons().stream().filter(c -> c.sameAs().isEmpty())
                .filter(c -> (forClaim ? (raw ? c.pClaimed() : c.holmClaimed()) : (raw ? c.pAgainst() : c.holmAgainst()))
                        < ClaimCheck.ALPHA).count();
        return significant + " of " + distinct;
    }

    /** The best result a mean placeholder names, or the text it renders as when there is none to show. */
    private record Located(ResultSummary.BestResult best, String text, boolean withSe) {
    }

    private static Located locate(List<String> tokens, Results results) {
        if (tokens.size() < 2) {
            throw new IllegalArgumentException("{{EXP LABEL axis=value …}} needs a label");
        }
        boolean withSe = tokens.get(tokens.size() - 1).equals("±");
        Map<String, Object> at = new LinkedHashMap<>();
        for (String token : tokens.subList(2, tokens.size() - (withSe ? 1 : 0))) {
            int eq = token.indexOf('=');
            if (eq < 1) {
                throw new IllegalArgumentException("'" + token + "' is not axis=value");
            }
            at.put(token.substring(0, eq), token.substring(eq + 1));
        }
        List<SweepPoint> points = ClaimData.points(results.plan(), at);
        if (points.isEmpty() && results.profile() == ExperimentSpec.Profile.QUICK
                && ClaimData.points(ClaimData.allPoints(results.spec()), at).size() == 1) {
            // the quick profile runs fewer sweep values: the point exists, just not in this run
            return new Located(null, "(not in the quick profile)", withSe);
        }
        if (points.size() != 1) {
            throw new IllegalArgumentException(tokens.get(0) + " " + at + " matches " + points.size() + " sweep points");
        }
        ResultSummary.BestResult best = results.summary().best(tokens.get(1), points.get(0)).orElse(null);
        if (best != null && best.notApplicable()) {
            return new Located(best, NOT_APPLICABLE, withSe); // the method declared itself not applicable here
        }
        if (best == null || best.best() == null) {
            throw new IllegalArgumentException("no result for " + tokens.get(1) + " in " + tokens.get(0) + " at "
                    + points.get(0).describe());
        }
        return new Located(best, null, withSe);
    }

    private static String mean(List<String> tokens, Map<String, Results> byName) {
        if (tokens.size() < 2) {
            throw new IllegalArgumentException("{{EXP LABEL axis=value …}} needs a label");
        }
        Results results = byName.get(tokens.get(0));
        if (results == null) {
            return "(not run: " + tokens.get(0) + ")";
        }
        Located located = locate(tokens, results);
        if (located.text() != null) {
            return located.text();
        }
        org.ldpbench.stats.SampleSummary score = located.best().best().score();
        if (!located.withSe()) {
            return number(score.mean());
        }
        // one replication has no spread: n/a, not ± 0
        return number(score.mean()) + " ± " + (score.n() < 2 ? "n/a" : number(score.se()));
    }

    /** Three decimals from 0.1 up, three significant digits below (an excess risk of 0.00163). */
    static String number(double value) {
        if (Math.abs(value) >= 0.1 || value == 0 || !Double.isFinite(value)) {
            return String.format(Locale.ROOT, "%.3f", value);
        }
        return new java.math.BigDecimal(value).round(new java.math.MathContext(3)).toPlainString();
    }

    private static String slope(List<String> tokens, Map<String, Results> byName) {
        if (tokens.size() != 3 && tokens.size() != 4) {
            throw new IllegalArgumentException("{{slope EXP \"CURVE\" [FIGURE]}} takes an experiment, a curve and"
                    + " optionally the figure's name");
        }
        Results results = byName.get(tokens.get(1));
        if (results == null) {
            return "(not run: " + tokens.get(1) + ")";
        }
        boolean curveWithoutFit = false;
        for (var output : results.spec().figures()) {
            if (output instanceof LineSpec line && line.fitLogLog()
                    && (tokens.size() == 3 || tokens.get(3).equals(line.name()))) {
                FigureData data = FigureData.of(results.plan(), results.summary(), line, line.series(),
                        results.summary().direction());
                for (SlopeFits.Fit fit : SlopeFits.of(data, line, results.plan().spec().seed())) {
                    if (fit.curve().equals(tokens.get(2))) {
                        return String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", fit.ols().slope(), fit.lower(),
                                fit.upper()).replace('-', '−');
                    }
                }
                curveWithoutFit |= data.curves().stream().anyMatch(c -> c.label().equals(tokens.get(2)));
            }
        }
        if (curveWithoutFit) {
            // the curve is drawn but has no log-log fit: fewer than two positive means in the fit window, or
            // a constant curve, as a quick profile's short sweep gives; a number cannot be quoted, and saying
            // so is not a broken placeholder
            return NO_FIT;
        }
        throw new IllegalArgumentException("no fitted curve \"" + tokens.get(2) + "\" in " + tokens.get(1));
    }
}
