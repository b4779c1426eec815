package org.ldpbench.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.testing.HoldStore;

class TrialStoreTest {

    private static final List<String> AXES = List.of("epsilon");
    private static final List<String> METRICS = List.of("accuracy");

    @TempDir
    Path temp;

    private static TrialStore open(Path directory) throws IOException {
        return TrialStore.open(directory, AXES, METRICS);
    }

    private static String expectedMessage(Path directory) {
        return directory + ": another ldpbench run is writing here (lock held: .lock); wait for it or use another"
                + " --results directory";
    }

    @Test
    void aSecondStoreOnTheSameDirectoryIsRefusedUntilTheFirstCloses() throws IOException {
        Path directory = temp.resolve("results/test/x");
        TrialStore first = open(directory);
        assertThat(directory.resolve(TrialStore.LOCK)).exists();
        assertThatThrownBy(() -> open(directory)).isInstanceOf(UserError.class)
                .hasMessage(expectedMessage(directory));
        assertThat(TrialStore.lockedMessage(directory)).isEqualTo(expectedMessage(directory));
        // another directory is independent
        open(temp.resolve("results/test/y")).close();
        first.close();
        TrialStore second = open(directory);
        first.close(); // closing twice must not release the second store's lock
        assertThatThrownBy(() -> open(directory)).isInstanceOf(UserError.class)
                .hasMessage(expectedMessage(directory));
        second.close();
        open(directory).close();
    }

    @Test
    void aLockHeldThroughAnotherChannelOfThisJvmIsTheSameUserError() throws IOException {
        Path directory = temp.resolve("held");
        Files.createDirectories(directory);
        try (FileChannel channel = FileChannel.open(directory.resolve(TrialStore.LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
            // tryLock on a second channel of the same JVM throws OverlappingFileLockException
            assertThatThrownBy(() -> open(directory)).isInstanceOf(UserError.class)
                    .hasMessage(expectedMessage(directory));
            assertThat(directory.resolve(TrialStore.TRIALS)).doesNotExist();
        }
    }

    @Test
    void aRefusedOpenReleasesTheLock() throws IOException {
        Path directory = temp.resolve("other-columns");
        Files.createDirectories(directory);
        Files.writeString(directory.resolve(TrialStore.TRIALS), "key,method,score\n");
        for (int attempt = 0; attempt < 2; attempt++) {
            assertThatThrownBy(() -> open(directory)).isInstanceOf(UserError.class)
                    .hasMessageContaining("do not match this spec's");
        }
    }

    @Test
    void anotherProcessHoldingTheStoreIsRefusedAndAKilledOneLeavesNoLock() throws Exception {
        Path directory = temp.resolve("shared");
        Files.createDirectories(directory);
        Files.writeString(directory.resolve(TrialStore.LOCK), "left by an earlier run\n"); // stale file: no lock

        // a child holds the store: this process is refused, whatever the file says
        Process holder = holdInChild(directory);
        try {
            assertThat(firstLine(holder)).isEqualTo("locked");
            assertThatThrownBy(() -> open(directory)).isInstanceOf(UserError.class)
                    .hasMessage(expectedMessage(directory));
            assertThat(directory.resolve(TrialStore.TRIALS)).hasContent(
                    String.join(",", TrialStore.header(AXES, METRICS)));
        } finally {
            holder.destroyForcibly(); // SIGKILL: the OS drops the lock, the file stays
            assertThat(holder.waitFor(5, TimeUnit.MINUTES)).isTrue();
        }
        assertThat(directory.resolve(TrialStore.LOCK)).exists();

        // this process holds it now: a child is refused, with the same message
        try (TrialStore store = open(directory)) {
            Process refused = holdInChild(directory);
            try {
                assertThat(firstLine(refused)).isEqualTo("refused: " + expectedMessage(directory));
                assertThat(refused.waitFor(5, TimeUnit.MINUTES)).isTrue();
                assertThat(refused.exitValue()).isEqualTo(3);
            } finally {
                refused.destroyForcibly();
            }
        }

        // a child that closes its store releases the lock
        Process polite = holdInChild(directory);
        try {
            assertThat(firstLine(polite)).isEqualTo("locked");
            polite.getOutputStream().close();
            assertThat(polite.waitFor(5, TimeUnit.MINUTES)).isTrue();
            assertThat(polite.exitValue()).isZero();
        } finally {
            polite.destroyForcibly();
        }
        open(directory).close();
    }

    private static Process holdInChild(Path directory) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), HoldStore.class.getName(),
                directory.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }

    /** The child's first line of output (null if it ended without one); the deadline only bounds a hang. */
    private static String firstLine(Process child) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        return CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).get(5, TimeUnit.MINUTES);
    }
}
