package org.ldpbench.spec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ldpbench.param.Keyword;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.yaml.YamlNode;

/**
 * Typed access to spec nodes, shared by {@link SpecParser} and the block readers. Each helper names
 * the field and the node's location on failure, so every reader reports problems the same way
 * ("file:line:column: field: what is wrong and what is allowed").
 */
public final class SpecNodes {

  private static final Pattern RANGE = Pattern.compile("\\s*(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)\\s*");

  private SpecNodes() {}

  public static YamlNode.MapNode map(YamlNode node, String field) {
    if (node instanceof YamlNode.MapNode m) {
      return m;
    }
    throw SpecException.at(
        node, field, "expected a mapping (key: value lines), found " + node.kind());
  }

  public static YamlNode.ListNode list(YamlNode node, String field) {
    if (node instanceof YamlNode.ListNode l) {
      return l;
    }
    if (node instanceof YamlNode.Scalar s && s.value() != null) {
      return new YamlNode.ListNode(List.of(node), node.location());
    }
    throw SpecException.at(node, field, "expected a list, found " + node.kind());
  }

  public static List<YamlNode> nonEmptyList(YamlNode node, String field) {
    List<YamlNode> items = list(node, field).items();
    if (items.isEmpty()) {
      throw SpecException.at(node, field, "empty grid; give at least one value");
    }
    return items;
  }

  public static YamlNode required(YamlNode.MapNode map, String key, String owner) {
    YamlNode node = map.entries().get(key);
    if (node == null) {
      throw SpecException.at(
          map, owner.equals("(top level)") ? key : owner + "." + key, "missing required field");
    }
    return node;
  }

  public static Optional<YamlNode> optional(YamlNode.MapNode map, String key) {
    return Optional.ofNullable(map.entries().get(key));
  }

  public static void checkKeys(YamlNode.MapNode map, String owner, Set<String> allowed) {
    for (String key : map.entries().keySet()) {
      if (!allowed.contains(key)) {
        String field = owner.equals("(top level)") ? key : owner + "." + key;
        throw SpecException.at(
            keyNode(map, key),
            field,
            "unknown field; allowed: " + String.join(", ", allowed.stream().sorted().toList()));
      }
    }
  }

  /** A stand-in node located at {@code key} itself (for errors about the key). */
  public static YamlNode keyNode(YamlNode.MapNode map, String key) {
    YamlNode.Location where = map.keyLocations().getOrDefault(key, map.location());
    return new YamlNode.Scalar(key, key, where);
  }

  public static Object scalar(YamlNode node, String field) {
    if (node instanceof YamlNode.Scalar s && s.value() != null) {
      return s.value();
    }
    throw SpecException.at(node, field, "expected a single value, found " + node.kind());
  }

  public static boolean bool(YamlNode node, String field) {
    Object value = scalar(node, field);
    if (value instanceof Boolean b) {
      return b;
    }
    throw SpecException.at(node, field, "expected true or false, got '" + value + "'");
  }

  public static String string(YamlNode node, String field) {
    Object value = scalar(node, field);
    if (value instanceof String s && !s.isBlank()) {
      return s;
    }
    throw SpecException.at(node, field, "expected text, found " + node.kind());
  }

  public static long integer(YamlNode node, String field, long min, long max) {
    Object value = scalar(node, field);
    if (value instanceof Long l && l >= min && l <= max) {
      return l;
    }
    String allowed =
        min == Long.MIN_VALUE && max == Long.MAX_VALUE
            ? "an integer"
            : max == Long.MAX_VALUE || max == Integer.MAX_VALUE
                ? "an integer >= " + min
                : "an integer between " + min + " and " + max;
    throw SpecException.at(node, field, "'" + text(node) + "' is not allowed; must be " + allowed);
  }

