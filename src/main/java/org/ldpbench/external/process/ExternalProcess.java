package org.ldpbench.external.process;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.ldpbench.external.ExternalDescriptor;
import org.ldpbench.external.ExternalMethodException;
import org.ldpbench.external.ExternalTimeout;
import org.ldpbench.method.NotApplicable;

/**
 * One running external method (docs/external-methods.md): the executable is started on the first
 * request, greeted with {@code hello} (its protocol version must be the descriptor's), and then
 * answers one JSON object per line for each request line. Numbers travel as JSON text with full
 * precision (Java's and Python's shortest round-trip forms). A reply {@code {"error": ...}}, a dead
 * process or a reply that is not JSON becomes an {@link ExternalMethodException} with one line and
 * the last line the process wrote to stderr, marked with what it did to the conversation ({@link
 * ExternalMethodException.Conversation}); a reply {@code {"notApplicable": ...}} (the method cannot
 * run here, e.g. a package it wraps is not installed) becomes a {@link NotApplicable} with that
 * line, stored as NA. Requests are serialized: a process answers one request at a time (a private
 * method's {@code ExternalWorkers} lend it to one caller at a time; a {@code privacy: none} fit
 * group owns one).
 *
 * <p>Every request, {@code hello} included, waits at most the descriptor's {@link ExternalTimeout}
 * for its reply (writing the request counts: a process that stops reading fills the pipe). On
 * timeout the process and its children are killed ({@link ProcessTree}) and the request fails with
 * one line naming the method, the request and the timeout. After a timeout, a dead process or a
 * reply that breaks the protocol, the conversation cannot be trusted (a stray line would be taken
 * for the next reply), so every later request of this object fails at once with the same line; a
 * well-formed {@code error} or {@code notApplicable} reply leaves the process usable. After a
 * timeout, the other processes of the same method send nothing either ({@link ExternalHang}).
 */
public final class ExternalProcess implements AutoCloseable {

  private final ExternalDescriptor descriptor;

  /** Whether the method hung before (shared by its processes): then no request is sent. */
  private final ExternalHang hang;

  /**
   * NaN and infinities are read (Python's json writes them) so that they are refused by name, not
   * as bad JSON.
   */
  private final ObjectMapper json =
      JsonMapper.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

  private volatile Process process;
  private BufferedWriter in;
  private BufferedReader out;
  private StderrFile stderr;
  private boolean closed;

  /**
   * Writes each request and reads its reply, so that the caller can stop waiting: one daemon thread
   * per process.
   */
  private ExecutorService io;

  /** Why the conversation ended (the failure's line), or null while it can go on. */
  private String broken;

  /** How it ended: the process ended, or it broke the protocol (null while it goes on). */
  private ExternalMethodException.Conversation ending;

  /** A process of its own, which no earlier hang of the method stops. */
  public ExternalProcess(ExternalDescriptor descriptor) {
    this(descriptor, new ExternalHang());
  }

  /**
   * A process of a method whose processes share {@code hang}: once one timed out, the others send
   * nothing.
   */
  public ExternalProcess(ExternalDescriptor descriptor, ExternalHang hang) {
    this.descriptor = descriptor;
    this.hang = hang;
  }

  /**
   * Whether the conversation with this process cannot go on (a timeout, a dead process, a reply
   * that is not JSON): its {@code ExternalWorkers} then drop it.
   */
  public synchronized boolean broken() {
    return broken != null;
  }

  /** The process id of the running process, or -1 before it started and after it ended. */
  public long pid() {
    Process running = process;
    return running == null ? -1 : running.pid();
  }

  /** A new request object with {@code op} set. */
  public ObjectNode request(String op) {
    return json.createObjectNode().put("op", op);
  }

  /** Sends {@code request} and returns the reply; starts the process first if needed. */
  public synchronized JsonNode call(ObjectNode request) {
    String op = request.path("op").asText();
    greet(op);
    hang.refuseIfHung(descriptor.name(), op);
    return exchange(request);
  }

  /**
   * Starts the process and greets it if that has not happened yet; a {@code notApplicable} reply to
   * {@code hello} (the executable cannot run here at all) is thrown as {@link NotApplicable}.
   */
  public synchronized void greet() {
    greet("hello");
  }

  private void greet(String op) {
    if (closed) {
      throw new IllegalStateException(descriptor.name() + ": external process used after close");
    }
    if (broken != null) {
      throw new ExternalMethodException(broken, ending);
    }
    if (process == null) {
      hang.refuseIfHung(descriptor.name(), op);
      start();
    }
  }

  private JsonNode exchange(ObjectNode request) {
    String op = request.path("op").asText();
    String line = replyTo(op, request);
    if (line == null) {
      throw ended(op, "the process ended without a reply" + exitStatus());
    }
    JsonNode reply;
    try {
      reply = json.readTree(line);
    } catch (IOException e) {
      throw broken(op, "the reply is not a JSON object: " + abbreviate(line));
    }
    if (reply == null || !reply.isObject()) {
      throw broken(op, "the reply is not a JSON object: " + abbreviate(line));
    }
    if (reply.has("error")) {
      throw failure(op, abbreviate(oneLine(reply.get("error").asText())));
    }
    if (reply.has("notApplicable")) {
      throw new NotApplicable(
          descriptor.name()
              + ": "
              + abbreviate(
                  reply
                      .get("notApplicable")
                      .asText()
                      .strip()
                      .lines()
                      .findFirst()
                      .orElse("not applicable")));
    }
    return reply;
  }

