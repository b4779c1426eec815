package org.ldpbench.data.download;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import org.ldpbench.hash.Sha256;

/**
 * Takes one file out of a downloaded zip archive, with {@code java.util.zip}: the entry whose file
 * name is the wanted one, in any folder of the archive and also inside a zip archive within it
 * (some publishers nest them). Where several entries have that name, the first whose SHA-256 is the
 * expected one is kept, so a stale copy in another folder cannot be taken by mistake.
 */
final class ZipMember {

  /** The local file header signature a zip archive starts with: "PK\3\4". */
  private static final int MAGIC = 0x504B0304;

  private ZipMember() {}

  /** Whether {@code file} starts like a zip archive (local file header signature). */
  static boolean isZip(Path file) throws IOException {
    byte[] head = new byte[4];
    try (InputStream in = Files.newInputStream(file)) {
      if (in.readNBytes(head, 0, head.length) < head.length) {
        return false;
      }
    }
    return java.nio.ByteBuffer.wrap(head).getInt() == MAGIC;
  }

  /**
   * Writes the entry named {@code name} of {@code archive} whose SHA-256 is {@code sha256} to
   * {@code target}; a {@link FetchFailed} saying what the archive holds instead.
   */
  static void extract(Path archive, String name, String sha256, Path target)
      throws FetchFailed, IOException {
    List<String> seen = new ArrayList<>();
    List<String> wrong = new ArrayList<>();
    try (ZipFile zip = new ZipFile(archive.toFile())) {
      for (Enumeration<? extends ZipEntry> entries = zip.entries(); entries.hasMoreElements(); ) {
        ZipEntry entry = entries.nextElement();
        if (entry.isDirectory()) {
          continue;
        }
        try (InputStream in = zip.getInputStream(entry)) {
          if (take(entry.getName(), in, name, sha256, target, seen, wrong)) {
            return;
          }
        }
      }
    } catch (ZipException e) {
      throw new FetchFailed("not a readable zip archive: " + e.getMessage());
    }
    if (!wrong.isEmpty()) {
      throw new FetchFailed(
          "checksum: "
              + String.join("; ", wrong)
              + " in the zip, expected "
              + sha256
              + " (another version of the data)");
    }
    throw new FetchFailed(
        "no file named "
            + name
            + " in the zip archive (it holds "
            + (seen.isEmpty()
                ? "no file"
                : String.join(", ", seen.subList(0, Math.min(seen.size(), 8)))
                    + (seen.size() > 8 ? ", …" : ""))
            + ")");
  }

  /**
   * Takes {@code entry} if it is the wanted file; looks inside it if it is a zip archive itself.
   */
  private static boolean take(
      String entry,
      InputStream in,
      String name,
      String sha256,
      Path target,
      List<String> seen,
      List<String> wrong)
      throws IOException {
    seen.add(entry);
    String fileName = entry.substring(entry.lastIndexOf('/') + 1);
    if (fileName.equals(name)) {
      Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
      String actual = Sha256.hex(target);
      if (actual.equals(sha256)) {
        return true;
      }
      wrong.add(entry + " has sha256 " + actual);
      Files.deleteIfExists(target);
      return false;
    }
    if (fileName.toLowerCase(Locale.ROOT).endsWith(".zip")) {
      ZipInputStream nested =
          new ZipInputStream(in); // not closed here: that would close the outer entry
      for (ZipEntry inner = nested.getNextEntry(); inner != null; inner = nested.getNextEntry()) {
        if (!inner.isDirectory()
            && take(entry + "!/" + inner.getName(), nested, name, sha256, target, seen, wrong)) {
          return true;
        }
      }
    }
    return false;
  }
}
