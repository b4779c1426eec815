package org.ldpbench.data.real;

/**
 * One raw data file of a data set: where it lives relative to a raw-data directory, its expected
 * SHA-256, and the public address to get it from. The files are never part of the project.
 *
 * @param path relative path, e.g. {@code diabetes/Healthcare-Diabetes.csv}
 * @param sha256 expected SHA-256 in lower-case hex
 * @param url the public page or file to obtain it from
 */
public record RawFile(String path, String sha256, String url) {
}
