package org.ldpbench.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ldpbench.data.real.DescriptorReader;

/**
 * Fuzzes the real-data descriptor reader (datasets/*.yaml): any bytes as a descriptor file are read
 * or refused in one line. Seeds: the committed descriptors.
 */
class DescriptorReaderFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void descriptor(byte[] input) throws IOException {
        Path dir = Files.createTempDirectory("ldpbench-fuzz");
        Path file = dir.resolve("fuzzed.yaml");
        try {
            Files.write(file, input);
            ReaderContract.check(() -> DescriptorReader.read(file));
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
    }

    /** The same target for 20 seconds, in {@code make test} (its seeds are a copy of the long test's). */
    @FuzzTest(maxDuration = "20s")
    void descriptorQuick(byte[] input) throws IOException {
        descriptor(input);
    }
}
