package org.ldpbench.cli.datasets;

import java.nio.file.Path;
import java.util.List;
import org.ldpbench.data.download.DownloadFailure;
import org.ldpbench.data.real.DatasetDescriptor;
import org.ldpbench.data.real.EncodedData;
import org.ldpbench.data.real.RawFile;

/**
 * One data set's state after {@code ldpbench datasets}: ready (every raw file present with its
 * SHA-256, and it encodes), or what is wrong with each file that is not usable and how to get it.
 *
 * @param descriptor the data set
 * @param status one word: {@code ready}, {@code ready*} (a stand-in), {@code missing}, {@code
 *     corrupted}, {@code unreadable}
 * @param where the folder of its raw files (null unless ready)
 * @param data the encoded data (null unless ready), for the sizes next to the paper's
 * @param problems one per unusable file (empty when ready)
 * @param unreadable why the files, all present, do not encode (null otherwise)
 */
record DatasetState(
    DatasetDescriptor descriptor,
    String status,
    Path where,
    EncodedData data,
    List<FileProblem> problems,
    String unreadable) {

  DatasetState {
    problems = List.copyOf(problems);
  }

  boolean ready() {
    return data != null;
  }

  /**
   * A raw file that is not usable here.
   *
   * @param file the file
   * @param found where a file of that name was found (null: nowhere)
   * @param problem what is wrong, one line
   * @param failures the failed download attempts (empty if none was made)
   */
  record FileProblem(RawFile file, Path found, String problem, List<DownloadFailure> failures) {

    FileProblem {
      failures = List.copyOf(failures);
    }
  }
}
