package org.ldpbench.testing;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.PlaceholderStore;

/**
 * Test helper run in a child JVM with a small heap: plans the placeholder spec of {@code args[1]}
 * trials and runs it against the store under results root {@code args[0]}, then prints "planned=P
 * reused=R computed=C".
 */
public final class ResumeInSmallHeap {

  private ResumeInSmallHeap() {}

  public static void main(String[] args) throws Exception {
    ExperimentPlan plan =
        ExperimentPlan.of(
            PlaceholderStore.spec(Long.parseLong(args[1])), ExperimentSpec.Profile.FULL);
    ExperimentRunner.Outcome outcome =
        ExperimentRunner.run(
            plan, Path.of(args[0]), 1, new PrintWriter(Writer.nullWriter()), false);
    System.out.println(
        "planned="
            + outcome.planned()
            + " reused="
            + outcome.reused()
            + " computed="
            + outcome.computed());
  }
}
