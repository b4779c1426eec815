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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Applies every item of "Bad inputs and their errors / Outputs" in {@code experiments/README.md} to
 * the base spec given there and checks the documented message, so the documentation stays true.
 */
class DocumentedFigureErrorsTest {

  private static final Pattern ITEM = Pattern.compile("^- `(.*)` → `(.*)`: `(.*)`$");

  static Stream<Arguments> documentedItems() throws IOException {
    String readme = Files.readString(Path.of("experiments/README.md"), StandardCharsets.UTF_8);
    int section = readme.indexOf("## Bad inputs and their errors");
    assertThat(section).as("README section").isNotNegative();
    int outputs = readme.indexOf("### Outputs", section);
    assertThat(outputs).as("Outputs sub-section").isNotNegative();
    int next = readme.indexOf("\n#", outputs + 1);
    String part = next < 0 ? readme.substring(outputs) : readme.substring(outputs, next);
    int yamlStart = part.indexOf("```yaml\n") + "```yaml\n".length();
    String base = part.substring(yamlStart, part.indexOf("```", yamlStart));
    List<Arguments> items = new ArrayList<>();
    for (String line : part.split("\n")) {
      Matcher m = ITEM.matcher(line);
      if (m.matches()) {
        items.add(Arguments.of(base, m.group(1), m.group(2), m.group(3)));
      }
    }
    assertThat(items).as("documented items").hasSizeGreaterThanOrEqualTo(5);
    return items.stream();
  }

  @ParameterizedTest(name = "{1} -> {2}")
  @MethodSource("documentedItems")
  void documentedEditGivesTheDocumentedError(String base, String from, String to, String message) {
    assertThat(SpecParser.parse(base, "x.yaml").figures())
        .as("the base spec is valid")
        .isNotEmpty();
    assertThat(base).contains(from);
    String text = base.replaceFirst(Pattern.quote(from), Matcher.quoteReplacement(to));
    assertThatThrownBy(() -> SpecParser.parse(text, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(message);
  }
}
