package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps the "Bad inputs and their errors" table of {@code experiments/README.md} true: each row
 * names an edit of the documented base spec and the exact one-line error it gets; the test applies
 * every edit and compares the message.
 */
class DocumentedSpecErrorsTest {

  private static final Path README = Path.of("experiments/README.md");
  private static final Pattern ROW = Pattern.compile("^\\| `(.*)` → `(.*)` \\| `(.*)` \\|$");

  private record Row(String from, String to, String message) {}

  private static String section() throws IOException {
    String text = Files.readString(README, StandardCharsets.UTF_8);
    int start = text.indexOf("## Bad inputs and their errors");
    assertThat(start).as("section in experiments/README.md").isNotNegative();
    int end = text.indexOf("\n## ", start + 5);
    return end < 0 ? text.substring(start) : text.substring(start, end);
  }

  private static String baseSpec() throws IOException {
    String section = section();
    int open = section.indexOf("```yaml\n");
    int close = section.indexOf("```", open + 8);
    return section.substring(open + 8, close);
  }

  private static List<Row> rows() throws IOException {
    List<Row> rows = new ArrayList<>();
    for (String line : section().split("\n")) {
      Matcher m = ROW.matcher(line.strip());
      if (m.matches()) {
        rows.add(
            new Row(
                m.group(1).replace("\\|", "|"),
                m.group(2).replace("\\|", "|"),
                m.group(3).replace("\\|", "|")));
      }
    }
    return rows;
  }

  @Test
  void theBaseSpecIsValidAndTheTableHasAtLeastTwentyRows() throws IOException {
    assertThat(SpecParser.parse(baseSpec(), "x.yaml").name()).isEqualTo("doc/base");
    assertThat(rows()).hasSizeGreaterThanOrEqualTo(20);
  }

  @TestFactory
  Stream<DynamicTest> everyDocumentedEditGetsItsDocumentedError() throws IOException {
    String base = baseSpec();
    return rows().stream()
        .map(
            row ->
                DynamicTest.dynamicTest(
                    row.from() + " -> " + row.to(),
                    () -> {
                      String from = row.from().replace("\\n", "\n");
                      assertThat(base)
                          .as("the base spec contains the text to replace")
                          .contains(from);
                      String edited = base.replace(from, row.to().replace("\\n", "\n"));
                      assertThatThrownBy(() -> SpecParser.parse(edited, "x.yaml"))
                          .isInstanceOf(SpecException.class)
                          .hasMessage(row.message());
                    }));
  }
}
