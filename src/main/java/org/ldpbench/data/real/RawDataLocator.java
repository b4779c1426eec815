package org.ldpbench.data.real;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.ldpbench.UserError;

/**
 * Finds a raw data file and checks it: first in {@code datasets/raw/}, then in the directory
 * named by {@code LDPBENCH_DATA}, then in {@code ../shared/datasets/raw/} (all relative to the
 * working directory). A file whose SHA-256 differs from its descriptor's is refused; a file found
 * nowhere is reported with the address to get it from. Raw files are never part of the project.
 */
public final class RawDataLocator {

    /** The environment variable naming an extra raw-data directory. */
    public static final String ENVIRONMENT = "LDPBENCH_DATA";

    private final List<Path> directories;

    public RawDataLocator(List<Path> directories) {
        this.directories = List.copyOf(directories);
    }

    /** The default search order: datasets/raw, $LDPBENCH_DATA, ../shared/datasets/raw. */
    public static RawDataLocator standard() {
        List<Path> dirs = new ArrayList<>();
        dirs.add(Path.of("datasets", "raw"));
        String env = System.getenv(ENVIRONMENT);
        if (env != null && !env.isBlank()) {
            dirs.add(Path.of(env));
        }
        dirs.add(Path.of("..", "shared", "datasets", "raw"));
        return new RawDataLocator(dirs);
    }

    public List<Path> directories() {
        return directories;
    }

    /** Where {@code file} would be found, or null if in none of the directories. */
    public Path find(RawFile file) {
        for (Path dir : directories) {
            Path candidate = dir.resolve(file.path());
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** The checked file; a one-line {@link UserError} if it is missing or its SHA-256 differs. */
    public Path locate(RawFile file) throws IOException {
        Path found = find(file);
        if (found == null) {
            throw new UserError(missingMessage(file));
        }
        // hashed on every call: callers read a data set once per command (the data memo of RealDataFactory)
        String actual = sha256(found);
        if (!actual.equals(file.sha256())) {
            throw new UserError(corruptMessage(found, file, actual));
        }
        return found;
    }

    String missingMessage(RawFile file) {
        return "raw data file " + file.path() + " not found in " + directories.stream().map(Path::toString)
                .reduce((a, b) -> a + ", " + b).orElse("") + "; get it from " + file.url() + " and put it in "
                + directories.get(0).resolve(file.path()) + " (or set " + ENVIRONMENT + ")";
    }

    static String corruptMessage(Path found, RawFile file, String actual) {
        return found + ": sha256 " + actual + " differs from the expected " + file.sha256()
                + "; the file is corrupted or another version; get it again from " + file.url();
    }

    /** SHA-256 of a file in lower-case hex. */
    public static String sha256(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            int n;
            while ((n = in.read(buffer)) > 0) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
