package org.ldpbench.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.ldpbench.spec.SpecParser;

/**
 * Fuzzes the experiment-spec reader: any bytes as a spec file are read or refused in one line. The
 * seeds (src/test/resources/org/ldpbench/fuzz/SpecReaderFuzzTestInputs/specText) are real specs; in
 * {@code mvn test} Jazzer replays them and every crash found earlier (regression mode); {@code make
 * fuzz} mutates them, guided by coverage.
 */
class SpecReaderFuzzTest {

  @FuzzTest(maxDuration = "10m")
  void specText(byte[] input) throws IOException {
    String text = new String(input, StandardCharsets.UTF_8);
    ReaderContract.check(() -> SpecParser.parse(text, "fuzzed.yaml"));
  }

  /**
   * The same target for 20 seconds, in {@code make test} (its seeds are a copy of the long test's).
   */
  @FuzzTest(maxDuration = "20s")
  void specTextQuick(byte[] input) throws IOException {
    specText(input);
  }
}
