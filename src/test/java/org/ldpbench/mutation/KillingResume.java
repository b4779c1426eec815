package org.ldpbench.mutation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.ldpbench.hash.Sha256;

/**
 * What {@code make mutation-killing} still has to run. The killing pass over every release-changing
 * mutant (R) takes hours, longer than a session; PIT's output format {@code KILLING_TSV} keeps each
 * finished mutant in {@link KillingResults}, and this keeps those rows when they still hold (the
 * file's header records the same release commit, the same digest of src/main and the killing tests'
 * sources, the same settings), or starts over and says why. It writes the mutants of R not yet done
 * for the PIT feature {@code RELEASECHANGING}, and the classes and method names that hold them
 * ({@link KillingPassScope}) for PIT's scope.
 *
 * <p>It also writes the audit budget's inputs for the killer order of {@code
 * tools/pit-release-changing}: which private method each {@link AuditKillers} test audits, and,
 * when the release pass ran with PIT's full mutation matrix, which private methods' releases each
 * mutant of R changes (the {@link ReleaseFingerprintProbe} tests it fails: dynamic test #N is
 * {@link ReleaseFingerprints#probes()}'s N-th (method, configuration)).
 *
 * <p>Usage: {@code KillingResume RELEASE_XML RELEASE_COMMIT RESULTS_TSV SETTINGS OUT_DIR
 * DIGEST_PATH...}.
 */
public final class KillingResume {

  /**
   * The decision for one start of the killing pass.
   *
   * @param startOver whether the existing rows are dropped
   * @param reason why (or what is resumed), one line
   * @param kept the rows kept, one per mutant of R
   * @param todo the keys of the mutants of R still to run, sorted
   */
  public record Decision(
      boolean startOver, String reason, List<KillingResults.Row> kept, List<String> todo) {}

  private KillingResume() {}

  /**
   * Keeps the verdicts of {@code existing} for mutants of {@code releaseChanging} when its header
   * is {@code now}.
   */
  public static Decision decide(
      KillingResults.Header now,
      Optional<KillingResults.Content> existing,
      List<String> releaseChanging) {
    Set<String> r = new TreeSet<>(releaseChanging);
    if (existing.isEmpty()) {
      return new Decision(
          true, "starting the killing pass: no results yet", List.of(), List.copyOf(r));
    }
    if (existing.get().header().isEmpty()) {
      return new Decision(
          true,
          "starting the killing pass over: the results file has no header line",
          List.of(),
          List.copyOf(r));
    }
    List<String> why = existing.get().header().get().differences(now);
    if (!why.isEmpty()) {
      return new Decision(
          true,
          "starting the killing pass over, dropping "
              + existing.get().verdicts().size()
              + " results: "
              + String.join("; ", why),
          List.of(),
          List.copyOf(r));
    }
    List<KillingResults.Row> kept = new ArrayList<>();
    int outside = 0;
    for (KillingResults.Row row : existing.get().verdicts().values()) {
      if (r.contains(row.key())) {
        kept.add(row);
      } else {
        outside++;
      }
    }
    Set<String> done = new LinkedHashSet<>();
    kept.forEach(k -> done.add(k.key()));
    List<String> todo = r.stream().filter(k -> !done.contains(k)).toList();
    long killed = kept.stream().filter(KillingResults.Row::detected).count();
    return new Decision(
        false,
        "resuming the killing pass: "
            + kept.size()
            + " of "
            + r.size()
            + " release-changing mutants already run ("
            + killed
            + " killed), "
            + todo.size()
            + " to run"
            + (outside > 0 ? "; " + outside + " rows of mutants outside R dropped" : ""),
        kept,
        todo);
  }

  /**
   * SHA-256 over every regular file under {@code paths} (sorted by path): each file's path and
   * bytes.
   */
  public static String digest(List<Path> paths) throws IOException {
    TreeMap<String, Path> files = new TreeMap<>();
    for (Path root : paths) {
      if (!Files.exists(root)) {
        files.put(root.toString().replace('\\', '/') + " (absent)", null);
        continue;
      }
      try (Stream<Path> walk = Files.walk(root)) {
        walk.filter(Files::isRegularFile)
            .forEach(p -> files.put(p.toString().replace('\\', '/'), p));
      }
    }
    MessageDigest digest = Sha256.newDigest();
    byte[] buffer = new byte[1 << 16];
    for (Map.Entry<String, Path> e : files.entrySet()) {
      digest.update(e.getKey().getBytes(StandardCharsets.UTF_8));
      digest.update((byte) 0);
      if (e.getValue() != null) {
        try (InputStream in = Files.newInputStream(e.getValue())) {
          for (int n; (n = in.read(buffer)) > 0; ) {
            digest.update(buffer, 0, n);
          }
        }
      }
      digest.update((byte) 0);
    }
    return Sha256.hex(digest);
  }

