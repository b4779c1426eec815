package org.ldpbench.golden;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.data.DataSources;
import org.ldpbench.hash.Sha256;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;

/**
 * A test of the golden-output test: editing an estimator constant without bumping the
 * implementation version fails with "output of LPCT changed: bump its implementation version";
 * bumping the version without recording a line fails and says how to record it; recording appends
 * and never rewrites; the sources are confirmed (one appended {@code # sources} line) only when
 * every output matches its line, and a file confirmed against other sources fails.
 */
class GoldenCheckTest {

  private static final String SPEC = "ma-yang-2d.yaml";
  private static List<GoldenLine> committed;

  @TempDir Path directory;

  @BeforeAll
  static void readTheCommittedLines() throws IOException {
    committed = new GoldenFile(GoldenFile.DEFAULT).read();
  }

  /** The golden outputs of the LPCT spec with {@code methods}. */
  private static GoldenOutputs.Result lpctSpec(Methods methods) throws IOException {
    return GoldenOutputs.compute(
        GoldenOutputs.SPECS,
        methods,
        DataSources.standard(),
        file -> file.getFileName().toString().equals(SPEC));
  }

  private static GoldenOutput method(GoldenOutputs.Result result, String name) {
    return result.find(GoldenLine.METHOD, name).orElseThrow();
  }

  private static Method lpct() {
    return Methods.find("LPCT").orElseThrow();
  }

  @Test
  void anEditedEstimatorConstantWithoutAVersionBumpFails() throws IOException {
    // eq. 8's weight of the public counts, 10% larger: same name, same version
    GoldenOutputs.Result edited =
        lpctSpec(Methods.standard().replacing(new EditedMethod(lpct(), "lambda", 1.1, 0)));
    GoldenOutput output = method(edited, "LPCT");
    assertThat(output.line().implementation()).isEqualTo("LPCT@2+ma-yang-2d@3");
    GoldenCheck.Verdict verdict = GoldenCheck.check(output, committed);
    assertThat(verdict.recorded()).isTrue();
    assertThat(verdict.failure())
        .contains("output of LPCT changed: bump its implementation version");
    // only the edited method is flagged: the others of the spec, and its data, still match
    for (GoldenOutput other : edited.outputs()) {
      if (!other.line().name().equals("LPCT")) {
        assertThat(GoldenCheck.check(other, committed).failure()).as(other.line().name()).isEmpty();
      }
    }
  }

  @Test
  void anEditedGeneratorConstantWithoutAVersionBumpFailsForTheDataSource() throws IOException {
    // the sign threshold of eta in the Ma-Yang design, 0.33 -> 0.3399
    DataSources edited =
        DataSources.standard()
            .replacing(
                new EditedDataSource(
                    DataSources.find("ma-yang-2d").orElseThrow(), "threshold", 1.03));
    GoldenOutputs.Result result =
        GoldenOutputs.compute(
            GoldenOutputs.SPECS,
            Methods.standard(),
            edited,
            file -> file.getFileName().toString().equals(SPEC));
    GoldenOutput data = result.find(GoldenLine.DATA, "ma-yang-2d").orElseThrow();
    assertThat(data.line().implementation()).isEqualTo("ma-yang-2d@3");
    assertThat(GoldenCheck.check(data, committed).failure())
        .contains("output of ma-yang-2d changed: bump its implementation version");
  }

  @Test
  void theUneditedMethodPassesThroughTheSameSeam() throws IOException {
    GoldenOutputs.Result same =
        lpctSpec(Methods.standard().replacing(new EditedMethod(lpct(), "lambda", 1.0, 0)));
    assertThat(GoldenCheck.check(method(same, "LPCT"), committed).passes()).isTrue();
  }

  @Test
  void aBumpedVersionWithoutANewLineFailsAndSaysHowToRecordIt() throws IOException {
    GoldenOutputs.Result bumped =
        lpctSpec(Methods.standard().replacing(new EditedMethod(lpct(), "lambda", 1.1, 1)));
    GoldenOutput output = method(bumped, "LPCT");
    assertThat(output.line().implementation()).isEqualTo("LPCT@3+ma-yang-2d@3");
    GoldenCheck.Verdict verdict = GoldenCheck.check(output, committed);
    assertThat(verdict.recorded()).isFalse();
    assertThat(verdict.failure())
        .contains(
            "implementation of LPCT is now LPCT@3+ma-yang-2d@3, which has no golden"
                + " line (a version bumped without recording its outputs): run `make golden` to append its line to "
                + GoldenFile.DEFAULT);
  }

  @Test
  void aNewMethodWithoutALineFailsAndSaysHowToRecordIt() {
    GoldenOutput output =
        new GoldenOutput(
            new GoldenLine(
                GoldenLine.METHOD, "MY-METHOD", "MY-METHOD@1+ma-yang-2d@3", "0".repeat(64)),
            "");
    assertThat(GoldenCheck.check(output, committed).failure())
        .contains(
            "new method MY-METHOD"
                + " (MY-METHOD@1+ma-yang-2d@3) has no golden line: run `make golden` to append it to "
                + GoldenFile.DEFAULT);
  }

