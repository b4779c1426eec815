package org.ldpbench.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.hash.SourceDigest;
import org.ldpbench.method.Methods;

/**
 * Staleness caught automatically (DESIGN rule 5): every registered method and data source has
 * golden outputs, computed from the tiny specs of {@code src/test/resources/golden/specs/} ({@link
 * GoldenOutputs}) and recorded per implementation in the append-only {@code
 * src/test/resources/golden/outputs.tsv} ({@link GoldenFile}). A test fails with "output of X
 * changed: bump its implementation version" when X computes something else under a recorded
 * implementation, and when an implementation (a bumped version, a new method) has no line.
 *
 * <p>{@code make golden} (this test with {@code -Dgolden.record=true}) appends the lines of
 * implementations that have none; it never rewrites a line, so a changed output still fails. When
 * every output then equals its line it appends {@code # sources <sha256>}, the digest of the
 * sources checked ({@link SourceDigest}); a checkout whose sources have another digest fails here
 * until {@code make golden} has checked them. The text behind each hash is written to {@code
 * target/golden/} to look at. Real-data specs are skipped, with the reason, where the raw files are
 * missing.
 */
class GoldenOutputsTest {

  /** Set to append the lines of unrecorded implementations ({@code make golden}). */
  static final String RECORD_PROPERTY = "golden.record";

  private static final Path TEXTS = Path.of("target/golden");

  private static GoldenOutputs.Result result;
  private static List<GoldenLine> lines;

  @BeforeAll
  static void computeAndRecordNewImplementations() throws IOException {
    result = GoldenOutputs.compute(GoldenOutputs.SPECS, Methods.standard(), DataSources.standard());
    for (GoldenOutput output : result.outputs()) {
      Path file = TEXTS.resolve(output.line().kind()).resolve(output.line().name() + ".txt");
      Files.createDirectories(file.getParent());
      Files.writeString(file, output.text(), StandardCharsets.UTF_8);
    }
    result.skipped().forEach(line -> System.out.println("golden outputs: skipped " + line));
    GoldenFile file = new GoldenFile(GoldenFile.DEFAULT);
    List<GoldenLine> recorded = file.read();
    if (Boolean.getBoolean(RECORD_PROPERTY)) {
      List<GoldenLine> added = file.recordUnrecorded(result.outputs());
      added.forEach(line -> System.out.println("golden outputs: recorded " + line.format()));
      System.out.println("golden outputs: " + added.size() + " line(s) appended to " + file.path());
      // every output checked against the lines as they are now; only then are the sources confirmed
      String sources = SourceDigest.of(Path.of(""), SourceDigest.Scope.GOLDEN_OUTPUTS).hex();
      List<GoldenOutput> failing = file.confirmSources(result.outputs(), sources);
      System.out.println(
          failing.isEmpty()
              ? "golden outputs: every output equals its line; "
                  + file.path()
                  + " confirmed against the sources "
                  + sources
              : "golden outputs: NOT confirmed against the sources: "
                  + failing.size()
                  + " output(s) differ from"
                  + " their line (see the failures below)");
      recorded = file.read();
    }
    lines = recorded;
  }

  /**
   * Freshness without memory (issue 32 item 6): the file's last {@code # sources} line names the
   * digest of the checkout's covered sources ({@link SourceDigest}: method/, privacy/, methods/,
   * examples/, tools/authors-lpct/), so a change there is checked by {@code make golden} against
   * every golden line, not only against the lines of the golden specs' code paths that this test
   * happens to run. Real-data specs skipped for missing raw files give data fingerprints only,
   * which no covered source computes, so they do not hold the confirmation back.
   */
  @Test
  void theFileWasConfirmedAgainstTheCheckoutsSources() throws IOException {
    Optional<String> stale =
        GoldenCheck.sources(
            GoldenFile.DEFAULT,
            new GoldenFile(GoldenFile.DEFAULT).confirmedSources(),
            SourceDigest.of(Path.of(""), SourceDigest.Scope.GOLDEN_OUTPUTS).hex());
    if (stale.isPresent()) {
      throw new AssertionError(stale.get());
    }
  }

  @TestFactory
  Stream<DynamicTest> everyOutputMatchesTheLineOfItsImplementation() {
    Stream<DynamicTest> checks =
        result.outputs().stream()
            .map(
                output ->
                    DynamicTest.dynamicTest(
                        output.line().kind() + " " + output.line().name(),
                        () -> {
                          GoldenCheck.Verdict verdict = GoldenCheck.check(output, lines);
                          if (!verdict.passes()) {
                            System.out.println(
                                "golden outputs: "
                                    + verdict.failure().get()
                                    + " (outputs now: "
                                    + TEXTS
                                        .resolve(output.line().kind())
                                        .resolve(output.line().name() + ".txt")
                                    + ")");
                            throw new AssertionError(verdict.failure().get());
                          }
                        }));
    Stream<DynamicTest> skipped =
        result.skipped().stream()
            .map(
                reason ->
                    DynamicTest.dynamicTest(
                        "raw data missing: " + reason.substring(0, reason.indexOf(": ")),
                        () -> Assumptions.abort("golden outputs not checked: " + reason)));
    return Stream.concat(checks, skipped);
  }

  @Test
  void everyRegisteredMethodHasGoldenOutputs() {
    Set<String> covered = names(GoldenLine.METHOD);
    assertThat(new TreeSet<>(Methods.all().keySet()))
        .as("methods missing from the golden specs of %s: add each to one", GoldenOutputs.SPECS)
        .isSubsetOf(covered);
  }

  @Test
  void everyRegisteredDataSourceHasGoldenOutputs() {
    Set<String> covered = names(GoldenLine.DATA);
    covered.addAll(result.skippedSources());
    assertThat(new TreeSet<>(DataSources.all().keySet()))
        .as(
            "data sources missing from the golden specs of %s: add a spec for each",
            GoldenOutputs.SPECS)
        .isSubsetOf(covered);
  }

  private static Set<String> names(String kind) {
    Set<String> names = new TreeSet<>();
    result.outputs().stream()
        .filter(o -> o.line().kind().equals(kind))
        .forEach(o -> names.add(o.line().name()));
    return names;
  }
}
