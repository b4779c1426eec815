package org.ldpbench.coverage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The verdict of coverage parity: which lines a committed run executes (reproduce-quick, {@code R})
 * that the audit side does not, and the report that lists them by method family (package), source
 * file and line, with the line's text.
 *
 * <p>Two checks, both required: the audit side as a whole ({@code R} minus the lines of the golden
 * specs and of the audit runs: "every line a committed run executes is executed by the audit and
 * the golden specs") and its golden half alone ({@code R} minus the golden specs' lines: an output
 * a committed run computes on a path no golden spec runs could change without a version bump and
 * nothing would fail). The lines only the golden specs cover, not the audit runs, are counted per
 * file for information (most are non-private methods and curators' post-processing, which the audit
 * does not run).
 *
 * @param committed R: the lines the committed runs execute
 * @param golden G: the lines the golden specs execute
 * @param audit A: the lines the audit runs execute
 * @param executable every line in scope that holds code
 */
public record ParityReport(LineSet committed, LineSet golden, LineSet audit, LineSet executable) {

  /** One check: its name, what it means, and the lines that fail it. */
  public record Check(String name, String meaning, LineSet missing) {}

  /** The checks, in the order they are reported. */
  public List<Check> checks() {
    return List.of(
        new Check(
            "audit side",
            "executed by a committed run but by neither the golden specs nor the audit runs",
            committed.minus(golden.union(audit))),
        new Check(
            "golden specs",
            "executed by a committed run but by no golden spec",
            committed.minus(golden)));
  }

  /** Whether every check passes. */
  public boolean passes() {
    return checks().stream().allMatch(c -> c.missing().isEmpty());
  }

  /** The summary lines: sizes and each check's verdict. */
  public List<String> summary() {
    List<String> out = new ArrayList<>();
    out.add(
        String.format(
            Locale.ROOT,
            "committed runs (reproduce-quick) execute %d of the %d lines in scope, in %d files",
            committed.size(),
            executable.size(),
            committed.files().size()));
    out.add(
        String.format(
            Locale.ROOT,
            "of those, the audit side executes %d (golden specs %d, audit runs %d,"
                + " audit runs only %d, golden specs only %d)",
            committed.intersect(golden.union(audit)).size(),
            committed.intersect(golden).size(),
            committed.intersect(audit).size(),
            committed.intersect(audit).minus(golden).size(),
            committed.intersect(golden).minus(audit).size()));
    for (Check check : checks()) {
      out.add(
          check.missing().isEmpty()
              ? "PASS " + check.name() + ": every line is covered"
              : String.format(
                  Locale.ROOT,
                  "FAIL %s: %d line(s) in %d file(s) %s",
                  check.name(),
                  check.missing().size(),
                  check.missing().files().size(),
                  check.meaning()));
    }
    return out;
  }

  /** The Markdown report: the summary, then every failing check's lines with their text. */
  public String markdown(Path sources, String header) throws IOException {
    StringBuilder out = new StringBuilder("# Coverage parity\n\n").append(header).append("\n\n");
    summary().forEach(line -> out.append("- ").append(line).append('\n'));
    Map<String, List<String>> text = new HashMap<>();
    for (Check check : checks()) {
      if (check.missing().isEmpty()) {
        continue;
      }
      out.append("\n## Lines ")
          .append(check.meaning())
          .append(" (check: ")
          .append(check.name())
          .append(")\n");
      String family = null;
      for (String file : check.missing().files()) {
        String pkg = file.substring(0, file.lastIndexOf('/')).replace('/', '.');
        if (!pkg.equals(family)) {
          family = pkg;
          out.append("\n### ").append(pkg).append("\n");
        }
        out.append("\n`")
            .append(file.substring(file.lastIndexOf('/') + 1))
            .append("` lines ")
            .append(check.missing().ranges(file))
            .append("\n\n```\n");
        List<String> lines = text.computeIfAbsent(file, f -> read(sources.resolve(f)));
        for (int line : check.missing().lines(file)) {
          out.append(
              String.format(
                  Locale.ROOT,
                  "%5d  %s%n",
                  line,
                  line <= lines.size() ? lines.get(line - 1) : "(no such line)"));
        }
        out.append("```\n");
      }
    }
    out.append(
            "\n## Per file: lines executed by committed runs, and by each half of the audit side\n\n")
        .append(
            "| file | committed runs | golden specs | audit runs | not covered |\n|---|---:|---:|---:|---:|\n");
    LineSet uncovered = committed.minus(golden.union(audit));
    for (String file : committed.files()) {
      out.append("| ")
          .append(file)
          .append(" | ")
          .append(committed.lines(file).length)
          .append(" | ")
          .append(committed.intersect(golden).lines(file).length)
          .append(" | ")
          .append(committed.intersect(audit).lines(file).length)
          .append(" | ")
          .append(uncovered.lines(file).length)
          .append(" |\n");
    }
    return out.toString();
  }

  private static List<String> read(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return List.of();
    }
  }
}
