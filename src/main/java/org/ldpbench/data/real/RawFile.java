package org.ldpbench.data.real;

/**
 * One raw data file of a data set: where it lives relative to a raw-data directory, its expected
 * SHA-256, the public page that describes it, and, where one exists, a direct download address
 * ({@code ldpbench datasets --download} fetches only those, and keeps a download only when its
 * SHA-256 matches). The files are never part of the project.
 *
 * @param path relative path, e.g. {@code diabetes/Healthcare-Diabetes.csv}
 * @param sha256 expected SHA-256 in lower-case hex
 * @param url the public page or file to obtain it from (for a person)
 * @param download a direct address of exactly this file, or null when none is known (a landing
 *     page, a site that needs an account, a zip archive)
 */
public record RawFile(String path, String sha256, String url, String download) {

    /** A file without a known direct download. */
    public RawFile(String path, String sha256, String url) {
        this(path, sha256, url, null);
    }

    /** Whether {@code ldpbench datasets --download} can fetch this file by itself. */
    public boolean downloadable() {
        return download != null;
    }
}
