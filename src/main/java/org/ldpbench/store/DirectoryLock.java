package org.ldpbench.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.ldpbench.UserError;

/**
 * The exclusive lock on {@code <directory>/.lock} that an open {@link TrialStore} holds: an
 * operating-system file lock, so it vanishes with the process (a lock file left by a killed run
 * does not block), plus this JVM's record of the locks it holds, so that a second store on the same
 * directory in this JVM is refused before it opens a channel that could drop the first one's lock.
 * Its own class because locking is one concern of the store, apart from its rows.
 */
final class DirectoryLock {

  /**
   * Lock files held by stores of this JVM (a second channel on a locked file must not even be
   * opened). Not a cache, and static by necessity: OS file locks belong to the process, so this
   * process-wide record of them must be too (two runs in one JVM must see each other's locks).
   */
  private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

  private final Path file;
  private final FileChannel channel;
  private final FileLock lock;
  private boolean released;

  private DirectoryLock(Path file, FileChannel channel, FileLock lock) {
    this.file = file;
    this.channel = channel;
    this.lock = lock;
  }

  static DirectoryLock acquire(Path directory) throws IOException {
    Path file = directory.toRealPath().resolve(TrialStore.LOCK);
    // within one JVM, opening and closing a second channel on the file could drop the first
    // channel's lock (POSIX locks belong to the process), so a held lock is refused up front
    if (!HELD.add(file)) {
      throw new UserError(TrialStore.lockedMessage(directory));
    }
    FileChannel channel = null;
    try {
      channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (OverlappingFileLockException e) {
        lock = null; // held through another channel of this JVM
      }
      if (lock == null) {
        throw new UserError(TrialStore.lockedMessage(directory));
      }
      return new DirectoryLock(file, channel, lock);
    } catch (IOException | RuntimeException e) {
      if (channel != null) {
        channel.close();
      }
      HELD.remove(file);
      throw e;
    }
  }

  /** Releases the lock (once); the file stays (harmless: only a held OS lock blocks). */
  synchronized void release() throws IOException {
    if (released) {
      return;
    }
    released = true;
    try {
      if (lock.isValid()) {
        lock.release();
      }
    } finally {
      try {
        channel.close();
      } finally {
        HELD.remove(file);
      }
    }
  }
}
