package org.ldpbench.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.ldpbench.store.TrialStore;

/**
 * Fuzzes the trial-store reader: an input is the configuration table and the trial table of one
 * store, separated by a line "====" (trial-configs.csv, then trials.csv), read with the axes and
 * metric of a privacy-utility figure. Any input is read or refused in one line; reading never
 * writes. Seeds: slices of real stores.
 */
class TrialStoreReaderFuzzTest {

    private static final String SEPARATOR = "\n====\n";

    @FuzzTest(maxDuration = "10m")
    void store(byte[] input) throws IOException {
        String text = new String(input, StandardCharsets.UTF_8);
        int cut = text.indexOf(SEPARATOR);
        String configurations = cut < 0 ? "" : text.substring(0, cut);
        String trials = cut < 0 ? text : text.substring(cut + SEPARATOR.length());
        Path dir = Files.createTempDirectory("ldpbench-fuzz-store");
        try {
            Files.writeString(dir.resolve(TrialStore.CONFIGURATIONS), configurations);
            Files.writeString(dir.resolve(TrialStore.TRIALS), trials);
            ReaderContract.check(() -> TrialStore.read(dir, List.of("epsilon"), List.of("accuracy")));
            try (Stream<Path> files = Files.list(dir)) {
                List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
                if (!names.equals(List.of(TrialStore.CONFIGURATIONS, TrialStore.TRIALS))) {
                    throw new AssertionError("reading the store wrote files: " + names);
                }
            }
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** The same target for 20 seconds, in {@code make test} (its seeds are a copy of the long test's). */
    @FuzzTest(maxDuration = "20s")
    void storeQuick(byte[] input) throws IOException {
        store(input);
    }
}
