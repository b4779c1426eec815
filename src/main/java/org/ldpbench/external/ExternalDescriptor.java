package org.ldpbench.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.UserError;
import org.ldpbench.hash.Sha256;
import org.ldpbench.yaml.YamlException;
import org.ldpbench.yaml.YamlFields;
import org.ldpbench.yaml.YamlNode;
import org.ldpbench.yaml.YamlReader;

/**
 * One external method as its descriptor file ({@code methods/NAME.yaml}) declares it: its name,
 * what it does, the command that starts it (run from {@code root}), its implementation version, the
 * law of its release and its parameters. Reading refuses a bad file with one line naming the file,
 * the field, the value and what is allowed.
 *
 * @param name the method's name (the file's name without {@code .yaml})
 * @param description one line
 * @param budget how it spends its budget, one line
 * @param command the executable and its arguments
 * @param root the folder the command runs in (the parent of {@code methods/})
 * @param version the implementation version (bump when outputs change)
 * @param batch users per {@code randomize} request
 * @param parameters declared parameters
 * @param environment environment variables whose values change the method's results (say, the
 *     folder of a package it wraps): their values enter its implementation identity, so stored
 *     trials are recomputed when they change
 * @param privacy {@value #LOCAL}, {@value #LABEL} (one release per user, of its record or of its
 *     label) or {@value #CENTRAL} (one release of the whole sample), all behind the harness's
 *     boundary (randomize, curate; label and central from protocol 2), or {@value #NONE} (the
 *     harness hands the method its raw data: fit, predict; see {@link ExternalRawDataMethod})
 * @param timeout the longest wait for the reply to one request (field {@code timeout}, default
 *     {@value ExternalTimeout#DEFAULT_TEXT}); not part of the method's identity, as it changes no
 *     result
 * @param protocol the protocol version the executable speaks ({@code hello} checks it)
 * @param release the law of a release (field {@code release}, one of {@link #RELEASES}; null for
 *     {@code privacy: none})
 * @param workers most worker processes of a private method alive at once (field {@code workers},
 *     default {@link #defaultWorkers()}); each serves any number of requests ({@link
 *     ExternalWorkers}); not part of the identity, as every request is self-contained and so
 *     changes no result
 */