  @Test
  void recordingAppendsTheBumpedVersionAndNeverRewritesOrAcceptsAChangedOutput()
      throws IOException {
    Path path = directory.resolve("outputs.tsv");
    Files.copy(GoldenFile.DEFAULT, path);
    byte[] before = Files.readAllBytes(path);
    GoldenFile file = new GoldenFile(path);

    GoldenOutputs.Result edited =
        lpctSpec(Methods.standard().replacing(new EditedMethod(lpct(), "lambda", 1.1, 0)));
    assertThat(file.recordUnrecorded(edited.outputs()))
        .as("a changed output is not recorded")
        .isEmpty();
    assertThat(Files.readAllBytes(path)).isEqualTo(before);

    GoldenOutputs.Result bumped =
        lpctSpec(Methods.standard().replacing(new EditedMethod(lpct(), "lambda", 1.1, 1)));
    List<GoldenLine> added = file.recordUnrecorded(bumped.outputs());
    assertThat(added).containsExactly(method(bumped, "LPCT").line());
    byte[] after = Files.readAllBytes(path);
    assertThat(new String(after, StandardCharsets.UTF_8))
        .startsWith(new String(before, StandardCharsets.UTF_8))
        .endsWith(method(bumped, "LPCT").line().format() + "\n");
    // the old version's line is still there, and both now pass
    List<GoldenLine> lines = file.read();
    assertThat(GoldenCheck.check(method(bumped, "LPCT"), lines).passes()).isTrue();
    assertThat(lines)
        .contains(
            committed.stream().filter(l -> l.name().equals("LPCT")).findFirst().orElseThrow());
    assertThatThrownBy(() -> file.append(List.of(method(bumped, "LPCT").line())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "LPCT at LPCT@3+ma-yang-2d@3 is recorded already; a recorded line is never changed");
  }

  @Test
  void theSourcesAreConfirmedByOneAppendedLineOnlyWhenEveryOutputMatchesItsLine()
      throws IOException {
    Path path = directory.resolve("outputs.tsv");
    Files.copy(GoldenFile.DEFAULT, path);
    String before = Files.readString(path, StandardCharsets.UTF_8);
    GoldenFile file = new GoldenFile(path);
    List<GoldenLine> lines = file.read();
    String first = Sha256.hex("the sources of one checkout");
    String second = Sha256.hex("the sources of another");

    GoldenOutputs.Result edited =
        lpctSpec(Methods.standard().replacing(new EditedMethod(lpct(), "lambda", 1.1, 0)));
    assertThat(file.confirmSources(edited.outputs(), first))
        .extracting(o -> o.line().name())
        .containsExactly("LPCT");
    assertThat(Files.readString(path, StandardCharsets.UTF_8))
        .as("a changed output confirms nothing")
        .isEqualTo(before);

    GoldenOutputs.Result unedited = lpctSpec(Methods.standard());
    assertThat(file.confirmSources(unedited.outputs(), first)).isEmpty();
    String confirmed = Files.readString(path, StandardCharsets.UTF_8);
    assertThat(confirmed).isEqualTo(before + GoldenFile.SOURCES + first + "\n");
    assertThat(file.confirmedSources()).contains(first);
    assertThat(file.confirmSources(unedited.outputs(), first)).isEmpty();
    assertThat(Files.readString(path, StandardCharsets.UTF_8))
        .as("confirmed already")
        .isEqualTo(confirmed);

    assertThat(file.confirmSources(unedited.outputs(), second)).isEmpty();
    assertThat(Files.readString(path, StandardCharsets.UTF_8))
        .isEqualTo(confirmed + GoldenFile.SOURCES + second + "\n");
    assertThat(file.confirmedSources()).as("the last line counts").contains(second);
    assertThat(file.read()).as("the golden lines themselves").isEqualTo(lines);
    assertThat(GoldenCheck.sources(path, file.confirmedSources(), second)).isEmpty();
    assertThat(GoldenCheck.sources(path, file.confirmedSources(), first)).isPresent();
  }

  @Test
  void aFileConfirmedAgainstOtherSourcesOrNoneFailsAndSaysHowToConfirmIt() {
    String checkout = Sha256.hex("the checkout's sources");
    String other = Sha256.hex("older sources");
    Path path = Path.of("outputs.tsv");
    assertThat(GoldenCheck.sources(path, Optional.of(other), checkout))
        .contains(
            "outputs.tsv was"
                + " confirmed against other sources than the checkout's (sources "
                + other.substring(0, 12)
                + ", the checkout's "
                + checkout.substring(0, 12)
                + "): run `make golden` (it checks every golden"
                + " output and appends `# sources "
                + checkout
                + "`)");
    assertThat(GoldenCheck.sources(path, Optional.empty(), checkout))
        .contains(
            "outputs.tsv records no"
                + " sources it was confirmed against: run `make golden` (it checks every golden output and appends"
                + " `# sources "
                + checkout
                + "`)");
    assertThat(GoldenCheck.sources(path, Optional.of(checkout), checkout)).isEmpty();
  }

  @Test
  void aMalformedOrDuplicatedLineIsRefusedWithItsFileAndLine() throws IOException {
    Path path = directory.resolve("outputs.tsv");
    String prefix = "method\tLPCT\tLPCT@2+ma-yang-2d@3\t";
    String line = prefix + "a".repeat(64);
    Files.writeString(path, "# comment\n" + line + "\nmethod\tLPCT\tLPCT@2\n");
    assertThatThrownBy(() -> new GoldenFile(path).read())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(path + ":3: expected 4 tab-separated fields, got 3");
    Files.writeString(path, line + "\n" + prefix + "b".repeat(64) + "\n");
    assertThatThrownBy(() -> new GoldenFile(path).read())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            path
                + ":2: a second line for LPCT at LPCT@2+ma-yang-2d@3 (lines are appended once per"
                + " implementation)");
  }

  @Test
  void theCommittedFileHoldsOneWellFormedLinePerImplementation() {
    assertThat(committed)
        .isNotEmpty()
        .anySatisfy(l -> assertThat(l.format()).startsWith("method\tLPCT\tLPCT@2+ma-yang-2d@3\t"));
  }
}
