package org.ldpbench.data.real;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.SampleStreams;

/** Descriptors, readers, encoding, split rules and the data source on tiny files written here. */
class RealDataTest {

  @TempDir Path temp;

  /** 10 rows: id, x (numeric), colour (categorical), size (categorical), group, y. */
  static final String CSV =
      """
            id,x,colour,size,group,y
            1,0.5,red,S,a,yes
            2,1.5,blue,M,a,no
            3,2.5,red,L,b,yes
            4,NA,blue,S,b,no
            5,4.5,green,M,a,yes
            6,5.5,red,S,c,no
            7,6.5,blue,L,c,yes
            8,7.5,green,M,b,no
            9,8.5,red,S,skip,yes
            10,9.5,blue,M,a,no
            """;

  Path raw(String name, String content) throws IOException {
    Path file = temp.resolve("raw").resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content);
    return file;
  }

  DatasetDescriptor descriptor(String name, String body) throws IOException {
    Path file = temp.resolve("datasets").resolve(name + ".yaml");
    Files.createDirectories(file.getParent());
    Files.writeString(file, "name: " + name + "\n" + body);
    return DescriptorReader.read(file);
  }

  String files(String... paths) throws IOException {
    StringBuilder out = new StringBuilder("files:\n");
    for (String path : paths) {
      out.append("  - {path: ")
          .append(path)
          .append(", sha256: ")
          .append(RawDataLocator.sha256(temp.resolve("raw").resolve(path)))
          .append(", url: https://example.org/")
          .append(path)
          .append("}\n");
    }
    return out.toString();
  }

  RawDataLocator locator() {
    return new RawDataLocator(List.of(temp.resolve("raw")));
  }

  @Test
  void csvIsEncodedWithOneHotOrdinalDropsAndFilters() throws IOException {
    raw("t/data.csv", CSV);
    DatasetDescriptor d =
        descriptor(
            "t",
            files("t/data.csv")
                + """
                format: csv
                label: {column: y, positive: ["yes"]}
                drop: [id]
                categorical: {colour: onehot, size: ordinal, group: ordinal}
                exclude: {group: [skip]}
                public: {rule: first, rows: 3}
                """);
    EncodedData data = Encoder.encode(d, locator());
    // row 4 (NA) and row 9 (group skip) are dropped
    assertThat(data.rowsRead()).isEqualTo(10);
    assertThat(data.rowsDropped()).isEqualTo(2);
    assertThat(data.featureNames())
        .containsExactly("x", "colour=blue", "colour=green", "colour=red", "size", "group");
    // row 1: x 0.5, red, S (sizes sorted L, M, S: rank 2), group a (rank 0); label yes = 1
    assertThat(Arrays.copyOfRange(data.features(), 0, 6)).containsExactly(0.5, 0, 0, 1, 2, 0);
    assertThat(data.labels()).containsExactly(1, 0, 1, 1, 0, 1, 0, 0);
  }

  @Test
  void aNonNumericFeatureIsAOneLineErrorNamingColumnAndValue() throws IOException {
    raw("t/data.csv", CSV);
    DatasetDescriptor d =
        descriptor(
            "t",
            files("t/data.csv")
                + """
                format: csv
                label: {column: y, positive: ["yes"]}
                drop: [id, colour, size]
                public: {rule: first, rows: 3}
                """);
    assertThatThrownBy(() -> Encoder.encode(d, locator()))
        .isInstanceOf(UserError.class)
        .hasMessage(
            "t/data.csv: column group: 'a' is not a number; list the column under categorical"
                + " (onehot or ordinal) or drop it in the descriptor");
  }

  DatasetDescriptor byGroup(String publicRule) throws IOException {
    raw("t/data.csv", CSV);
    return descriptor(
        "t",
        files("t/data.csv")
            + """
                format: csv
                label: {column: y, positive: ["yes"]}
                drop: [id]
                categorical: {colour: onehot, size: ordinal, group: ordinal}
                exclude: {group: [skip]}
                """
            + publicRule
            + "\n");
  }

  @Test
  void splitRules() throws IOException {
    EncodedData byColumn =
        Encoder.encode(byGroup("public: {rule: column, column: group, values: [a]}"), locator());
    // kept rows 1,2,3,5,6,7,8,10: group a = rows 1, 2, 5, 10
    assertThat(byColumn.isPublic())
        .containsExactly(true, true, false, true, false, false, false, true);
    assertThat(byColumn.featureNames()).doesNotContain("group");
    EncodedData byMax =
        Encoder.encode(byGroup("public: {rule: column, column: id, max: 3}"), locator());
    assertThat(byMax.publicRows()).isEqualTo(3);
    assertThat(byMax.featureNames()).as("the split column is not a feature").doesNotContain("id");
    EncodedData first = Encoder.encode(byGroup("public: {rule: first, rows: 2}"), locator());
    assertThat(first.isPublic())
        .containsExactly(true, true, false, false, false, false, false, false);
    EncodedData random =
        Encoder.encode(byGroup("public: {rule: random, rows: 3, seed: 4}"), locator());
    EncodedData again =
        Encoder.encode(byGroup("public: {rule: random, rows: 3, seed: 4}"), locator());
    EncodedData other =
        Encoder.encode(byGroup("public: {rule: random, rows: 3, seed: 5}"), locator());
    assertThat(random.publicRows()).isEqualTo(3);
    assertThat(again.isPublic()).as("a fixed seed").containsExactly(random.isPublic());
    assertThat(other.isPublic()).as("another seed, other rows").isNotEqualTo(random.isPublic());
  }

  @Test
  void theDataSourceHoldsOutTwentyPercentPerReplicationAndScalesOnPublicRows() throws IOException {
    EncodedData data = Encoder.encode(byGroup("public: {rule: first, rows: 3}"), locator());
    RealDataSource source =
        new RealDataSource(byGroup("public: {rule: first, rows: 3}"), data, 0, 1.0);
    DataSplit one = source.draw(streams(1));
    DataSplit two = source.draw(streams(2));
    // 5 private rows: ⌈0.2·5⌉ = 1 test row, 4 training rows; n_P = 5 − 1
    assertThat(one.test().size()).isEqualTo(1);
    assertThat(one.privateSample().size()).isEqualTo(4).isEqualTo(data.privateTrainRows());
    assertThat(one.publicTrain().size()).isEqualTo(3);
    assertThat(one.publicTrain().features().copyRowMajor())
        .containsExactly(two.publicTrain().features().copyRowMajor());
    // public x = 0.5, 1.5, 2.5 → scaled 0, 0.5, 1; the private rows with the same scaler (x = 4.5 →
    // 2)
    assertThat(one.publicTrain().features().get(1, 0)).isCloseTo(0.5, within(1e-12));
    double maxPrivate = 0;
    for (int i = 0; i < one.privateSample().size(); i++) {
      maxPrivate = Math.max(maxPrivate, one.privateSample().features().get(i, 0));
    }
    assertThat(maxPrivate)
        .as("private rows are scaled by the public min-max, not clipped")
        .isGreaterThan(1.0);
    boolean differs = false;
    for (long r = 3; r < 12 && !differs; r++) {
      differs =
          source.draw(streams(r)).test().features().get(0, 0) != one.test().features().get(0, 0);
    }
    assertThat(differs).as("the test row depends on the replication").isTrue();
  }

  @Test
  void figureTenOptionsShrinkThePublicAndPrivateRowsAndKeepTheTestRows() throws IOException {
    EncodedData data = Encoder.encode(byGroup("public: {rule: first, rows: 3}"), locator());
    DatasetDescriptor descriptor = byGroup("public: {rule: first, rows: 3}");
    RealDataSource all = new RealDataSource(descriptor, data, 0, 1.0);
    RealDataSource shrunk = new RealDataSource(descriptor, data, 2, 0.5);
    assertThat(shrunk.id())
        .isNotEqualTo(all.id())
        .contains("nPublic=2")
        .contains("privateFraction=0.5");
    assertThat(all.id()).doesNotContain("nPublic").doesNotContain("privateFraction");
    for (long r = 1; r <= 6; r++) {
      DataSplit full = all.draw(streams(r));
      DataSplit small = shrunk.draw(streams(r));
      // 5 private rows: 1 test row at every fraction; delta = 0.5 keeps 5 - ceil(0.6 * 5) = 2
      // training rows
      assertThat(small.test().size()).isEqualTo(1);
      assertThat(small.privateSample().size()).isEqualTo(2);
      assertThat(small.publicTrain().size()).isEqualTo(2);
      // the test row is the same as with all data (raw x recovered from the two scalings: compare
      // labels
      // and order instead), and the training rows are a subset of the full training rows
      assertThat(small.test().targets()).isEqualTo(full.test().targets());
    }
    RealDataSource allPrivate = new RealDataSource(descriptor, data, 2, 1.0);
    for (long r = 1; r <= 6; r++) {
      assertThat(shrunk.draw(streams(r)).publicTrain().features().copyRowMajor())
          .as("a replication's public subset is the same at every private fraction (paired points)")
          .containsExactly(allPrivate.draw(streams(r)).publicTrain().features().copyRowMajor());
    }
    // the code's sizes (spec/lpct.md 6.3): Employee, N = 4149 private rows, delta = 0.2 -> 663 (the
    // paper's
    // "0.2 x 3319 = 664"), 0.6 -> 1991; delta = 1 -> N - ceil(0.2 N), Table 1's n_P
    assertThat(RealDataSource.trainingRows(4149, 0.2)).isEqualTo(663);
    assertThat(RealDataSource.trainingRows(4149, 0.6)).isEqualTo(1991);
    assertThat(RealDataSource.trainingRows(4149, 1.0)).isEqualTo(3319);
    assertThat(RealDataSource.trainingRows(2568, 1.0)).isEqualTo(2054);
  }

  static SampleStreams streams(long seed) {
    return (role, identity) -> new SplittableRandom(seed * 31 + (role + identity).hashCode());
  }

  @Test
  void arffAndHeaderlessCsvWithCommentsAndXlsxAreRead() throws IOException {
    raw(
        "a/x.arff",
        """
                % a comment
                @RELATION toy
                @ATTRIBUTE Area Integer
                @ATTRIBUTE 'Extent' Real
                @ATTRIBUTE Class {A, B}

                @DATA
                1,0.5,A
                2,0.25,B
                """);
    RawTable arff = TableReaders.arff(temp.resolve("raw/a/x.arff"));
    assertThat(arff.columns()).containsExactly("Area", "Extent", "Class");
    assertThat(arff.rows()).hasSize(2);
    assertThat(arff.rows().get(1)).containsExactly("2", "0.25", "B");

    raw("c/x.test", "|1x3 Cross validator\n25, Private, <=50K.\n38, State-gov, >50K.\n");
    RawTable headerless =
        TableReaders.csv(
            temp.resolve("raw/c/x.test"), List.of("age", "workclass", "income"), 0, '|');
    assertThat(headerless.rows()).hasSize(2);
    assertThat(headerless.rows().get(1)).containsExactly("38", "State-gov", ">50K.");

    Path xlsx = temp.resolve("raw/e/x.xlsx");
    Files.createDirectories(xlsx.getParent());
    try (XSSFWorkbook workbook = new XSSFWorkbook();
        OutputStream out = Files.newOutputStream(xlsx)) {
      Sheet sheet = workbook.createSheet("Data");
      Row header = sheet.createRow(0);
      header.createCell(0).setCellValue("Name");
      header.createCell(1).setCellValue("RATING");
      header.createCell(2).setCellValue("CLASS");
      Row row = sheet.createRow(1);
      row.createCell(0).setCellValue("Student 1");
      row.createCell(1).setCellValue(4);
      row.createCell(2).setCellValue("Employable");
      workbook.write(out);
    }
    RawTable table = TableReaders.xlsx(xlsx, "Data");
    assertThat(table.columns()).containsExactly("Name", "RATING", "CLASS");
    assertThat(table.rows().get(0)).containsExactly("Student 1", "4", "Employable");
  }

  @Test
  void aCorruptedFileIsRefusedAndAMissingOneNamesItsSource() throws IOException {
    raw("t/data.csv", CSV);
    DatasetDescriptor d =
        descriptor(
            "t",
            files("t/data.csv")
                + """
                format: csv
                label: {column: y, positive: ["yes"]}
                public: {rule: first, rows: 3}
                """);
    Files.writeString(temp.resolve("raw/t/data.csv"), CSV.replace("9.5", "9.6"));
    assertThatThrownBy(() -> locator().locate(d.files().get(0)))
        .isInstanceOf(UserError.class)
        .hasMessageStartingWith(temp.resolve("raw/t/data.csv") + ": sha256 ")
        .hasMessageContaining("differs from the expected " + d.files().get(0).sha256())
        .hasMessageEndingWith("get it again from https://example.org/t/data.csv");
    Files.delete(temp.resolve("raw/t/data.csv"));
    assertThatThrownBy(() -> locator().locate(d.files().get(0)))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("raw data file t/data.csv not found in " + temp.resolve("raw"))
        .hasMessageContaining("get it from https://example.org/t/data.csv");
  }

  @Test
  void theFirstDirectoryInTheSearchOrderWins() throws IOException {
    raw("t/data.csv", CSV);
    Path other = temp.resolve("other/t/data.csv");
    Files.createDirectories(other.getParent());
    Files.writeString(other, CSV);
    RawFile file = new RawFile("t/data.csv", RawDataLocator.sha256(other), "https://example.org");
    assertThat(new RawDataLocator(List.of(temp.resolve("other"), temp.resolve("raw"))).find(file))
        .isEqualTo(other);
    assertThat(new RawDataLocator(List.of(temp.resolve("none"), temp.resolve("raw"))).find(file))
        .isEqualTo(temp.resolve("raw/t/data.csv"));
  }

  @Test
  void descriptorMistakesAreOneLineErrors() {
    assertThatThrownBy(() -> descriptor("t", "files: []\n"))
        .isInstanceOf(UserError.class)
        .hasMessageEndingWith(
            "t.yaml:2:8: files: give a list of {path, sha256, url, download, member, manual (the last three optional)}");
    assertThatThrownBy(() -> descriptor("u", "colour: red\n"))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("u.yaml:2:1: colour: unknown field; allowed: ");
  }

  @Test
  void downloadAddressesZipMembersAndManualStepsAreReadAndChecked() throws IOException {
    String sha = "ab".repeat(32);
    String rest =
        "format: csv\nlabel: {column: y, positive: [\"1\"]}\npublic: {rule: first, rows: 1}\n";
    DatasetDescriptor d =
        descriptor(
            "z",
            "files:\n  - {path: z/d.csv, sha256: "
                + sha
                + ", url: https://example.org,"
                + " download: [https://a.example/z.zip, http://b.example/d.csv], member: data.csv}\n"
                + "  - {path: z/e.csv, sha256: "
                + sha
                + ", url: https://example.org, manual: [Sign in., Download.]}\n"
                + rest);
    assertThat(d.files().get(0).downloads())
        .containsExactly("https://a.example/z.zip", "http://b.example/d.csv");
    assertThat(d.files().get(0).memberName()).isEqualTo("data.csv");
    assertThat(d.files().get(1).downloadable()).isFalse();
    assertThat(d.files().get(1).memberName()).isEqualTo("e.csv");
    assertThat(d.files().get(1).manual()).containsExactly("Sign in.", "Download.");

    String file = "files:\n  - {path: z/d.csv, sha256: " + sha + ", url: https://example.org, ";
    assertThatThrownBy(
            () -> descriptor("a", file + "download: [https://a.example/z.zip, ftp://b]}\n" + rest))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("a.yaml:3:")
        .hasMessageContaining(": files[0].download[1]: 'ftp://b' is not an" + " http(s) address");
    assertThatThrownBy(
            () ->
                descriptor(
                    "b", file + "download: https://a.example/z.zip, member: x/data.csv}\n" + rest))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("b.yaml:3:")
        .hasMessageContaining(": files[0].member: 'x/data.csv' is a" + " path");
    assertThatThrownBy(() -> descriptor("c", file + "member: data.csv}\n" + rest))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("c.yaml:3:")
        .hasMessageContaining(": files[0].member: needs a download");
    assertThatThrownBy(() -> descriptor("e", file + "manual: {step: one}}\n" + rest))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("e.yaml:3:")
        .hasMessageContaining(": files[0].manual: give the steps");
  }

  @Test
  void everyCommittedDescriptorGivesADownloadOrManualStepsForEachFile() throws IOException {
    for (DatasetDescriptor d : DescriptorReader.all(DescriptorReader.DIRECTORY).values()) {
      for (RawFile f : d.files()) {
        assertThat(f.downloadable() || !f.manual().isEmpty())
            .as(d.name() + " " + f.path())
            .isTrue();
      }
    }
  }
}
