package org.ldpbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.DoubleAccumulator;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Memo;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RunMemo;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.fixture.CuratorThatStashes;
import org.ldpbench.method.fixture.LabelSumLeaks;
import org.ldpbench.testing.MainClasses;

/**
 * DESIGN rules 1 and 3 on the compiled classes: no class holds static mutable state ("no static
 * caches; memoization lives in a run-scoped object", {@link RunMemo}), so nothing one fit computes,
 * and no private record or exact tally, can outlive its run or reach another class (a curator,
 * another fit) through a static field. In every package of {@code org.ldpbench} (issue 32 extended
 * the rule from {@code method..} and {@code data..} to all of them: a static field anywhere is
 * reachable from a method) every static field must be final, must not be an array, a memo or a data
 * object (private samples, rows, splits), a thread-local, an atomic or other mutable holder ({@link
 * #NEVER_STATIC}), and if it is a collection or map, it must hold an unmodifiable one (the
 * registries built once from ServiceLoader, {@code Set.of} constants): checked on the value itself.
 */
class StaticStateArchitectureTest {

  /**
   * Types no static field may have, whatever its modifiers: memos, data objects, mutable holders.
   */
  private static final List<Class<?>> NEVER_STATIC =
      List.of(
          Memo.class,
          RunMemo.class,
          PrivateSample.class,
          SampleRows.class,
          DataSplit.class,
          ThreadLocal.class,
          AtomicReference.class,
          AtomicLong.class,
          AtomicInteger.class,
          AtomicBoolean.class,
          AtomicLongArray.class,
          AtomicIntegerArray.class,
          AtomicReferenceArray.class,
          DoubleAdder.class,
          LongAdder.class,
          DoubleAccumulator.class,
          LongAccumulator.class,
          StringBuilder.class,
          StringBuffer.class,
          RandomGenerator.class,
          java.text.Format.class,
          BitSet.class);

  /**
   * The static state the harness needs, each with why it carries nothing between fits. Both are in
   * {@code org.ldpbench.store}, which method code may not reach (ArchitectureTest: algorithms do
   * not depend on the store); {@link #theExemptionsStillExist} keeps the list current.
   */
  static final Map<String, String> EXEMPT =
      Map.of(
          "org.ldpbench.store.TrialKey.SHA256",
              "a per-thread scratch digest (MessageDigest.getInstance is costly"
                  + " at millions of keys), reset before every key: it holds nothing from one key to the next",
          "org.ldpbench.store.DirectoryLock.HELD",
              "the lock files this JVM holds: OS file locks belong to the process,"
                  + " so the record of them must be process-wide (two runs in one JVM must see each other's locks)");

  static final ArchRule NO_STATIC_MUTABLE_STATE =
      fields()
          .that()
          .areStatic()
          .and()
          .areDeclaredInClassesThat()
          .resideInAPackage("org.ldpbench..")
          .should(holdNoMutableState())
          .because(
              "memoization lives in a run-scoped object, and private data never outlive their run (DESIGN"
                  + " rules 1 and 3)");

  private static ArchCondition<JavaField> holdNoMutableState() {
    return new ArchCondition<>("be final constants holding no mutable state") {
      @Override
      public void check(JavaField field, ConditionEvents events) {
        if (field.getModifiers().contains(JavaModifier.SYNTHETIC)) {
          return; // enum $VALUES, switch maps: compiler-made
        }
        if (EXEMPT.containsKey(field.getFullName())) {
          return;
        }
        String problem = problem(field);
        if (problem != null) {
          events.add(SimpleConditionEvent.violated(field, field.getFullName() + " " + problem));
        }
      }
    };
  }

