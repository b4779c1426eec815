package org.ldpbench.cli.results;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Memo;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench split SPEC --dataset NAME[,NAME...] [--replications N] --out DIR}: writes the
 * public, private training and test rows that every method of replications 0..N−1 of a real-data
 * spec sees (encoded and min–max scaled, exactly as drawn by the run) as {@code
 * DIR/NAME/R/public.csv}, {@code private.csv} and {@code test.csv}: label first, then the features
 * (shortest exact decimal). For checking our methods against another implementation on identical
 * rows (tools/cart_reference.py).
 */
@Command(
    name = "split",
    mixinStandardHelpOptions = true,
    description =
        "Write one replication's public, private and test rows of a spec's data point as CSV.")
public final class SplitCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "SPEC", description = "An experiment spec (YAML).")
  Path specFile;

  @Option(
      names = "--dataset",
      required = true,
      split = ",",
      description = "Values of the spec's dataset axis, comma-separated.")
  List<String> datasets;

  @Option(
      names = "--replications",
      defaultValue = "1",
      description = "Write replications 0..N-1 (default 1).")
  int replications;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "DIR",
      description = "Directory for the three CSV files.")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws IOException {
    ExperimentSpec spec = SpecParser.parse(specFile, new Memo());
    ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    if (replications < 1 || replications > plan.replications()) {
      throw new UserError(
          "--replications " + replications + ": the spec has 1.." + plan.replications());
    }
    PrintWriter log = command.commandLine().getOut();
    for (String dataset : datasets) {
      for (int r = 0; r < replications; r++) {
        int replication = r;
        ExperimentPlan.Unit unit =
            plan.units().stream()
                .filter(u -> u.replication() == replication)
                .filter(
                    u -> dataset.equals(String.valueOf(u.data().points().get(0).get("dataset"))))
                .findFirst()
                .orElseThrow(
                    () ->
                        new UserError(
                            "--dataset "
                                + dataset
                                + ": not a value of the"
                                + " dataset axis of "
                                + specFile));
        DataSplit split = unit.data().source().draw(unit.sampleStreams());
        Path dir = out.resolve(dataset).resolve(Integer.toString(r));
        Files.createDirectories(dir);
        write(split.publicTrain(), dir.resolve("public.csv"));
        write(split.privateSample(), dir.resolve("private.csv"));
        write(split.test(), dir.resolve("test.csv"));
        log.printf(
            "wrote %s/{public,private,test}.csv: %d, %d, %d rows, d = %d%n",
            dir,
            split.publicTrain().size(),
            split.privateSample().size(),
            split.test().size(),
            split.dimension());
        log.flush();
      }
    }
    return 0;
  }

  private static void write(Dataset data, Path file) throws IOException {
    StringBuilder csv = new StringBuilder();
    int d = data.dimension();
    for (int i = 0; i < data.size(); i++) {
      csv.append((int) data.targets().value(i));
      for (int k = 0; k < d; k++) {
        csv.append(',').append(data.features().get(i, k));
      }
      csv.append('\n');
    }
    Files.writeString(file, csv, StandardCharsets.UTF_8);
  }
}
