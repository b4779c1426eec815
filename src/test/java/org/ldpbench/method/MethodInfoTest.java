package org.ldpbench.method;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.baseline.CartVariant;
import org.ldpbench.method.baseline.psgd.PsgdVariant;
import org.ldpbench.method.lpct.LpctVariant;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;

/**
 * Every registered method and data source describes itself once, completely, and its accessors read
 * that description; the variant enums each hold the info of a registered method.
 */
class MethodInfoTest {

  @Test
  void everyRegisteredMethodHasACompleteInfoThatItsAccessorsRead() {
    assertThat(Methods.all()).hasSizeGreaterThan(30);
    for (Method method : Methods.all().values()) {
      MethodInfo info = method.info();
      assertThat(method.info()).as("%s builds its info once", info.name()).isSameAs(info);
      assertThat(info.name()).isNotBlank().isEqualTo(method.name());
      assertThat(info.description())
          .as(info.name())
          .isNotBlank()
          .isEqualTo(method.info().description());
      assertThat(info.task()).as(info.name()).isNotNull().isEqualTo(method.info().task());
      assertThat(info.privacyModel())
          .as(info.name())
          .isNotNull()
          .isEqualTo(method.info().privacyModel());
      assertThat(info.implementationVersion())
          .as(info.name())
          .isPositive()
          .isEqualTo(method.info().implementationVersion());
      assertThat(info.parameters())
          .as(info.name())
          .isNotNull()
          .isSameAs(method.info().parameters());
      assertThat(info.noiseStream())
          .as(info.name())
          .isNotBlank()
          .isEqualTo(method.info().noiseStream());
      for (ParameterSpec spec : info.parameters().specs()) {
        assertThat(spec.description()).as(info.name() + "." + spec.name()).isNotBlank();
      }
    }
  }

  @Test
  void everyRegisteredSourceHasACompleteInfoThatItsAccessorsRead() {
    assertThat(DataSources.all()).isNotEmpty();
    for (DataSourceFactory factory : DataSources.all().values()) {
      SourceInfo info = factory.info();
      assertThat(factory.info()).as("%s builds its info once", info.name()).isSameAs(info);
      assertThat(info.name()).isNotBlank().isEqualTo(factory.name());
      assertThat(info.description())
          .as(info.name())
          .isNotBlank()
          .isEqualTo(factory.info().description());
      assertThat(info.task()).as(info.name()).isEqualTo(factory.info().task());
      assertThat(info.implementationVersion())
          .as(info.name())
          .isPositive()
          .isEqualTo(factory.info().implementationVersion());
      assertThat(info.parameters()).as(info.name()).isSameAs(factory.info().parameters());
    }
  }

  @Test
  void everyVariantHoldsTheInfoOfARegisteredMethodApartFromItsParameters() {
    List<MethodInfo> variants = new ArrayList<>();
    for (LpctVariant v : LpctVariant.values()) {
      variants.add(v.info());
    }
    for (CartVariant v : CartVariant.values()) {
      variants.add(v.info());
    }
    for (PsgdVariant v : PsgdVariant.values()) {
      variants.add(v.info());
    }
    for (MethodInfo variant : variants) {
      Method method = Methods.find(variant.name()).orElseThrow();
      assertThat(method.info().description()).isEqualTo(variant.description());
      assertThat(method.info().task()).isEqualTo(variant.task());
      assertThat(method.info().privacyModel()).isEqualTo(variant.privacyModel());
      assertThat(method.info().noiseStream()).isEqualTo(variant.noiseStream());
    }
  }

  @Test
  void methodsThatReleaseTheSameThingShareANoiseStream() {
    assertThat(Methods.find("LPCT").orElseThrow().info().noiseStream())
        .isEqualTo("lpct-release")
        .isEqualTo(Methods.find("LPCT-P").orElseThrow().info().noiseStream())
        .isEqualTo(Methods.find("LPDT").orElseThrow().info().noiseStream());
    assertThat(Methods.find("LPCT-Q").orElseThrow().info().noiseStream()).isEqualTo("LPCT-Q");
    assertThat(Methods.find("LPCT-R").orElseThrow().info().implementationVersion()).isEqualTo(3);
    assertThat(Methods.find("DTK-NP").orElseThrow().info().noiseStream()).isEqualTo("DTK");
    assertThat(Methods.find("AdaptTar").orElseThrow().info().noiseStream()).isEqualTo("Adapt");
    assertThat(Methods.find("AdaptTar-NP").orElseThrow().info().noiseStream())
        .isEqualTo("AdaptTar-NP");
  }

  @Test
  void defaultsAreVersionOneNoParametersAndAStreamNamedAfterTheMethod() {
    MethodInfo info = MethodInfo.classifier("M", "a method", PrivacyModel.LOCAL);
    assertThat(info.implementationVersion()).isEqualTo(1);
    assertThat(info.parameters().specs()).isEmpty();
    assertThat(info.noiseStream()).isEqualTo("M");
    assertThat(info.task()).isEqualTo(TaskType.CLASSIFICATION);
    assertThat(MethodInfo.regressor("R", "r", PrivacyModel.NONE).task())
        .isEqualTo(TaskType.REGRESSION);
    MethodInfo changed =
        info.withVersion(4).withNoiseStream("shared").withPrivacyModel(PrivacyModel.NONE);
    assertThat(changed)
        .extracting(
            MethodInfo::implementationVersion, MethodInfo::noiseStream, MethodInfo::privacyModel)
        .containsExactly(4, "shared", PrivacyModel.NONE);
    assertThat(info.implementationVersion()).as("records are immutable").isEqualTo(1);
  }

  @Test
  void anIncompleteInfoIsRejected() {
    assertThatThrownBy(() -> MethodInfo.classifier(" ", "d", PrivacyModel.LOCAL))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("name");
    assertThatThrownBy(() -> MethodInfo.classifier("M", "", PrivacyModel.LOCAL))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("description");
    assertThatThrownBy(() -> MethodInfo.classifier("M", "d", PrivacyModel.LOCAL).withVersion(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("version 0");
    assertThatThrownBy(() -> MethodInfo.classifier("M", "d", null))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> SourceInfo.of("s", "d", TaskType.CLASSIFICATION).withVersion(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("version -1");
    assertThatThrownBy(
            () ->
                new MethodInfo(
                    "M",
                    "d",
                    TaskType.CLASSIFICATION,
                    PrivacyModel.LOCAL,
                    1,
                    ParameterSpace.of(),
                    ""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("noiseStream");
  }
}
