package org.ldpbench.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.external.process.ExternalHang;
import org.ldpbench.testing.Slow;

/**
 * The persistent workers of an external method (docs/external-methods.md, "Lifecycle"): one process
 * serves many requests, at most {@code workers} run at once, an idle worker ends by itself, a
 * worker that crashes is replaced once and the request answered, one that crashes again fails the
 * request with one line naming the method and the request, and the workers end when the program
 * ends, even one that ignores {@code bye}.
 */
class ExternalWorkersTest {

  static final String SCRIPT = ExternalFailureTest.SCRIPT;

  @TempDir Path work;

  @Test
  void oneWorkerServesManyRequestsAtMostTheLimitRunAndIdleOnesEnd() throws Exception {
    // answers like examples/python-method/rr_grid.py; once armed, a request waits until two workers
    // have one (misbehaving_method.py's rendezvous), so that the side-by-side requests overlap
    // whatever the scheduling: otherwise one lane could answer all 30 before the other starts
    Path meeting = Files.createDirectories(work.resolve("meeting"));
    ExternalDescriptor descriptor =
        descriptor(
            "POOL-PY", "workers: 2\n", SCRIPT, "rendezvous", "randomize", meeting.toString());
    try (ExternalWorkers workers =
        new ExternalWorkers(descriptor, new ExternalHang(), Duration.ofMillis(400))) {
      List<JsonNode> replies = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        replies.add(workers.call(randomize(i)));
      }
      assertThat(workers.started()).as("30 requests one after another: one process").isEqualTo(1);
      Files.createFile(meeting.resolve("armed"));
      JsonNode[] side = new JsonNode[30];
      workers.each(30, i -> side[i] = workers.call(randomize(i)));
      assertThat(workers.started())
          .as("side by side: at most the 2 workers of the descriptor")
          .isEqualTo(2);
      assertThat(List.of(side))
          .as("any worker gives the same answer to a self-contained request")
          .isEqualTo(replies);
      List<Long> pids = workers.pids();
      assertThat(pids).hasSize(2);
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (workers.alive() > 0 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertThat(workers.alive()).as("idle workers end by themselves").isZero();
      for (long pid : pids) {
        // the pool lets go of a worker, then says bye to it: the process ends a moment later
        while (ExternalFailureTest.running(pid) && System.nanoTime() < deadline) {
          Thread.sleep(50);
        }
        assertThat(ExternalFailureTest.running(pid)).as("process " + pid + " ended").isFalse();
      }
      workers.call(randomize(0));
      assertThat(workers.started()).as("a request after they ended starts one again").isEqualTo(3);
    }
  }

  @Test
  void aWorkerThatCrashesIsReplacedOnceAndTheRequestAnswered() throws Exception {
    Path marker = work.resolve("crashed-once");
    ExternalDescriptor descriptor =
        descriptor("BAD-PY", "", SCRIPT, "exit-once", "randomize", marker.toString());
    try (ExternalWorkers workers = new ExternalWorkers(descriptor, new ExternalHang())) {
      JsonNode reply = workers.call(randomize(7));
      assertThat(Files.exists(marker)).as("the first worker crashed").isTrue();
      assertThat(reply.get("releases")).hasSize(3);
      assertThat(workers.started()).isEqualTo(2);
      assertThat(workers.alive()).isEqualTo(1);
    }
  }

  @Test
  void aWorkerThatCrashesTwiceFailsTheRequestWithOneLine() throws Exception {
    ExternalDescriptor descriptor = descriptor("BAD-PY", "", SCRIPT, "exit", "randomize");
    try (ExternalWorkers workers = new ExternalWorkers(descriptor, new ExternalHang())) {
      ExternalSession session = new ExternalSession(workers);
      assertThatThrownBy(() -> session.call(randomize(1)))
          .isInstanceOf(ExternalMethodException.class)
          .hasMessageStartingWith("BAD-PY (python3 " + SCRIPT)
          .hasMessageContaining(
              " randomize: the process ended without a reply (exit code 3); stderr:"
                  + " misbehaving_method: giving up on randomize")
          .hasMessageEndingWith("(a new worker was started for the request and ended too)")
          .hasMessageNotContaining("\n");
      assertThat(workers.started()).as("restarted once, not again and again").isEqualTo(2);
      long before = workers.started();
      assertThatThrownBy(() -> session.call(randomize(1)))
          .as("the fit group's later requests fail at once")
          .hasMessageEndingWith("(a new worker was started for the request and ended too)");
      assertThat(workers.started()).isEqualTo(before);
      // another fit group tries again with a new worker
      assertThatThrownBy(() -> new ExternalSession(workers).call(randomize(1)))
          .isInstanceOf(ExternalMethodException.class);
      assertThat(workers.started()).isEqualTo(before + 2);
    }
  }

  @Test
  void anErrorReplyFailsTheRequestAndTheWorkerServesOn() throws Exception {
    ExternalDescriptor descriptor = descriptor("BAD-PY", "", SCRIPT, "error", "randomize");
    try (ExternalWorkers workers = new ExternalWorkers(descriptor, new ExternalHang())) {
      ExternalSession session = new ExternalSession(workers);
      assertThatThrownBy(() -> session.call(randomize(1)))
          .hasMessageContaining(" randomize: misbehaving_method refuses randomize");
      JsonNode values = session.call(encode());
      assertThat(values.get("values")).hasSize(3);
      assertThat(workers.started()).isEqualTo(1);
    }
  }

