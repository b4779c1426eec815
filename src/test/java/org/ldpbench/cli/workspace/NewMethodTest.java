package org.ldpbench.cli.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ldpbench.audit.AuditLayers;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.layer.MethodAuditLayer;
import org.ldpbench.audit.layer.MethodAuditResult;
import org.ldpbench.data.DataSources;
import org.ldpbench.external.ExternalDescriptor;
import org.ldpbench.external.ExternalMethod;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.privacy.Fault;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.Slow;

/**
 * {@code ldpbench new method NAME --lang java|python --privacy local|central|label} makes a method
 * that works as written: a Java plugin whose one source file compiles against this build (the JDK's
 * compiler, no Maven), or a Python program of external protocol 2 and its descriptor; it registers
 * the method with the privacy model asked for, every layer of the privacy audit passes it, and the
 * "2ε edit" a user might make to its randomizer (the mechanism spends 2ε while it declares ε) fails
 * the calibration layer. The spec it writes parses and runs it beside LPCT. Light audit settings (ε
 * = 1, 2,000 draws, α = 10⁻⁶ per test): an honest method fails with probability below 10⁻⁵ per
 * layer.
 */
@Slow
class NewMethodTest {

  @TempDir Path temp;

  @ParameterizedTest
  @EnumSource(NewMethodCommand.Privacy.class)
  void aJavaScaffoldCompilesPassesItsAuditAndFailsItWhenItsRandomizerSpendsTwiceEpsilon(
      NewMethodCommand.Privacy privacy) throws Exception {
    Workspace workspace = new Workspace(Files.createDirectories(temp.resolve("ws")));
    NewMethodCommand command = new NewMethodCommand();
    command.name = "My_Method-" + privacy;
    command.language = NewMethodCommand.Language.java;
    command.privacy = privacy;
    StringWriter out = new StringWriter();

    command.scaffold(workspace, new PrintWriter(out, true));

    Path project = workspace.methods().resolve(command.name);
    Path source;
    try (Stream<Path> files = Files.walk(project.resolve("src/main/java"))) {
      source = files.filter(p -> p.toString().endsWith(".java")).findFirst().orElseThrow();
    }
    assertThat(source.getFileName().toString())
        .isEqualTo("MyMethod" + capital(privacy.name()) + ".java");
    assertThat(
            project.resolve(
                "src/main/resources/META-INF/services/org.ldpbench.method.MethodProvider"))
        .content()
        .contains("my.methods.mymethod" + privacy + ".MyMethod" + capital(privacy.name()));
    assertThat(project.resolve("pom.xml"))
        .content()
        .contains("<outputDirectory>${project.basedir}/../../plugins");
    Path spec =
        workspace
            .experiments()
            .resolve("my-method-" + privacy + "/my-method-" + privacy + "-vs-lpct.yaml");
    assertThat(out.toString()).contains("mvn -q -o package", "./ldpbench audit " + command.name);

    Method method = compileAndLoad(source, temp.resolve("honest"));
    assertThat(method.name()).isEqualTo(command.name);
    assertThat(method.info().privacyModel())
        .isEqualTo(
            switch (privacy) {
              case local -> PrivacyModel.LOCAL;
              case central -> PrivacyModel.CENTRAL;
              case label -> PrivacyModel.LABEL_LOCAL;
            });
    List<MethodAuditResult> honest = audit(method);
    assertThat(honest)
        .allSatisfy(r -> assertThat(r.failed()).as(r.layer() + ": " + r.summary()).isFalse());
    assertThat(honest).extracting(MethodAuditResult::layer).contains("calibration", "whole-fit");

    String text = Files.readString(source);
    String twice =
        privacy == NewMethodCommand.Privacy.central
            ? text.replace(
                "input.fault().laplace(Randomizer.SENSITIVITY, epsilon)",
                "input.fault().laplace(Randomizer.SENSITIVITY, 2 * epsilon)")
            : text.replace(
                    "new RandomizedResponse(categories(), epsilon)",
                    "new RandomizedResponse(categories(), 2 * epsilon)")
                .replace(
                    "new RandomizedResponse(classes, epsilon);\n",
                    "new RandomizedResponse(classes, 2 * epsilon);\n");
    assertThat(twice).isNotEqualTo(text);
    Path edited = Files.createDirectories(temp.resolve("edited")).resolve(source.getFileName());
    Files.writeString(edited, twice);
    List<MethodAuditResult> broken = audit(compileAndLoad(edited, temp.resolve("twice")));
    assertThat(broken)
        .filteredOn(r -> r.layer().equals("calibration"))
        .singleElement()
        .satisfies(r -> assertThat(r.failed()).isTrue());

    // the spec runs it beside LPCT (parsed with the method registered from the compiled plugin)
    String specText = Files.readString(spec);
    assertThat(specText)
        .contains("- {name: LPCT,", "- {name: " + command.name + ", grid: {cells: [2, 4]}}");
    Methods methods = Methods.standard().with(method);
    assertThat(
            SpecParser.parse(specText, spec.toString(), methods, DataSources.standard()).methods())
        .hasSize(2);
  }

