package org.ldpbench.external.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The temporary file an external method's process writes its stderr to: its last line ends the
 * one-line message of every failure ({@link ExternalProcess}), so that a crash explains itself;
 * deleted when the process is closed.
 */
final class StderrFile {

  private final Path path;

  private StderrFile(Path path) {
    this.path = path;
  }

  /** A new empty file for a process of the method {@code methodName}. */
  static StderrFile create(String methodName) throws IOException {
    return new StderrFile(Files.createTempFile("ldpbench-" + methodName + "-", ".stderr"));
  }

  Path path() {
    return path;
  }

  /** The last line that is not blank, stripped; empty if none (or the file cannot be read). */
  String lastLine() {
    try {
      List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
      for (int i = lines.size() - 1; i >= 0; i--) {
        if (!lines.get(i).isBlank()) {
          return lines.get(i).strip();
        }
      }
    } catch (IOException ignored) {
      // the message is complete without it
    }
    return "";
  }

  /** Deletes the file (a temporary file: a failure is ignored). */
  void delete() {
    try {
      Files.deleteIfExists(path);
    } catch (IOException ignored) {
      // a temporary file
    }
  }
}
