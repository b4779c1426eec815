package org.ldpbench.plugin;

/**
 * A provider (or one thing it contributed) that was left out of a registry, and why. Why it exists:
 * a broken plugin must not break the other methods; {@code ldpbench} prints {@link #line()} once
 * and goes on with everything else.
 *
 * @param location the jar (or class folder) whose service file lists the provider, or "class path"
 *     if unknown
 * @param className the class that failed: the provider, or the method or data source it returned
 * @param reason what went wrong, one line
 */
public record PluginProblem(String location, String className, String reason) {

  public PluginProblem {
    reason = reason.strip().replaceAll("\\s*\\R\\s*", " / ");
  }

  /** One line: where, which class, what went wrong, and that the rest was registered. */
  public String line() {
    return location
        + ": "
        + className
        + ": "
        + reason
        + "; left out, everything else is registered";
  }

  /** {@code error}'s type and first line of message, for {@link #reason()}. */
  public static String describe(Throwable error) {
    String message =
        error.getMessage() == null ? "" : ": " + error.getMessage().lines().findFirst().orElse("");
    return error.getClass().getSimpleName() + message;
  }
}
