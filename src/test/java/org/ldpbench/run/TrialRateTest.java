package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A spec's ETA from its own trials done, under an injected clock: never a guess from a first chunk.
 */
class TrialRateTest {

  private static final long SECOND = 1_000_000_000L;

  @Test
  void noEtaUntilEnoughTrialsAndTimeAreMeasuredThenTheRemainingTrialsAtTheMeasuredRate() {
    AtomicLong clock =
        new AtomicLong(100 * SECOND); // the command's set-up before this spec computes: not counted
    TrialRate rate = new TrialRate(10_000, clock::get);
    assertThat(rate.etaNanos()).isEqualTo(-1);
    assertThat(rate.line("test/x"))
        .isEqualTo("test/x: 0/10,000 trials (0%), 0s elapsed, ETA unknown yet");

    // a first burst of 5% after half a second would extrapolate to 10 s: too early to say
    clock.addAndGet(SECOND / 2);
    rate.done(500);
    assertThat(rate.measured()).isFalse();
    assertThat(rate.etaNanos()).isEqualTo(-1);
    assertThat(rate.perSecond()).isEmpty();

    clock.addAndGet(3 * SECOND + SECOND / 2); // 4 s of computing
    rate.done(500);
    assertThat(rate.measured()).isTrue();
    assertThat(rate.perSecond()).hasValue(250.0);
    // 9,000 left at 1,000 per 4 s
    assertThat(rate.etaNanos()).isEqualTo(36 * SECOND);
    assertThat(rate.line("test/x"))
        .isEqualTo("test/x: 1,000/10,000 trials (10%), 250.0 trials/s, 4s elapsed, ETA 36s");

    rate.done(9_000);
    assertThat(rate.etaNanos()).isZero();
    assertThat(rate.line("test/x")).endsWith("(100%), 2,500.0 trials/s, 4s elapsed, ETA 0s");
  }

  @Test
  void aFewTrialsGiveAnEtaOnlyAfterAMinuteOfSlowTrials() {
    AtomicLong clock = new AtomicLong();
    TrialRate rate = new TrialRate(10_000, clock::get);
    clock.addAndGet(10 * SECOND);
    rate.done(100); // 1%, below the 2% that make a measurement
    assertThat(rate.etaNanos()).isEqualTo(-1);
    clock.addAndGet(50 * SECOND);
    assertThat(rate.measured()).isTrue(); // a minute of computing: slow trials, any count will do
    assertThat(rate.etaNanos()).isEqualTo(60L * 9_900 / 100 * SECOND);
    assertThat(rate.line("slow"))
        .isEqualTo("slow: 100/10,000 trials (1%), 1.7 trials/s, 1m00s elapsed, ETA 1h39m");
    // and a spec without any trial done after a minute still says nothing
    TrialRate stuck = new TrialRate(10, clock::get);
    clock.addAndGet(120 * SECOND);
    assertThat(stuck.etaNanos()).isEqualTo(-1);
  }

  @Test
  void slowRatesReadAsSecondsPerTrialAndAClockGoingBackShowsNoNegativeTime() {
    assertThat(TrialRate.rate(0.5)).isEqualTo("2.0 s/trial");
    assertThat(TrialRate.rate(136_000)).isEqualTo("136,000.0 trials/s");
    AtomicLong clock = new AtomicLong(50 * SECOND);
    TrialRate rate = new TrialRate(4, clock::get);
    rate.done(1);
    clock.set(0);
    assertThat(rate.elapsedNanos()).isZero();
    assertThat(rate.line("t")).contains("0s elapsed");
  }

  @Test
  void theTerminalBarShowsTheMeasuredEtaOrNone() {
    AtomicLong clock = new AtomicLong();
    TrialRate rate = new TrialRate(100, clock::get);
    rate.done(10);
    assertThat(TerminalProgress.eta(rate))
        .isEmpty(); // the library would guess from this first chunk
    clock.addAndGet(5 * SECOND);
    assertThat(TerminalProgress.eta(rate)).hasValue(java.time.Duration.ofSeconds(45));
  }
}
