package org.ldpbench.store;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.ldpbench.UserError;
import org.ldpbench.metric.Metric;

/**
 * The two files of a compact trial store and how to stream them back.
 *
 * <p>{@code trial-configs.csv} has one line per <em>configuration</em>: what a trial row shares with
 * the other replications of its grid point — {@code config, method, <one per sweep axis>, params,
 * implementation, commit, crc}. {@code trials.csv} has one short line per trial: {@code key, config,
 * replication, outcome, <one per metric>, diagnostics, fit_ms, predict_ms, crc}, about 57 bytes
 * instead of the 250 of the first store format, which repeated the full canonical parameters,
 * implementation and commit on every row. A configuration line is written and flushed before the
 * first row that names it, so every row of a file cut by a kill names a complete configuration.
 * Every line of both files ends with its {@link RowChecksum}, checked by every reader: a row edited
 * by hand is refused with its file and line.
 *
 * <p>Older stores have no checksums: the first format ({@code key, method, replication, <axes>,
 * params, outcome, <metrics>, diagnostics, fit_ms, predict_ms, implementation, commit} on every
 * row) and the compact one before checksums (the columns above without {@code crc}). A
 * {@link TrialStore} opened for writing (a run or its resume, a merge into the directory) converts
 * either once ({@link #migrate}; the run notes it in its manifest), keeping every key and value;
 * readers that only read (summaries, figures, compare, export, merge sources) refuse them with a
 * message saying so ({@link #read}), since what such a store holds cannot be told from an edit.
 */
final class StoreFormat {

    static final String TRIALS = "trials.csv";
    static final String CONFIGURATIONS = "trial-configs.csv";
    static final String NA = "NA";
    static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();
    private static final CSVFormat READ = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();

    /** The formats a store directory may hold, told apart by the header of {@code trials.csv}. */
    enum Version {
        /** No rows yet ({@code trials.csv} missing or empty). */
        EMPTY,
        /** The first, verbose format: every row self-contained, no checksum. */
        FIRST,
        /** The compact format before rows carried checksums. */
        UNCHECKED,
        /** The compact format with a checksum per line (written now); also any other header, refused when read. */
        CHECKED
    }

    private StoreFormat() {
    }

    /**
     * What the rows of one grid point share.
     *
     * @param method the method label
     * @param point the sweep-axis values, formatted, in axis order
     * @param parameters the complete canonical parameters
     * @param implementation the implementation versions that computed the rows
     * @param commit the git commit of the run
     */
    record Configuration(String method, List<String> point, String parameters, String implementation,
            String commit) {

        Configuration {
            point = List.copyOf(point);
        }
    }

    /**
     * One stored trial as written (numbers as their text, so that a copy is byte-identical).
     *
     * @param configuration index into the configurations the reader returned
     * @param metrics one text per metric column, empty for none
     */
    record Row(String key, int configuration, String replication, String outcome, List<String> metrics,
            String diagnostics, String fitMillis, String predictMillis) {

        boolean notApplicable() {
            return outcome.startsWith(NA);
        }
    }

    /** Columns of {@code trials.csv}. */
    static List<String> rowHeader(List<String> metrics) {
        return rowHeader(metrics, true);
    }

    /** Columns of {@code trials.csv}, with or without the checksum (a store written before rows carried one). */
    static List<String> rowHeader(List<String> metrics, boolean checked) {
        List<String> columns = new ArrayList<>(List.of("key", "config", "replication", "outcome"));
        columns.addAll(metrics);
        columns.addAll(List.of("diagnostics", "fit_ms", "predict_ms"));
        if (checked) {
            columns.add(RowChecksum.COLUMN);
        }
        return columns;
    }

    /** Columns of {@code trial-configs.csv}. */
    static List<String> configurationHeader(List<String> axes) {
        return configurationHeader(axes, true);
    }

    /** Columns of {@code trial-configs.csv}, with or without the checksum. */
    static List<String> configurationHeader(List<String> axes, boolean checked) {
        List<String> columns = new ArrayList<>(List.of("config", "method"));
        columns.addAll(axes);
        columns.addAll(List.of("params", "implementation", "commit"));
        if (checked) {
            columns.add(RowChecksum.COLUMN);
        }
        return columns;
    }

