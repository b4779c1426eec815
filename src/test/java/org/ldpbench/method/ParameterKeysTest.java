package org.ldpbench.method;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.real.RealDataFactory;
import org.ldpbench.external.ExternalMethod;
import org.ldpbench.external.ExternalRawDataMethod;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;
import org.ldpbench.testing.Fakes;

/**
 * Methods and data sources declare and read their parameters through typed {@link Param} keys:
 * every declared parameter of a registered method or source is a key's, every key is declared by
 * some registered method or source with the same allowed values, and no method or source reads a
 * parameter by its name as a string (a misspelt name would compile).
 */
class ParameterKeysTest {

  private static final String[] PACKAGES = {
    "org.ldpbench.method", "org.ldpbench.data", "org.ldpbench.testing"
  };

  /** Keys by where they are declared ({@code Class.FIELD}). */
  private static Map<String, Param<?>> keys;

  static final ArchRule NO_STRING_READS =
      noClasses()
          .that()
          .resideInAnyPackage(
              "org.ldpbench.method..", "org.ldpbench.data..", "org.ldpbench.testing..")
          .should()
          .callMethod(ParameterSet.class, "getInt", String.class)
          .orShould()
          .callMethod(ParameterSet.class, "getDouble", String.class)
          .orShould()
          .callMethod(ParameterSet.class, "getString", String.class)
          .orShould()
          .callMethod(ParameterSet.class, "getBoolean", String.class)
          .orShould()
          .callMethod(ParameterSet.class, "get", String.class)
          .because("methods and data sources read parameters with their typed keys, p.get(KEY)");

  @BeforeAll
  static void collectKeys() throws IllegalAccessException {
    keys = new LinkedHashMap<>();
    for (JavaClass type : new ClassFileImporter().importPackages(PACKAGES)) {
      for (JavaField field : type.getFields()) {
        if (field.getRawType().isEquivalentTo(Param.class)
            && field.getModifiers().contains(JavaModifier.STATIC)) {
          Field reflected = field.reflect();
          reflected.setAccessible(true);
          keys.put(type.getSimpleName() + "." + field.getName(), (Param<?>) reflected.get(null));
        }
      }
    }
  }

  /**
   * Every parameter space of a registered method or source, by owner name: the standard ones and
   * the test fakes (whose keys the scan also finds), registered only for tests ({@link Fakes}).
   */
  private static Map<String, ParameterSpace> spaces() {
    Map<String, ParameterSpace> spaces = new LinkedHashMap<>();
    Fakes.methods()
        .methods()
        .forEach((name, method) -> spaces.put("method " + name, method.info().parameters()));
    for (DataSourceFactory factory : Fakes.sources().factories().values()) {
      spaces.put("data source " + factory.name(), factory.info().parameters());
    }
    return spaces;
  }

  @Test
  void theScanFindsTheKeysOfEveryFamily() {
    assertThat(keys)
        .containsKeys(
            "LpctMethod.DEPTH",
            "LpctPartitions.SPLITTER",
            "CommonParams.NOISE",
            "CubeBandwidth.BANDWIDTH",
            "KernelMethod.KERNEL",
            "SyntheticParams.N_PRIVATE",
            "KnnRegression.K");
    assertThat(keys.size()).isGreaterThan(80);
  }

  @Test
  void everyDeclaredParameterIsAKeys() {
    List<String> undeclared = new ArrayList<>();
    spaces()
        .forEach(
            (owner, space) -> {
              for (ParameterSpec spec : space.specs()) {
                boolean byKey = keys.values().stream().anyMatch(key -> key.declares(spec));
                // the data set choice lists the descriptors found at run time, so its key is built
                // there
                boolean dataset =
                    owner.equals("data source " + RealDataFactory.NAME)
                        && spec.name().equals("dataset");
                // an external method's keys are built from its descriptor (methods/NAME.yaml) at
                // run time
                boolean external =
                    owner.startsWith("method ")
                        && Fakes.methods()
                            .method(owner.substring(7))
                            .filter(
                                m ->
                                    m instanceof ExternalMethod
                                        || m instanceof ExternalRawDataMethod)
                            .isPresent();
                if (!byKey && !dataset && !external) {
                  undeclared.add(owner + ": " + spec.name() + " (" + spec.type().describe() + ")");
                }
              }
            });
    assertThat(undeclared).as("parameters declared without a Param key").isEmpty();
  }

  @Test
  void everyKeyIsDeclaredBySomeRegisteredMethodOrSourceWithItsAllowedValues() {
    List<ParameterSpec> declared = new ArrayList<>();
    spaces().values().forEach(space -> declared.addAll(space.specs()));
    List<String> stray = new ArrayList<>();
    keys.forEach(
        (where, key) -> {
          if (declared.stream().noneMatch(key::declares)) {
            stray.add(where + " = " + key);
          }
        });
    assertThat(stray)
        .as(
            "keys no registered method or source declares (a read would find another range or nothing)")
        .isEmpty();
  }

  /**
   * A fixed set of words is an enum ({@code Param.choice(name, EnumType)}), so reading it gives a
   * constant that a switch checks for every case; only the data set names, found at run time, are
   * read as words (and that key is built at run time, not declared as a constant).
   */
  @Test
  void everyChoiceKeyReadsAnEnum() {
    List<String> words = new ArrayList<>();
    keys.forEach(
        (where, key) -> {
          if (key.type() instanceof ParameterType.Choice && !key.javaType().isEnum()) {
            words.add(where + " = " + key);
          }
        });
    assertThat(keys.values())
        .filteredOn(key -> key.type() instanceof ParameterType.Choice)
        .hasSizeGreaterThan(15);
    assertThat(words).as("choice keys read as strings").isEmpty();
  }

  @Test
  void methodsAndSourcesReadNoParameterByAStringName() {
    NO_STRING_READS.check(
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(PACKAGES));
    NO_STRING_READS.check(new ClassFileImporter().importPackages("org.ldpbench.testing"));
  }

  @Test
  void theRuleCatchesAStringRead() {
    EvaluationResult result =
        NO_STRING_READS.evaluate(new ClassFileImporter().importClasses(StringReader.class));
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(line -> assertThat(line).contains("StringReader").contains("getInt"));
  }

  /** What the rule forbids: a read by name, which compiles whatever the name. */
  static final class StringReader {
    int depth(ParameterSet p) {
      return p.getInt("dpeth");
    }
  }
}