  /** What is wrong with static {@code field}, or null. */
  private static String problem(JavaField field) {
    if (!field.getModifiers().contains(JavaModifier.FINAL)) {
      return "is static but not final";
    }
    JavaClass type = field.getRawType();
    if (type.isArray()) {
      return "is a static array (mutable); use List.of";
    }
    for (Class<?> forbidden : NEVER_STATIC) {
      if (type.isAssignableTo(forbidden)) {
        return "is a static "
            + forbidden.getSimpleName()
            + " (memos and data objects live in a run)";
      }
    }
    if (type.isAssignableTo(Map.class) || type.isAssignableTo(Collection.class)) {
      Object value = value(field);
      if (!unmodifiable(value)) {
        return "is a static "
            + (value == null ? "null" : value.getClass().getName())
            + " (a mutable collection: a cache belongs in the run's Memo)";
      }
    }
    return null;
  }

  private static Object value(JavaField field) {
    try {
      Field reflected = field.reflect();
      reflected.setAccessible(true);
      return reflected.get(null);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalStateException("cannot read " + field.getFullName(), e);
    }
  }

  /**
   * The JDK's unmodifiable collections: {@code List.of} and kin, {@code Collections.unmodifiable*}.
   */
  static boolean unmodifiable(Object value) {
    if (value == null) {
      return false;
    }
    String name = value.getClass().getName();
    return name.startsWith("java.util.ImmutableCollections$")
        || name.startsWith("java.util.Collections$Unmodifiable")
        || name.startsWith("java.util.Collections$Empty")
        || name.startsWith("java.util.Collections$Singleton");
  }

  @Test
  void noClassHoldsStaticMutableState() {
    NO_STATIC_MUTABLE_STATE.check(MainClasses.get());
  }

  /** Every exemption names a static field that exists and would break the rule without it. */
  @Test
  void theExemptionsStillExist() {
    JavaClasses main = MainClasses.get();
    for (String name : EXEMPT.keySet()) {
      int dot = name.lastIndexOf('.');
      JavaField field = main.get(name.substring(0, dot)).getField(name.substring(dot + 1));
      assertThat(field.getModifiers()).as(name).contains(JavaModifier.STATIC);
      assertThat(problem(field)).as(name + " is still mutable state").isNotNull();
    }
  }

  @Test
  void theRuleCatchesACuratorThatStashesPrivateSamplesInStaticFields() {
    JavaClasses fixture = new ClassFileImporter().importClasses(CuratorThatStashes.class);
    EvaluationResult result = NO_STATIC_MUTABLE_STATE.evaluate(fixture);
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(
            line -> assertThat(line).contains("CuratorThatStashes.last").contains("not final"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("CuratorThatStashes.SEEN")
                    .contains("java.util.ArrayList"));
  }

  /**
   * The rule covers every package: a static array and an atomic counter in a test-only class of
   * {@code org.ldpbench.testing} (neither method nor data) and the thread-local through which a
   * test-only mechanism hands its curator the raw label sum ({@code LabelSumLeaks.ThreadLocalLeak})
   * are reported.
   */
  @Test
  void theRuleCatchesMutableStaticStateInAnyPackageAndAStaticThreadLocal()
      throws ClassNotFoundException {
    JavaClasses fixtures =
        new ClassFileImporter()
            .importClasses(
                Class.forName("org.ldpbench.testing.StaticScratch"),
                LabelSumLeaks.ThreadLocalLeak.class);
    assertThat(NO_STATIC_MUTABLE_STATE.evaluate(fixtures).getFailureReport().getDetails())
        .anySatisfy(
            line -> assertThat(line).contains("StaticScratch.LAST_SUMS").contains("static array"))
        .anySatisfy(
            line -> assertThat(line).contains("StaticScratch.CALLS").contains("static AtomicLong"))
        .anySatisfy(
            line ->
                assertThat(line)
                    .contains("ThreadLocalLeak.LAST_SUM")
                    .contains("static ThreadLocal"));
  }

  @Test
  void unmodifiableMeansTheJdksUnmodifiableCollections() {
    assertThat(unmodifiable(List.of(1))).isTrue();
    assertThat(unmodifiable(Collections.unmodifiableMap(new TreeMap<>()))).isTrue();
    assertThat(unmodifiable(new ArrayList<>())).isFalse();
    assertThat(unmodifiable(new ConcurrentHashMap<>())).isFalse();
    assertThat(unmodifiable(null)).isFalse();
  }
}
