package org.ldpbench.experiment;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.ldpbench.UserError;
import org.ldpbench.param.ParameterSet;

/**
 * The append-only result store of one experiment (DESIGN rule 5): {@code trials.csv} with one
 * row per finished trial and {@code failures.csv} with one row per failed trial. Rows are written
 * whole and flushed group by group, so killing a run loses at most the groups in flight; a torn
 * last line (a kill in mid-write) is cut off when the store is reopened. Nothing already written
 * is ever rewritten.
 *
 * <p>An open store holds an exclusive lock on {@code .lock} in its directory (an operating-system
 * file lock, so it vanishes with the process: a lock file left by a killed run does not block),
 * and a second run on the same directory, in this or another process, is refused with a
 * {@link UserError} instead of interleaving its rows.
 *
 * <p>Columns of {@code trials.csv}: {@code key, method, replication, <one per sweep axis>, params,
 * outcome, <one per metric>, diagnostics, fit_ms, predict_ms, implementation, commit}. The outcome
 * is {@code ok}, or {@code NA: <reason>} for a configuration the method declared not applicable
 * (stored once, never retried). {@code implementation} names the method's and the data source's
 * implementation versions: a stored row of other versions is <em>stale</em>, and a run recomputes
 * it (appending a newer row, which supersedes the old one) unless told to keep it.
 */
public final class TrialStore implements Closeable {

    public static final String TRIALS = "trials.csv";
    public static final String FAILURES = "failures.csv";
    public static final String LOCK = ".lock";
    /** Lock files held by stores of this JVM (a second channel on a locked file must not even be opened). */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();
    private static final List<String> FAILURE_HEADER = List.of("key", "method", "replication", "point", "params",
            "error");
    /** The outcome prefix of a not-applicable trial. */
    public static final String NA = "NA";
    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();

    private final Path directory;
    private final List<String> header;
    private final List<String> axes;
    private final List<String> metrics;
    private final Map<String, String> storedImplementation;
    private final CSVPrinter trials;
    private final DirectoryLock lock;
    private CSVPrinter failures;

    private TrialStore(Path directory, DirectoryLock lock, List<String> axes, List<String> metrics,
            Map<String, String> stored, CSVPrinter trials) {
        this.directory = directory;
        this.lock = lock;
        this.axes = List.copyOf(axes);
        this.metrics = List.copyOf(metrics);
        this.header = header(axes, metrics);
        this.storedImplementation = stored;
        this.trials = trials;
    }

    /** Whether a trial is stored, and by which implementation. */
    public enum Status {
        /** No row for the key. */
        MISSING,
        /** A row computed by the current implementation. */
        CURRENT,
        /** A row computed by another implementation version. */
        STALE
    }

    /** The column names for the given sweep axes and metrics. */
    public static List<String> header(List<String> axes, List<String> metrics) {
        List<String> columns = new ArrayList<>(List.of("key", "method", "replication"));
        columns.addAll(axes);
        columns.add("params");
        columns.add("outcome");
        columns.addAll(metrics);
        columns.addAll(List.of("diagnostics", "fit_ms", "predict_ms", "implementation", "commit"));
        return columns;
    }

    /**
     * Opens (creating if needed) the store in {@code directory}, reading the keys already stored.
     * The store holds the directory's lock until {@link #close()}.
     *
     * @throws UserError if another run holds the directory's lock, or an existing {@code trials.csv}
     *     has other columns than this spec needs
     */
    public static TrialStore open(Path directory, List<String> axes, List<String> metrics) throws IOException {
        Files.createDirectories(directory);
        // lock before reading: cutting a "torn" line would otherwise cut another run's row in mid-write
        DirectoryLock lock = DirectoryLock.acquire(directory);
        try {
            Path file = directory.resolve(TRIALS);
            List<String> expected = header(axes, metrics);
            Map<String, String> stored = new HashMap<>();
            if (Files.exists(file) && Files.size(file) > 0) {
                cutTornLine(file);
                readRows(file, expected, metrics).forEach((key, row) -> stored.put(key, row.implementation()));
            }
            boolean fresh = !Files.exists(file) || Files.size(file) == 0;
            CSVPrinter printer = appending(file);
            if (fresh) {
                printer.printRecord(expected);
                printer.flush();
            }
            return new TrialStore(directory, lock, axes, metrics, stored, printer);
        } catch (IOException | RuntimeException e) {
            lock.release();
            throw e;
        }
    }

