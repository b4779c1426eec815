package org.ldpbench.coverage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.ICounter;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.tools.ExecFileLoader;

/**
 * The lines in scope ({@link CoverageScope}) that runs executed: JaCoCo execution data (the agent's
 * {@code .exec} files) read against the class files of {@code target/classes}. A line counts as
 * executed when any of its instructions ran. Execution data recorded from other class files than
 * these (a jar built from older sources) is refused, naming the classes, since its probes would be
 * read against the wrong lines.
 */
public final class ExecutedLines {

  private ExecutedLines() {}

  /** The lines in scope executed according to the execution data of {@code execFiles}. */
  public static LineSet read(Path classes, List<Path> execFiles) throws IOException {
    ExecFileLoader loader = new ExecFileLoader();
    for (Path exec : execFiles) {
      if (!Files.isRegularFile(exec)) {
        throw new IllegalStateException(
            exec + ": no execution data (the run under the JaCoCo agent did not" + " write it)");
      }
      loader.load(exec.toFile());
    }
    return read(classes, loader.getExecutionDataStore());
  }

  /** The lines in scope that {@code data} says were executed. */
  public static LineSet read(Path classes, ExecutionDataStore data) throws IOException {
    return lines(classes, data, true);
  }

  /** Every line in scope that holds code, executed or not: what a run could execute at all. */
  public static LineSet executable(Path classes) throws IOException {
    return lines(classes, new ExecutionDataStore(), false);
  }

  private static LineSet lines(Path classes, ExecutionDataStore data, boolean executedOnly)
      throws IOException {
    CoverageBuilder builder = new CoverageBuilder();
    Analyzer analyzer = new Analyzer(data, builder);
    for (Path file : classFiles(classes)) {
      analyzer.analyzeClass(Files.readAllBytes(file), file.toString());
    }
    if (!builder.getNoMatchClasses().isEmpty()) {
      throw new IllegalStateException(
          "execution data of other class files than "
              + classes
              + " for "
              + builder.getNoMatchClasses().stream()
                  .map(IClassCoverage::getName)
                  .sorted()
                  .limit(5)
                  .toList()
              + (builder.getNoMatchClasses().size() > 5
                  ? " and " + (builder.getNoMatchClasses().size() - 5) + " more"
                  : "")
              + ": the run used classes built from other sources; rebuild and run again");
    }
    Map<String, BitSet> lines = new TreeMap<>();
    for (IClassCoverage coverage : builder.getClasses()) {
      if (coverage.getSourceFileName() == null || coverage.getFirstLine() < 0) {
        continue;
      }
      String source = coverage.getPackageName() + "/" + coverage.getSourceFileName();
      BitSet set = lines.computeIfAbsent(source, s -> new BitSet());
      for (int line = coverage.getFirstLine(); line <= coverage.getLastLine(); line++) {
        ICounter instructions = coverage.getLine(line).getInstructionCounter();
        if (executedOnly ? instructions.getCoveredCount() > 0 : instructions.getTotalCount() > 0) {
          set.set(line);
        }
      }
    }
    return LineSet.of(lines);
  }

  /** The class files in scope under {@code classes}, sorted. */
  static List<Path> classFiles(Path classes) throws IOException {
    if (!Files.isDirectory(classes)) {
      throw new IllegalStateException(
          classes + ": no compiled classes (build first: mvn test-compile)");
    }
    try (Stream<Path> files = Files.walk(classes)) {
      return files
          .filter(p -> p.toString().endsWith(".class"))
          .filter(p -> CoverageScope.contains(CoverageScope.relative(classes, p)))
          .sorted()
          .toList();
    }
  }
}
