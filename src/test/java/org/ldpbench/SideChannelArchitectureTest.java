package org.ldpbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.RunAudit;
import org.ldpbench.audit.layer.AuditTargets;
import org.ldpbench.data.Dataset;
import org.ldpbench.external.process.ExternalProcess;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.Model;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.Release;
import org.ldpbench.method.phist.PhistMethods;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.testing.MainClasses;

/**
 * No side channel is open to a method (DESIGN rule 1; issue 32, item 5): the classes of methods, of
 * the privacy primitives, of the privacy audit and of the partitions use no System property,
 * environment, process, file, network, reflection or thread-local ({@link SideChannels}), and the
 * methods and primitives start no thread. What is covered, and why:
 *
 * <ul>
 *   <li>{@code org.ldpbench.method..}: every mechanism and curator, and everything they share;
 *   <li>{@code org.ldpbench.privacy..}: the primitives mechanisms call on private values (a
 *       primitive that wrote to a property would leak what it is handed);
 *   <li>{@code org.ldpbench.audit..}: the audit, which runs mechanisms and judges them (a verdict
 *       that a property or a file could change is no verdict). The audit alone may use threads: it
 *       draws releases and audits methods on parallel streams, each draw on its own stream and
 *       sample, and a method's classes cannot reach them (nothing below the audit imports it,
 *       ArchitectureTest);
 *   <li>{@code org.ldpbench.partition..}: mechanisms route private records through partitions;
 *   <li>any other class that is a method, mechanism, curator, fit, model or release ({@link
 *       #METHOD_TYPES}), wherever it lives.
 * </ul>
 *
 * The one named exception is the external-process runner, {@value #EXTERNAL_PROCESS_RUNNER}: an
 * external method is a process by design ({@code ExternalProcess} starts it with {@code
 * ProcessBuilder}, the descriptors are files, the method's identity includes the environment
 * variables it names). What crosses that boundary is the JSON protocol: the mechanism's process is
 * handed one record per {@code randomize} call and the curator's process only releases and public
 * data (docs/external-methods.md); what the processes do beyond that is outside the JVM and outside
 * any ArchUnit rule.
 *
 * <p>Data, runner, store, report and CLI classes read and write files by design; they never hold a
 * readable private sample (ArchitectureTest's rules on {@code PrivateSample} readers).
 */
class SideChannelArchitectureTest {

  /** The external-process runner: the one package of method code exempt from the rule. */
  static final String EXTERNAL_PROCESS_RUNNER = "org.ldpbench.external..";

  /**
   * The method registry: it finds the providers on the class path (a class loader, before any fit)
   * and holds methods, never a sample; it is not method code, though it lives in {@code method}.
   */
  static final String REGISTRY = "org.ldpbench.method.Methods";

  /** Method code wherever it lives: its types. */
  static final List<Class<?>> METHOD_TYPES =
      List.of(
          Method.class,
          PrivateMechanism.class,
          PrivateProtocol.class,
          Fit.class,
          Model.class,
          Release.class,
          MethodProvider.class);

  static final ArchRule NO_SIDE_CHANNELS =
      classes()
          .that(methodCode(false))
          .should(SideChannels.useNoneOf(SideChannels.CHANNELS))
          .because(
              "a method's only ways out are its release and its model (DESIGN rule 1); the external-process"
                  + " runner ("
                  + EXTERNAL_PROCESS_RUNNER
                  + ") is the one named exception");

  static final ArchRule NO_THREADS =
      classes()
          .that(methodCode(true))
          .should(SideChannels.useNoneOf(List.of(SideChannels.THREADS)))
          .because(
              "a thread a mechanism starts outlives its release call and its RecordAccess guard; only the"
                  + " privacy audit (org.ldpbench.audit) draws in parallel");

  /**
   * Classes of methods, primitives, the audit (unless {@code withoutAudit}) and partitions, or of a
   * method type.
   */
  static DescribedPredicate<JavaClass> methodCode(boolean withoutAudit) {
    return DescribedPredicate.describe(
        "are method code (method.., privacy.."
            + (withoutAudit ? "" : ", audit..")
            + ", partition.., or a method type) outside "
            + EXTERNAL_PROCESS_RUNNER
            + " and the registry "
            + REGISTRY,
        c -> {
          String name = c.getPackageName();
          if (name.startsWith("org.ldpbench.external") || c.getName().equals(REGISTRY)) {
            return false;
          }
          if (withoutAudit && name.startsWith("org.ldpbench.audit")) {
            return false;
          }
          return name.startsWith("org.ldpbench.method")
              || name.startsWith("org.ldpbench.privacy")
              || name.startsWith("org.ldpbench.audit")
              || name.startsWith("org.ldpbench.partition")
              || METHOD_TYPES.stream().anyMatch(c::isAssignableTo);
        });
  }

  @Test
  void methodCodeUsesNoSideChannel() {
    NO_SIDE_CHANNELS.check(MainClasses.get());
  }

  @Test
  void methodCodeStartsNoThread() {
    NO_THREADS.check(MainClasses.get());
  }

