package org.ldpbench.method;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.testing.FailingMethod;
import org.ldpbench.testing.Fakes;
import org.ldpbench.testing.ToyRegressionSource;

/**
 * The standard registries hold only the real methods and data sources: the test fakes of
 * org.ldpbench.testing appear only in registries a test builds with them ({@link Fakes}).
 */
class MethodsRegistryTest {

  private static final String TESTING = "org.ldpbench.testing";

  @Test
  void theStandardRegistriesHoldNoTestFake() {
    assertThat(Methods.all())
        .isNotEmpty()
        .containsKeys("LPCT", "LPCT-Q")
        .doesNotContainKeys("TEST-FAILING", "TEST-HANGING", "TEST-KNN", "TEST-TWO-SERVER");
    assertThat(Methods.all().values())
        .noneMatch(m -> m.getClass().getPackageName().startsWith(TESTING))
        .noneMatch(m -> m.name().startsWith("TEST-"));
    assertThat(Methods.standard().methods()).isSameAs(Methods.all());
    assertThat(DataSources.all())
        .isNotEmpty()
        .containsKey("ma-yang-2d")
        .doesNotContainKeys("test-regression", "test-two-servers");
    assertThat(DataSources.all().values())
        .noneMatch(f -> f.getClass().getPackageName().startsWith(TESTING));
  }

  @Test
  void aRegistryWithFakesAddsThemAndLeavesTheStandardOneAlone() {
    Methods withFakes = Fakes.methods();
    assertThat(withFakes.methods())
        .containsAllEntriesOf(Methods.all())
        .containsKeys("TEST-FAILING", "TEST-HANGING", "TEST-KNN", "TEST-TWO-SERVER")
        .hasSize(Methods.all().size() + 4);
    assertThat(withFakes.method("TEST-FAILING")).get().isInstanceOf(FailingMethod.class);
    assertThat(Methods.find("TEST-FAILING")).isEmpty();
    assertThat(Methods.standard().method("LPCT")).isEqualTo(Methods.find("LPCT")).isPresent();

    DataSources sources = Fakes.sources();
    assertThat(sources.factories())
        .containsAllEntriesOf(DataSources.all())
        .containsKeys("test-regression", "test-two-servers")
        .hasSize(DataSources.all().size() + 2);
    assertThat(DataSources.find("test-regression")).isEmpty();
  }

  @Test
  void aNameMayNotBeRegisteredTwice() {
    Method lpct = Methods.find("LPCT").orElseThrow();
    assertThatThrownBy(() -> Methods.standard().with(lpct))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("two methods named LPCT: ");
    assertThatThrownBy(() -> Fakes.methods().with(new FailingMethod()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("two methods named TEST-FAILING: ");
    DataSourceFactory mayang = DataSources.find("ma-yang-2d").orElseThrow();
    assertThatThrownBy(() -> DataSources.standard().with(mayang))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("two data sources named ma-yang-2d: ");
  }

  @Test
  void aReplacementTakesThePlaceOfTheMethodOfItsNameInANewRegistryOnly() {
    Method failing = new FailingMethod();
    Methods withFakes = Fakes.methods();
    Method lpctQ = Methods.find("LPCT-Q").orElseThrow();
    Methods replaced = withFakes.replacing(failing);
    assertThat(replaced.method("TEST-FAILING")).containsSame(failing);
    assertThat(replaced.method("LPCT-Q")).containsSame(lpctQ);
    assertThat(replaced.methods()).hasSameSizeAs(withFakes.methods());
    assertThat(withFakes.method("TEST-FAILING")).get().isNotSameAs(failing);
    assertThatThrownBy(() -> Methods.standard().replacing(failing))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no method named TEST-FAILING to replace");
  }

  @Test
  void aDataSourceReplacementTakesThePlaceOfTheFactoryOfItsNameInANewRegistryOnly() {
    DataSourceFactory toy = new ToyRegressionSource();
    DataSources withFakes = Fakes.sources();
    DataSources replaced = withFakes.replacing(toy);
    assertThat(replaced.factory("test-regression")).containsSame(toy);
    assertThat(replaced.factory("ma-yang-2d")).isEqualTo(DataSources.find("ma-yang-2d"));
    assertThat(replaced.factories()).hasSameSizeAs(withFakes.factories());
    assertThat(withFakes.factory("test-regression")).get().isNotSameAs(toy);
    assertThatThrownBy(() -> DataSources.standard().replacing(toy))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no data source named test-regression to replace");
  }
}
