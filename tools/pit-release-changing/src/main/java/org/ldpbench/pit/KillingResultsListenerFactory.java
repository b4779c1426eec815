package org.ldpbench.pit;

import java.nio.file.Path;
import java.util.Properties;
import org.pitest.mutationtest.ListenerArguments;
import org.pitest.mutationtest.MutationResultListener;
import org.pitest.mutationtest.MutationResultListenerFactory;

/**
 * The PIT output format {@code KILLING_TSV} ({@code -DoutputFormats=XML,HTML,KILLING_TSV}): appends
 * one row per mutant to the killing pass's results file as soon as PIT has its result ({@link
 * KillingResultsListener}), so a pass that is stopped keeps every finished mutant and {@code make
 * mutation-killing} resumes from there. PIT's own XML is written only at the end of a run, and the
 * killing pass over all release-changing mutants takes longer than a session lasts. The file is the
 * system property {@value #PROPERTY} of the JVM that runs PIT (for pitest-maven, Maven's own:
 * {@code mvn -Dldpbench.mutation.results=FILE}), by default {@value #DEFAULT_FILE}.
 */
public final class KillingResultsListenerFactory implements MutationResultListenerFactory {

  /** System property naming the results file. */
  static final String PROPERTY = "ldpbench.mutation.results";

  static final String DEFAULT_FILE = "target/mutation/killing-results.tsv";

  @Override
  public MutationResultListener getListener(Properties props, ListenerArguments args) {
    return new KillingResultsListener(Path.of(System.getProperty(PROPERTY, DEFAULT_FILE)));
  }

  @Override
  public String name() {
    return "KILLING_TSV";
  }

  @Override
  public String description() {
    return "Appends each mutant's result to ldpbench's killing-results.tsv as it finishes (make mutation-killing)";
  }
}
