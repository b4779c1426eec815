package org.ldpbench.data.download;

/**
 * Why one address did not yield the wanted file, in words a user can act on: an HTTP status, a host
 * that cannot be reached, a timeout, a zip without the file, or a checksum that differs.
 *
 * @param address the address tried
 * @param reason what went wrong, e.g. {@code HTTP 404} or {@code host unreachable: cannot resolve
 *     example.org}
 */
public record DownloadFailure(String address, String reason) {

  /** "ADDRESS: REASON", the form printed by {@code ldpbench datasets}. */
  @Override
  public String toString() {
    return address + ": " + reason;
  }
}
