package org.ldpbench.cli.workspace;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.ldpbench.ProjectHome;
import org.ldpbench.UserError;
import org.ldpbench.method.Methods;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench new method NAME --lang java|python [--privacy local|central|label]}: scaffolds a
 * working method in the {@link Workspace}: a Java plugin project ({@code methods/NAME/}: one source
 * file holding the method, its mechanism, its release and its curator; its jar goes to {@code
 * plugins/}) or a Python program and its descriptor ({@code methods/NAME.yaml}, {@code
 * methods/name.py}), plus a spec that runs it beside LPCT ({@code
 * experiments/name/name-vs-lpct.yaml}). The method is honest as written, so its audit passes;
 * adding a method is this command and editing one file. Writes only into the workspace (never into
 * the project), and refuses a name that is taken or whose files exist.
 */
@Command(
    name = "method",
    mixinStandardHelpOptions = true,
    description =
        "Scaffold a working method in your workspace (a Java plugin or a Python program) and a spec that"
            + " runs it beside LPCT; its privacy audit passes as written.")
public final class NewMethodCommand implements Callable<Integer> {

  /** Languages a method can be scaffolded in. */
  enum Language {
    java,
    python
  }

  /** Privacy models a scaffold can have. */
  enum Privacy {
    local,
    central,
    label
  }

  @Parameters(
      paramLabel = "NAME",
      description = "The method's name: a letter, then letters, digits, '-' or '_'.")
  String name;

  @Option(
      names = "--lang",
      required = true,
      paramLabel = "java|python",
      description = "The language: ${COMPLETION-CANDIDATES}.")
  Language language;