  public static double number(YamlNode node, String field) {
    Object value = scalar(node, field);
    if (value instanceof Number n && Double.isFinite(n.doubleValue())) {
      return n.doubleValue();
    }
    throw SpecException.at(node, field, "'" + text(node) + "' is not a finite number");
  }

  public static String oneOf(YamlNode node, String field, String... allowed) {
    String value = string(node, field);
    for (String option : allowed) {
      if (option.equals(value)) {
        return value;
      }
    }
    throw SpecException.at(
        node, field, "'" + value + "' is not allowed; allowed: " + String.join(", ", allowed));
  }

  /**
   * The constant of {@code type} whose word ({@link Keyword}) the node holds; any of them is
   * allowed.
   */
  public static <E extends Enum<E> & Keyword> E oneOf(YamlNode node, String field, Class<E> type) {
    return oneOf(node, field, List.of(type.getEnumConstants()));
  }

  /** The constant among {@code allowed} whose word ({@link Keyword}) the node holds. */
  public static <E extends Enum<E> & Keyword> E oneOf(
      YamlNode node, String field, List<E> allowed) {
    String value = oneOf(node, field, Keyword.keywords(allowed).toArray(String[]::new));
    return allowed.stream().filter(e -> e.keyword().equals(value)).findFirst().orElseThrow();
  }

  public static Object coerce(ParameterSpec spec, Object raw, String field, YamlNode at) {
    try {
      return spec.type().coerce(raw);
    } catch (IllegalArgumentException e) {
      throw SpecException.at(
          at,
          field,
          "'" + raw + "' " + e.getMessage().replaceFirst("^must", "is not allowed; must"));
    }
  }

  /** Expands "a..b" items (integers a ≤ b) into a, a+1, ..., b. */
  public static List<YamlNode> expandRanges(List<YamlNode> items, String field) {
    List<YamlNode> out = new ArrayList<>();
    for (YamlNode item : items) {
      if (item instanceof YamlNode.Scalar s && s.value() instanceof String text) {
        Matcher m = RANGE.matcher(text);
        if (m.matches()) {
          long from;
          long to;
          try {
            from = Long.parseLong(m.group(1));
            to = Long.parseLong(m.group(2));
          } catch (NumberFormatException e) {
            throw SpecException.at(
                item,
                field,
                "range '"
                    + text
                    + "': its ends must be integers between "
                    + Long.MIN_VALUE
                    + " and "
                    + Long.MAX_VALUE);
          }
          // to - from as an unsigned count, so that ends far apart cannot overflow past the limit
          if (from > to || Long.compareUnsigned(to - from, 10_000) > 0) {
            throw SpecException.at(
                item, field, "range '" + text + "' must go upwards and hold at most 10001 values");
          }
          for (long v = from; v <= to; v++) {
            out.add(new YamlNode.Scalar(v, Long.toString(v), s.location()));
          }
          continue;
        }
      }
      out.add(item);
    }
    return out;
  }

  public static List<Object> distinct(List<Object> values, YamlNode node, String field) {
    Set<String> seen = new HashSet<>();
    for (Object value : values) {
      if (!seen.add(ParameterSet.format(value))) {
        throw SpecException.at(
            node, field, "value " + ParameterSet.format(value) + " appears twice");
      }
    }
    return values;
  }

  public static String text(YamlNode node) {
    return node instanceof YamlNode.Scalar s ? s.text() : node.kind();
  }

  public static List<String> labelList(
      YamlNode.MapNode owner, String key, String field, Set<String> labels) {
    List<String> out = new ArrayList<>();
    optional(owner, key)
        .ifPresent(
            node -> {
              for (YamlNode item : list(node, field + "." + key).items()) {
                String label = string(item, field + "." + key);
                if (!labels.contains(label)) {
                  throw SpecException.at(
                      item,
                      field + "." + key,
                      "'"
                          + label
                          + "' is not a method label; allowed: "
                          + String.join(", ", labels));
                }
                out.add(label);
              }
            });
    return out;
  }
}
