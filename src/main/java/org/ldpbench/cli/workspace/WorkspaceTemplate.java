package org.ldpbench.cli.workspace;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.ldpbench.UserError;

/**
 * The text files a command writes for a researcher ({@code ldpbench init}, {@code ldpbench new
 * method}), kept as resources under {@code org/ldpbench/cli/} with {@code {{KEY}}} placeholders, so
 * that they read as the files they become.
 */
final class WorkspaceTemplate {

  /**
   * The folder of the templates among the resources: the command line's, whichever of its packages
   * writes them.
   */
  private static final String ROOT = "/org/ldpbench/cli/";

  private WorkspaceTemplate() {}

  /**
   * The resource {@code name} (relative to {@value #ROOT}) with every {@code {{KEY}}} of {@code
   * values} filled in.
   */
  static String text(String name, Map<String, String> values) {
    String text;
    try (InputStream in = WorkspaceTemplate.class.getResourceAsStream(ROOT + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (Map.Entry<String, String> value : values.entrySet()) {
      text = text.replace("{{" + value.getKey() + "}}", value.getValue());
    }
    if (text.contains("{{")) {
      throw new IllegalStateException(
          name
              + ": a placeholder is left: "
              + text.substring(
                  text.indexOf("{{"), Math.min(text.length(), text.indexOf("{{") + 30)));
    }
    return text;
  }

  /**
   * Writes the filled-in resource {@code name} to {@code target} (refusing to overwrite) and
   * returns it.
   */
  static Path write(String name, Map<String, String> values, Path target) throws IOException {
    if (Files.exists(target)) {
      throw new UserError(target + " exists already; not overwritten");
    }
    Files.createDirectories(target.toAbsolutePath().getParent());
    Files.writeString(target, text(name, values), StandardCharsets.UTF_8);
    return target;
  }
}