  /**
   * The System-property leak of issue 32 (a mechanism sets a property to the raw label sum, its
   * curator reads it; the audit's whole-fit layer passed it) and its thread-local twin break the
   * side-channel rule, evaluated on the test-only fixtures ({@code LabelSumLeaks}); a mechanism
   * computing on a parallel stream breaks the thread rule. The fixture whose release carries exact
   * tallies uses no side channel: that leak is the release-contents check's (ReleaseContentsTest).
   */
  @Test
  void theRulesReportTheSystemPropertyAndThreadLocalLeaks() {
    JavaClasses leaks = new ClassFileImporter().importPackages("org.ldpbench.method.fixture");
    EvaluationResult channels = NO_SIDE_CHANNELS.evaluate(leaks);
    assertThat(channels.hasViolation()).isTrue();
    assertThat(channels.getFailureReport().getDetails())
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("LabelSumLeaks$PropertyLeak")
                    .contains("java.lang.System.setProperty")
                    .endsWith("a System property"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("LabelSumLeaks$PropertyLeak")
                    .contains("java.lang.System.getProperty")
                    .endsWith("a System property"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("LabelSumLeaks$ThreadLocalLeak")
                    .contains("java.lang.ThreadLocal")
                    .endsWith("a thread-local"))
        .noneSatisfy(line -> assertThat(line).contains("ExactTalliesRelease"))
        .noneSatisfy(line -> assertThat(line).contains("ParallelLeak"));
    EvaluationResult threads = NO_THREADS.evaluate(leaks);
    assertThat(threads.getFailureReport().getDetails())
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("LabelSumLeaks$ParallelLeak")
                    .contains("parallel()")
                    .endsWith("a thread"))
        .allSatisfy(line -> assertThat(line).contains("ParallelLeak"));
  }

  /**
   * Every kind of channel is caught in a class of its own, and nothing in a class that uses none.
   */
  @Test
  void eachKindOfChannelIsReportedWithItsLine() {
    JavaClasses uses =
        new ClassFileImporter()
            .importClasses(
                ChannelUses.class,
                ChannelUses.Files.class,
                ChannelUses.Environment.class,
                ChannelUses.Reflection.class,
                ChannelUses.Handles.class,
                ChannelUses.Clean.class);
    List<String> details =
        classes()
            .should(SideChannels.useNoneOf(SideChannels.CHANNELS))
            .evaluate(uses)
            .getFailureReport()
            .getDetails();
    assertThat(details)
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("ChannelUses$Files")
                    .contains("java.nio.file.Files")
                    .contains("SideChannelArchitectureTest.java:")
                    .endsWith("files or the network"))
        .anySatisfy(
            line -> assertThat(line).contains("ChannelUses$Files").contains("java.io.FileReader"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("ChannelUses$Environment")
                    .contains("System.getenv")
                    .endsWith("the environment or a process"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("ChannelUses$Environment")
                    .contains("Integer.getInteger")
                    .endsWith("a System property"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("ChannelUses$Reflection")
                    .contains("getDeclaredField")
                    .endsWith("reflection"))
        .anySatisfy(
            line -> assertThat(line).contains("ChannelUses$Reflection").contains("Class.forName"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("ChannelUses$Handles")
                    .contains("MethodHandles")
                    .endsWith("reflection"))
        .noneSatisfy(line -> assertThat(line).contains("ChannelUses$Clean"));
  }

  /**
   * One class per kind of channel (compiled, never run), and one that uses a lambda and a stream
   * but no channel.
   */
  static final class ChannelUses {
    static final class Files {
      @SuppressWarnings("DefaultCharset") // a side channel to be found, not a reader
      static Object read(String name) throws java.io.IOException {
        java.nio.file.Files.readAllLines(java.nio.file.Path.of(name));
        return new java.io.FileReader(name);
      }
    }

    static final class Environment {
      static Object read() {
        return System.getenv("HOME") + Integer.getInteger("n");
      }
    }

    static final class Reflection {
      static Object read(Object o) throws ReflectiveOperationException {
        return Class.forName("x").getName() + o.getClass().getDeclaredField("f");
      }
    }

    static final class Handles {
      static Object lookup() {
        return java.lang.invoke.MethodHandles.lookup();
      }
    }

    static final class Clean {
      static double sum(List<Double> values) {
        ToDoubleFunction<Double> f = v -> v * 2;
        return values.stream().mapToDouble(f).sum() + Math.max(1, values.size());
      }
    }
  }

  @Test
  void theRulesCoverTheMethodsAndExemptOnlyTheExternalProcessRunner() {
    JavaClasses main = MainClasses.get();
    assertThat(methodCode(false).test(main.get(PhistMethods.class))).isTrue();
    assertThat(methodCode(false).test(main.get(LaplaceMechanism.class))).isTrue();
    assertThat(methodCode(false).test(main.get(AuditTargets.class))).isTrue();
    assertThat(methodCode(true).test(main.get(AuditTargets.class))).isFalse();
    assertThat(methodCode(false).test(main.get(RunAudit.class))).isTrue();
    assertThat(methodCode(false).test(main.get(ExternalProcess.class))).isFalse();
    assertThat(methodCode(false).test(main.get(Dataset.class))).isFalse();
  }
}
