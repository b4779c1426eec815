package org.ldpbench.cli.experiments;

import java.io.IOException;
import java.lang.ref.SoftReference;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.ldpbench.report.paper.LoadedSpec;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.TrialStore;

/**
 * The stored results a command has loaded, spec by spec, so that its paper reports do not read a
 * store again that the spec's own summaries and figures have just read: in {@code reproduce} that
 * second reading of every store (tens of millions of trials) was most of the command's last two
 * minutes. A loaded spec is handed out again only while nothing could make a new reading differ:
 * the same spec (its parsed record, so an edited spec file misses), the same profile and store
 * directory, and the same store files, down to their size, modification time and file key, of its
 * own store and of the store its {@code bestOf} names (which chooses its plan). Otherwise, and when
 * the garbage collector has needed the room (the results are held by soft references), the store is
 * read again as if nothing had been kept: what is written is the same either way.
 *
 * <p>Thread-safe: the background report thread fills it, and a paper report builds its sections in
 * parallel.
 */
final class LoadedSpecs implements LoadedSpec.Source {

  private final Path resultsRoot;
  private final LoadedSpec.Source reading;
  private final Map<Key, SoftReference<Entry>> entries = new ConcurrentHashMap<>();
  private final AtomicInteger reused = new AtomicInteger();

  /**
   * @param resultsRoot the results root whose stores are read ({@code bestOf} stores are found
   *     under it)
   */
  LoadedSpecs(Path resultsRoot) {
    this.resultsRoot = resultsRoot;
    this.reading = BestOfChoice.reading(resultsRoot);
  }

  @Override
  public LoadedSpec load(ExperimentSpec spec, ExperimentSpec.Profile profile, Path directory)
      throws IOException {
    Key key = new Key(directory.toAbsolutePath().normalize(), profile);
    List<String> stamp = stamp(spec, directory);
    SoftReference<Entry> kept = entries.get(key);
    Entry entry = kept == null ? null : kept.get();
    if (entry != null && entry.spec().equals(spec) && entry.stamp().equals(stamp)) {
      reused.incrementAndGet();
      return entry.loaded();
    }
    LoadedSpec loaded = reading.load(spec, profile, directory);
    entries.put(key, new SoftReference<>(new Entry(spec, stamp, loaded)));
    return loaded;
  }

  /** How many loads were answered from what an earlier load had read. */
  int reused() {
    return reused.get();
  }

  /**
   * The state of the files a reading of {@code spec}'s store depends on, taken before it is read
   * (so that a store written during the reading does not match what was read).
   */
  private List<String> stamp(ExperimentSpec spec, Path directory) throws IOException {
    List<Path> stores = new ArrayList<>(List.of(directory));
    if (!spec.bestOf().isEmpty()) {
      stores.add(resultsRoot.resolve(spec.bestOf()));
    }
    List<String> stamp = new ArrayList<>();
    for (Path store : stores) {
      for (String name : List.of(TrialStore.TRIALS, TrialStore.CONFIGURATIONS)) {
        Path file = store.resolve(name);
        try {
          BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
          stamp.add(
              file.toAbsolutePath().normalize()
                  + " "
                  + attributes.size()
                  + " "
                  + attributes.lastModifiedTime().toInstant()
                  + " "
                  + attributes.fileKey());
        } catch (NoSuchFileException e) {
          stamp.add(file.toAbsolutePath().normalize() + " absent");
        }
      }
    }
    return List.copyOf(stamp);
  }

  private record Key(Path directory, ExperimentSpec.Profile profile) {}

  private record Entry(ExperimentSpec spec, List<String> stamp, LoadedSpec loaded) {}
}
