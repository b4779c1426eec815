package org.ldpbench.data.real;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.ldpbench.ProjectHome;
import org.ldpbench.param.Keyword;
import org.ldpbench.yaml.YamlException;
import org.ldpbench.yaml.YamlFields;
import org.ldpbench.yaml.YamlNode;
import org.ldpbench.yaml.YamlReader;

/**
 * Reads and checks {@code datasets/<name>.yaml} through the located YAML tree specs are read with
 * ({@link YamlReader}): a mistake is one line naming the file, line, column and field, the value
 * and what is allowed.
 */
public final class DescriptorReader {

  /** Where descriptors live: the project's {@code datasets/} ({@link ProjectHome}). */
  public static final Path DIRECTORY = ProjectHome.resolve("datasets");

  /** The fields of one entry of {@code files}. */
  private static final List<String> FILE_KEYS =
      List.of("path", "sha256", "url", "download", "member", "manual");

  private static final Set<String> KEYS =
      Set.of(
          "name",
          "title",
          "files",
          "format",
          "columns",
          "skipLines",
          "comment",
          "sheet",
          "label",
          "drop",
          "categorical",
          "missing",
          "keep",
          "exclude",
          "public",
          "paper",
          "standIn",
          "note");

  private DescriptorReader() {}

  /** Every descriptor in {@code directory}, by name (sorted). */
  public static Map<String, DatasetDescriptor> all(Path directory) throws IOException {
    Map<String, DatasetDescriptor> out = new TreeMap<>();
    if (!Files.isDirectory(directory)) {
      return out;
    }
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
        DatasetDescriptor d = read(file);
        out.put(d.name(), d);
      }
    }
    return out;
  }

  /** The names of the descriptors in {@link #DIRECTORY}, or an empty list if there is none. */
  public static List<String> names() {
    try {
      return List.copyOf(all(DIRECTORY).keySet());
    } catch (IOException e) {
      return List.of();
    }
  }

  /**
   * Reads and checks one descriptor. A mistake is a {@link YamlException}, "file:line:column:
   * field: the value and what is allowed", the form of spec errors.
   */
  public static DatasetDescriptor read(Path file) throws IOException {
    YamlFields root =
        YamlFields.root(YamlReader.read(text(file), file.toString()), "a data set descriptor");
    root.allowOnly(KEYS);
    String name = root.text("name");
    String expected = file.getFileName().toString().replaceFirst("\\.yaml$", "");
    if (!name.equals(expected)) {
      throw root.error("name", "'" + name + "' must equal the file name '" + expected + "'");
    }
    List<YamlNode> fileNodes = root.items("files");
    if (fileNodes.isEmpty() || !(root.get("files").orElseThrow() instanceof YamlNode.ListNode)) {
      throw root.error(
          "files",
          "give a list of {path, sha256, url, download, member, manual (the last three"
              + " optional)}");
    }
    List<RawFile> files = new ArrayList<>();
    for (int i = 0; i < fileNodes.size(); i++) {
      YamlFields f = YamlFields.item(fileNodes.get(i), "files[" + i + "]");
      String sha = f.text("sha256");
      if (!sha.matches("[0-9a-f]{64}")) {
        throw f.error("sha256", "'" + sha + "' is not 64 lower-case hex digits");
      }
      f.allowOnly(FILE_KEYS);
      List<String> downloads = downloads(f);
      String member = f.has("member") ? f.text("member") : null;
      if (member != null && (member.contains("/") || member.contains("\\"))) {
        throw f.error(
            "member",
            "'"
                + member
                + "' is a path; give the file name inside the zip archive (found"
                + " at any depth)");
      }
      if (member != null && downloads.isEmpty()) {
        throw f.error("member", "needs a download (the zip archive holding it)");
      }
      List<String> manual = List.of();
      if (f.has("manual")) {
        YamlNode manualNode = f.get("manual").orElseThrow();
        if (!(manualNode instanceof YamlNode.ListNode list)
            || list.items().isEmpty()
            || !allText(list)) {
          throw f.error("manual", "give the steps to get the file by hand as a list of strings");
        }
        manual = f.strings("manual");
      }
      files.add(new RawFile(f.text("path"), sha, f.text("url"), downloads, member, manual));
    }
    String formatWord = root.text("format");
    TableFormat format =
        Keyword.parse(TableFormat.class, formatWord)
            .orElseThrow(
                () ->
                    root.error(
                        "format",
                        "'"
                            + formatWord
                            + "' is not allowed; allowed: "
                            + String.join(
                                ", ", new TreeSet<>(Keyword.keywords(TableFormat.class)))));
    List<String> columns = root.strings("columns");
    if (format == TableFormat.CSV_HEADERLESS && columns.isEmpty()) {
      throw root.error("columns", "a csv-headerless file needs its column names");
    }
    YamlFields label = root.mapping("label");
    String labelColumn = label.text("column");
    List<String> positive = label.strings("positive");
    if (positive.isEmpty()) {
      throw label.error("positive", "give the label values of class 1");
    }
    Map<String, String> categorical = new LinkedHashMap<>();
    YamlFields categories = root.optionalMapping("categorical");
    for (String column : categories.node().entries().keySet()) {
      String encoding = categories.oneOf(column, List.of("onehot", "ordinal"));
      categorical.put(column, encoding);
    }
    List<String> missing = root.has("missing") ? root.strings("missing") : List.of("NA", "?", "");
    YamlFields pub = root.mapping("public");
    String ruleWord = pub.oneOf("rule", Keyword.keywords(PublicRule.class));
    PublicRule rule = Keyword.parse(PublicRule.class, ruleWord).orElseThrow();
    int rows = (int) pub.integer("rows", 0, Integer.MAX_VALUE, 0);
    if ((rule == PublicRule.RANDOM || rule == PublicRule.FIRST) && rows < 1) {
      throw pub.error("rows", "rule '" + ruleWord + "' needs a number of rows >= 1");
    }
    String publicColumn = pub.has("column") ? pub.text("column") : null;
    if (rule == PublicRule.COLUMN && publicColumn == null) {
      throw pub.error("column", "rule 'column' needs the split column");
    }
    Double maxValue = pub.has("max") ? pub.number("max") : null;
    List<String> values = pub.strings("values");
    if (rule == PublicRule.COLUMN && values.isEmpty() && maxValue == null) {
      throw pub.error("values", "rule 'column' needs the public values (or max)");
    }
    int publicFile = (int) pub.integer("file", -1, Integer.MAX_VALUE, -1);
    if (rule == PublicRule.FILE && (publicFile < 0 || publicFile >= files.size())) {
      throw pub.error("file", "give the index of the public file, 0.." + (files.size() - 1));
    }
    Map<String, Integer> paper = new LinkedHashMap<>();
    YamlFields paperSizes = root.optionalMapping("paper");
    for (String key : paperSizes.node().entries().keySet()) {
      paper.put(key, (int) paperSizes.integer(key, 0, Integer.MAX_VALUE));
    }
    String comment = root.text("comment", null);
    return new DatasetDescriptor(
        name,
        root.text("title", name),
        List.copyOf(files),
        format,
        columns,
        (int) root.integer("skipLines", 0, Integer.MAX_VALUE, 0),
        comment == null ? null : comment.charAt(0),
        root.text("sheet", null),
        labelColumn,
        positive,
        root.strings("drop"),
        categorical,
        missing,
        filters(root.optionalMapping("keep")),
        filters(root.optionalMapping("exclude")),
        rule,
        rows,
        pub.integer("seed", Long.MIN_VALUE, Long.MAX_VALUE, 0),
        publicColumn,
        values,
        maxValue,
        publicFile,
        paper,
        root.text("standIn", null),
        root.text("note", ""));
  }

  private static String text(Path file) throws IOException {
    try {
      return Files.readString(file);
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new YamlException(file + ":1:1: not valid YAML: the file is not UTF-8 text");
    }
  }

  private static Map<String, List<String>> filters(YamlFields node) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String column : node.node().entries().keySet()) {
      out.put(column, node.strings(column));
    }
    return out;
  }

  /**
   * {@code download}: one http(s) address or a list of them (mirrors, tried in order); empty if
   * absent.
   */
  private static List<String> downloads(YamlFields file) {
    List<String> out = new ArrayList<>();
    List<YamlNode> entries = file.items("download");
    for (int i = 0; i < entries.size(); i++) {
      YamlNode entry = entries.get(i);
      String address =
          entry instanceof YamlNode.Scalar s && s.value() instanceof String text ? text : "";
      if (!address.startsWith("https://") && !address.startsWith("http://")) {
        throw YamlException.at(
            entry,
            file.field("download") + (entries.size() > 1 ? "[" + i + "]" : ""),
            "'"
                + YamlFields.shown(entry)
                + "' is not an http(s) address of the file or of a zip archive"
                + " holding it (give one address or a list of them)");
      }
      out.add(address);
    }
    return List.copyOf(out);
  }

  private static boolean allText(YamlNode.ListNode list) {
    for (YamlNode element : list.items()) {
      if (!(element instanceof YamlNode.Scalar s) || !(s.value() instanceof String)) {
        return false;
      }
    }
    return true;
  }
}
