package org.ldpbench.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The conversion of a store without row checksums to the checked compact format, which
 * {@link TrialStore#open} performs: from the first format (one CSV row per trial with its full
 * parameter text), or from the compact one written before rows carried checksums. Looked at before
 * the store is opened, described after, so that the run can log it and note it in the manifest:
 * the rows it kept could have been edited before they got their checksums, and the note says so.
 */
public final class StoreMigration {

    private final StoreFormat.Version version;
    private final long oldBytes;

    private StoreMigration(StoreFormat.Version version, long oldBytes) {
        this.version = version;
        this.oldBytes = oldBytes;
    }

    /** Looks at the store in {@code directory} before it is opened. */
    public static StoreMigration before(Path directory) throws IOException {
        StoreFormat.Version version = StoreFormat.version(directory);
        boolean converts = version == StoreFormat.Version.FIRST || version == StoreFormat.Version.UNCHECKED;
        return new StoreMigration(version, converts ? Files.size(directory.resolve(TrialStore.TRIALS)) : 0);
    }

    /** Whether opening the store converts it. */
    public boolean converts() {
        return version == StoreFormat.Version.FIRST || version == StoreFormat.Version.UNCHECKED;
    }

    /** After the store was opened: the line saying what the conversion did, if there was one. */
    public Optional<String> describe(Path directory) throws IOException {
        if (!converts()) {
            return Optional.empty();
        }
        String checksums = "; every row now carries a checksum (CRC32C), so a later edit is refused, but an edit"
                + " made before this conversion cannot be told";
        if (version == StoreFormat.Version.UNCHECKED) {
            return Optional.of(String.format(Locale.ROOT, "%s and %s converted to the checked store format (keys and"
                    + " values unchanged): %.1f MB -> %.1f MB%s", TrialStore.TRIALS, TrialStore.CONFIGURATIONS,
                    oldBytes / 1e6, Files.size(directory.resolve(TrialStore.TRIALS)) / 1e6, checksums));
        }
        return Optional.of(String.format(Locale.ROOT, "%s converted to the compact store format: %.1f MB"
                + " -> %.1f MB + %.1f MB of %s%s", TrialStore.TRIALS, oldBytes / 1e6,
                Files.size(directory.resolve(TrialStore.TRIALS)) / 1e6,
                Files.size(directory.resolve(TrialStore.CONFIGURATIONS)) / 1e6, TrialStore.CONFIGURATIONS, checksums));
    }
}
