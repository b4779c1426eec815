package org.ldpbench.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Set;
import org.ldpbench.UserError;
import org.ldpbench.cli.audit.AuditCommand;
import org.ldpbench.cli.datasets.DatasetsCommand;
import org.ldpbench.cli.experiments.FiguresCommand;
import org.ldpbench.cli.experiments.ListCommand;
import org.ldpbench.cli.experiments.ReportCommand;
import org.ldpbench.cli.experiments.ReproduceCommand;
import org.ldpbench.cli.experiments.RunCommand;
import org.ldpbench.cli.experiments.RunFailures;
import org.ldpbench.cli.experiments.ValidateCommand;
import org.ldpbench.cli.results.CompareCommand;
import org.ldpbench.cli.results.ExportCommand;
import org.ldpbench.cli.results.MergeCommand;
import org.ldpbench.cli.results.PlotCommand;
import org.ldpbench.cli.results.SiteCommand;
import org.ldpbench.cli.results.SplitCommand;
import org.ldpbench.cli.results.TimingsCommand;
import org.ldpbench.cli.workspace.InitCommand;
import org.ldpbench.cli.workspace.NewCommand;
import org.ldpbench.cli.workspace.SuggestedCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code ldpbench} command. User mistakes (bad spec, bad option, missing file) and I/O failures
 * end with one line "ldpbench: error: ..." and exit code 2; anything else is a bug and prints its
 * stack trace. A run or reproduction whose trials failed ends with their summary and exit code 3
 * ({@link RunFailures}); a failed privacy audit with exit code 1. Each command starts with one
 * warning line per plugin that could not be loaded ({@link PluginWarnings}).
 */
@Command(
    name = "ldpbench",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Benchmark harness for private nonparametric classification with public data.",
    subcommands = {
      InitCommand.class,
      NewCommand.class,
      RunCommand.class,
      ReproduceCommand.class,
      FiguresCommand.class,
      ReportCommand.class,
      ValidateCommand.class,
      MergeCommand.class,
      ExportCommand.class,
      SplitCommand.class,
      CompareCommand.class,
      PlotCommand.class,
      DatasetsCommand.class,
      ListCommand.class,
      SiteCommand.class,
      AuditCommand.class,
      TimingsCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main {

  /** Exit code for user mistakes. */
  public static final int USER_ERROR = 2;

  static {
    // Apache POI logs through the Log4j API; without a provider it prints a warning on every run
    System.setProperty(
        "log4j2.loggerContextFactory",
        "org.apache.logging.log4j.simple.SimpleLoggerContextFactory");
    System.setProperty("org.apache.logging.log4j.simplelog.level", "OFF");
    System.setProperty("log4j2.statusLoggerLevel", "OFF");
  }

  public static void main(String[] args) {
    try {
      System.exit(execute(args));
    } catch (ExceptionInInitializerError e) {
      // a bad external method descriptor (methods/*.yaml) is found while the method registry is
      // loaded
      if (e.getCause() instanceof UserError user) {
        System.err.println("ldpbench: error: " + user.getMessage());
        System.exit(USER_ERROR);
      }
      throw e;
    }
  }

  /**
   * The commands that read neither methods nor data sources (stores, manifests, raw files, the
   * site): they neither load the registries nor warn about plugins.
   */
  private static final Set<String> WITHOUT_REGISTRIES =
      Set.of("datasets", "export", "init", "merge", "site", "timings");

  /**
   * Whether the command line runs a command that uses methods or data sources (not only help or the
   * version).
   */
  private static boolean runsACommand(CommandLine.ParseResult parseResult) {
    boolean command = false;
    for (CommandLine.ParseResult part = parseResult; part != null; part = part.subcommand()) {
      if (part.isUsageHelpRequested()
          || part.isVersionHelpRequested()
          || part.commandSpec().userObject() instanceof CommandLine.HelpCommand
          || WITHOUT_REGISTRIES.contains(part.commandSpec().name())) {
        return false;
      }
      command |= part != parseResult;
    }
    return command;
  }

  /** Runs the command line and returns the exit code (for tests). */
  public static int execute(String... args) {
    return commandLine().execute(args);
  }

  public static CommandLine commandLine() {
    CommandLine commandLine = new CommandLine(new Main());
    commandLine.setExecutionStrategy(
        parseResult -> {
          if (runsACommand(parseResult)) {
            PluginWarnings.print(parseResult.commandSpec().commandLine().getErr());
          }
          return new CommandLine.RunLast().execute(parseResult);
        });
    commandLine.setExecutionExceptionHandler(
        (exception, cmd, parseResult) -> {
          if (exception instanceof UserError
              || exception instanceof java.io.IOException
              || exception instanceof java.io.UncheckedIOException) {
            // user mistakes and I/O failures (unwritable directory, full disk) are not bugs: one
            // line
            PrintWriter err = cmd.getErr();
            String message =
                exception instanceof UserError
                    ? exception.getMessage()
                    : "cannot read or write a file: " + exception;
            err.println("ldpbench: error: " + message);
            err.flush();
            return USER_ERROR;
          }
          throw exception;
        });
    commandLine.setParameterExceptionHandler(
        (exception, args) -> {
          PrintWriter err = exception.getCommandLine().getErr();
          err.println("ldpbench: error: " + exception.getMessage());
          String command =
              exception.getCommandLine().getCommandName().replace("ldpbench", "").trim();
          err.println(
              "(try: "
                  + SuggestedCommand.of(
                      command.isEmpty() ? List.of("--help") : List.of(command, "--help"))
                  + ")");
          err.flush();
          return USER_ERROR;
        });
    return commandLine;
  }
}
