package org.ldpbench.data.real;

import java.util.List;

/**
 * One raw data file of a data set: where it lives relative to a raw-data directory, its expected
 * SHA-256, the public page that describes it, the direct addresses it can be downloaded from (tried
 * in order; {@code ldpbench datasets --download} keeps a download only when its SHA-256 matches)
 * and, for a file that needs an account or a conversion, the steps to get it by hand. The files are
 * never part of the project.
 *
 * @param path relative path, e.g. {@code diabetes/Healthcare-Diabetes.csv}
 * @param sha256 expected SHA-256 in lower-case hex (of the file itself, also when it comes in a
 *     zip)
 * @param url the public page or file to obtain it from (for a person)
 * @param downloads direct addresses of the file or of a zip archive holding it, tried in order
 *     (empty when none is known: a landing page, a site that needs an account)
 * @param member the file's name inside a downloaded zip archive (the file name of {@code path} when
 *     null)
 * @param manual the steps to get the file by hand, one per entry (empty: "download it from {@code
 *     url}")
 */
public record RawFile(
    String path,
    String sha256,
    String url,
    List<String> downloads,
    String member,
    List<String> manual) {

  public RawFile {
    downloads = List.copyOf(downloads);
    manual = List.copyOf(manual);
  }

  /** A file without a known direct download. */
  public RawFile(String path, String sha256, String url) {
    this(path, sha256, url, List.of(), null, List.of());
  }

  /** A file with one direct download address (null: none). */
  public RawFile(String path, String sha256, String url, String download) {
    this(path, sha256, url, download == null ? List.of() : List.of(download), null, List.of());
  }

  /** Whether {@code ldpbench datasets --download} can fetch this file by itself. */
  public boolean downloadable() {
    return !downloads.isEmpty();
  }

  /** The first direct download address, or null when there is none. */
  public String download() {
    return downloads.isEmpty() ? null : downloads.get(0);
  }

  /**
   * The name of this file inside a zip archive: {@code member}, else the file name of {@code path}.
   */
  public String memberName() {
    return member != null ? member : path.substring(path.lastIndexOf('/') + 1);
  }
}
