package org.ldpbench.cli.workspace;

import picocli.CommandLine.Command;

/** {@code ldpbench new ...}: scaffolds for a researcher's own work ({@code new method}). */
@Command(
    name = "new",
    mixinStandardHelpOptions = true,
    subcommands = NewMethodCommand.class,
    description =
        "Make the files of something new in your workspace: 'new method NAME --lang java|python'.")
public final class NewCommand implements Runnable {

  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public void run() {
    throw new picocli.CommandLine.ParameterException(
        command.commandLine(),
        "say what to make: ldpbench new method NAME --lang java|python [--privacy local|central|label]");
  }
}