    /** The message of a refused second run on {@code directory}. */
    public static String lockedMessage(Path directory) {
        return directory + ": another ldpbench run is writing here (lock held: " + LOCK
                + "); wait for it or use another --results directory";
    }

    /** The exclusive lock on {@code <directory>/.lock}, held by an open store. */
    private static final class DirectoryLock {

        private final Path file;
        private final FileChannel channel;
        private final FileLock lock;
        private boolean released;

        private DirectoryLock(Path file, FileChannel channel, FileLock lock) {
            this.file = file;
            this.channel = channel;
            this.lock = lock;
        }

        static DirectoryLock acquire(Path directory) throws IOException {
            Path file = directory.toRealPath().resolve(LOCK);
            // within one JVM, opening and closing a second channel on the file could drop the first
            // channel's lock (POSIX locks belong to the process), so a held lock is refused up front
            if (!HELD.add(file)) {
                throw new UserError(lockedMessage(directory));
            }
            FileChannel channel = null;
            try {
                channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock;
                try {
                    lock = channel.tryLock();
                } catch (OverlappingFileLockException e) {
                    lock = null; // held through another channel of this JVM
                }
                if (lock == null) {
                    throw new UserError(lockedMessage(directory));
                }
                return new DirectoryLock(file, channel, lock);
            } catch (IOException | RuntimeException e) {
                if (channel != null) {
                    channel.close();
                }
                HELD.remove(file);
                throw e;
            }
        }

        /** Releases the lock (once); the file stays (harmless: only a held OS lock blocks). */
        synchronized void release() throws IOException {
            if (released) {
                return;
            }
            released = true;
            try {
                if (lock.isValid()) {
                    lock.release();
                }
            } finally {
                try {
                    channel.close();
                } finally {
                    HELD.remove(file);
                }
            }
        }
    }

    /**
     * Reads every stored trial of {@code directory} (for summaries and figures without
     * recomputation).
     *
     * @throws UserError if there is no {@code trials.csv} or its columns do not match
     */
    public static StoredTrials read(Path directory, List<String> axes, List<String> metrics) throws IOException {
        Path file = directory.resolve(TRIALS);
        if (!Files.exists(file)) {
            throw new UserError(file + ": no stored trials; run the experiment first (ldpbench run SPEC)");
        }
        return new StoredTrials(readRows(file, header(axes, metrics), metrics));
    }