    /** Columns of the first store format, one self-contained row per trial. */
    static List<String> legacyHeader(List<String> axes, List<String> metrics) {
        List<String> columns = new ArrayList<>(List.of("key", "method", "replication"));
        columns.addAll(axes);
        columns.add("params");
        columns.add("outcome");
        columns.addAll(metrics);
        columns.addAll(List.of("diagnostics", "fit_ms", "predict_ms", "implementation", "commit"));
        return columns;
    }

    /** The line of a configuration as written: its fields, then their checksum. */
    static List<String> fields(int id, Configuration configuration) {
        List<String> fields = new ArrayList<>(List.of(Integer.toString(id), configuration.method()));
        fields.addAll(configuration.point());
        fields.addAll(List.of(configuration.parameters(), configuration.implementation(), configuration.commit()));
        return RowChecksum.appended(fields);
    }

    /** The line of a trial as written: its fields, then their checksum. */
    static List<String> fields(Row row) {
        List<String> fields = new ArrayList<>(List.of(row.key(), Integer.toString(row.configuration()),
                row.replication(), row.outcome()));
        fields.addAll(row.metrics());
        fields.addAll(List.of(row.diagnostics(), row.fitMillis(), row.predictMillis()));
        return RowChecksum.appended(fields);
    }

    /** Whether {@code directory}'s {@code trials.csv} is of the first format (one self-contained row per trial). */
    static boolean isLegacy(Path directory) throws IOException {
        return version(directory) == Version.FIRST;
    }

