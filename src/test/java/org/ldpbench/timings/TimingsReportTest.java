package org.ldpbench.timings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.store.StoreTimes;
import org.ldpbench.store.TidyExport;
import org.ldpbench.store.manifest.StoredManifest;
import org.ldpbench.testing.CheckedStoreText;

/**
 * The timings page is computed from a run's manifests and stores: per-cell times summed over the
 * latest row of each key, each fit once, cells ranked by time, specs by wall time, nothing typed
 * in.
 */
class TimingsReportTest {

  /** One configuration of a synthetic spec (no data set column). */
  private static final String ONE_CONFIG =
      "config,method,gamma,params,implementation,commit\n0,LPCT,0.5,depth=1,LPCT@2,abc\n";

  /** One trial of {@link #ONE_CONFIG} with the given fit and predict milliseconds. */
  private static String oneTrial(int fitMs, int predictMs) {
    return "key,config,replication,outcome,accuracy,diagnostics,fit_ms,predict_ms\n"
        + "00000000000000b1,0,0,ok,0.6,,"
        + fitMs
        + ","
        + predictMs
        + "\n";
  }

  private static Path store(Path root, String name, double wall, String configs, String trials)
      throws IOException {
    return store(root, name, wall, configs, trials, "0123456789abcdef0123");
  }

  private static Path store(
      Path root, String name, double wall, String configs, String trials, String commit)
      throws IOException {
    return store(root, name, wall, configs, trials, commit, "\"trialsComputed\": 4");
  }

  private static Path store(
      Path root,
      String name,
      double wall,
      String configs,
      String trials,
      String commit,
      String counts)
      throws IOException {
    Path directory = Files.createDirectories(root.resolve(name));
    // the rows as stated, with the checksum each line carries (CheckedStoreText)
    Files.writeString(directory.resolve("trial-configs.csv"), CheckedStoreText.of(configs));
    Files.writeString(directory.resolve("trials.csv"), CheckedStoreText.of(trials));
    Files.writeString(
        directory.resolve(StoredManifest.FILE),
        "{\"experiment\": \""
            + name
            + "\", \"profile\": \"quick\","
            + " \"git\": {\"commit\": \""
            + commit
            + "\", \"dirty\": \"false\"},"
            + " \"threads\": 2, \"status\": \"complete\", "
            + counts
            + ", \"wallSeconds\": "
            + wall
            + "}");
    return directory;
  }

  @Test
  void cellsSumTheLatestRowOfEachKeyAndThePageRanksSpecsAndCellsByTime(@TempDir Path root)
      throws IOException {
    Path real =
        store(
            root,
            "paper/real",
            30.0,
            """
            config,method,dataset,epsilon,params,implementation,commit
            0,PGLM,email,1,,PGLM@2,abc
            1,LPCT-CART,census,1,depth=2;lambda=1,LPCT@2,abc
            2,LPCT-CART,rice,1,depth=2;lambda=1,LPCT@2,abc
            3,LPCT-CART,census,1,depth=2;lambda=5,LPCT@2,abc
            """,
            "key,config,replication,outcome,accuracy,diagnostics,fit_ms,predict_ms\n"
                + "00000000000000a1,0,0,ok,0.5,,9000,1000\n" // superseded by the next row of the
                // same key
                + "00000000000000a1,0,0,ok,0.5,,1500,500\n"
                + "00000000000000a2,1,0,ok,0.7,,7000,1000\n"
                + "00000000000000a3,1,1,ok,0.7,,3000,1000\n"
                + "00000000000000a4,2,0,ok,0.7,,100,0\n"
                // another lambda of a2's fit: its fit time is a2's and counted once, its predict
                // time counted
                + "00000000000000a5,3,0,ok,0.7,,7000,500\n");
    Path synthetic = store(root, "paper/synthetic", 50.0, ONE_CONFIG, oneTrial(250, 250));

    Map<String, StoreTimes.Cell> cells = StoreTimes.of(new TidyExport.Source("paper/real", real));
    assertThat(cells.values())
        .containsExactly(
            new StoreTimes.Cell("PGLM", "email", 1, 2.0),
            new StoreTimes.Cell("LPCT-CART", "census", 3, 12.5),
            new StoreTimes.Cell("LPCT-CART", "rice", 1, 0.1));
    Map<String, StoreTimes.Cell> perMethod =
        StoreTimes.of(new TidyExport.Source("paper/synthetic", synthetic));
    assertThat(perMethod.values()).containsExactly(new StoreTimes.Cell("LPCT", "", 1, 0.5));

    String page =
        TimingsReport.markdown(
            new TimingsReport.Command(
                "make reproduce-quick", 95.0, 170.5, "2 cores, load 9 before and 11 after"),
            List.of(
                new TimingsReport.Spec(
                    StoredManifest.load(real.resolve(StoredManifest.FILE)),
                    List.copyOf(cells.values())),
                new TimingsReport.Spec(
                    StoredManifest.load(synthetic.resolve(StoredManifest.FILE)),
                    List.copyOf(perMethod.values()))));
    assertThat(page)
        .contains("Machine: 2 cores, load 9 before and 11 after.")
        .contains("Code: commit 0123456789ab (clean).")
        .contains("**1 min 35 s wall**, 2 min 51 s CPU")
        .contains("2 specs, 8 trials computed")
        .contains(
            "| paper/real | quick | 2 | 4 | 0 | 30.0 | 14.6 | LPCT-CART x census 12.5 s (86%);"
                + " PGLM x email 2.0 s (14%); LPCT-CART x rice 0.1 s (1%) |")
        .contains("| paper/synthetic | quick | 2 | 4 | 0 | 50.0 | 0.5 | LPCT 0.5 s (100%) |")
        .contains("| paper/real | LPCT-CART | census | 3 | 12.5 | 4.1667 |")
        .contains("| paper/synthetic | LPCT | - | 1 | 0.5 | 0.5000 |");
    // specs by wall time (the synthetic one first), cells over all specs by trial time
    assertThat(page.indexOf("| paper/synthetic | quick"))
        .isLessThan(page.indexOf("| paper/real | quick"));
    assertThat(page.indexOf("| paper/real | LPCT-CART | census"))
        .isLessThan(page.indexOf("| paper/real | PGLM"));
  }

