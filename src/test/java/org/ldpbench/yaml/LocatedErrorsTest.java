package org.ldpbench.yaml;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.data.real.DescriptorReader;
import org.ldpbench.external.ExternalDescriptor;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecParser;

/**
 * Every YAML file a user writes is read through the one located tree ({@link YamlReader}), so one
 * bad field of a spec, of a data-set descriptor and of an external-method descriptor is the same
 * kind of one-line error: "file:line:column: field: the value … allowed: …", at the value's own
 * line and column.
 */
class LocatedErrorsTest {

  @TempDir Path dir;

  @Test
  void aSpecsBadFieldIsNamedWithItsLineAndColumn() {
    String spec =
        """
        name: x
        title: t
        seed: 1
        replications: 1
        data:
          synthetic: ma-yang-2d
          params: {gamma: 0.5, nPrivate: 10, nPublic: 5, nTest: 5}
        sweep:
          epsilon: [1]
        methods:
          - {name: LPCT, colour: red}
        """;
    assertThatThrownBy(() -> SpecParser.parse(spec, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessage(
            "x.yaml:11:18: methods[0].colour: unknown field; allowed: grid, label, name, params, profiles");
  }

  @Test
  void aDataSetDescriptorsBadFieldIsNamedWithItsLineAndColumn() throws IOException {
    Path file =
        Files.writeString(
            dir.resolve("heart.yaml"),
            "name: heart\nfiles:\n  - {path: h/h.csv, sha256: "
                + "ab".repeat(32)
                + ", url: https://example.org/h.csv}\nformat: tsv\n");
    assertThatThrownBy(() -> DescriptorReader.read(file))
        .isInstanceOf(UserError.class)
        .hasMessage(
            file + ":4:9: format: 'tsv' is not allowed; allowed: arff, csv, csv-headerless, xlsx");
    Files.writeString(file, "name: heart\nfiles: [\n");
    assertThatThrownBy(() -> DescriptorReader.read(file))
        .isInstanceOf(UserError.class)
        .hasMessage(file + ":2:9: not valid YAML: while parsing a flow node");
  }

  @Test
  void anExternalMethodsBadFieldIsNamedWithItsLineAndColumn() throws IOException {
    Path file =
        Files.writeString(
            dir.resolve("M.yaml"),
            """
            name: M
            description: x
            version: 1
            budget: x
            command: [python3]
            protocol: 2
            privacy: local
            release: laplace
            timeout: soon
            """);
    assertThatThrownBy(() -> ExternalDescriptor.read(file, dir))
        .isInstanceOf(UserError.class)
        .hasMessage(
            file
                + ":9:10: timeout: 'soon' is not allowed; allowed: a duration such as 500ms, 30s, 5m"
                + " or 2h, from 100ms to 24h (default 2m)");
    Files.writeString(file, "name: M\ncolour: red\n");
    assertThatThrownBy(() -> ExternalDescriptor.read(file, dir))
        .isInstanceOf(UserError.class)
        .hasMessage(
            file
                + ":2:1: colour: unknown field; allowed: batch, budget, command, description,"
                + " environment, name, parameters, privacy, protocol, release, timeout, version, workers");
  }
}
