package org.ldpbench.data.real;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.ldpbench.UserError;
import org.ldpbench.param.Keyword;

/**
 * Reads and checks {@code datasets/<name>.yaml}. A mistake is one line naming the file, the field
 * and what is allowed.
 */
public final class DescriptorReader {

    /** Where descriptors live: the project's {@code datasets/} ({@link org.ldpbench.ProjectHome}). */
    public static final Path DIRECTORY = org.ldpbench.ProjectHome.resolve("datasets");

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    /** The fields of one entry of {@code files}. */
    private static final List<String> FILE_KEYS = List.of("path", "sha256", "url", "download", "member", "manual");

    private static final Set<String> KEYS = Set.of("name", "title", "files", "format", "columns", "skipLines", "comment", "sheet",
            "label", "drop", "categorical", "missing", "keep", "exclude", "public", "paper", "standIn", "note");

    private DescriptorReader() {
    }

    /** Every descriptor in {@code directory}, by name (sorted). */
    public static Map<String, DatasetDescriptor> all(Path directory) throws IOException {
        Map<String, DatasetDescriptor> out = new java.util.TreeMap<>();
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

    public static DatasetDescriptor read(Path file) throws IOException {
        JsonNode root;
        try {
            root = YAML.readTree(file.toFile());
        } catch (IOException e) {
            throw new UserError(file + ": not valid YAML: " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (root == null || !root.isObject()) {
            throw new UserError(file + ": a data set descriptor must be a YAML mapping");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (!KEYS.contains(key)) {
                throw new UserError(file + ": " + key + ": unknown field; allowed: " + String.join(", ", new java.util.TreeSet<>(KEYS)));
            }
        }
        String name = text(file, root, "name");
        String expected = file.getFileName().toString().replaceFirst("\\.yaml$", "");
        if (!name.equals(expected)) {
            throw new UserError(file + ": name: '" + name + "' must equal the file name '" + expected + "'");
        }
        List<RawFile> files = new ArrayList<>();
        JsonNode filesNode = root.path("files");
        if (!filesNode.isArray() || filesNode.isEmpty()) {
            throw new UserError(file + ": files: give a list of {path, sha256, url, download, member, manual (the last three optional)}");
        }
        for (int i = 0; i < filesNode.size(); i++) {
            JsonNode f = filesNode.get(i);
            String sha = text(file, f, "sha256", "files[" + i + "].sha256");
            if (!sha.matches("[0-9a-f]{64}")) {
                throw new UserError(file + ": files[" + i + "].sha256: '" + sha + "' is not 64 lower-case hex digits");
            }
            for (Iterator<String> it = f.fieldNames(); it.hasNext();) {
                String key = it.next();
                if (!FILE_KEYS.contains(key)) {
                    throw new UserError(file + ": files[" + i + "]." + key + ": unknown field; allowed: "
                            + String.join(", ", FILE_KEYS));
                }
            }
            List<String> downloads = downloads(file, f.path("download"), "files[" + i + "].download");
            String member = f.hasNonNull("member") ? text(file, f, "member", "files[" + i + "].member") : null;
            if (member != null && (member.contains("/") || member.contains("\\"))) {
                throw new UserError(file + ": files[" + i + "].member: '" + member + "' is a path; give the file name"
                        + " inside the zip archive (found at any depth)");
            }
            if (member != null && downloads.isEmpty()) {
                throw new UserError(file + ": files[" + i + "].member: needs a download (the zip archive holding it)");
            }
            JsonNode manualNode = f.path("manual");
            if (!manualNode.isMissingNode() && !manualNode.isNull()
                    && (!manualNode.isArray() || manualNode.isEmpty() || !allText(manualNode))) {
                throw new UserError(file + ": files[" + i + "].manual: give the steps to get the file by hand as a"
                        + " list of strings");
            }
            files.add(new RawFile(text(file, f, "path", "files[" + i + "].path"), sha,
                    text(file, f, "url", "files[" + i + "].url"), downloads, member, strings(manualNode)));
        }
        String formatWord = text(file, root, "format");
        TableFormat format = Keyword.parse(TableFormat.class, formatWord).orElseThrow(() -> new UserError(file
                + ": format: '" + formatWord + "' is not allowed; allowed: " + String.join(", ",
                        new java.util.TreeSet<>(Keyword.keywords(TableFormat.class)))));
        List<String> columns = strings(root.path("columns"));
        if (format == TableFormat.CSV_HEADERLESS && columns.isEmpty()) {
            throw new UserError(file + ": columns: a csv-headerless file needs its column names");
        }
        JsonNode label = root.path("label");
        String labelColumn = text(file, label, "column", "label.column");
        List<String> positive = strings(label.path("positive"));
        if (positive.isEmpty()) {
            throw new UserError(file + ": label.positive: give the label values of class 1");
        }
        Map<String, String> categorical = new LinkedHashMap<>();
        root.path("categorical").fields().forEachRemaining(e -> {
            String encoding = e.getValue().asText();
            if (!encoding.equals("onehot") && !encoding.equals("ordinal")) {
                throw new UserError(file + ": categorical." + e.getKey() + ": '" + encoding
                        + "' is not allowed; allowed: onehot, ordinal");
            }
            categorical.put(e.getKey(), encoding);
        });
        List<String> missing = root.has("missing") ? strings(root.path("missing")) : List.of("NA", "?", "");
        JsonNode pub = root.path("public");
        String ruleWord = text(file, pub, "rule", "public.rule");
        PublicRule rule = Keyword.parse(PublicRule.class, ruleWord).orElseThrow(() -> new UserError(file
                + ": public.rule: '" + ruleWord + "' is not allowed; allowed: " + String.join(", ",
                        Keyword.keywords(PublicRule.class))));
        int rows = pub.path("rows").asInt(0);
        if ((rule == PublicRule.RANDOM || rule == PublicRule.FIRST) && rows < 1) {
            throw new UserError(file + ": public.rows: rule '" + ruleWord + "' needs a number of rows >= 1");
        }
        String publicColumn = pub.has("column") ? pub.path("column").asText() : null;
        if (rule == PublicRule.COLUMN && publicColumn == null) {
            throw new UserError(file + ": public.column: rule 'column' needs the split column");
        }
        Double maxValue = pub.has("max") ? pub.path("max").asDouble() : null;
        List<String> values = strings(pub.path("values"));
        if (rule == PublicRule.COLUMN && values.isEmpty() && maxValue == null) {
            throw new UserError(file + ": public.values: rule 'column' needs the public values (or max)");
        }
        int publicFile = pub.path("file").asInt(-1);
        if (rule == PublicRule.FILE && (publicFile < 0 || publicFile >= files.size())) {
            throw new UserError(file + ": public.file: give the index of the public file, 0.." + (files.size() - 1));
        }
        Map<String, Integer> paper = new LinkedHashMap<>();
        root.path("paper").fields().forEachRemaining(e -> paper.put(e.getKey(), e.getValue().asInt()));
        return new DatasetDescriptor(name, root.path("title").asText(name), List.copyOf(files), format, columns,
                root.path("skipLines").asInt(0), root.has("comment") ? root.path("comment").asText().charAt(0) : null,
                root.has("sheet") ? root.path("sheet").asText() : null, labelColumn,
                positive, strings(root.path("drop")), categorical, missing, filters(root.path("keep")),
                filters(root.path("exclude")), rule, rows, pub.path("seed").asLong(0), publicColumn, values, maxValue,
                publicFile, paper, root.has("standIn") ? root.path("standIn").asText() : null,
                root.path("note").asText(""));
    }

    private static Map<String, List<String>> filters(JsonNode node) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        node.fields().forEachRemaining(e -> out.put(e.getKey(), strings(e.getValue())));
        return out;
    }

    /** {@code download}: one http(s) address or a list of them (mirrors, tried in order); empty if absent. */
    private static List<String> downloads(Path file, JsonNode node, String field) {
        if (node.isMissingNode() || node.isNull()) {
            return List.of();
        }
        List<JsonNode> entries = new ArrayList<>();
        if (node.isArray() && !node.isEmpty()) {
            node.forEach(entries::add);
        } else {
            entries.add(node);
        }
        List<String> out = new ArrayList<>();
        for (JsonNode entry : entries) {
            String address = entry.isTextual() ? entry.asText() : "";
            if (!address.startsWith("https://") && !address.startsWith("http://")) {
                throw new UserError(file + ": " + field + ": '" + (entry.isTextual() ? address : entry.toString())
                        + "' is not an http(s) address of the file or of a zip archive holding it (give one address"
                        + " or a list of them)");
            }
            out.add(address);
        }
        return List.copyOf(out);
    }

    private static boolean allText(JsonNode array) {
        for (JsonNode element : array) {
            if (!element.isTextual()) {
                return false;
            }
        }
        return true;
    }

    private static String text(Path file, JsonNode node, String key) {
        return text(file, node, key, key);
    }

    private static String text(Path file, JsonNode node, String key, String field) {
        JsonNode value = node.path(key);
        if (!value.isValueNode() || value.asText().isBlank()) {
            throw new UserError(file + ": " + field + ": required");
        }
        return value.asText();
    }

    private static List<String> strings(JsonNode node) {
        List<String> out = new ArrayList<>();
        if (node.isArray()) {
            node.forEach(n -> out.add(n.asText()));
        } else if (node.isValueNode() && !node.isNull() && !node.isMissingNode()) {
            out.add(node.asText());
        }
        return out;
    }
}