  @Test
  void afterCloseNoWorkerRunsAndRequestsAreRefusedWithOneLine() throws Exception {
    ExternalDescriptor descriptor = descriptor("POOL-PY", "", "examples/python-method/rr_grid.py");
    ExternalWorkers workers = new ExternalWorkers(descriptor, new ExternalHang());
    workers.call(encode());
    List<Long> pids = workers.pids();
    assertThat(pids).hasSize(1);
    workers.close();
    assertThat(workers.alive()).isZero();
    for (int i = 0; i < 40 && ExternalFailureTest.running(pids.get(0)); i++) {
      Thread.sleep(50);
    }
    assertThat(ExternalFailureTest.running(pids.get(0))).isFalse();
    assertThatThrownBy(() -> workers.call(encode()))
        .isInstanceOf(ExternalMethodException.class)
        .hasMessage("POOL-PY: not sent, the program is ending");
  }

  /**
   * A run in a JVM of its own, whose external method's worker ignores {@code bye} and the end of
   * its input: when that JVM exits, the worker is killed (without the shutdown hook it would sleep
   * on).
   */
  @Test
  @Slow
  void theWorkersEndWhenTheProgramEnds() throws Exception {
    Path methods = Files.createDirectories(work.resolve("methods"));
    Path script = work.resolve("lingering_method.py");
    Files.writeString(
        script,
        Files.readString(Path.of(SCRIPT))
            .replace(
                "\"..\", \"..\", \"..\", \"..\",",
                "\"" + Path.of("").toAbsolutePath().toString().replace("\\", "\\\\") + "\","));
    Files.writeString(
        methods.resolve("LINGER-PY.yaml"),
        Files.readString(Path.of("methods/RR-GRID-PY.yaml"))
            .replace("name: RR-GRID-PY", "name: LINGER-PY")
            .replaceAll("command: .*", "command: [python3, '" + script + "', linger]"));
    Files.writeString(
        work.resolve("spec.yaml"),
        """
                name: linger
                seed: 3
                replications: 1
                data:
                  synthetic: ma-yang-2d
                  params: {gamma: 0.5, nPrivate: 50, nPublic: 20, nTest: 20}
                sweep:
                  epsilon: [2]
                methods:
                  - {name: LINGER-PY, grid: {cells: [2, 3]}}
                """);
    ProcessBuilder builder =
        new ProcessBuilder(
                Path.of("bin/ldpbench").toAbsolutePath().toString(),
                "run",
                "spec.yaml",
                "--threads",
                "2",
                "--no-progress")
            .directory(work.toFile())
            .redirectErrorStream(true);
    Map<String, String> environment = builder.environment();
    environment.put("LDPBENCH_JAR", System.getProperty("java.class.path"));
    environment.put("LDPBENCH_JAVA_OPTS", "-Xmx256m");
    environment.put("LDPBENCH_METHODS", methods.toString());
    environment.remove("LDPBENCH_PLUGINS");
    Process child = builder.start();
    String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(child.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(child.exitValue()).as(output).isZero();
    assertThat(output).contains("computed 2 trials");
    for (int i = 0; i < 40 && !processesRunning(script).isEmpty(); i++) {
      Thread.sleep(50);
    }
    assertThat(processesRunning(script)).as("workers of the ended program still running").isEmpty();
  }

  /** The ids of running processes whose command line names {@code script}. */
  private static List<Long> processesRunning(Path script) throws IOException {
    List<Long> out = new ArrayList<>();
    try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
      for (Path entry :
          entries.filter(p -> p.getFileName().toString().matches("[0-9]+")).toList()) {
        try {
          String command =
              new String(Files.readAllBytes(entry.resolve("cmdline")), StandardCharsets.UTF_8);
          long pid = Long.parseLong(entry.getFileName().toString());
          if (command.contains(script.toString()) && ExternalFailureTest.running(pid)) {
            out.add(pid);
          }
        } catch (IOException gone) {
          // the process ended while listed
        }
      }
    }
    return out;
  }

  /** A randomize request of three users, with seeds from {@code seed}. */
  private static ObjectNode randomize(int seed) {
    ObjectNode request = context(ExternalWorkers.request("randomize"));
    request.set("records", records());
    ArrayNode seeds = request.putArray("seeds");
    for (int i = 0; i < 3; i++) {
      seeds.add(1000L * seed + i);
    }
    return request;
  }

  private static ObjectNode encode() {
    ObjectNode request = context(ExternalWorkers.request("encode"));
    request.set("records", records());
    return request;
  }

  private static ObjectNode context(ObjectNode request) {
    request.put("epsilon", 1.0).put("dimension", 2);
    request.putObject("params").put("cells", 2);
    return request;
  }

  private static ArrayNode records() {
    ArrayNode records = ExternalWorkers.request("x").arrayNode();
    records.addArray().add(0.1).add(0.2).add(0);
    records.addArray().add(0.7).add(0.9).add(1);
    records.addArray().add(0.5).add(0.5).add(1);
    return records;
  }

  /** RR-GRID-PY's descriptor with another name, command and {@code extra} fields. */
  private ExternalDescriptor descriptor(String name, String extra, String... command)
      throws IOException {
    Path file = Files.createDirectories(work.resolve("descriptors")).resolve(name + ".yaml");
    StringBuilder text = new StringBuilder("command: [python3");
    for (String part : command) {
      text.append(", '").append(part).append('\'');
    }
    Files.writeString(
        file,
        Files.readString(Path.of("methods/RR-GRID-PY.yaml"))
                .replace("name: RR-GRID-PY", "name: " + name)
                .replaceAll("command: .*", text.append(']').toString())
            + extra);
    return ExternalDescriptor.read(file, Path.of("").toAbsolutePath());
  }
}