  /**
   * The private methods whose releases each mutant of R changes, from the release pass's full
   * mutation matrix (its killing tests, each {@link ReleaseFingerprintProbe}'s dynamic test #N, N
   * counting from 1 over {@code probeMethods}); a mutant with a killing test outside that list gets
   * no entry (no restriction).
   */
  static Map<String, Set<String>> changedMethods(
      Map<String, List<String>> killingTests, List<String> probeMethods) {
    Map<String, Set<String>> changed = new TreeMap<>();
    Pattern dynamic = Pattern.compile("\\[dynamic-test:#(\\d+)]");
    keys:
    for (Map.Entry<String, List<String>> e : killingTests.entrySet()) {
      Set<String> methods = new TreeSet<>();
      for (String test : e.getValue()) {
        Matcher m = dynamic.matcher(test);
        int n =
            m.find() && test.startsWith(ReleaseFingerprintProbe.class.getName())
                ? Integer.parseInt(m.group(1))
                : -1;
        if (n < 1 || n > probeMethods.size()) {
          continue keys;
        }
        methods.add(probeMethods.get(n - 1));
      }
      if (!methods.isEmpty()) {
        changed.put(e.getKey(), methods);
      }
    }
    return changed;
  }

  public static void main(String[] args) throws IOException {
    if (args.length < 6) {
      System.err.println(
          "usage: KillingResume RELEASE_XML RELEASE_COMMIT RESULTS_TSV SETTINGS OUT_DIR DIGEST_PATH...");
      System.exit(2);
    }
    Path releaseXml = Path.of(args[0]);
    Path results = Path.of(args[2]);
    Path out = Path.of(args[4]);
    List<Path> digestPaths = Stream.of(args).skip(5).map(Path::of).toList();
    List<Mutant> release = MutationsXml.read(releaseXml);
    List<String> r = KillingPassScope.releaseChanging(release);
    KillingResults.Header now = new KillingResults.Header(args[1], digest(digestPaths), args[3]);
    Optional<KillingResults.Content> existing =
        Files.exists(results) ? Optional.of(KillingResults.read(results)) : Optional.empty();
    Decision decision = decide(now, existing, r);
    if (decision.startOver() && existing.isPresent()) {
      Path old = results.resolveSibling(results.getFileName() + ".old");
      Files.move(results, old, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      Files.deleteIfExists(out.resolve("killing-plan.tsv"));
      System.out.println("(the previous results are in " + old + ")");
    }
    if (decision.startOver()) {
      KillingResults.write(results, now, decision.kept());
    } // else the file stays as it is, append-only: its run marks time every earlier run
    // (KillingTimes)
    Files.createDirectories(out);
    Files.write(out.resolve("killing-mutants.tsv"), r, StandardCharsets.UTF_8);
    Files.write(out.resolve("killing-todo.tsv"), decision.todo(), StandardCharsets.UTF_8);
    Set<String> todo = Set.copyOf(decision.todo());
    if (!todo.isEmpty()) {
      KillingPassScope.Scope scope = KillingPassScope.of(release, todo);
      Files.writeString(
          out.resolve("killing-classes.txt"),
          KillingPassScope.Scope.joined(scope.targetClasses()) + "\n",
          StandardCharsets.UTF_8);
      Files.writeString(
          out.resolve("killing-excluded-methods.txt"),
          KillingPassScope.Scope.joined(scope.excludedMethods()) + "\n",
          StandardCharsets.UTF_8);
    }
    // the audit budget's inputs
    List<String> auditLines = new ArrayList<>();
    List<AuditKillers.Case> cases = AuditKillers.cases();
    for (int i = 0; i < cases.size(); i++) {
      auditLines.add(
          (i + 1)
              + "\t"
              + cases.get(i).method().name()
              + "\t"
              + cases.get(i).configuration()
              + "\t"
              + cases.get(i).layer().name());
    }
    Files.write(out.resolve("audit-tests.tsv"), auditLines, StandardCharsets.UTF_8);
    Path changedFile = out.resolve("changed-methods.tsv");
    Optional<Map<String, List<String>>> matrix = MutationsXml.killingTests(releaseXml);
    if (matrix.isPresent()) {
      List<String> probeMethods =
          ReleaseFingerprints.probes().stream().map(ReleaseFingerprints.Probe::method).toList();
      Map<String, Set<String>> changed = changedMethods(matrix.get(), probeMethods);
      List<String> lines = new ArrayList<>();
      changed.forEach((k, v) -> lines.add(k + "\t" + String.join(",", v)));
      Files.write(changedFile, lines, StandardCharsets.UTF_8);
      System.out.println(
          "audit budget: "
              + changed.size()
              + " of "
              + r.size()
              + " mutants of R get only the audits of the methods whose releases they change");
    } else {
      Files.deleteIfExists(changedFile);
      System.out.println(
          "audit budget: the release pass has no full mutation matrix ("
              + releaseXml
              + "): every mutant gets the audits of every method its code is covered by");
    }
    System.out.println(decision.reason());
  }
}
