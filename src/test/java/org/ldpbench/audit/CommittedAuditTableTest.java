package org.ldpbench.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.report.AuditReport;
import org.ldpbench.hash.SourceDigest;
import org.ldpbench.method.Method;
import org.ldpbench.privacy.Fault;

/**
 * The committed power table ({@code docs/privacy-audit.md}, written by {@code make audit-report})
 * says what issue 17 requires of it: every registered private method in every audit configuration
 * at every audited ε, passing clean, and at ε = 1 every applicable planted fault caught; only the
 * methods that read no private data are shown as such; written by a jar of a clean commit from the
 * checkout's sources (the digest in its header, {@link SourceDigest}). A new method or audit
 * configuration without a regenerated table, a changed source that the table covers, or a table
 * with a failing row, fails here.
 */
class CommittedAuditTableTest {

  private static final Path TABLE = Path.of("docs", "privacy-audit.md");

  private record Row(String method, String configuration, String epsilon, String verdict) {}

  private static List<Row> rows() throws IOException {
    List<Row> rows = new ArrayList<>();
    for (String line : Files.readAllLines(TABLE)) {
      if (!line.startsWith("| ") || line.startsWith("| method ")) {
        continue;
      }
      String[] cells = line.split(" \\| ");
      rows.add(
          new Row(
              cells[0].substring(2),
              cells[1].replace("`", ""),
              cells[2],
              cells[cells.length - 1].replaceAll(" \\|$", "")));
    }
    return rows;
  }

  @Test
  void everyRowPassesCleanAndCatchesEveryApplicableFault() throws IOException {
    List<Row> rows = rows();
    assertThat(rows).isNotEmpty();
    for (Row row : rows) {
      if (PrivacyAuditTest.NO_PRIVATE_DATA.contains(row.method())) {
        assertThat(row.verdict())
            .as(row.toString())
            .isEqualTo("reads no private data: no mechanism to audit");
        continue;
      }
      assertThat(row.verdict())
          .as(row.toString())
          .startsWith("passes clean")
          .doesNotContain("NOT caught");
      if (row.epsilon().startsWith("1.00")) {
        // a fault that HarmlessFaults argues is no fault in this configuration is named with its
        // reason
        assertThat(row.verdict())
            .as(row.toString())
            .startsWith("passes clean; every applicable fault caught")
            .satisfiesAnyOf(
                v -> assertThat(v).isEqualTo("passes clean; every applicable fault caught"),
                v ->
                    assertThat(v)
                        .matches(
                            "passes clean; every applicable fault caught \\(.+"
                                + " harmless here: .+\\)"));
      }
    }
  }

  @Test
  void everyRegisteredPrivateMethodAndAuditConfigurationIsInTheTable() throws IOException {
    List<Row> rows = rows();
    for (Method method : PrivacyAuditTest.privateMethods()) {
      for (Map<String, Object> configuration : method.auditConfigurations()) {
        String canonical =
            method.info().parameters().completePart(configuration, false).canonical();
        for (double epsilon : PrivacyAuditTest.LIGHT.epsilons()) {
          String shown = String.format(Locale.ROOT, "%.3g", epsilon);
          assertThat(rows)
              .as(
                  "%s %s at eps %s: regenerate with make audit-report",
                  method.name(), canonical, shown)
              .anyMatch(
                  r ->
                      r.method().equals(method.name())
                          && r.configuration().equals(canonical)
                          && r.epsilon().startsWith(shown));
        }
      }
    }
  }

  @Test
  void theTableComesFromACleanCommit() throws IOException {
    String header = Files.readString(TABLE);
    assertThat(header)
        .containsPattern("with the jar of commit [0-9a-f]{12}\\. ")
        .doesNotContain("+dirty");
  }

  /**
   * Freshness without memory (issue 32 item 6): the table records the digest of the sources it
   * audited ({@link SourceDigest}), and the checkout's must be the same, so that a change under
   * method/, privacy/, audit/, methods/, examples/ or tools/authors-lpct/ without a regenerated
   * table fails here, however many commits ago the table was made.
   */
  @Test
  void theTableWasMadeFromTheCheckoutsSources() throws IOException {
    Optional<String> stale =
        staleness(TABLE, SourceDigest.of(Path.of(""), SourceDigest.Scope.AUDIT_TABLE).hex());
    if (stale.isPresent()) {
      throw new AssertionError(stale.get());
    }
  }

  /**
   * Why {@code table} is not the audit of the sources with digest {@code current}, or empty if it
   * is: it records another digest, or none.
   */
  static Optional<String> staleness(Path table, String current) throws IOException {
    Matcher recorded =
        Pattern.compile(
                "^" + Pattern.quote(AuditReport.SOURCES_PREFIX) + "([0-9a-f]{64})`",
                Pattern.MULTILINE)
            .matcher(Files.readString(table));
    if (!recorded.find()) {
      return Optional.of(
          table + " records no digest of the sources it was made from: run make audit-report");
    }
    if (!recorded.group(1).equals(current)) {
      return Optional.of(
          table
              + " was made from other sources than HEAD's (sources "
              + recorded.group(1).substring(0, 12)
              + ", the checkout's "
              + current.substring(0, 12)
              + "): run make audit-report");
    }
    return Optional.empty();
  }

  @Test
  void aTableWrittenFromOtherSourcesIsStaleAndOneFromTheseIsNot(@TempDir Path temp)
      throws IOException {
    // a scratch project with one covered source, digested the way make audit-report does it
    Path project = temp.resolve("project");
    Path source = project.resolve(SourceDigest.METHODS).resolve("lpct/LpctMethod.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, "class LpctMethod {}\n");
    String before = SourceDigest.of(project, SourceDigest.Scope.AUDIT_TABLE).hex();
    Path table = temp.resolve("privacy-audit.md");
    AuditOptions options = new AuditOptions(List.of(1.0), 20, 1e-6, Fault.NONE, 1);
    Files.writeString(table, new AuditReport(options, 1.0, before).markdown(List.of(), name -> {}));
    assertThat(Files.readString(table)).contains(AuditReport.SOURCES_PREFIX + before + "`");
    assertThat(staleness(table, SourceDigest.of(project, SourceDigest.Scope.AUDIT_TABLE).hex()))
        .isEmpty();

    Files.writeString(source, "class LpctMethod { int edited; }\n");
    String after = SourceDigest.of(project, SourceDigest.Scope.AUDIT_TABLE).hex();
    assertThat(staleness(table, after))
        .contains(
            table
                + " was made from other sources than HEAD's (sources "
                + before.substring(0, 12)
                + ", the checkout's "
                + after.substring(0, 12)
                + "): run make audit-report");

    // a table written outside a project, and one written before tables recorded their sources
    Files.writeString(table, new AuditReport(options, 1.0, null).markdown(List.of(), name -> {}));
    assertThat(staleness(table, after))
        .contains(
            table
                + " records no digest of the sources it was made from:"
                + " run make audit-report");
    Files.writeString(
        table,
        new AuditReport(options, 1.0, after)
            .markdown(List.of(), name -> {})
            .replaceFirst("(?m)^Sources: .*\n\n", ""));
    assertThat(staleness(table, after)).isPresent();
  }
}
