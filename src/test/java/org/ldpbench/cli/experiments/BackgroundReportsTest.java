package org.ldpbench.cli.experiments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ldpbench.UserError;

/**
 * Reports written in the background: in order, each one's lines together, and a failing report
 * neither stops those after it nor goes unreported.
 */
class BackgroundReportsTest {

  @Test
  void reportsRunInOrderWithTheirLinesTogetherAndTheFirstFailureIsThrownAfterAll() {
    StringWriter out = new StringWriter();
    List<Integer> ran = Collections.synchronizedList(new ArrayList<>());
    try (BackgroundReports reports = new BackgroundReports(new PrintWriter(out, true))) {
      for (int i = 0; i < 5; i++) {
        int report = i;
        reports.submit(
            log -> {
              ran.add(report);
              log.println("  wrote a" + report);
              if (report == 1) {
                throw new UserError("report 1 failed");
              }
              if (report == 3) {
                throw new IOException("report 3 failed");
              }
              log.println("  wrote b" + report);
            });
      }
      assertThatThrownBy(reports::awaitAll)
          .isInstanceOf(UserError.class)
          .hasMessage("report 1 failed");
    }
    assertThat(ran).containsExactly(0, 1, 2, 3, 4);
    assertThat(out.toString().lines())
        .containsExactly(
            "  wrote a0",
            "  wrote b0",
            "  wrote a1",
            "  wrote a2",
            "  wrote b2",
            "  wrote a3",
            "  wrote a4",
            "  wrote b4");
  }

  @Test
  void closingWithoutAwaitingStillWritesEveryQueuedReportWhole() {
    // the path of a spec whose run failed: the reports of the specs before it must not be cut off
    StringWriter out = new StringWriter();
    java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    try (BackgroundReports reports = new BackgroundReports(new PrintWriter(out, true))) {
      reports.submit(
          log -> {
            try {
              release.await();
            } catch (InterruptedException e) {
              throw new IOException("interrupted", e);
            }
            log.println("  wrote first");
          });
      reports.submit(log -> log.println("  wrote second"));
      release.countDown();
    }
    assertThat(out.toString().lines()).containsExactly("  wrote first", "  wrote second");
  }

  @Test
  void anIoFailureIsThrownAsOneAndAwaitingAgainFindsNothingPending() throws IOException {
    try (BackgroundReports reports = new BackgroundReports(new PrintWriter(new StringWriter()))) {
      reports.submit(
          log -> {
            throw new IOException("disk full");
          });
      assertThatThrownBy(reports::awaitAll).isInstanceOf(IOException.class).hasMessage("disk full");
      reports.awaitAll(); // nothing pending: returns
    }
  }
}