    private static Map<String, StoredTrials.Row> readRows(Path file, List<String> expected, List<String> metrics)
            throws IOException {
        Map<String, StoredTrials.Row> rows = new HashMap<>();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                        .parse(reader)) {
            List<String> found = parser.getHeaderNames();
            if (!found.equals(expected)) {
                String why = found.contains("implementation") || !found.contains("params") ? "do not match this spec's " + String.join(",", expected)
                        : "are of an older ldpbench store without implementation versions, so its trials cannot be"
                                + " told apart from the current code's";
                throw new UserError(file + ": columns " + String.join(",", found) + " " + why
                        + "; move the file away or run with another --results directory");
            }
            for (CSVRecord record : parser) {
                if (record.size() != expected.size()) {
                    throw new UserError(file + ":" + (record.getRecordNumber() + 1) + ": row has " + record.size()
                            + " fields, expected " + expected.size() + "; the file was edited or corrupted");
                }
                String outcome = record.get("outcome");
                boolean notApplicable = outcome.startsWith(NA);
                Map<String, Double> values = new java.util.LinkedHashMap<>();
                for (String metric : metrics) {
                    String value = record.get(metric);
                    values.put(metric, value.isEmpty() ? Double.NaN : Double.parseDouble(value));
                }
                values.put(StoredTrials.SECONDS,
                        (Double.parseDouble(record.get("fit_ms")) + Double.parseDouble(record.get("predict_ms"))) / 1e3);
                rows.put(record.get("key"), new StoredTrials.Row(notApplicable,
                        notApplicable ? outcome.substring(NA.length()).replaceFirst("^:\\s*", "") : "", values,
                        record.get("implementation"), record.get("commit")));
            }
        } catch (UncheckedIOException e) {
            throw new UserError(file + ": cannot parse as CSV: " + e.getCause().getMessage());
        } catch (NumberFormatException e) {
            throw new UserError(file + ": a score is not a number (" + e.getMessage() + "); the file was edited or"
                    + " corrupted");
        }
        return rows;
    }

    /** Truncates a last line without its newline: the row being written when a run was killed. */
    private static void cutTornLine(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long size = channel.size();
            java.nio.ByteBuffer one = java.nio.ByteBuffer.allocate(1);
            long end = size;
            while (end > 0) {
                one.clear();
                channel.read(one, end - 1);
                if (one.get(0) == '\n') {
                    break;
                }
                end--;
            }
            if (end < size) {
                channel.truncate(end);
            }
        }
    }

    /** Whether the trial {@code key} is stored, and whether by {@code implementation}. */
    public Status status(String key, String implementation) {
        String stored = storedImplementation.get(key);
        return stored == null ? Status.MISSING : stored.equals(implementation) ? Status.CURRENT : Status.STALE;
    }

    /** Appends finished trials and flushes them to the file. */
    public synchronized void append(List<TrialRecord> records) throws IOException {
        for (TrialRecord record : records) {
            List<String> row = new ArrayList<>(header.size());
            row.add(record.key());
            row.add(record.method());
            row.add(Integer.toString(record.replication()));
            for (String axis : axes) {
                row.add(record.point().formatted(axis));
            }
            row.add(record.parameters());
            row.add(record.notApplicable() == null ? "ok" : NA + ": " + oneLine(record.notApplicable()));
            for (String metric : metrics) {
                Double value = record.metrics().get(metric);
                row.add(value == null || value.isNaN() ? "" : Double.toString(value));
            }
            StringJoiner diagnostics = new StringJoiner(";");
            record.diagnostics().forEach((name, value) -> diagnostics.add(name + "=" + ParameterSet.format(value)));
            row.add(diagnostics.toString());
            row.add(String.format(java.util.Locale.ROOT, "%.3f", record.fitMillis()));
            row.add(String.format(java.util.Locale.ROOT, "%.3f", record.predictMillis()));
            row.add(record.implementation());
            row.add(record.commit());
            trials.printRecord(row);
            storedImplementation.put(record.key(), record.implementation());
        }
        trials.flush();
    }

    /**
     * Appends rows copied from another store of the same experiment (same columns), as they are;
     * for {@link StoreMerge}.
     */
    synchronized void appendRows(List<List<String>> rows) throws IOException {
        int implementation = header.indexOf("implementation");
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("a row of " + row.size() + " fields for " + header.size() + " columns");
            }
            trials.printRecord(row);
            storedImplementation.put(row.get(0), row.get(implementation));
        }
        trials.flush();
    }

    /** Appends a failed trial with its error message (one line). */
    public synchronized void appendFailure(String key, String method, int replication, SweepPoint point,
            String parameters, String error) throws IOException {
        if (failures == null) {
            Path file = directory.resolve(FAILURES);
            boolean fresh = !Files.exists(file) || Files.size(file) == 0;
            failures = appending(file);
            if (fresh) {
                failures.printRecord(FAILURE_HEADER);
            }
        }
        failures.printRecord(List.of(key, method, Integer.toString(replication), point.describe(), parameters,
                oneLine(error)));
        failures.flush();
    }

    private static String oneLine(String text) {
        return text.replace('\n', ' ').replace('\r', ' ');
    }

    private static CSVPrinter appending(Path file) throws IOException {
        BufferedWriter writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
        return new CSVPrinter(writer, FORMAT);
    }

    @Override
    public synchronized void close() throws IOException {
        try {
            trials.close();
            if (failures != null) {
                failures.close();
            }
        } finally {
            lock.release();
        }
    }
}
