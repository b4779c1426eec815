package org.ldpbench.run;

import java.io.PrintWriter;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.DelegatingProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress of a run, counted in trials. On a terminal it is a redrawn progress bar; without one
 * (CI logs, {@code make} piped to a file) it prints a plain line every {@code LOG_INTERVAL_MS}
 * and at the end, so logs stay readable.
 */
public interface Progress extends AutoCloseable {

    /** Width of a progress line; the library guesses too narrow a width in pseudo-terminals and logs. */
    int RENDERED_LENGTH = 120;

    /** Milliseconds between lines when there is no terminal. */
    int LOG_INTERVAL_MS = 10_000;

    /** Counts {@code trials} more trials as done. */
    void advance(long trials);

    @Override
    void close();

    /** Progress that prints nothing (tests). */
    static Progress silent() {
        return new Progress() {
            @Override
            public void advance(long trials) {
            }

            @Override
            public void close() {
            }
        };
    }

    /**
     * Progress that counts trials into {@code overall} and then shows them on {@code shown}; closing
     * it leaves {@code shown} open (its owner closes it).
     */
    static Progress counting(Progress shown, OverallProgress overall) {
        return new Progress() {
            @Override
            public void advance(long trials) {
                overall.computed(trials);
                shown.advance(trials);
            }

            @Override
            public void close() {
            }
        };
    }

    /**
     * A bar on the console's standard error if the JVM has one, periodic lines on {@code log} otherwise.
     * When the command runs several specs, the bar ends with {@code overall}'s short line (specs done
     * of all, share of all trials, ETA); the full line follows each spec.
     */
    static Progress start(String task, long total, PrintWriter log, OverallProgress overall) {
        boolean terminal = System.console() != null;
        ProgressBarBuilder builder = new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
                .setUnit(" trials", 1).showSpeed().setStyle(ProgressBarStyle.ASCII)
                .setMaxRenderedLength(RENDERED_LENGTH);
        if (terminal) {
            builder.setConsumer(new ConsoleProgressBarConsumer(System.err, RENDERED_LENGTH)).setUpdateIntervalMillis(250);
        } else {
            builder.setConsumer(new DelegatingProgressBarConsumer(line -> {
                log.println(line);
                log.flush();
            }, RENDERED_LENGTH)).setUpdateIntervalMillis(LOG_INTERVAL_MS);
        }
        ProgressBar bar = builder.build();
        boolean several = overall.specs() > 1;
        return new Progress() {
            @Override
            public void advance(long trials) {
                if (several) {
                    bar.setExtraMessage(overall.compact());
                }
                bar.stepBy(trials);
            }

            @Override
            public void close() {
                bar.close();
            }
        };
    }
}