    /** The format of the store in {@code directory}, from the header of its {@code trials.csv}. */
    static Version version(Path directory) throws IOException {
        Path file = directory.resolve(TRIALS);
        if (!Files.exists(file) || Files.size(file) == 0) {
            return Version.EMPTY;
        }
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                CSVParser parser = READ.parse(reader)) {
            List<String> header = parser.getHeaderNames();
            if (header.contains("params") && !header.contains("config")) {
                return Version.FIRST;
            }
            int n = header.size();
            boolean unchecked = n >= 7 && header.subList(0, 4).equals(List.of("key", "config", "replication", "outcome"))
                    && header.subList(n - 3, n).equals(List.of("diagnostics", "fit_ms", "predict_ms"));
            return unchecked ? Version.UNCHECKED : Version.CHECKED;
        } catch (UncheckedIOException e) {
            throw new UserError(file + ": cannot parse as CSV: " + e.getCause().getMessage());
        } catch (IllegalArgumentException | IllegalStateException e) {
            return Version.CHECKED; // a malformed header: read() refuses it with the file named
        }
    }

    /** Whether opening the store for writing converts it (it has rows but no checksums). */
    static boolean needsConversion(Path directory) throws IOException {
        Version version = version(directory);
        return version == Version.FIRST || version == Version.UNCHECKED;
    }

    /**
     * Streams every row of the store in {@code directory}, in file order, to {@code each}, and
     * returns the configurations the rows' indices refer to. Every line's checksum is checked.
     *
     * @throws UserError if the store has no checksums (one of the older formats: how to convert it is
     *     in the message), a file's columns do not match the spec, or a row is malformed or edited
     */
    static List<Configuration> read(Path directory, List<String> axes, List<String> metrics, Consumer<Row> each)
            throws IOException {
        if (needsConversion(directory)) {
            throw new UserError(uncheckedMessage(directory));
        }
        return readAnyFormat(directory, axes, metrics, each);
    }

    /** Why an older store is refused by a reader that only reads, and how to convert it. */
    static String uncheckedMessage(Path directory) {
        return directory.resolve(TRIALS) + ": a store written before trial rows carried checksums, so an edited score"
                + " cannot be told from a computed one; convert it once by resuming its run (ldpbench run SPEC"
                + " --keep-stale with the same --results: every row gets its checksum, keys and values stay, only"
                + " missing trials are computed)";
    }

    /** {@link #read} for a store of any format, checking checksums where there are some (for {@link #migrate}). */
    private static List<Configuration> readAnyFormat(Path directory, List<String> axes, List<String> metrics,
            Consumer<Row> each) throws IOException {
        Version version = version(directory);
        if (version == Version.FIRST) {
            return readLegacy(directory.resolve(TRIALS), axes, metrics, each);
        }
        boolean checked = version != Version.UNCHECKED;
        // a conversion killed between its two moves leaves checked configurations beside unchecked rows
        List<Configuration> configurations = readConfigurations(directory.resolve(CONFIGURATIONS), axes,
                checked || endsWithChecksum(directory.resolve(CONFIGURATIONS)));
        Path file = directory.resolve(TRIALS);
        if (!Files.exists(file) || Files.size(file) == 0) {
            return configurations;
        }
        List<String> expected = rowHeader(metrics, checked);
        forEachRecord(file, expected, record -> {
            int configuration = integer(record.get(1), file, record);
            if (configuration < 0 || configuration >= configurations.size()) {
                throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": configuration " + configuration
                        + " is not in " + CONFIGURATIONS + "; the files were edited or corrupted");
            }
            int m = metrics.size();
            Row row = new Row(key(record.get(0), file, record), configuration, record.get(2), record.get(3),
                    scores(record.toList().subList(4, 4 + m), metrics, file, record), record.get(4 + m),
                    record.get(5 + m), record.get(6 + m));
            if (checked) {
                checksum(record, file);
            }
            each.accept(row);
        });
        return configurations;
    }

    /**
     * Refuses a line whose checksum is not that of its fields: a row or configuration edited by
     * hand or damaged, named by its file and line.
     */
    private static void checksum(CSVRecord record, Path file) {
        List<String> fields = record.toList();
        if (!RowChecksum.matches(fields)) {
            throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": the row does not match its checksum "
                    + fields.get(fields.size() - 1) + "; it was edited or corrupted after it was written (a changed"
                    + " result is recomputed by a run, never edited in place)");
        }
    }

    /** Receives the key and configuration id of each stored row. */
    interface KeyConsumer {
        void accept(long key, int configuration);
    }

    /**
     * Streams the key and configuration id of every row of a checked compact store to {@code each}:
     * what opening a store for a run needs, read from the start of each line and checked against
     * its checksum on the raw text, without splitting the rest (a line with quotes is parsed alone).
     * A line that does not start with a key and a configuration id, or does not match its
     * checksum (an edited file), falls back to {@link #read}, which names the bad line.
     */
    static List<Configuration> scan(Path directory, List<String> axes, List<String> metrics, KeyConsumer each)
            throws IOException {
        List<Configuration> configurations = readConfigurations(directory.resolve(CONFIGURATIONS), axes, true);
        Path file = directory.resolve(TRIALS);
        if (!Files.exists(file) || Files.size(file) == 0) {
            return configurations;
        }
        boolean clean = true;
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        try (java.io.BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            clean = String.join(",", rowHeader(metrics)).equals(reader.readLine());
            for (String line = reader.readLine(); clean && line != null; line = reader.readLine()) {
                long key = 0;
                int configuration = 0;
                int comma = line.indexOf(',', 17);
                clean = line.length() > 17 && line.charAt(16) == ',' && comma > 17 && comma - 17 <= 9;
                for (int i = 0; clean && i < 16; i++) {
                    int digit = Character.digit(line.charAt(i), 16);
                    clean = digit >= 0 && !Character.isUpperCase(line.charAt(i));
                    key = key << 4 | digit;
                }
                for (int i = 17; clean && i < comma; i++) {
                    char c = line.charAt(i);
                    clean = c >= '0' && c <= '9';
                    configuration = configuration * 10 + (c - '0');
                }
                clean = clean && configuration < configurations.size() && checksumMatches(line, crc);
                if (clean) {
                    each.accept(key, configuration);
                }
            }
        }
        if (!clean) {
            // names the file and line (or, if the lines are valid CSV after all, streams them properly)
            return read(directory, axes, metrics, row -> each.accept(TrialKey.bits(row.key()), row.configuration()));
        }
        return configurations;
    }

    /** Whether the header of {@code file} (which may be absent) ends with the checksum column. */
    private static boolean endsWithChecksum(Path file) throws IOException {
        if (!Files.exists(file)) {
            return false;
        }
        try (java.io.BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = reader.readLine();
            return header != null && header.endsWith("," + RowChecksum.COLUMN);
        }
    }

    /** Whether a raw line of {@code trials.csv} matches its checksum (parsed alone if it has quotes). */
    private static boolean checksumMatches(String line, java.util.zip.CRC32C crc) {
        if (line.indexOf('"') < 0) {
            return RowChecksum.matchesLine(line, crc);
        }
        try (CSVParser parser = CSVFormat.DEFAULT.parse(new java.io.StringReader(line))) {
            List<CSVRecord> records = parser.getRecords();
            return records.size() == 1 && RowChecksum.matches(records.get(0).toList());
        } catch (IOException | UncheckedIOException | IllegalArgumentException | IllegalStateException e) {
            return false; // a quoted field that goes on over the next line: read() parses the file as a whole
        }
    }

    /** The configurations of {@code file}, by id (empty if there is no file), each line checked if {@code checked}. */
    static List<Configuration> readConfigurations(Path file, List<String> axes, boolean checked) throws IOException {
        List<Configuration> configurations = new ArrayList<>();
        if (!Files.exists(file) || Files.size(file) == 0) {
            return configurations;
        }
        int last = checked ? 1 : 0;
        forEachRecord(file, configurationHeader(axes, checked), record -> {
            int id = integer(record.get(0), file, record);
            if (id != configurations.size()) {
                throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": configuration " + id
                        + " where " + configurations.size() + " was expected; the file was edited or corrupted");
            }
            List<String> values = record.toList();
            int n = values.size() - last;
            Configuration configuration = new Configuration(values.get(1), values.subList(2, n - 3), values.get(n - 3),
                    values.get(n - 2), values.get(n - 1));
            if (checked) {
                checksum(record, file);
            }
            configurations.add(configuration);
        });
        return configurations;
    }

    private static List<Configuration> readLegacy(Path file, List<String> axes, List<String> metrics,
            Consumer<Row> each) throws IOException {
        List<Configuration> configurations = new ArrayList<>();
        Map<Configuration, Integer> ids = new HashMap<>();
        int params = 3 + axes.size();
        forEachRecord(file, legacyHeader(axes, metrics), record -> {
            List<String> values = record.toList();
            int n = values.size();
            Configuration configuration = new Configuration(values.get(1), values.subList(3, params),
                    values.get(params), values.get(n - 2), values.get(n - 1));
            Integer id = ids.get(configuration);
            if (id == null) {
                id = configurations.size();
                configurations.add(configuration);
                ids.put(configuration, id);
            }
            each.accept(new Row(key(values.get(0), file, record), id, values.get(2), values.get(params + 1),
                    scores(values.subList(params + 2, params + 2 + metrics.size()), metrics, file, record),
                    values.get(n - 5), values.get(n - 4),
                    values.get(n - 3)));
        });
        return configurations;
    }

    /**
     * Rewrites a store of an older format (the first one, or the compact one without checksums) in
     * the checked compact one, keeping every row (superseded ones too) in order with the same text
     * for every value (diagnostics without their zero counts) and every key, and adding each line's
     * checksum. The new files are written beside the old ones and moved into place, the trials last,
     * so a kill during the conversion leaves the old store as it was (or, between the two moves,
     * checked configurations beside unchecked rows, which the next open converts again).
     */
    static void migrate(Path directory, List<String> axes, List<String> metrics) throws IOException {
        Path trials = directory.resolve(TRIALS);
        Path newTrials = directory.resolve(TRIALS + ".compact.tmp");
        Path newConfigurations = directory.resolve(CONFIGURATIONS + ".tmp");
        List<Configuration> configurations;
        try (var rows = new org.apache.commons.csv.CSVPrinter(Files.newBufferedWriter(newTrials,
                StandardCharsets.UTF_8), FORMAT)) {
            rows.printRecord(rowHeader(metrics));
            configurations = readAnyFormat(directory, axes, metrics, row -> {
                try {
                    rows.printRecord(fields(new Row(row.key(), row.configuration(), row.replication(), row.outcome(),
                            row.metrics(), nonZero(row.diagnostics()), row.fitMillis(), row.predictMillis())));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        try (var lines = new org.apache.commons.csv.CSVPrinter(Files.newBufferedWriter(newConfigurations,
                StandardCharsets.UTF_8), FORMAT)) {
            lines.printRecord(configurationHeader(axes));
            for (int id = 0; id < configurations.size(); id++) {
                lines.printRecord(fields(id, configurations.get(id)));
            }
        }
        Files.move(newConfigurations, directory.resolve(CONFIGURATIONS),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        Files.move(newTrials, trials, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** Diagnostics without the zero counts ({@code a=0;b=2} → {@code b=2}): the compact store leaves them out. */
    static String nonZero(String diagnostics) {
        if (diagnostics.isEmpty()) {
            return diagnostics;
        }
        java.util.StringJoiner kept = new java.util.StringJoiner(";");
        for (String part : diagnostics.split(";")) {
            if (!part.endsWith("=0")) {
                kept.add(part);
            }
        }
        return kept.toString();
    }

    private static void forEachRecord(Path file, List<String> expected, Consumer<CSVRecord> each) throws IOException {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                CSVParser parser = READ.parse(reader)) {
            List<String> found = parser.getHeaderNames();
            if (!found.equals(expected)) {
                throw new UserError(file + ": columns " + String.join(",", found) + " " + mismatch(found, expected)
                        + "; move the file away or run with another --results directory");
            }
            for (CSVRecord record : parser) {
                if (record.size() != expected.size()) {
                    throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": row has " + record.size()
                            + " fields, expected " + expected.size() + "; the file was edited or corrupted");
                }
                each.accept(record);
            }
        } catch (UncheckedIOException e) {
            throw new UserError(file + ": cannot parse as CSV: " + e.getCause().getMessage());
        }
    }

    private static String mismatch(List<String> found, List<String> expected) {
        boolean legacyWithoutVersions = found.contains("params") && !found.contains("implementation")
                && !found.contains("config");
        return legacyWithoutVersions
                ? "are of an older ldpbench store without implementation versions, so its trials cannot be"
                        + " told apart from the current code's"
                : "do not match this spec's " + String.join(",", expected);
    }

    private static String key(String text, Path file, CSVRecord record) {
        if (!TrialKey.isKey(text)) {
            throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": '" + text
                    + "' is not a trial key (16 hex digits); the file was edited or corrupted");
        }
        return text;
    }

    /**
     * The score texts of one row, each empty (an NA row) or a possible value of its metric
     * ({@link Metric#isPossible}): an accuracy of 5.0 edited into {@code trials.csv} would otherwise
     * be averaged into the summary.
     *
     * @throws UserError naming the file, line, metric, value and the metric's range
     */
    private static List<String> scores(List<String> texts, List<String> metrics, Path file, CSVRecord record) {
        for (int m = 0; m < texts.size(); m++) {
            String text = texts.get(m);
            if (text.isEmpty()) {
                continue;
            }
            Metric metric = Metric.byId(metrics.get(m)).orElse(null);
            double value;
            try {
                value = Double.parseDouble(text);
            } catch (NumberFormatException e) {
                value = Double.NaN;
            }
            if (metric != null ? !metric.isPossible(value) : Double.isNaN(value)) {
                throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": " + metrics.get(m) + " '" + text
                        + "' is not allowed; " + (metric != null ? metrics.get(m) + " is in " + metric.range()
                                : "it must be a number") + "; the file was edited or corrupted");
            }
        }
        return texts;
    }

    private static int integer(String text, Path file, CSVRecord record) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": '" + text
                    + "' is not a configuration id; the file was edited or corrupted");
        }
    }
}
