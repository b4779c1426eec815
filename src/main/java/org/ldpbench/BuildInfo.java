package org.ldpbench;

import java.io.IOException;
import java.io.InputStream;
import java.util.Collections;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * What the running code was built from, read from resources written at build time: the git commit
 * and whether the inputs of a result (src/, experiments/, datasets/, methods/, examples/, tools/,
 * pom.xml, untracked files included; {@code bin/build-info --inputs}) differed from it ({@code
 * org/ldpbench/build-commit.properties}, written by {@code bin/build-info} in Maven's
 * generate-resources phase), and the versions of ldpbench and its libraries ({@code
 * org/ldpbench/build.properties}, filled by resource filtering).
 *
 * <p>Why from the jar: a run stamps its stored trials with the commit of the code that computed
 * them. Asking git at run time gives the commit checked out then, which need not be the one the jar
 * was built from, and a run from a copy outside the repository would still be stamped. Without the
 * resources (code not built by Maven) the commit is {@link #UNKNOWN}.
 *
 * @param commit the full commit id, or {@link #UNKNOWN}
 * @param dirty whether the built sources differed from {@code commit}; null if unknown
 * @param versions ldpbench's and its libraries' versions by property name (may be empty)
 */
public record BuildInfo(String commit, Boolean dirty, Map<String, String> versions) {

  /** Commit of code built outside a git checkout of the project, or without the build step. */
  public static final String UNKNOWN = "unknown";

  /** The resource holding the commit and the dirty flag. */
  public static final String COMMIT_RESOURCE = "/org/ldpbench/build-commit.properties";

  /** The resource holding the versions. */
  public static final String VERSIONS_RESOURCE = "/org/ldpbench/build.properties";

  private static final BuildInfo CURRENT = of(load(COMMIT_RESOURCE), load(VERSIONS_RESOURCE));

  public BuildInfo {
    versions = Collections.unmodifiableMap(new TreeMap<>(versions));
  }

  /** The build of the code running now (read once). */
  public static BuildInfo current() {
    return CURRENT;
  }

  /**
   * The build described by the two property sets: {@code git.commit} and {@code git.dirty} ({@code
   * true}, {@code false} or anything else for unknown) in {@code commit}, versions in {@code
   * versions}. A missing or blank commit is {@link #UNKNOWN}, and so is its dirty flag.
   */
  public static BuildInfo of(Properties commit, Properties versions) {
    String id = commit.getProperty("git.commit", "").trim();
    String dirty = commit.getProperty("git.dirty", "").trim();
    Map<String, String> map = new TreeMap<>();
    versions.forEach((k, v) -> map.put(k.toString(), v.toString()));
    if (id.isEmpty() || id.equals(UNKNOWN)) {
      return new BuildInfo(UNKNOWN, null, map);
    }
    return new BuildInfo(
        id,
        dirty.equals("true") ? Boolean.TRUE : dirty.equals("false") ? Boolean.FALSE : null,
        map);
  }

  /**
   * The commit as stamped on stored trials: its first 12 digits, with {@code +dirty} when the
   * sources differed from it (and when that is unknown: a row is not claimed clean without
   * knowing), or {@link #UNKNOWN}.
   */
  public String label() {
    if (commit.equals(UNKNOWN)) {
      return UNKNOWN;
    }
    return commit.substring(0, Math.min(12, commit.length()))
        + (Boolean.FALSE.equals(dirty) ? "" : "+dirty");
  }

  /** The dirty flag as the manifest writes it: {@code true}, {@code false} or {@code unknown}. */
  public String dirtyText() {
    return dirty == null ? UNKNOWN : dirty.toString();
  }

  private static Properties load(String resource) {
    Properties properties = new Properties();
    try (InputStream in = BuildInfo.class.getResourceAsStream(resource)) {
      if (in != null) {
        properties.load(in);
      }
    } catch (IOException e) {
      // informative only: an unreadable resource reads as an unknown build
    }
    return properties;
  }
}
