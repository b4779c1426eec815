package org.ldpbench.experiment;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.ldpbench.UserError;

/**
 * Merges result stores of one experiment (the parts of a sharded run, or runs on several
 * machines) into one. A trial stored in several sources with the same outcome, metric values and
 * implementation is kept once; the same key with different values is refused, naming the key and
 * both values, and then nothing is written. The target's lock is held while it is written, so a
 * merge never interleaves with a run on the same store.
 */
public final class StoreMerge {

    /** What a merge did: rows added to the target and rows already there (or duplicated across sources). */
    public record Outcome(long added, long duplicates) {
    }

    private StoreMerge() {
    }

    /**
     * Merges the stores in {@code sources} (directories holding {@code trials.csv}) into {@code target}.
     */
    public static Outcome merge(Path target, List<Path> sources) throws IOException {
        if (sources.isEmpty()) {
            throw new UserError("merge: give at least one store to merge");
        }
        List<String> header = null;
        Map<String, Stored> byKey = new LinkedHashMap<>();
        List<Stored> toAdd = new ArrayList<>();
        long duplicates = 0;
        Path targetFile = target.resolve(TrialStore.TRIALS);
        List<Path> files = new ArrayList<>();
        if (Files.exists(targetFile) && Files.size(targetFile) > 0) {
            files.add(targetFile);
        }
        for (Path source : sources) {
            Path file = source.resolve(TrialStore.TRIALS);
            if (!Files.exists(file)) {
                throw new UserError(source + ": no " + TrialStore.TRIALS + " here; give the result directory of an"
                        + " experiment (e.g. results/ma-yang/fig4a-privacy-utility)");
            }
            files.add(file);
        }
        for (Path file : files) {
            Table table = read(file);
            if (header == null) {
                header = table.header();
            } else if (!header.equals(table.header())) {
                throw new UserError(file + ": columns " + String.join(",", table.header()) + " differ from "
                        + String.join(",", header) + "; only stores of the same experiment can be merged");
            }
            boolean isTarget = file.equals(targetFile);
            for (Stored row : table.latest().values()) {
                Stored earlier = byKey.get(row.key());
                if (earlier == null) {
                    byKey.put(row.key(), row);
                    if (!isTarget) {
                        toAdd.add(row);
                    }
                } else if (earlier.content(header).equals(row.content(header))) {
                    duplicates++;
                } else {
                    throw new UserError("merge: trial " + row.key() + " has two different results: "
                            + earlier.describe(header) + " in " + earlier.file() + ", " + row.describe(header) + " in "
                            + row.file() + "; nothing was merged");
                }
            }
        }
        List<String> columns = header;
        int replication = columns.indexOf("replication");
        int params = columns.indexOf("params");
        int outcome = columns.indexOf("outcome");
        int diagnostics = columns.indexOf("diagnostics");
        List<String> axes = columns.subList(replication + 1, params);
        List<String> metrics = columns.subList(outcome + 1, diagnostics);
        try (TrialStore store = TrialStore.open(target, axes, metrics)) {
            store.appendRows(toAdd.stream().map(Stored::values).toList());
        }
        return new Outcome(toAdd.size(), duplicates);
    }

    private record Table(List<String> header, Map<String, Stored> latest) {
    }

    /** One stored row: its values in column order and the file it came from. */
    private record Stored(String key, List<String> values, Path file) {

        /** What must agree for two rows of one key to be the same result: outcome, metrics, implementation. */
        List<String> content(List<String> header) {
            List<String> out = new ArrayList<>();
            for (int i = header.indexOf("outcome"); i < header.indexOf("diagnostics"); i++) {
                out.add(values.get(i));
            }
            out.add(values.get(header.indexOf("implementation")));
            return out;
        }

        String describe(List<String> header) {
            List<String> parts = new ArrayList<>();
            List<String> content = content(header);
            int first = header.indexOf("outcome");
            for (int i = 0; i < content.size() - 1; i++) {
                parts.add(header.get(first + i) + "=" + content.get(i));
            }
            parts.add("implementation=" + content.get(content.size() - 1));
            return String.join(", ", parts);
        }
    }

    /** The header and the latest row of every key (a recomputed trial supersedes its older row). */
    private static Table read(Path file) throws IOException {
        Map<String, Stored> latest = new LinkedHashMap<>();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                        .parse(reader)) {
            List<String> header = parser.getHeaderNames();
            for (String required : List.of("key", "replication", "params", "outcome", "diagnostics", "implementation")) {
                if (!header.contains(required)) {
                    throw new UserError(file + ": not an ldpbench trial store (no column '" + required + "')");
                }
            }
            for (CSVRecord record : parser) {
                if (record.size() != header.size()) {
                    throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": row has " + record.size()
                            + " fields, expected " + header.size() + "; the file was edited or corrupted");
                }
                List<String> values = record.toList();
                latest.remove(values.get(0));
                latest.put(values.get(0), new Stored(values.get(0), values, file));
            }
            return new Table(header, latest);
        }
    }
}
