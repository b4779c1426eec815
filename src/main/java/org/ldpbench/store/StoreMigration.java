package org.ldpbench.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The conversion of a store written in the first format (one CSV row per trial with its full
 * parameter text) to the compact one, which {@link TrialStore#open} performs: looked at before the
 * store is opened, described after, so that the run can log it and note it in the manifest.
 */
public final class StoreMigration {

    private final boolean firstFormat;
    private final long firstFormatBytes;

    private StoreMigration(boolean firstFormat, long firstFormatBytes) {
        this.firstFormat = firstFormat;
        this.firstFormatBytes = firstFormatBytes;
    }

    /** Looks at the store in {@code directory} before it is opened. */
    public static StoreMigration before(Path directory) throws IOException {
        boolean first = TrialStore.isFirstFormat(directory);
        return new StoreMigration(first, first ? Files.size(directory.resolve(TrialStore.TRIALS)) : 0);
    }

    /** Whether opening the store converts it. */
    public boolean converts() {
        return firstFormat;
    }

    /** After the store was opened: the line saying what the conversion did, if there was one. */
    public Optional<String> describe(Path directory) throws IOException {
        if (!firstFormat) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "%s converted to the compact store format: %.1f MB"
                + " -> %.1f MB + %.1f MB of %s", TrialStore.TRIALS, firstFormatBytes / 1e6,
                Files.size(directory.resolve(TrialStore.TRIALS)) / 1e6,
                Files.size(directory.resolve(TrialStore.CONFIGURATIONS)) / 1e6, TrialStore.CONFIGURATIONS));
    }
}
