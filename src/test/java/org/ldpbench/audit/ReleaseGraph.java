package org.ldpbench.audit;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.method.Release;

/**
 * Everything a release object holds, found by walking its object graph with reflection (test code
 * only: main code may not reflect, an ArchUnit rule): every object reached, with the path of
 * fields, indices and map keys that leads to it, and every numeric container on the way (a
 * primitive array, a collection or array of numbers, the number values of a map), as numbers; the
 * floating-point fields of the release objects themselves ({@link Release}s: a released mean, say)
 * count as containers of one number. Instance fields of every class are read, private ones and
 * lambdas' captured values included; JDK collections, maps and {@link Optional} are entered through
 * their public API (their fields are closed to reflection); other JDK objects (strings, boxed
 * numbers, random generators) are leaves. Static fields are not walked: static state is the
 * static-state rule's ({@code StaticStateArchitectureTest}).
 *
 * <p>The walk reads fields only and calls no method of the release, so a lazily filled cache is
 * seen as the curator receives it.
 */
final class ReleaseGraph {

  /** One object reached from the release. */
  record Reached(String path, Object value) {}

  /**
   * One numeric container: its path, its numbers as doubles, and whether they are of an integral
   * type (int, long, short, byte; Integer, Long...).
   */
  record Container(String path, double[] values, boolean integral) {}

  private final List<Reached> objects = new ArrayList<>();
  private final List<Container> containers = new ArrayList<>();

  private ReleaseGraph() {}

  /** The graph of {@code root}, walked breadth-first (each object once, at its shortest path). */
  static ReleaseGraph of(Object root) {
    ReleaseGraph graph = new ReleaseGraph();
    graph.walk(root);
    return graph;
  }

  /** Every object reached, the root included. */
  List<Reached> objects() {
    return objects;
  }

  /** Every numeric container reached. */
  List<Container> containers() {
    return containers;
  }

  private void walk(Object root) {
    IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
    Deque<Reached> queue = new ArrayDeque<>();
    queue.add(new Reached(root.getClass().getSimpleName(), root));
    seen.put(root, true);
    while (!queue.isEmpty()) {
      Reached at = queue.poll();
      objects.add(at);
      for (Reached next : children(at)) {
        if (next.value() != null && seen.put(next.value(), true) == null) {
          queue.add(next);
        }
      }
    }
  }

  /** What {@code at} holds; numeric containers are recorded on the way. */
  private List<Reached> children(Reached at) {
    Object value = at.value();
    String path = at.path();
    Class<?> type = value.getClass();
    List<Reached> out = new ArrayList<>();
    if (type.isArray()) {
      Class<?> component = type.getComponentType();
      if (component.isPrimitive()) {
        if (component != boolean.class && component != char.class) {
          containers.add(
              new Container(
                  path, primitives(value), component != double.class && component != float.class));
        }
        return out;
      }
      Object[] elements = (Object[]) value;
      numbers(path, Arrays.asList(elements));
      for (int i = 0; i < elements.length; i++) {
        out.add(new Reached(path + "[" + i + "]", elements[i]));
      }
      return out;
    }
    if (value instanceof Map<?, ?> map) {
      numbers(path + ".values()", map.values());
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        String key = String.valueOf(entry.getKey());
        out.add(new Reached(path + ".keys{" + key + "}", entry.getKey()));
        out.add(new Reached(path + "{" + key + "}", entry.getValue()));
      }
      return out;
    }
    if (value instanceof Collection<?> collection) {
      numbers(path, collection);
      int i = 0;
      for (Object element : collection) {
        out.add(new Reached(path + "[" + i++ + "]", element));
      }
      return out;
    }
    if (value instanceof Optional<?> optional) {
      optional.ifPresent(v -> out.add(new Reached(path + ".get()", v)));
      return out;
    }
    if (jdk(type)) {
      return out; // strings, boxed numbers, generators, enums' names: leaves
    }
    for (Class<?> c = type; c != null && !jdk(c); c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        if (Modifier.isStatic(field.getModifiers())) {
          continue;
        }
        Object fieldValue = read(field, value);
        if (value instanceof Release
            && (field.getType() == double.class || field.getType() == float.class)) {
          containers.add(
              new Container(
                  path + "." + field.getName(),
                  new double[] {((Number) fieldValue).doubleValue()},
                  false));
        }
        out.add(new Reached(path + "." + field.getName(), fieldValue));
      }
    }
    return out;
  }

  /**
   * Records {@code elements} as a container if they are all numbers (and there is at least one).
   */
  private void numbers(String path, Collection<?> elements) {
    if (elements.isEmpty() || !elements.stream().allMatch(e -> e instanceof Number)) {
      return;
    }
    double[] values = elements.stream().mapToDouble(e -> ((Number) e).doubleValue()).toArray();
    boolean integral = elements.stream().noneMatch(e -> e instanceof Double || e instanceof Float);
    containers.add(new Container(path, values, integral));
  }

  private static double[] primitives(Object array) {
    double[] out = new double[Array.getLength(array)];
    for (int i = 0; i < out.length; i++) {
      out[i] = ((Number) Array.get(array, i)).doubleValue();
    }
    return out;
  }

  private static boolean jdk(Class<?> type) {
    String name = type.getName();
    return type.isPrimitive()
        || name.startsWith("java.")
        || name.startsWith("javax.")
        || name.startsWith("jdk.")
        || name.startsWith("sun.")
        || name.startsWith("com.sun.");
  }

  private static Object read(Field field, Object owner) {
    try {
      field.setAccessible(true);
      return field.get(owner);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalStateException("cannot read " + field + " of a release", e);
    }
  }
}
