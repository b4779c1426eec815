package org.ldpbench.pit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pitest.classpath.CodeSource;
import org.pitest.coverage.CoverageDatabase;
import org.pitest.coverage.TestInfo;
import org.pitest.mutationtest.build.DefaultTestPrioritiserFactory;
import org.pitest.mutationtest.build.TestPrioritiser;
import org.pitest.mutationtest.build.TestPrioritiserFactory;

/**
 * The killing pass's test order and audit budget for a mutant, from the tests PIT found covering
 * it: first the project's unit tests (fastest first), then the golden outputs ({@code
 * org.ldpbench.mutation.GoldenKillers}, fastest first), then the privacy audit ({@code
 * org.ldpbench.mutation.AuditKillers}, fastest first). A unit test takes milliseconds, a golden
 * test seconds and an audit test 30 to 100 s, and PIT stops at the first failing test, so the order
 * decides the cost of a killed mutant and not its verdict.
 *
 * <p>A surviving mutant runs every test it is given, so its audits are bounded: with the file of
 * system property {@value #CHANGED_METHODS} (the release pass's full mutation matrix: the private
 * methods whose releases each mutant changes) and {@value #AUDIT_TESTS} (which method each audit
 * test audits), a mutant gets only the audit tests of the methods whose releases it changes, and
 * with {@value #AUDIT_CAP} = k &gt; 0 at most the k cheapest of those. A restriction removes tests
 * only, so it can leave a mutant surviving that more audits would have killed, never make one count
 * as killed. A mutant the files do not list keeps all its covering audits. Each mutant's plan (how
 * many audits covered it, how many the methods left, how many it got) is appended to the file of
 * {@value #PLAN} when set, for {@code docs/mutation.md}'s count of survivors that hit the cap.
 *
 * <p>PIT uses the first prioritiser on its plugin classpath; the release pass, whose only test is
 * the fingerprint probe, keeps its order (a probe test is neither golden nor audit, and no
 * restriction applies).
 */
public final class KillerOrderPrioritiserFactory implements TestPrioritiserFactory {

  static final String GOLDEN = "org.ldpbench.mutation.GoldenKillers";
  static final String AUDIT = "org.ldpbench.mutation.AuditKillers";

  /**
   * System property: file of {@code filterKey<TAB>method,method,...} (the methods whose releases a
   * mutant changes).
   */
  static final String CHANGED_METHODS = "ldpbench.mutation.changedMethods";

  /**
   * System property: file of {@code N<TAB>method} (AuditKillers' dynamic test #N audits that
   * method).
   */
  static final String AUDIT_TESTS = "ldpbench.mutation.auditTests";

  /** System property: the most audit tests a mutant gets (0 or unset: no cap). */
  static final String AUDIT_CAP = "ldpbench.mutation.auditCap";

  /** System property: file to append each mutant's plan to. */
  static final String PLAN = "ldpbench.mutation.plan";

  private static final Pattern DYNAMIC = Pattern.compile("\\[dynamic-test:#(\\d+)]");

  /** The three kinds of killing test, in the order they run. */
  enum Suite {
    UNIT,
    GOLDEN,
    AUDIT
  }

  /**
   * What a mutant is given.
   *
   * @param tests the tests, in the order they run
   * @param coveringAudits audit tests covering the mutant
   * @param methodAudits of those, the ones auditing a method whose releases the mutant changes
   * @param givenAudits of those, the ones given (the cap's cheapest)
   */
  record Plan(List<TestInfo> tests, int coveringAudits, int methodAudits, int givenAudits) {}