  @Option(
      names = "--privacy",
      paramLabel = "MODEL",
      description =
          "local (each user randomizes its own record),"
              + " central (a trusted curator adds noise to the sample's statistics) or label (features public, labels"
              + " private); default: ${DEFAULT-VALUE}.")
  Privacy privacy = Privacy.local;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (!name.matches("[A-Za-z][A-Za-z0-9_-]{0,39}")) {
      throw new UserError(
          "method name '" + name + "': use a letter, then up to 39 letters, digits, '-' or '_'");
    }
    if (Methods.find(name).isPresent()) {
      throw new UserError(
          "a method named "
              + name
              + " is registered already (ldpbench list methods); pick"
              + " another name");
    }
    Workspace workspace = Workspace.current();
    if (workspace == null) {
      throw new UserError(
          "ldpbench new method writes into a workspace, never into the project: make one with"
              + " bin/ldpbench init ../my-study, then run ../my-study/ldpbench new method "
              + name
              + " --lang "
              + language);
    }
    PrintWriter out = command.commandLine().getOut();
    scaffold(workspace, out);
    out.flush();
    return 0;
  }

  /**
   * Writes the method's files and its spec into {@code workspace}, telling {@code out} what was
   * made and what next.
   */
  void scaffold(Workspace workspace, PrintWriter out) throws IOException, InterruptedException {
    String folder = name.toLowerCase(Locale.ROOT).replace('_', '-');
    Path spec = workspace.experiments().resolve(folder).resolve(folder + "-vs-lpct.yaml");
    Map<String, String> values = values(folder);
    if (language == Language.java) {
      java(workspace, values, out);
    } else {
      python(workspace, values, folder, out);
    }
    WorkspaceTemplate.write("scaffold/spec.yaml", values, spec);
    out.println(
        "  " + workspace.root().relativize(spec) + "   a spec that runs " + name + " beside LPCT");
    out.println("Next:");
    if (language == Language.java) {
      out.println(
          "  (cd "
              + workspace.root().relativize(workspace.methods().resolve(name))
              + " && mvn -q -o package)    # builds plugins/"
              + values.get("ARTIFACT")
              + ".jar (once: make"
              + " install-core in "
              + values.get("PROJECT")
              + ")");
    }
    out.println("  ./ldpbench run " + workspace.root().relativize(spec) + " --quick");
    out.println("  ./ldpbench audit " + name);
  }

  private Map<String, String> values(String folder) throws IOException {
    String className = className(name);
    String pkg = "my.methods." + name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    pkg =
        pkg.endsWith(".") || !Character.isLetter(pkg.charAt(pkg.lastIndexOf('.') + 1))
            ? pkg.replaceFirst("\\.([^.]*)$", ".m$1")
            : pkg;
    Map<String, String> values = new HashMap<>();
    values.put("NAME", name);
    values.put("CLASS", className);
    values.put("PACKAGE", pkg);
    values.put("PACKAGE_PATH", pkg.replace('.', '/'));
    values.put("ARTIFACT", folder);
    values.put("FOLDER", folder);
    values.put("PRIVACY", privacy.name());
    values.put(
        "PRIVACY_TEXT",
        switch (privacy) {
          case local -> "local DP";
          case central -> "central DP";
          case label -> "label local DP";
        });
    values.put("PROJECT", ProjectHome.resolve(".").toAbsolutePath().normalize().toString());
    values.put("LDPBENCH_VERSION", version());
    return values;
  }

  private void java(Workspace workspace, Map<String, String> values, PrintWriter out)
      throws IOException {
    Path project = workspace.methods().resolve(name);
    if (Files.exists(project)) {
      throw new UserError(project + " exists already; pick another name or remove it");
    }
    Path source =
        project
            .resolve("src/main/java")
            .resolve(values.get("PACKAGE_PATH"))
            .resolve(values.get("CLASS") + ".java");
    WorkspaceTemplate.write("scaffold/java-" + privacy + ".java", values, source);
    WorkspaceTemplate.write(
        "scaffold/services.txt",
        values,
        project.resolve("src/main/resources/META-INF/services/org.ldpbench.method.MethodProvider"));
    WorkspaceTemplate.write("scaffold/pom.xml", values, project.resolve("pom.xml"));
    WorkspaceTemplate.write("scaffold/java-README.md", values, project.resolve("README.md"));
    out.println(
        "made "
            + name
            + " (Java plugin, "
            + values.get("PRIVACY_TEXT")
            + ") in the workspace "
            + workspace.root()
            + ":");
    out.println("  " + workspace.root().relativize(source) + "   the method: edit this file");
    out.println(
        "  "
            + workspace.root().relativize(project.resolve("pom.xml"))
            + "   its build (the jar goes to"
            + " plugins/)");
  }

  private void python(
      Workspace workspace, Map<String, String> values, String folder, PrintWriter out)
      throws IOException, InterruptedException {
    String file = folder.replace('-', '_') + ".py";
    Path program = workspace.methods().resolve(file);
    Path descriptor = workspace.methods().resolve(name + ".yaml");
    for (Path p : new Path[] {program, descriptor}) {
      if (Files.exists(p)) {
        throw new UserError(p + " exists already; pick another name or remove it");
      }
    }
    values.put("FILE", file);
    values.put("PROTOCOL", "2");
    values.put("PYTHON", python());
    values.put("PRIVACY_FIELD", privacy.name());
    values.put("RELEASE", privacy == Privacy.central ? "laplace-histogram" : "randomized-response");
    values.put(
        "DESCRIPTION",
        switch (privacy) {
          case local -> "randomized response on grid cells and labels (ldpbench new method)";
          case central ->
              "a noisy histogram of grid cells and labels, Laplace noise (ldpbench new method)";
          case label ->
              "randomized response on labels, tallied per grid cell (ldpbench new method)";
        });
    values.put(
        "BUDGET",
        switch (privacy) {
          case local ->
              "one K-ary randomized response per user (K = 2 cells^d: its cell and label) at eps";
          case central ->
              "one release of the sample's (cell, label) counts with Laplace(2/eps) noise on each";
          case label -> "one K-ary randomized response of each user's label (K = 2 classes) at eps";
        });
    WorkspaceTemplate.write("scaffold/python-" + privacy + ".py", values, program);
    WorkspaceTemplate.write("scaffold/python-descriptor.yaml", values, descriptor);
    out.println(
        "made "
            + name
            + " (Python, "
            + values.get("PRIVACY_TEXT")
            + ") in the workspace "
            + workspace.root()
            + ":");
    out.println("  " + workspace.root().relativize(program) + "   the method: edit this file");
    out.println(
        "  "
            + workspace.root().relativize(descriptor)
            + "   its registration (command, parameters)");
  }

  /** The Java class name for a method name: its letters and digits, the first upper-case. */
  static String className(String methodName) {
    StringBuilder out = new StringBuilder();
    boolean upper = true;
    for (int i = 0; i < methodName.length(); i++) {
      char c = methodName.charAt(i);
      if (Character.isLetterOrDigit(c)) {
        out.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      } else {
        upper = true;
      }
    }
    return out.toString();
  }

  /**
   * The Python interpreter to run: python3's real executable when it can be asked (a pyenv shim
   * adds a start-up of its own to every process), else "python3".
   */
  private static String python() throws InterruptedException {
    try {
      Process p =
          new ProcessBuilder("python3", "-c", "import sys; print(sys.executable)")
              .redirectErrorStream(true)
              .start();
      String line =
          new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
              .strip();
      if (p.waitFor(20, TimeUnit.SECONDS)
          && p.exitValue() == 0
          && line.startsWith("/")
          && !line.contains(" ")) {
        return line;
      }
    } catch (IOException e) {
      // no python3 on the PATH: the descriptor names python3 and a run says it cannot start it
    }
    return "python3";
  }

  private static String version() throws IOException {
    Properties properties = new Properties();
    try (InputStream in =
        NewMethodCommand.class.getResourceAsStream("/org/ldpbench/build.properties")) {
      if (in != null) {
        properties.load(in);
      }
    }
    return properties.getProperty("ldpbench.version", "0.1.0-SNAPSHOT");
  }
}
