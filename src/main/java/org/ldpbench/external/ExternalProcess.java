package org.ldpbench.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ldpbench.method.NotApplicable;

/**
 * One running external method (docs/external-methods.md): the executable is started on the first
 * request, greeted with {@code hello} (its protocol version must match), and then answers one JSON
 * object per line for each request line. Numbers travel as JSON text with full precision (Java's
 * and Python's shortest round-trip forms). A reply {@code {"error": ...}}, a dead process or a reply
 * that is not JSON becomes an {@link ExternalMethodException} with one line and the last line the
 * process wrote to stderr; a reply {@code {"notApplicable": ...}} (the method cannot run here, e.g. a
 * package it wraps is not installed) becomes a {@link NotApplicable} with that line, stored as NA. Requests are serialized: one fit group owns one process.
 */
public final class ExternalProcess implements AutoCloseable {

    private final ExternalDescriptor descriptor;
    private final ObjectMapper json = new ObjectMapper();
    private Process process;
    private BufferedWriter in;
    private BufferedReader out;
    private Path stderr;
    private boolean closed;

    public ExternalProcess(ExternalDescriptor descriptor) {
        this.descriptor = descriptor;
    }

    /** A new request object with {@code op} set. */
    public ObjectNode request(String op) {
        return json.createObjectNode().put("op", op);
    }

    /** Sends {@code request} and returns the reply; starts the process first if needed. */
    public synchronized JsonNode call(ObjectNode request) {
        greet();
        return exchange(request);
    }

    /**
     * Starts the process and greets it if that has not happened yet; a {@code notApplicable} reply to
     * {@code hello} (the executable cannot run here at all) is thrown as {@link NotApplicable}.
     */
    synchronized void greet() {
        if (closed) {
            throw new IllegalStateException(descriptor.name() + ": external process used after close");
        }
        if (process == null) {
            start();
        }
    }

    private JsonNode exchange(ObjectNode request) {
        String op = request.path("op").asText();
        String line;
        try {
            in.write(json.writeValueAsString(request));
            in.write('\n');
            in.flush();
            line = out.readLine();
        } catch (IOException e) {
            throw failure(op, "the process stopped (" + e.getMessage() + ")");
        }
        if (line == null) {
            throw failure(op, "the process ended without a reply");
        }
        JsonNode reply;
        try {
            reply = json.readTree(line);
        } catch (IOException e) {
            throw failure(op, "the reply is not a JSON object: " + abbreviate(line));
        }
        if (reply == null || !reply.isObject()) {
            throw failure(op, "the reply is not a JSON object: " + abbreviate(line));
        }
        if (reply.has("error")) {
            throw failure(op, reply.get("error").asText());
        }
        if (reply.has("notApplicable")) {
            throw new NotApplicable(descriptor.name() + ": " + abbreviate(reply.get("notApplicable").asText().strip()
                    .lines().findFirst().orElse("not applicable")));
        }
        return reply;
    }

    private void start() {
        List<String> command = descriptor.command();
        try {
            stderr = Files.createTempFile("ldpbench-" + descriptor.name() + "-", ".stderr");
            process = new ProcessBuilder(command).directory(descriptor.root().toFile())
                    .redirectError(stderr.toFile()).start();
        } catch (IOException e) {
            throw new ExternalMethodException(descriptor.name() + ": cannot start " + String.join(" ", command) + " in "
                    + descriptor.root() + ": " + e.getMessage());
        }
        in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), 1 << 16);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8), 1 << 16);
        JsonNode hello = exchange(request("hello").put("protocol", ExternalDescriptor.PROTOCOL));
        if (hello.path("protocol").asInt(-1) != ExternalDescriptor.PROTOCOL) {
            throw failure("hello", "speaks protocol " + hello.path("protocol") + ", this harness "
                    + ExternalDescriptor.PROTOCOL);
        }
    }

    private ExternalMethodException failure(String op, String what) {
        String last = lastStderrLine();
        return new ExternalMethodException(descriptor.name() + " (" + String.join(" ", descriptor.command()) + ") "
                + op + ": " + what + (last.isEmpty() ? "" : "; stderr: " + last));
    }

    private String lastStderrLine() {
        if (stderr == null) {
            return "";
        }
        try {
            List<String> lines = Files.readAllLines(stderr, StandardCharsets.UTF_8);
            for (int i = lines.size() - 1; i >= 0; i--) {
                if (!lines.get(i).isBlank()) {
                    return abbreviate(lines.get(i).strip());
                }
            }
        } catch (IOException ignored) {
            // the message is complete without it
        }
        return "";
    }

    private static String abbreviate(String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "...";
    }

    /** Says {@code bye}, closes the pipes and waits briefly for the process; idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        stop();
    }

    /**
     * Ends the running process, if any, but keeps this object usable: the next {@link #call} starts a
     * new one. Every request is self-contained (seeds and data travel with it), so a restarted process
     * answers as the old one would; {@link ExternalMethod} uses this to bound how many processes are
     * alive at once (an audit instantiates its protocol hundreds of times).
     */
    synchronized void suspend() {
        if (!closed) {
            stop();
        }
    }

    private void stop() {
        if (process == null) {
            return;
        }
        try {
            in.write("{\"op\":\"bye\"}\n");
            in.close();
        } catch (IOException ignored) {
            // already gone
        }
        try {
            if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            out.close();
            Files.deleteIfExists(stderr);
        } catch (IOException ignored) {
            // a temporary file, a pipe of an ended process
        }
        process = null;
    }
}
