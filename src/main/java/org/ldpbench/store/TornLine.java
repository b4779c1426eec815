package org.ldpbench.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A torn line: the row being written when a run was killed, a last line without its newline. The
 * store cuts it off when it opens a file ({@link TrialStore#open}), under the directory's lock, so
 * that the next row starts on a line of its own and the interrupted trial is simply run again.
 */
final class TornLine {

  private TornLine() {}

  /** Truncates the last line of {@code file} if it has no newline. */
  static void cut(Path file) throws IOException {
    try (FileChannel channel =
        FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      long size = channel.size();
      ByteBuffer one = ByteBuffer.allocate(1);
      long end = size;
      while (end > 0) {
        one.clear();
        channel.read(one, end - 1);
        if (one.get(0) == '\n') {
          break;
        }
        end--;
      }
      if (end < size) {
        channel.truncate(end);
      }
    }
  }
}
