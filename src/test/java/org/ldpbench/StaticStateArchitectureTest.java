package org.ldpbench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.lang.reflect.Field;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Memo;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RunMemo;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.fixture.CuratorThatStashes;

/**
 * DESIGN rule 3 on the compiled classes: algorithms and data hold no static mutable state
 * ("no static caches; memoization lives in a run-scoped object", {@link RunMemo}), so nothing one
 * fit computes, and no private record or exact tally, can outlive its run or reach another
 * class through a static field. In {@code org.ldpbench.method..} and {@code org.ldpbench.data..}
 * every static field must be final, must not be an array, a memo or a data object (private
 * samples, rows, splits), and if it is a collection or map, it must hold an unmodifiable one (the
 * registries built once from ServiceLoader, {@code Set.of} constants): checked on the value itself.
 */
class StaticStateArchitectureTest {

    /** Types no static field may have, whatever its modifiers: memos, data objects, mutable holders. */
    private static final List<Class<?>> NEVER_STATIC = List.of(Memo.class, RunMemo.class, PrivateSample.class,
            SampleRows.class, DataSplit.class, ThreadLocal.class, java.util.concurrent.atomic.AtomicReference.class,
            java.util.concurrent.atomic.AtomicLong.class, java.util.concurrent.atomic.AtomicInteger.class);

    static final ArchRule NO_STATIC_MUTABLE_STATE = fields().that().areStatic()
            .and().areDeclaredInClassesThat().resideInAnyPackage("org.ldpbench.method..", "org.ldpbench.data..")
            .should(holdNoMutableState())
            .because("memoization lives in a run-scoped object, and private data never outlive their run (DESIGN"
                    + " rules 1 and 3)");

    private static ArchCondition<JavaField> holdNoMutableState() {
        return new ArchCondition<>("be final constants holding no mutable state") {
            @Override
            public void check(JavaField field, ConditionEvents events) {
                if (field.getModifiers().contains(JavaModifier.SYNTHETIC)) {
                    return; // enum $VALUES, switch maps: compiler-made
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
                return "is a static " + forbidden.getSimpleName() + " (memos and data objects live in a run)";
            }
        }
        if (type.isAssignableTo(Map.class) || type.isAssignableTo(Collection.class)) {
            Object value = value(field);
            if (!unmodifiable(value)) {
                return "is a static " + (value == null ? "null" : value.getClass().getName())
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

    /** The JDK's unmodifiable collections: {@code List.of} and kin, {@code Collections.unmodifiable*}. */
    static boolean unmodifiable(Object value) {
        if (value == null) {
            return false;
        }
        String name = value.getClass().getName();
        return name.startsWith("java.util.ImmutableCollections$") || name.startsWith("java.util.Collections$Unmodifiable")
                || name.startsWith("java.util.Collections$Empty") || name.startsWith("java.util.Collections$Singleton");
    }

    @Test
    void algorithmsAndDataHoldNoStaticMutableState() {
        JavaClasses main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.ldpbench");
        NO_STATIC_MUTABLE_STATE.check(main);
    }

    @Test
    void theRuleCatchesACuratorThatStashesPrivateSamplesInStaticFields() {
        JavaClasses fixture = new ClassFileImporter().importClasses(CuratorThatStashes.class);
        EvaluationResult result = NO_STATIC_MUTABLE_STATE.evaluate(fixture);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anySatisfy(line -> assertThat(line).contains("CuratorThatStashes.last").contains("not final"))
                .anySatisfy(line -> assertThat(line).contains("CuratorThatStashes.SEEN")
                        .contains("java.util.ArrayList"));
    }

    @Test
    void unmodifiableMeansTheJdksUnmodifiableCollections() {
        assertThat(unmodifiable(List.of(1))).isTrue();
        assertThat(unmodifiable(java.util.Collections.unmodifiableMap(new java.util.TreeMap<>()))).isTrue();
        assertThat(unmodifiable(new java.util.ArrayList<>())).isFalse();
        assertThat(unmodifiable(new java.util.concurrent.ConcurrentHashMap<>())).isFalse();
        assertThat(unmodifiable(null)).isFalse();
    }
}
