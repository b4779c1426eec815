package org.ldpbench.mutation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.golden.GoldenCheck;
import org.ldpbench.golden.GoldenFile;
import org.ldpbench.golden.GoldenLine;
import org.ldpbench.golden.GoldenOutput;
import org.ldpbench.golden.GoldenOutputs;
import org.ldpbench.method.Methods;

/**
 * The golden-output check of {@code GoldenOutputsTest}, one dynamic test per registered method,
 * each fitting only its method on the golden specs ({@link
 * GoldenOutputs#compute(java.nio.file.Path, Methods, DataSources, java.util.function.Predicate,
 * java.util.function.Predicate)}), so that PIT's killing pass of {@code make mutation} runs, for a
 * mutant, only the golden outputs of the methods whose code it touches. Not part of {@code make
 * test}, where {@code GoldenOutputsTest} checks the same lines at once.
 */
class GoldenKillers {

  @TestFactory
  Stream<DynamicTest> everyMethodsGoldenOutputIsTheRecordedOne() throws IOException {
    List<GoldenLine> lines = new GoldenFile(GoldenFile.DEFAULT).read();
    return methods().stream()
        .map(
            name ->
                DynamicTest.dynamicTest(
                    name,
                    () -> {
                      GoldenOutput output =
                          GoldenOutputs.compute(
                                  GoldenOutputs.SPECS,
                                  Methods.standard(),
                                  DataSources.standard(),
                                  file -> true,
                                  name::equals)
                              .find(GoldenLine.METHOD, name)
                              .orElseThrow(
                                  () -> new AssertionError(name + " has no golden output"));
                      GoldenCheck.Verdict verdict = GoldenCheck.check(output, lines);
                      assertThat(verdict.failure()).as("golden output of " + name).isEmpty();
                    }));
  }

  /**
   * Every registered method in the run's scope, by name (GoldenOutputsTest requires each to have
   * golden outputs).
   */
  static List<String> methods() {
    return new TreeSet<>(Methods.all().keySet())
        .stream().filter(ReleaseFingerprints::inScope).toList();
  }
}
