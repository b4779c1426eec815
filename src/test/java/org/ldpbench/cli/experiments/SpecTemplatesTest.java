package org.ldpbench.cli.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.report.tables.table.TableSpec;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;

/**
 * Spec templates ({@code experiments/templates/}) are starting points for a user's own comparison:
 * {@code reproduce} and {@code report} leave them out (their placeholder method would rerun the
 * papers' methods), a template folder named directly is still read, and the shipped templates put a
 * method next to the papers' methods on Figure 4(a)'s design and Table 2's data sets with Wilcoxon
 * marks.
 */
class SpecTemplatesTest {

  @TempDir Path work;

  @Test
  void reproduceLeavesTemplatesOut() throws IOException {
    for (String file :
        List.of("paper/a.yaml", "templates/t.yaml", "paper/templates/u.yaml", "paper/b.yml")) {
      Path path = work.resolve(file);
      Files.createDirectories(path.getParent());
      Files.writeString(path, "name: x\n");
    }
    assertThat(Experiments.specFiles(work))
        .containsExactly(work.resolve("paper/a.yaml"), work.resolve("paper/b.yml"));
    assertThat(Experiments.specFiles(work.resolve("templates")))
        .containsExactly(work.resolve("templates/t.yaml"));
  }

  @Test
  void theShippedTemplatesRunANewMethodOnThePapersDesignsWithWilcoxonMarks() {
    ExperimentSpec table2 =
        SpecParser.parse(Path.of("experiments/templates/my-method-vs-papers.yaml"));
    ExperimentSpec fig4a =
        SpecParser.parse(Path.of("experiments/templates/my-method-vs-papers-fig4a.yaml"));
    assertThat(table2.methods())
        .extracting(m -> m.label())
        .contains("my method", "LPCT-CART", "CT-Q", "PHIST");
    assertThat(fig4a.methods())
        .extracting(m -> m.label())
        .contains("my method", "LPCT", "LPCT-P", "LPCT-Q");
    for (ExperimentSpec spec : List.of(table2, fig4a)) {
      assertThat(spec.figures())
          .anySatisfy(
              f ->
                  assertThat(f)
                      .isInstanceOfSatisfying(
                          TableSpec.class,
                          t -> assertThat(t.marks()).isEqualTo(TableSpec.Marks.WILCOXON)));
    }
    // the papers' designs: Table 2's data sets and epsilons, Figure 4(a)'s data and epsilons
    ExperimentSpec paperTable2 =
        SpecParser.parse(Path.of("experiments/ma-yang/table2-real-data.yaml"));
    ExperimentSpec paperFig4a =
        SpecParser.parse(Path.of("experiments/ma-yang/fig4a-privacy-utility.yaml"));
    assertThat(table2.sweep()).isEqualTo(paperTable2.sweep());
    assertThat(fig4a.sweep()).isEqualTo(paperFig4a.sweep());
    assertThat(fig4a.dataParameters()).isEqualTo(paperFig4a.dataParameters());
  }
}
