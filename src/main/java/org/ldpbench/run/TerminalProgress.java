package org.ldpbench.run;

import java.time.Duration;
import java.util.Optional;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A spec's progress on a terminal: one bar on standard error, redrawn in place, whose ETA is the
 * spec's measured one ({@link TrialRate}: none until it is measured, never the library's
 * first-chunk guess) and which ends, when the command runs several specs, with the command's short
 * part ({@link OverallProgress#compact}) after a separator. Closing it clears the bar, so the
 * spec's closing line takes its place and the terminal keeps one line per spec.
 */
final class TerminalProgress implements Progress {

  /** Width of the bar's line; the library guesses too narrow a width in pseudo-terminals. */
  static final int RENDERED_LENGTH = 120;

  private final TrialRate rate;
  private final ProgressBar bar;
  private final OverallProgress overall;

  TerminalProgress(String task, TrialRate rate, OverallProgress overall) {
    this.rate = rate;
    this.overall = overall;
    this.bar =
        new ProgressBarBuilder()
            .setTaskName(task)
            .setInitialMax(rate.toCompute())
            .setUnit(" trials", 1)
            .showSpeed()
            .setStyle(ProgressBarStyle.ASCII)
            .setMaxRenderedLength(RENDERED_LENGTH)
            .setEtaFunction(state -> eta(rate))
            .clearDisplayOnFinish()
            .setConsumer(
                new ConsoleProgressBarConsumer(System.err, RENDERED_LENGTH) {
                  @Override
                  public void
                      close() { // the bar is cleared: no new line, the spec's closing line takes
                    // its place
                    System.err.flush();
                  }
                })
            .setUpdateIntervalMillis(250)
            .build();
  }

  /** The bar's ETA: the spec's measured one, or none (shown as "?") until it is measured. */
  static Optional<Duration> eta(TrialRate rate) {
    long nanos = rate.etaNanos();
    return nanos < 0 ? Optional.empty() : Optional.of(Duration.ofNanos(nanos));
  }

  @Override
  public void advance(long trials) {
    rate.done(trials);
    if (overall.specs() > 1) {
      bar.setExtraMessage(" | " + overall.compact());
    }
    bar.stepBy(trials);
  }

  @Override
  public void close() {
    bar.close();
  }
}
