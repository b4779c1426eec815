package org.ldpbench.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ldpbench.data.real.DescriptorReader;

/**
 * Fuzzes the real-data descriptor reader (datasets/*.yaml): any bytes as a descriptor file are read
 * or refused in one line. Seeds: the committed descriptors.
 */
class DescriptorReaderFuzzTest {

  private static final Pattern NAME = Pattern.compile("(?m)^name:\\s*([A-Za-z0-9_-]{1,40})\\s*$");

  @FuzzTest(maxDuration = "10m")
  void descriptor(byte[] input) throws IOException {
    Path dir = Files.createTempDirectory("ldpbench-fuzz");
    // a descriptor's name must equal its file name: name the file after it, so the fuzzer gets past
    // that check
    Matcher name = NAME.matcher(new String(input, java.nio.charset.StandardCharsets.UTF_8));
    Path file = dir.resolve((name.find() ? name.group(1) : "fuzzed") + ".yaml");
    try {
      Files.write(file, input);
      ReaderContract.check(() -> DescriptorReader.read(file));
    } finally {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    }
  }

  /**
   * The same target for 20 seconds, in {@code make test} (its seeds are a copy of the long test's).
   */
  @FuzzTest(maxDuration = "20s")
  void descriptorQuick(byte[] input) throws IOException {
    descriptor(input);
  }
}
