package org.ldpbench.privacy.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.method.Method;

/**
 * The committed power table ({@code docs/privacy-audit.md}, written by {@code make audit-report})
 * says what issue 17 requires of it: every registered private method in every audit configuration
 * at every audited ε, passing clean, and at ε = 1 every applicable planted fault caught; only the
 * methods that read no private data are shown as such; written by a jar of a clean commit. A new
 * method or audit configuration without a regenerated table, or a table with a failing row, fails
 * here.
 */
class CommittedAuditTableTest {

    private static final Path TABLE = Path.of("docs", "privacy-audit.md");

    private record Row(String method, String configuration, String epsilon, String verdict) {
    }

    private static List<Row> rows() throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(TABLE)) {
            if (!line.startsWith("| ") || line.startsWith("| method ")) {
                continue;
            }
            String[] cells = line.split(" \\| ");
            rows.add(new Row(cells[0].substring(2), cells[1].replace("`", ""), cells[2],
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
                assertThat(row.verdict()).as(row.toString()).isEqualTo("reads no private data: no mechanism to audit");
                continue;
            }
            assertThat(row.verdict()).as(row.toString()).startsWith("passes clean").doesNotContain("NOT caught");
            if (row.epsilon().startsWith("1.00")) {
                assertThat(row.verdict()).as(row.toString()).isEqualTo("passes clean; every applicable fault caught");
            }
        }
    }

    @Test
    void everyRegisteredPrivateMethodAndAuditConfigurationIsInTheTable() throws IOException {
        List<Row> rows = rows();
        for (Method method : PrivacyAuditTest.privateMethods()) {
            for (Map<String, Object> configuration : method.auditConfigurations()) {
                String canonical = method.info().parameters().completePart(configuration, false).canonical();
                for (double epsilon : PrivacyAuditTest.LIGHT.epsilons()) {
                    String shown = String.format(Locale.ROOT, "%.3g", epsilon);
                    assertThat(rows).as("%s %s at eps %s: regenerate with make audit-report", method.name(), canonical,
                            shown).anyMatch(r -> r.method().equals(method.name())
                                    && r.configuration().equals(canonical) && r.epsilon().startsWith(shown));
                }
            }
        }
    }

    @Test
    void theTableComesFromACleanCommit() throws IOException {
        String header = Files.readString(TABLE);
        assertThat(header).containsPattern("with the jar of commit [0-9a-f]{12}\\. ").doesNotContain("+dirty");
    }
}
