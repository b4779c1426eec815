package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.report.LineFigure;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.SweepLineFigure;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.testing.TestSpecs;

/** {@code ldpbench plot}: a line figure of stored results against a sweep axis, without an output block. */
class PlotCommandTest {

    @TempDir
    static Path temp;

    static Path directory;

    @BeforeAll
    static void runTiny() throws IOException {
        Path spec = temp.resolve("experiments/test/tiny.yaml");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, TestSpecs.TINY);
        Path results = temp.resolve("results");
        CliTest.Result run = CliTest.run("run", spec.toString(), "--quick", "--results", results.toString(),
                "--figures", temp.resolve("figures").toString(), "--no-progress", "--threads", "2");
        assertThat(run.code()).as(run.err()).isZero();
        directory = ExperimentRunner.directory(SpecParser.parse(spec), results);
    }

    @Test
    void writesPngAndSvgWithOneLinePerMethodAtTheSummaryMeans() throws IOException {
        Path png = temp.resolve("plots/eps.png");
        CliTest.Result plot = CliTest.run("plot", directory.toString(), "--x", "epsilon", "--log-x", "--out",
                png.toString());
        assertThat(plot.code()).as(plot.err()).isZero();
        assertThat(png).isNotEmptyFile();
        assertThat(temp.resolve("plots/eps.svg")).isNotEmptyFile();

        StoredExperiment experiment = StoredExperiment.read(directory, null);
        ResultSummary summary = experiment.summary(null);
        LineFigure figure = SweepLineFigure.of(summary, experiment.spec().sweep(), experiment.plan().points(),
                experiment.labels(), experiment.spec().sweep().get(0), true, "t");
        assertThat(figure.x()).containsExactly(1.0, 8.0);
        assertThat(figure.series()).extracting(LineFigure.Series::name).containsExactly("LPCT", "LPCT-P", "LPCT-Q");
        SweepPoint eight = experiment.plan().points().get(1);
        assertThat(figure.series().get(1).y()[1])
                .isEqualTo(summary.best("LPCT-P", eight).orElseThrow().best().score().mean());
    }

    @Test
    void badAxisAndSeriesAreOneLineErrors() {
        CompareCommandTest.assertOneLine(CliTest.run("plot", directory.toString(), "--x", "gamma"),
                "--x gamma: not a sweep axis of test/tiny; allowed: epsilon");
        CompareCommandTest.assertOneLine(CliTest.run("plot", directory.toString(), "--x", "epsilon", "--series",
                "depth"), "--series depth: not supported; allowed: method");
    }
}
