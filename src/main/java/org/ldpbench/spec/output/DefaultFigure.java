package org.ldpbench.spec.output;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecYaml;
import org.ldpbench.yaml.YamlNode;

/**
 * The figure a spec gets when it has no {@code output:} block but runs methods over a sweep: its
 * metric against its first sweep axis, one line per method (and per value of any other sweep axis),
 * read by the same {@link FigureReader} as a written block, so it is checked like one. A spec
 * without a sweep axis gets no figure; the command says so in one line instead of drawing nothing
 * silently.
 */
public final class DefaultFigure {

  /**
   * Ends the default figure's title, so that a reader of the figure (and the command) knows where
   * it came from.
   */
  public static final String MARK = "(default figure: the spec has no output block)";

  private DefaultFigure() {}

  /**
   * {@code spec} with its default figure if it has no outputs, runs methods and sweeps an axis;
   * {@code spec} itself otherwise.
   */
  public static ExperimentSpec apply(ExperimentSpec spec) {
    if (!spec.figures().isEmpty() || spec.methods().isEmpty() || spec.sweep().isEmpty()) {
      return spec;
    }
    String axis = spec.sweep().get(0).name();
    String metric = spec.primaryMetric().id();
    String yaml =
        "output:\n  figure: {type: line, x: "
            + quoted(axis)
            + ", y: "
            + quoted(metric)
            + ", title: "
            + quoted(spec.title() + " " + MARK)
            + "}\n";
    Path file = Path.of(spec.file());
    FigureReader.Context context =
        new FigureReader.Context(
            spec.title(),
            metric,
            spec.sweep(),
            spec.methods(),
            spec.dataFactory(),
            spec.dataParameters(),
            file.getParent() == null ? Path.of(".") : file.getParent());
    YamlNode.MapNode root =
        (YamlNode.MapNode) SpecYaml.read(yaml, spec.file() + " (default output)");
    List<OutputSpec> figures = FigureReader.read(root.entries().get("output"), context);
    return spec.withFigures(figures);
  }

  /** Whether {@code spec}'s outputs are the default figure. */
  public static boolean drawn(ExperimentSpec spec) {
    return spec.figures().size() == 1
        && spec.figures().get(0) instanceof CurvesSpec curves
        && curves.title().endsWith(MARK);
  }

  /**
   * The line a command prints for a spec without an {@code output:} block: what it drew, or why it
   * drew nothing; empty for a spec with its own outputs.
   */
  public static Optional<String> note(ExperimentSpec spec) {
    if (drawn(spec)) {
      return Optional.of(
          spec.name()
              + ": no output: block, so the default figure: "
              + spec.primaryMetric().id()
              + " against "
              + spec.sweep().get(0).name()
              + ", one line per method"
              + " (add an output: block to choose another; experiments/README.md)");
    }
    if (spec.figures().isEmpty() && !spec.methods().isEmpty()) {
      return Optional.of(
          spec.name()
              + ": no output: block, so no figure"
              + (spec.sweep().isEmpty() ? " (no sweep axis to draw against)" : "")
              + "; the numbers are in its summary.csv (add an output:"
              + " block to render them; experiments/README.md)");
    }
    return Optional.empty();
  }

  private static String quoted(String text) {
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