public record ExternalDescriptor(
    String name,
    String description,
    String budget,
    List<String> command,
    Path root,
    int version,
    int batch,
    List<ExternalParameter> parameters,
    String privacy,
    List<String> environment,
    ExternalTimeout timeout,
    int protocol,
    String release,
    int workers) {

  /**
   * The newest protocol version this harness speaks (it speaks every version from 1 to this one).
   */
  public static final int PROTOCOL = 2;

  /**
   * {@code privacy: label} (protocol 2): label local DP, each user's label randomized, its features
   * public.
   */
  public static final String LABEL = "label";

  /**
   * {@code privacy: central} (protocol 2): one release of the whole sample (a noisy histogram,
   * say).
   */
  public static final String CENTRAL = "central";

  /**
   * {@code privacy: local}: a local randomizer audited by the harness and a curator of its
   * releases.
   */
  public static final String LOCAL = "local";

  /**
   * {@code privacy: none}: the method gets the raw data; whatever privacy it has is its own,
   * unaudited.
   */
  public static final String NONE = "none";

  /** A locally private descriptor ({@code privacy: local}). */
  public ExternalDescriptor(
      String name,
      String description,
      String budget,
      List<String> command,
      Path root,
      int version,
      int batch,
      List<ExternalParameter> parameters) {
    this(
        name,
        description,
        budget,
        command,
        root,
        version,
        batch,
        parameters,
        LOCAL,
        List.of(),
        ExternalTimeout.DEFAULT,
        1,
        RANDOMIZED_RESPONSE,
        defaultWorkers());
  }

  /** The release law of protocol 1: K-ary randomized response. */
  public static final String RANDOMIZED_RESPONSE = "randomized-response";

  /**
   * The release laws of protocol 2: randomized response, a real vector with Laplace or Gaussian
   * noise, a histogram (a vector of counts) with Laplace or Gaussian noise. A Gaussian law needs δ
   * &gt; 0 ({@link #usesDelta()}).
   */
  public static final List<String> RELEASES =
      List.of(
          RANDOMIZED_RESPONSE, "laplace", "gaussian", "laplace-histogram", "gaussian-histogram");

  /** Most workers a descriptor may ask for. */
  static final int MAX_WORKERS = 64;

  private static final Set<String> FIELDS =
      Set.of(
          "name",
          "description",
          "protocol",
          "version",
          "privacy",
          "budget",
          "command",
          "release",
          "batch",
          "parameters",
          "environment",
          "timeout",
          "workers");

  public ExternalDescriptor {
    command = List.copyOf(command);
    parameters = List.copyOf(parameters);
    environment = List.copyOf(environment);
  }

  /**
   * Whether each user is released on its own (local and label privacy), not the sample at once
   * (central).
   */
  public boolean perUser() {
    return !CENTRAL.equals(privacy);
  }

  /**
   * Whether the release law is Gaussian: the method claims (ε, δ) with δ &gt; 0 and needs δ in its
   * budget.
   */
  public boolean usesDelta() {
    return release != null && release.startsWith("gaussian");
  }

  /** Whether the released statistic is a histogram: a vector of counts. */
  public boolean histogram() {
    return release != null && release.endsWith("-histogram");
  }

  /**
   * The workers of a descriptor without {@code workers}: one per core, at most 4 (a method's
   * requests come from the runner's threads and the audit's draws, never from more than the cores).
   */
  static int defaultWorkers() {
    return Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Reads {@code file}; {@code root} is where its command runs. A mistake is a {@link
   * YamlException}, "file:line: column: field: the value and what is allowed", read through the
   * located YAML tree specs are read with.
   */
  public static ExternalDescriptor read(Path file, Path root) {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new UserError(
          file + ": not a readable method descriptor: " + firstLine(e.getMessage()));
    }
    YamlFields node =
        YamlFields.root(YamlReader.read(text, file.toString()), "a method descriptor");
    node.allowOnly(FIELDS);
    String fileName = file.getFileName().toString();
    String name = node.text("name");
    if (!fileName.equals(name + ".yaml")) {
      throw node.error("name", "'" + name + "' must match the file name (" + name + ".yaml)");
    }
    int protocol = (int) node.integer("protocol", 1, Integer.MAX_VALUE);
    if (protocol > PROTOCOL) {
      throw node.error(
          "protocol", protocol + " is not supported (this harness speaks 1 to " + PROTOCOL + ")");
    }
    String privacy = node.text("privacy");
    List<String> privacies =
        protocol == 1 ? List.of(LOCAL, NONE) : List.of(LOCAL, LABEL, CENTRAL, NONE);
    if (!privacies.contains(privacy)) {
      throw node.error(
          "privacy",
          "'"
              + privacy
              + "' is not supported by protocol "
              + protocol
              + "; allowed: "
              + String.join(", ", privacies)
              + (protocol == 1 && List.of(LABEL, CENTRAL).contains(privacy)
                  ? "; " + privacy + " needs protocol: 2"
                  : ""));
    }
    String release = null;
    if (privacy.equals(NONE)) {
      for (String field : List.of("release", "batch", "workers")) {
        if (node.has(field)) {
          throw node.error(
              field,
              "privacy 'none' takes no '"
                  + field
                  + "' (the method gets the raw data"
                  + " through 'fit'; release, batch and workers are for the private methods)");
        }
      }
    } else {
      release = node.text("release");
      List<String> releases = protocol == 1 ? List.of(RANDOMIZED_RESPONSE) : RELEASES;
      if (!releases.contains(release)) {
        throw node.error(
            "release",
            "'"
                + release
                + "' is not supported by protocol "
                + protocol
                + "; allowed: "
                + String.join(", ", releases)
                + (protocol == 1 && RELEASES.contains(release)
                    ? "; " + release + " needs protocol: 2"
                    : ""));
      }
      if (privacy.equals(LABEL) && !release.equals(RANDOMIZED_RESPONSE)) {
        throw node.error(
            "release",
            "privacy 'label' releases each label by randomized-response, not '" + release + "'");
      }
      if (privacy.equals(CENTRAL) && release.equals(RANDOMIZED_RESPONSE)) {
        throw node.error(
            "release",
            "privacy 'central' releases the sample's statistic with noise (laplace,"
                + " gaussian, laplace-histogram, gaussian-histogram), not by randomized-response");
      }
    }
    if (!(node.get("command").orElse(null) instanceof YamlNode.ListNode commandList)
        || commandList.items().isEmpty()) {
      throw node.error("command", "give a non-empty list, e.g. [python3, my_method.py]");
    }
    List<String> command = node.strings("command");
    List<String> environment = new ArrayList<>();
    if (node.has("environment")) {
      if (!(node.get("environment").orElseThrow() instanceof YamlNode.ListNode variables)) {
        throw node.error("environment", "give a list of variable names, e.g. [MY_PACKAGE_HOME]");
      }
      for (int i = 0; i < variables.items().size(); i++) {
        YamlNode v = variables.items().get(i);
        if (!(v instanceof YamlNode.Scalar s)
            || !(s.value() instanceof String variable)
            || !variable.matches("[A-Za-z_][A-Za-z0-9_]*")) {
          throw YamlException.at(
              v,
              node.field("environment") + "[" + i + "]",
              YamlFields.described(v) + " is not a variable name");
        }
        environment.add(variable);
      }
    }
    List<ExternalParameter> parameters = new ArrayList<>();
    if (node.has("parameters")) {
      YamlFields params = node.mapping("parameters");
      for (String parameter : params.node().entries().keySet()) {
        parameters.add(ExternalParameter.read(params, parameter));
      }
    }
    return new ExternalDescriptor(
        name,
        node.text("description"),
        node.text("budget"),
        command,
        root,
        (int) node.integer("version", 1, Integer.MAX_VALUE),
        (int) node.integer("batch", 1, 1_000_000, 4096),
        parameters,
        privacy,
        environment,
        ExternalTimeout.read(node),
        protocol,
        release,
        (int) node.integer("workers", 1, MAX_WORKERS, defaultWorkers()));
  }

  /**
   * The implementation identity of this method ({@code base}, e.g. {@code NAME@1}) with the values
   * of its {@link #environment()} variables in {@code variables} folded in as a short hash, so that
   * stored trials are recomputed when one changes; {@code base} itself when it lists none.
   */
  public String identity(String base, Map<String, String> variables) {
    if (environment.isEmpty()) {
      return base;
    }
    StringBuilder values = new StringBuilder();
    for (String variable : environment) {
      values.append(variable).append('=').append(variables.getOrDefault(variable, "")).append('\n');
    }
    return base + "~env:" + Sha256.hex(values.toString()).substring(0, 12);
  }

  private static String firstLine(String message) {
    return message == null ? "" : message.lines().findFirst().orElse("");
  }
}
