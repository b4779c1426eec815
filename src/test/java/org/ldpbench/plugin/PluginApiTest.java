package org.ldpbench.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The stable plugin API is what docs/plugin-api.md lists (issue 19 item 1): every type of its table
 * exists and is public, so renaming or hiding one breaks this test until the page follows; and the
 * types the README's "Adding a method" and the Java example's README name are on the list.
 */
class PluginApiTest {

  private static final Pattern ROW =
      Pattern.compile("^\\| `(org\\.ldpbench\\.[\\w.]+)` \\|", Pattern.MULTILINE);

  @Test
  void everyListedTypeExistsAndIsPublic() throws Exception {
    List<String> types = listedTypes();
    assertThat(types).hasSizeGreaterThan(30).doesNotHaveDuplicates();
    for (String name : types) {
      Class<?> type = Class.forName(name);
      assertThat(Modifier.isPublic(type.getModifiers())).as(name + " is public").isTrue();
    }
  }

  @Test
  void theTypesTheIssueNamesAreOnTheList() throws IOException {
    assertThat(listedTypes())
        .contains(
            "org.ldpbench.method.Method",
            "org.ldpbench.method.PrivateMethod",
            "org.ldpbench.method.PrivateMechanism",
            "org.ldpbench.method.Release",
            "org.ldpbench.method.Fit",
            "org.ldpbench.method.Model",
            "org.ldpbench.param.ParameterSpace",
            "org.ldpbench.data.DataSourceFactory",
            "org.ldpbench.method.MethodProvider");
  }

  @Test
  void everyCoreTypeTheJavaExampleImportsIsOnTheList() throws IOException {
    List<String> listed = listedTypes();
    List<String> imported = new ArrayList<>();
    Pattern importLine = Pattern.compile("^import (org\\.ldpbench\\.[\\w.]+);", Pattern.MULTILINE);
    try (var files = Files.walk(Path.of("examples/java-method/src"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher m = importLine.matcher(Files.readString(file));
        while (m.find()) {
          imported.add(m.group(1));
        }
      }
    }
    assertThat(imported).isNotEmpty();
    assertThat(listed).containsAll(imported);
  }

  private static List<String> listedTypes() throws IOException {
    Matcher m = ROW.matcher(Files.readString(Path.of("docs/plugin-api.md")));
    List<String> out = new ArrayList<>();
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }
}
