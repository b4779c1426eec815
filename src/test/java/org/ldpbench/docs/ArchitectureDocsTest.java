package org.ldpbench.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ldpbench.cli.Main;
import picocli.CommandLine;

/**
 * The package table of {@code docs/architecture.md} names every top-level package of {@code
 * org.ldpbench} and every command of the CLI, so a package or command added without its line fails
 * here (issue 34: "docs match the code").
 */
class ArchitectureDocsTest {

  private static final Path ARCHITECTURE = Path.of("docs/architecture.md");

  /** The package table: the lines of the first Markdown table of the page. */
  private static String packageTable() throws IOException {
    List<String> lines = Files.readAllLines(ARCHITECTURE, StandardCharsets.UTF_8);
    StringBuilder table = new StringBuilder();
    boolean inTable = false;
    for (String line : lines) {
      if (line.startsWith("| package |")) {
        inTable = true;
      } else if (inTable && !line.startsWith("|")) {
        break;
      }
      if (inTable) {
        table.append(line).append('\n');
      }
    }
    assertThat(table).as("the package table of %s", ARCHITECTURE).isNotEmpty();
    return table.toString();
  }

  @Test
  void everyTopLevelPackageHasARow() throws IOException {
    String table = packageTable();
    List<String> packages;
    try (Stream<Path> children = Files.list(Path.of("src/main/java/org/ldpbench"))) {
      packages =
          children
              .filter(Files::isDirectory)
              .map(p -> p.getFileName().toString())
              .sorted()
              .toList();
    }
    assertThat(packages).as("top-level packages").hasSizeGreaterThan(10);
    for (String pkg : packages) {
      assertThat(table)
          .as("a row of %s's package table for org.ldpbench.%s", ARCHITECTURE, pkg)
          .containsPattern("(?m)^\\| [^|]*`" + pkg + "`");
    }
  }

  @Test
  void everyCommandIsNamed() throws IOException {
    String table = packageTable();
    List<String> commands =
        new CommandLine(new Main())
            .getSubcommands().keySet().stream()
                .filter(name -> !name.equals("help"))
                .sorted()
                .toList();
    assertThat(commands).as("the CLI's commands").contains("run", "audit", "init");
    String cliRow = table.lines().filter(l -> l.startsWith("| `cli` |")).findFirst().orElse("");
    for (String command : commands) {
      assertThat(cliRow)
          .as("the cli row of %s names the command %s", ARCHITECTURE, command)
          .containsPattern("`" + command + "[` ]");
    }
  }
}
