package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No hand-typed measured numbers in any {@code experiments/<paper>/PAPER.md}: every decimal number
 * in prose is a placeholder rendered from the stored results or marked as the paper's, the theory's
 * or a setting ({@link ProseNumbers}). Deterministic.
 */
class PaperProseTest {

  @Test
  void theRuleFindsHandTypedNumbersAndLetsMarkedOnesThrough() {
    assertThat(ProseNumbers.unmarked("LPCT reaches 0.655 at ε = 1"))
        .extracting(ProseNumbers.Unmarked::number)
        .containsExactly("0.655");
    assertThat(
            ProseNumbers.unmarked(
                "LPCT reaches {{ma-yang/fig4a LPCT epsilon=1}} at ε = {{set 0.5}}, the"
                    + " paper {{paper 0.66}}, theory {{theory -0.5}}; see Section 6.2.1, §10.3, Theorem 2.4 and `x 1.5`"))
        .isEmpty();
    assertThat(
            ProseNumbers.unmarked(
                "<!-- paper-numbers -->\n| 0.003 |\n<!-- /paper-numbers -->\nslope -0.49"))
        .singleElement()
        .satisfies(
            u -> {
              assertThat(u.line()).isEqualTo(4);
              assertThat(u.number()).isEqualTo("0.49");
            });
  }

  @Test
  void paperMarkdownHasNoHandTypedMeasuredNumbers() throws IOException {
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("experiments"))) {
      for (Path file :
          files.filter(p -> p.getFileName().toString().equals("PAPER.md")).sorted().toList()) {
        ProseNumbers.unmarked(Files.readString(file))
            .forEach(
                u -> found.add(file + ":" + u.line() + ": " + u.number() + " in: " + u.context()));
      }
    }
    assertThat(found).isEmpty();
  }
}
