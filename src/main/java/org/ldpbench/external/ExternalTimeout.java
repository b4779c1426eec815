package org.ldpbench.external;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ldpbench.param.Keyword;
import org.ldpbench.yaml.YamlFields;
import org.ldpbench.yaml.YamlNode;

/**
 * How long the harness waits for the reply to one request of an external method
 * (docs/external-methods.md, "Timeouts"): {@value #DEFAULT_TEXT} unless the descriptor says {@code
 * timeout: 30s} (units ms, s, m, h; from {@value #MIN_TEXT} to {@value #MAX_TEXT}). Why: an
 * executable that hangs must end its trial, not the run or the audit. The bound is per request (one
 * line sent, its reply read), not per process, so a persistent worker serving many requests gets
 * the same bound for each.
 *
 * @param duration the longest wait for one reply
 */
public record ExternalTimeout(Duration duration) {

  /** The default, as a descriptor would write it. */
  public static final String DEFAULT_TEXT = "2m";

  /** The shortest timeout a descriptor may give. */
  public static final String MIN_TEXT = "100ms";

  /** The longest timeout a descriptor may give. */
  public static final String MAX_TEXT = "24h";

  private static final Duration MIN = Duration.ofMillis(100);
  private static final Duration MAX = Duration.ofHours(24);

  /** The timeout of a descriptor without {@code timeout:}: ample for any request of protocol 1. */
  public static final ExternalTimeout DEFAULT = new ExternalTimeout(Duration.ofMinutes(2));

  private static final Pattern FORMAT = Pattern.compile("([0-9]{1,9})(ms|s|m|h)");

  public ExternalTimeout {
    if (duration.compareTo(MIN) < 0 || duration.compareTo(MAX) > 0) {
      throw new IllegalArgumentException(
          "a timeout lies in [" + MIN_TEXT + ", " + MAX_TEXT + "], got " + duration);
    }
  }

  /**
   * The {@code timeout} field of a descriptor: {@link #DEFAULT} when absent; anything else than a
   * duration in range is a one-line located error naming the file, line, column, the field, the
   * value and what is allowed.
   */
  static ExternalTimeout read(YamlFields descriptor) {
    if (!descriptor.has("timeout")) {
      return DEFAULT;
    }
    YamlNode value = descriptor.get("timeout").orElseThrow();
    Matcher m =
        FORMAT.matcher(
            value instanceof YamlNode.Scalar s && s.value() instanceof String text
                ? text.strip()
                : "");
    Duration duration = null;
    if (m.matches()) {
      long amount = Long.parseLong(m.group(1));
      duration = Duration.of(amount, Keyword.parse(Unit.class, m.group(2)).orElseThrow().unit);
    }
    if (duration == null || duration.compareTo(MIN) < 0 || duration.compareTo(MAX) > 0) {
      throw descriptor.error(
          "timeout",
          YamlFields.described(value)
              + " is not allowed; allowed: a duration"
              + " such as 500ms, 30s, 5m or 2h, from "
              + MIN_TEXT
              + " to "
              + MAX_TEXT
              + " (default "
              + DEFAULT_TEXT
              + ")");
    }
    return new ExternalTimeout(duration);
  }

  /** The units a descriptor may write, by their words. */
  private enum Unit implements Keyword {
    MS(ChronoUnit.MILLIS),
    S(ChronoUnit.SECONDS),
    M(ChronoUnit.MINUTES),
    H(ChronoUnit.HOURS);

    private final ChronoUnit unit;

    Unit(ChronoUnit unit) {
      this.unit = unit;
    }
  }

  /** The longest wait in milliseconds. */
  public long millis() {
    return duration.toMillis();
  }

  /** Where this timeout comes from, for a timeout's failure line: the default or the descriptor. */
  public String origin() {
    return equals(DEFAULT)
        ? "the default; a descriptor sets its own with 'timeout:'"
        : "the descriptor's 'timeout'";
  }

  /**
   * As a descriptor writes it, in the largest unit that keeps it whole: {@code 2m}, {@code 30s},
   * {@code 1500ms}.
   */
  @Override
  public String toString() {
    long ms = duration.toMillis();
    if (ms % 3_600_000 == 0) {
      return ms / 3_600_000 + "h";
    }
    if (ms % 60_000 == 0) {
      return ms / 60_000 + "m";
    }
    if (ms % 1000 == 0) {
      return ms / 1000 + "s";
    }
    return ms + "ms";
  }
}
