package org.ldpbench.cli.datasets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.data.real.EncodedData;

/**
 * Ma &amp; Yang's Table 1, ours next to the paper's: every data set whose descriptor has the
 * paper's sizes, with n_P, n_Q and d as we encode them and every difference with its reason (the
 * descriptor's note). Rendered into a paper's report folder by a full run ({@link PaperTables}) and
 * by {@code ldpbench datasets --table1 FILE}; never by a plain check of the raw files.
 */
final class Table1Markdown {

  /** The file name a paper's PAPER.md includes ({@code <!-- include: table1-datasets.md -->}). */
  static final String FILE = "table1-datasets.md";

  private Table1Markdown() {}

  static String of(List<DatasetState> states) {
    StringBuilder md =
        new StringBuilder(
            "# Ma & Yang Table 1: data sets, ours next to the paper's\n\n"
                + "Rendered by a full run (`make reproduce`) from `datasets/*.yaml` and the raw files. n_P = private rows"
                + " left for training after the 20% test split (N − ⌈0.2 N⌉), n_Q = public rows, d = features after"
                + " encoding.\n\n| data set | n_P | n_Q | d | paper n_P | paper n_Q | paper d | differences |\n"
                + "|---|---|---|---|---|---|---|---|\n");
    for (DatasetState s : states) {
      Map<String, Integer> paper = s.descriptor().paper();
      if (paper.isEmpty()) {
        continue;
      }
      EncodedData data = s.data();
      if (data == null) {
        md.append("| ")
            .append(s.descriptor().title())
            .append(" | data not available | | | ")
            .append(paper.get("nPrivate"))
            .append(" | ")
            .append(paper.get("nPublic"))
            .append(" | ")
            .append(paper.get("dimension"))
            .append(" | ")
            .append(s.status())
            .append(": ")
            .append(
                s.problems().isEmpty()
                    ? s.unreadable()
                    : String.join(
                        "; ",
                        s.problems().stream()
                            .map(p -> p.file().path() + " " + p.problem())
                            .toList()))
            .append(" |\n");
        continue;
      }
      List<String> diffs = new ArrayList<>();
      if (data.privateTrainRows() != paper.get("nPrivate")) {
        diffs.add("n_P " + DatasetsReport.signed(data.privateTrainRows() - paper.get("nPrivate")));
      }
      if (data.publicRows() != paper.get("nPublic")) {
        diffs.add("n_Q " + DatasetsReport.signed(data.publicRows() - paper.get("nPublic")));
      }
      if (data.dimension() != paper.get("dimension")) {
        diffs.add("d " + DatasetsReport.signed(data.dimension() - paper.get("dimension")));
      }
      md.append("| ")
          .append(s.descriptor().title())
          .append(" | ")
          .append(data.privateTrainRows())
          .append(" | ")
          .append(data.publicRows())
          .append(" | ")
          .append(data.dimension())
          .append(" | ")
          .append(paper.get("nPrivate"))
          .append(" | ")
          .append(paper.get("nPublic"))
          .append(" | ")
          .append(paper.get("dimension"))
          .append(" | ")
          .append(
              diffs.isEmpty() ? "equal" : String.join(", ", diffs) + ": " + s.descriptor().note())
          .append(" |\n");
    }
    return md.toString();
  }
}
