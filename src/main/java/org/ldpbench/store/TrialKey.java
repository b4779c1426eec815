package org.ldpbench.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.ldpbench.hash.Sha256;
import org.ldpbench.param.ParameterSet;

/**
 * The stable identity of one trial (DESIGN rule 5): a hash of the spec version, experiment seed,
 * data source (with all its parameters), replication, method label and name, complete parameters,
 * and the budgets (ε, δ of every private sample). It does not depend on the replication count, the
 * other methods or the thread count, so a run can add replications or methods and reuse every
 * stored trial. The implementation versions of the method and the data source are not part of the
 * key but are stored with each row: a row of another version is recognised as stale and recomputed
 * (see {@link TrialStore}).
 */
public final class TrialKey {

  private TrialKey() {}

  /** One digest per thread: {@link MessageDigest#getInstance} is costly at millions of keys. */
  private static final ThreadLocal<MessageDigest> SHA256 =
      ThreadLocal.withInitial(Sha256::newDigest);

  /** 16 hex digits (64 bits) of SHA-256 over the trial's canonical description. */
  public static String of(
      int specVersion,
      long seed,
      String dataSourceId,
      int replication,
      String label,
      String methodName,
      ParameterSet parameters,
      String budgets) {
    String canonical =
        "v="
            + specVersion
            + "|seed="
            + seed
            + "|data="
            + dataSourceId
            + "|replication="
            + replication
            + "|label="
            + label
            + "|method="
            + methodName
            + "|params="
            + parameters.canonical()
            + "|budgets="
            + budgets;
    MessageDigest sha256 = SHA256.get();
    sha256.reset();
    byte[] digest = sha256.digest(canonical.getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(digest, 0, 8);
  }

  /** Whether {@code key} has the form of a trial key: 16 lower-case hex digits. */
  public static boolean isKey(String key) {
    if (key.length() != 16) {
      return false;
    }
    for (int i = 0; i < 16; i++) {
      char c = key.charAt(i);
      if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
        return false;
      }
    }
    return true;
  }

  /** The 64 bits of a trial key, for compact sets of keys ({@link #text} is the inverse). */
  public static long bits(String key) {
    if (!isKey(key)) {
      throw new IllegalArgumentException(
          "not a trial key (16 lower-case hex digits): '" + key + "'");
    }
    return Long.parseUnsignedLong(key, 16);
  }

  /** The text of a trial key from its 64 bits. */
  public static String text(long bits) {
    return HexFormat.of().toHexDigits(bits);
  }
}
