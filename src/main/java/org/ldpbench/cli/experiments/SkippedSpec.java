package org.ldpbench.cli.experiments;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.ldpbench.data.Memo;
import org.ldpbench.data.real.RawDataUnavailable;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;

/**
 * A spec that {@code reproduce} and {@code figures} leave out because its raw data files are not
 * usable on this machine (most users have none of the real data sets), with one line per file.
 *
 * @param file the spec file
 * @param problems one line per unusable file: its path, what is wrong and where to get it
 */
record SkippedSpec(Path file, List<String> problems) {

  SkippedSpec {
    problems = List.copyOf(problems);
  }

  /**
   * The specs of {@code files} that parse (run through {@code profiled}), and those skipped for
   * their raw data.
   */
  record Selection(List<ExperimentSpec> runnable, List<SkippedSpec> skipped) {}

  /**
   * Parses every file; a spec whose raw data are unusable is set aside, any other mistake in a spec
   * is an error as before (so a typo in the last spec still stops the run before it starts).
   */
  static Selection parse(
      List<Path> files, Memo dataMemo, Function<ExperimentSpec, ExperimentSpec> profiled) {
    List<ExperimentSpec> runnable = new ArrayList<>();
    List<SkippedSpec> skipped = new ArrayList<>();
    for (Path file : files) {
      try {
        runnable.add(profiled.apply(SpecParser.parse(file, dataMemo)));
      } catch (RawDataUnavailable unusable) {
        skipped.add(new SkippedSpec(file, unusable.problems()));
      }
    }
    return new Selection(List.copyOf(runnable), List.copyOf(skipped));
  }
}