  /**
   * The Python scaffold (external protocol 2) of each privacy model: its descriptor registers a
   * method of that model, every layer of the audit passes it, and the 2ε edit of its {@code
   * randomize} fails the calibration layer.
   */
  @ParameterizedTest
  @EnumSource(NewMethodCommand.Privacy.class)
  void aPythonScaffoldPassesItsAuditAndFailsItWhenItsRandomizeSpendsTwiceEpsilon(
      NewMethodCommand.Privacy privacy) throws Exception {
    Workspace workspace = new Workspace(Files.createDirectories(temp.resolve("ws")));
    NewMethodCommand command = new NewMethodCommand();
    command.name = "My_Py-" + privacy;
    command.language = NewMethodCommand.Language.python;
    command.privacy = privacy;
    StringWriter out = new StringWriter();

    command.scaffold(workspace, new PrintWriter(out, true));

    Path program = workspace.methods().resolve("my_py_" + privacy + ".py");
    Path descriptor = workspace.methods().resolve(command.name + ".yaml");
    assertThat(descriptor)
        .content()
        .contains(
            "protocol: 2",
            "privacy: " + privacy,
            "release: "
                + (privacy == NewMethodCommand.Privacy.central
                    ? "laplace-histogram"
                    : "randomized-response"));
    ExternalMethod method =
        new ExternalMethod(ExternalDescriptor.read(descriptor, workspace.root()));
    assertThat(method.info().privacyModel())
        .isEqualTo(
            switch (privacy) {
              case local -> PrivacyModel.LOCAL;
              case central -> PrivacyModel.CENTRAL;
              case label -> PrivacyModel.LABEL_LOCAL;
            });
    // 1,000 draws per pair: a central method is drawn whole on each of the end-to-end layer's 13
    // pairs
    AuditOptions light = new AuditOptions(List.of(1.0), 1_000, 1e-6, Fault.NONE, 1);
    List<MethodAuditResult> honest = new ArrayList<>();
    for (MethodAuditLayer layer : AuditLayers.standard()) {
      honest.add(layer.audit(method, method.auditConfigurations(), light));
    }
    assertThat(honest)
        .allSatisfy(r -> assertThat(r.passed()).as(r.layer() + ": " + r.summary()).isTrue());

    // the edit a user might make: randomize at 2 eps while declare still says eps
    String text = Files.readString(program);
    int from = text.indexOf("def randomize(msg):");
    int to = text.indexOf("def curate(msg):");
    String randomize = text.substring(from, to);
    String twice =
        randomize
            .replace("keep_probability(msg[\"epsilon\"]", "keep_probability(2 * msg[\"epsilon\"]")
            .replace("SENSITIVITY / msg[\"epsilon\"]", "SENSITIVITY / (2 * msg[\"epsilon\"])");
    assertThat(twice).isNotEqualTo(randomize);
    Path edited = workspace.methods().resolve("twice.py");
    Files.writeString(edited, text.substring(0, from) + twice + text.substring(to));
    Path twiceDescriptor = Files.createDirectories(temp.resolve("twice")).resolve("TWICE.yaml");
    Files.writeString(
        twiceDescriptor,
        Files.readString(descriptor)
            .replace("name: " + command.name, "name: TWICE")
            .replace("methods/my_py_" + privacy + ".py", "methods/twice.py"));
    ExternalMethod broken =
        new ExternalMethod(ExternalDescriptor.read(twiceDescriptor, workspace.root()));
    MethodAuditResult calibration =
        AuditLayers.calibration().audit(broken, broken.auditConfigurations(), light);
    assertThat(calibration.failed()).as(calibration.summary()).isTrue();

    Path spec =
        workspace.experiments().resolve("my-py-" + privacy + "/my-py-" + privacy + "-vs-lpct.yaml");
    Methods methods = Methods.standard().with(method);
    assertThat(
            SpecParser.parse(
                    Files.readString(spec), spec.toString(), methods, DataSources.standard())
                .methods())
        .hasSize(2);
  }

  private static List<MethodAuditResult> audit(Method method) {
    AuditOptions options = new AuditOptions(List.of(1.0), 2_000, 1e-6, Fault.NONE, 1);
    List<MethodAuditResult> results = new ArrayList<>();
    for (MethodAuditLayer layer : AuditLayers.standard()) {
      results.add(layer.audit(method, method.auditConfigurations(), options));
    }
    return results;
  }

  /**
   * Compiles {@code source} against this build's classes and returns the method its provider
   * registers.
   */
  private static Method compileAndLoad(Path source, Path classes) throws Exception {
    Files.createDirectories(classes);
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StringWriter errors = new StringWriter();
    boolean ok =
        compiler
            .getTask(
                errors,
                null,
                null,
                List.of(
                    "-d",
                    classes.toString(),
                    "-classpath",
                    System.getProperty("java.class.path"),
                    "-Xlint:none"),
                null,
                compiler
                    .getStandardFileManager(null, null, null)
                    .getJavaFileObjects(source.toFile()))
            .call();
    assertThat(ok).as(errors.toString()).isTrue();
    String text = Files.readString(source);
    String pkg = text.substring(text.indexOf("package ") + 8, text.indexOf(';'));
    String className = source.getFileName().toString().replace(".java", "");
    URLClassLoader loader =
        new URLClassLoader(
            new URL[] {classes.toUri().toURL()}, NewMethodTest.class.getClassLoader());
    MethodProvider provider =
        (MethodProvider) loader.loadClass(pkg + "." + className).getConstructor().newInstance();
    return provider.methods().get(0);
  }

  private static String capital(String word) {
    return Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }
}