  /**
   * Sends {@code request} and returns the line the process answers (null if it ended first),
   * waiting at most the timeout; on timeout the process and its children are killed.
   */
  private String replyTo(String op, ObjectNode request) {
    String text;
    try {
      text = json.writeValueAsString(request);
    } catch (IOException e) {
      throw new IllegalStateException("cannot write a request as JSON", e);
    }
    Future<String> reply =
        io.submit(
            () -> {
              in.write(text);
              in.write('\n');
              in.flush();
              return out.readLine();
            });
    ExternalTimeout timeout = descriptor.timeout();
    try {
      return reply.get(timeout.millis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      ProcessTree.kill(process);
      ExternalMethodException failure =
          broken(
              op,
              "no reply within the timeout of "
                  + timeout
                  + " ("
                  + timeout.origin()
                  + "); the process and its children were killed");
      hang.record(failure.getMessage());
      throw failure;
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      throw ended(
          op,
          "the process stopped"
              + exitStatus()
              + " ("
              + (cause instanceof IOException ? cause.getMessage() : String.valueOf(cause))
              + ")");
    } catch (InterruptedException e) {
      ProcessTree.kill(process);
      Thread.currentThread().interrupt();
      throw broken(
          op, "interrupted while waiting for the reply; the process and its children were killed");
    }
  }

  /** ", exit code N" once the process has ended (waiting a moment for it), else "". */
  private String exitStatus() {
    try {
      if (process != null && process.waitFor(1, TimeUnit.SECONDS)) {
        return " (exit code " + process.exitValue() + ")";
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "";
  }

  private void start() {
    List<String> command = descriptor.command();
    try {
      stderr = StderrFile.create(descriptor.name());
      process =
          new ProcessBuilder(command)
              .directory(descriptor.root().toFile())
              .redirectError(stderr.path().toFile())
              .start();
    } catch (IOException e) {
      broken =
          descriptor.name()
              + ": cannot start "
              + String.join(" ", command)
              + " in "
              + descriptor.root()
              + ": "
              + e.getMessage();
      ending = ExternalMethodException.Conversation.BROKEN;
      throw new ExternalMethodException(broken, ending);
    }
    in =
        new BufferedWriter(
            new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), 1 << 16);
    out =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8), 1 << 16);
    io =
        Executors.newSingleThreadExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, "ldpbench-external-" + descriptor.name());
              thread.setDaemon(true);
              return thread;
            });
    JsonNode hello;
    try {
      hello = exchange(request("hello").put("protocol", descriptor.protocol()));
    } catch (ExternalMethodException e) {
      if (broken == null) { // an error reply to hello: the executable cannot serve this harness
        broken = e.getMessage();
        ending = ExternalMethodException.Conversation.BROKEN;
        ProcessTree.kill(process);
        throw new ExternalMethodException(broken, ending);
      }
      throw e;
    }
    if (hello.path("protocol").asInt(-1) != descriptor.protocol()) {
      throw broken(
          "hello",
          "speaks protocol "
              + hello.path("protocol")
              + ", its descriptor says "
              + descriptor.protocol());
    }
  }

  private ExternalMethodException failure(String op, String what) {
    String last = lastStderrLine();
    return new ExternalMethodException(
        descriptor.name()
            + " ("
            + String.join(" ", descriptor.command())
            + ") "
            + op
            + ": "
            + what
            + (last.isEmpty() ? "" : "; stderr: " + last));
  }

  /**
   * The failure of {@code op} after which the conversation cannot go on (a timeout, a reply that
   * breaks the protocol): the process is killed, and every later request fails at once with the
   * same line.
   */
  private ExternalMethodException broken(String op, String what) {
    return end(op, what, ExternalMethodException.Conversation.BROKEN);
  }

  /**
   * As {@link #broken}, for a process that ended or whose pipe broke: a fresh process may answer
   * the request.
   */
  private ExternalMethodException ended(String op, String what) {
    return end(op, what, ExternalMethodException.Conversation.ENDED);
  }

  private ExternalMethodException end(
      String op, String what, ExternalMethodException.Conversation how) {
    ExternalMethodException failure = failure(op, what);
    broken = failure.getMessage();
    ending = how;
    if (process != null) {
      ProcessTree.kill(process);
    }
    return new ExternalMethodException(broken, how);
  }

  private static String oneLine(String text) {
    return text.strip().replaceAll("\\s*\\R\\s*", " / ");
  }

  private String lastStderrLine() {
    return stderr == null ? "" : abbreviate(stderr.lastLine());
  }

  private static String abbreviate(String line) {
    return line.length() <= 200 ? line : line.substring(0, 200) + "...";
  }

  /** Says {@code bye}, closes the pipes and waits up to 5 s for the process to end; idempotent. */
  @Override
  public synchronized void close() {
    close(5_000);
  }

  /**
   * Says {@code bye}, closes the pipes and waits up to {@code patienceMillis} for the process to
   * end, then kills it and its children; idempotent. A JVM that exits waits a second, not five.
   */
  public synchronized void close(long patienceMillis) {
    if (closed) {
      return;
    }
    closed = true;
    stop(patienceMillis);
  }

  /**
   * Kills the process and its children at once, without {@code bye} and without waiting for a
   * request in flight (which then fails as a process that ended): for a JVM that is exiting.
   */
  public void kill() {
    Process running = process;
    if (running != null) {
      ProcessTree.kill(running);
    }
  }

  /**
   * Ends the process ({@link ProcessShutdown}: {@code bye}, up to {@code patienceMillis} of
   * waiting, then killing it and its children) and deletes its stderr file.
   */
  private void stop(long patienceMillis) {
    if (process == null) {
      deleteStderr();
      return;
    }
    ProcessShutdown.stop(process, in, out, io, patienceMillis);
    deleteStderr();
    process = null;
  }

  private void deleteStderr() {
    if (stderr != null) {
      stderr.delete();
    }
  }
}
