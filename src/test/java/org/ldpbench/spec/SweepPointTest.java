package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A sweep point is built from the spec's axes and answers by axis kind: its points come in the
 * order the plan (and so every trial key, seed and stored row) has always used, and it equals,
 * hashes and prints as the map of axis name to value it replaces.
 */
class SweepPointTest {

  private static final SweepAxis EPSILON =
      new SweepAxis("epsilon", SweepAxis.Kind.EPSILON, List.of(1.0, 8.0));
  private static final SweepAxis N_PUBLIC =
      new SweepAxis("nPublic", SweepAxis.Kind.DATA, List.of(40, 80, 160));
  private static final SweepAxis DELTA =
      new SweepAxis("delta", SweepAxis.Kind.DELTA, List.of(1e-5));

  @Test
  void everyPointInTheOrderOfTheCartesianProductOfTheAxes() {
    List<SweepAxis> axes = List.of(N_PUBLIC, EPSILON, DELTA);
    List<Map<String, Object>> expected = Grids.cartesian(axes);
    List<Map<String, Object>> actual = new ArrayList<>();
    SweepPoint.all(axes).forEach(p -> actual.add(p.coordinates()));
    assertThat(actual).hasSize(6).isEqualTo(expected);
    assertThat(new ArrayList<>(SweepPoint.all(axes).get(1).coordinates().keySet()))
        .containsExactly("nPublic", "epsilon", "delta");
    assertThat(SweepPoint.all(List.of()))
        .hasSize(1)
        .allSatisfy(p -> assertThat(p.coordinates()).isEmpty());
    assertThat(SweepPoint.first(axes).coordinates())
        .isEqualTo(Map.of("nPublic", 40, "epsilon", 1.0, "delta", 1e-5));
  }

  @Test
  void itAnswersByAxisKind() {
    SweepPoint point = SweepPoint.all(List.of(N_PUBLIC, EPSILON, DELTA)).get(3);
    assertThat(point.epsilon()).isEqualTo(8.0);
    assertThat(point.deltaOrZero()).isEqualTo(1e-5);
    assertThat(point.get("nPublic")).isEqualTo(80);
    assertThat(point.has("nPublic")).isTrue();
    assertThat(point.has("gamma")).isFalse();
    Map<String, Object> fixed = new LinkedHashMap<>(Map.of("gamma", 0.5));
    assertThat(point.dataParameters(fixed)).isEqualTo(Map.of("gamma", 0.5, "nPublic", 80));
    assertThat(fixed).as("the fixed parameters are not changed").isEqualTo(Map.of("gamma", 0.5));
    SweepPoint dataOnly = SweepPoint.all(List.of(N_PUBLIC)).get(0);
    assertThat(dataOnly.epsilon()).isNull();
    assertThat(dataOnly.deltaOrZero()).isZero();
  }

  @Test
  void itEqualsHashesAndPrintsAsItsMapOfAxisValues() throws IOException, ClassNotFoundException {
    List<SweepAxis> axes = List.of(N_PUBLIC, EPSILON);
    SweepPoint point = SweepPoint.all(axes).get(2);
    Map<String, Object> map = new LinkedHashMap<>();
    map.put("nPublic", 80);
    map.put("epsilon", 1.0);
    assertThat(SweepPoint.of(axes, Map.of("epsilon", 1.0, "nPublic", 80)))
        .isEqualTo(point)
        .hasSameHashCodeAs(point);
    assertThat(point.hashCode()).isEqualTo(map.hashCode());
    assertThat(point).isNotEqualTo(SweepPoint.all(axes).get(3));
    assertThat(point.toString()).isEqualTo("SweepPoint[coordinates={nPublic=80, epsilon=1.0}]");
    assertThat(point.describe()).isEqualTo("nPublic=80, epsilon=1");
    assertThat(point.formatted("epsilon")).isEqualTo("1");
    // a point travels to Spark executors and back (failures carry it)
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(point);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      SweepPoint back = (SweepPoint) in.readObject();
      assertThat(back).isEqualTo(point);
      assertThat(back.epsilon()).isEqualTo(1.0);
    }
  }
}
