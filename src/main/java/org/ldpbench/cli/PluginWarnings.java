package org.ldpbench.cli;

import java.io.PrintWriter;
import org.ldpbench.data.DataSources;
import org.ldpbench.method.Methods;
import org.ldpbench.plugin.PluginProblem;

/**
 * Before a command runs, one line {@code ldpbench: warning: JAR: CLASS: what went wrong; left out,
 * everything else is registered} per plugin that could not contribute its methods or data sources
 * ({@link Methods#problems()}, {@link DataSources#problems()}). Why: a broken plugin must be seen,
 * but must not stop {@code list}, {@code run} or {@code audit} for every other method.
 */
final class PluginWarnings {

  private PluginWarnings() {}

  /** Prints the warnings of the standard registries to {@code err}, if any. */
  static void print(PrintWriter err) {
    for (PluginProblem problem : Methods.standard().problems()) {
      err.println("ldpbench: warning: " + problem.line());
    }
    for (PluginProblem problem : DataSources.standard().problems()) {
      err.println("ldpbench: warning: " + problem.line());
    }
    err.flush();
  }
}