  @Override
  public TestPrioritiser makeTestPrioritiser(
      Properties props, CodeSource code, CoverageDatabase coverage) {
    TestPrioritiser pitDefault =
        new DefaultTestPrioritiserFactory().makeTestPrioritiser(props, code, coverage);
    Map<String, Set<String>> changed = readChanged(System.getProperty(CHANGED_METHODS, ""));
    Map<Integer, String> auditMethods = readAuditTests(System.getProperty(AUDIT_TESTS, ""));
    String capText = System.getProperty(AUDIT_CAP, "").strip();
    int cap = capText.isEmpty() ? 0 : Integer.parseInt(capText);
    String planFile = System.getProperty(PLAN, "");
    return mutation -> {
      String key = MutantKey.of(mutation);
      Plan plan = plan(pitDefault.assignTests(mutation), changed.get(key), auditMethods, cap);
      if (!planFile.isBlank()) {
        append(
            Path.of(planFile),
            key
                + "\t"
                + plan.coveringAudits()
                + "\t"
                + plan.methodAudits()
                + "\t"
                + plan.givenAudits()
                + "\t"
                + cap
                + "\n");
      }
      return plan.tests();
    };
  }

  static Suite suite(String testName) {
    if (testName.contains(AUDIT)) {
      return Suite.AUDIT;
    }
    return testName.contains(GOLDEN) ? Suite.GOLDEN : Suite.UNIT;
  }

  /**
   * The plan for a mutant covered by {@code covering}: unit, golden, audit, each fastest first; the
   * audits only of {@code changedMethods} (null: no restriction; an audit test whose method is
   * unknown is kept) and at most {@code cap} of them (cap &lt;= 0: all).
   */
  static Plan plan(
      List<TestInfo> covering,
      Set<String> changedMethods,
      Map<Integer, String> auditMethods,
      int cap) {
    List<TestInfo> ordered = new ArrayList<>(covering);
    ordered.sort(
        Comparator.comparing((TestInfo t) -> suite(t.getName()))
            .thenComparingInt(TestInfo::getTime)
            .thenComparing(TestInfo::getName));
    List<TestInfo> given = new ArrayList<>();
    int coveringAudits = 0;
    int methodAudits = 0;
    int givenAudits = 0;
    for (TestInfo t : ordered) {
      if (suite(t.getName()) != Suite.AUDIT) {
        given.add(t);
        continue;
      }
      coveringAudits++;
      String method = auditMethod(t.getName(), auditMethods);
      if (changedMethods != null && method != null && !changedMethods.contains(method)) {
        continue;
      }
      methodAudits++;
      if (cap > 0 && givenAudits >= cap) {
        continue;
      }
      givenAudits++;
      given.add(t);
    }
    return new Plan(List.copyOf(given), coveringAudits, methodAudits, givenAudits);
  }

  static String auditMethod(String testName, Map<Integer, String> auditMethods) {
    Matcher m = DYNAMIC.matcher(testName);
    return m.find() ? auditMethods.get(Integer.parseInt(m.group(1))) : null;
  }

  private static Map<String, Set<String>> readChanged(String file) {
    Map<String, Set<String>> changed = new HashMap<>();
    for (String line : lines(file)) {
      int tab = line.lastIndexOf('\t');
      String methods = line.substring(tab + 1).strip();
      changed.put(
          line.substring(0, tab), methods.isEmpty() ? Set.of() : Set.of(methods.split(",")));
    }
    return changed;
  }

  private static Map<Integer, String> readAuditTests(String file) {
    Map<Integer, String> methods = new HashMap<>();
    for (String line : lines(file)) {
      String[] fields = line.split("\t");
      methods.put(Integer.parseInt(fields[0]), fields[1]);
    }
    return methods;
  }

  private static List<String> lines(String file) {
    if (file.isBlank()) {
      return List.of();
    }
    try {
      return Files.readAllLines(Path.of(file), StandardCharsets.UTF_8).stream()
          .filter(l -> !l.isBlank() && !l.startsWith("#"))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("ldpbench killer order: cannot read " + file, e);
    }
  }

  private static synchronized void append(Path file, String line) {
    try {
      Files.writeString(
          file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException("ldpbench killer order: cannot append to " + file, e);
    }
  }

  @Override
  public String description() {
    return "ldpbench killing pass: unit, golden, then audit tests, each fastest first; audits bounded per mutant";
  }
}
