package org.ldpbench.data.download;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.ldpbench.data.real.RawFile;
import org.ldpbench.hash.Sha256;

/**
 * Downloads one raw data file: tries its addresses in order, unpacks it from a zip archive when an
 * address serves one, and keeps it only when its SHA-256 is the descriptor's. Nothing is left
 * behind on failure (the partial files live beside the target under names of their own and are
 * deleted); the file appears at its place only once checked, so a crash never leaves a wrong file
 * that looks right.
 */
public final class RawFileDownload {

  /**
   * What became of one file.
   *
   * @param file the checked file, or null if no address yielded it
   * @param address the address it came from (null with {@code file})
   * @param failures why each address tried before (or instead) did not yield it, in order
   */
  public record Result(Path file, String address, List<DownloadFailure> failures) {

    public Result {
      failures = List.copyOf(failures);
    }

    public boolean ok() {
      return file != null;
    }
  }

  private final HttpFetch http;

  /**
   * Hosts found unreachable in this run: not tried again (a closed network would cost a timeout per
   * file).
   */
  private final Set<String> unreachable = new HashSet<>();

  /**
   * @param environment the process environment (for the proxy variables; see {@link HttpFetch})
   */
  public RawFileDownload(Map<String, String> environment) {
    this.http = new HttpFetch(environment);
  }

  /**
   * Fetches {@code file} to {@code target} (its place in a raw-data directory), telling {@code log}
   * one line per address tried.
   */
  public Result fetch(RawFile file, Path target, Consumer<String> log)
      throws IOException, InterruptedException {
    List<DownloadFailure> failures = new ArrayList<>();
    Files.createDirectories(target.toAbsolutePath().getParent());
    Path fetched = target.resolveSibling(target.getFileName() + ".download");
    Path checked = target.resolveSibling(target.getFileName() + ".part");
    for (String address : file.downloads()) {
      String host = host(address);
      if (unreachable.contains(host)) {
        failures.add(
            new DownloadFailure(
                address, "host unreachable: " + host + " (not tried again in this run)"));
        continue;
      }
      try {
        long bytes = http.fetch(address, fetched);
        boolean zip =
            !file.path().toLowerCase(Locale.ROOT).endsWith(".zip") && ZipMember.isZip(fetched);
        if (zip) {
          ZipMember.extract(fetched, file.memberName(), file.sha256(), checked);
        } else {
          Files.move(fetched, checked, StandardCopyOption.REPLACE_EXISTING);
          String actual = Sha256.hex(checked);
          if (!actual.equals(file.sha256())) {
            throw new FetchFailed(
                "checksum: the file served has sha256 "
                    + actual
                    + ", expected "
                    + file.sha256()
                    + " (another version of the data, or a web page instead of the file)");
          }
        }
        move(checked, target);
        log.accept(
            "fetched "
                + file.path()
                + " from "
                + address
                + " ("
                + megabytes(bytes)
                + (zip ? ", unpacked " + file.memberName() + " from the zip" : "")
                + "; sha256 checked)");
        return new Result(target, address, failures);
      } catch (FetchFailed e) {
        if (e.getMessage().startsWith("host unreachable")) {
          unreachable.add(host);
        }
        failures.add(new DownloadFailure(address, e.getMessage()));
        log.accept("could not fetch " + file.path() + " from " + address + ": " + e.getMessage());
      } finally {
        Files.deleteIfExists(fetched);
        Files.deleteIfExists(checked);
      }
    }
    return new Result(null, null, failures);
  }

  private static String host(String address) {
    try {
      String host = java.net.URI.create(address).getHost();
      return host == null ? address : host;
    } catch (IllegalArgumentException e) {
      return address;
    }
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static String megabytes(long bytes) {
    return bytes < 100_000
        ? String.format(Locale.ROOT, "%.1f kB", bytes / 1e3)
        : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
  }
}