  /**
   * A spec whose trials were all copied from another spec's store shows them as reused, and its
   * cells (the stored times of the spec that computed them) do not enter the slowest cells over all
   * specs a second time.
   */
  @Test
  void aSpecThatOnlyCopiedIsShownAsReusedAndNotRankedAgain(@TempDir Path root) throws IOException {
    String trials = oneTrial(2500, 500);
    Path computed = store(root, "paper/computed", 9.0, ONE_CONFIG, trials);
    Path copied =
        store(
            root,
            "paper/copied",
            1.0,
            ONE_CONFIG,
            trials,
            "0123456789abcdef0123",
            "\"trialsComputed\": 0, \"trialsReused\": 1");
    List<TimingsReport.Spec> specs = new ArrayList<>();
    for (Path directory : List.of(computed, copied)) {
      specs.add(
          new TimingsReport.Spec(
              StoredManifest.load(directory.resolve(StoredManifest.FILE)),
              List.copyOf(
                  StoreTimes.of(
                          new TidyExport.Source(
                              directory.getParent().getFileName() + "/" + directory.getFileName(),
                              directory))
                      .values())));
    }
    String page =
        TimingsReport.markdown(
            new TimingsReport.Command("make reproduce", 12.0, 20.0, "2 cores"), specs);
    assertThat(page)
        .contains("| paper/copied | quick | 2 | 0 | 1 | 1.0 | 3.0 | LPCT 3.0 s (100%) |")
        .contains("| paper/computed | LPCT | - | 1 | 3.0 | 3.0000 |")
        .doesNotContain("| paper/copied | LPCT |");
  }

  @Test
  void durationsReadAsMinutesAndSeconds() {
    assertThat(TimingsReport.duration(42.25)).isEqualTo("42.3 s");
    assertThat(TimingsReport.duration(754)).isEqualTo("12 min 34 s");
  }

  @Test
  void specsComputedByDifferentCommitsAreNamedMixed(@TempDir Path root) throws IOException {
    String trials = oneTrial(250, 250);
    Path a = store(root, "paper/a", 1.0, ONE_CONFIG, trials, "aaaaaaaaaaaaaaaa");
    Path b = store(root, "paper/b", 1.0, ONE_CONFIG, trials, "bbbbbbbbbbbbbbbb");
    assertThat(
            TimingsReport.code(
                List.of(
                    new TimingsReport.Spec(
                        StoredManifest.load(a.resolve(StoredManifest.FILE)), List.of()),
                    new TimingsReport.Spec(
                        StoredManifest.load(b.resolve(StoredManifest.FILE)), List.of()))))
        .isEqualTo("mixed: aaaaaaaaaaaa, bbbbbbbbbbbb");
  }
}
