package org.ldpbench.yaml;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * One mapping of a located YAML tree read field by field, for files that are not specs (data-set
 * and external-method descriptors): every problem is a {@link YamlException} at the place of the
 * value (or of the key, or of the mapping when the field is missing), naming the field by its path
 * ({@code files[0].sha256}, {@code parameters.lambda.min}) as spec errors do.
 *
 * @param node the mapping
 * @param path the field path of the mapping itself; empty at the top level
 */
public record YamlFields(YamlNode.MapNode node, String path) {

  /** The top-level mapping of a document; anything else is refused with {@code what} it must be. */
  public static YamlFields root(YamlNode document, String what) {
    if (document instanceof YamlNode.MapNode map) {
      return new YamlFields(map, "");
    }
    throw new YamlException(
        document.location()
            + ": "
            + what
            + " must be a YAML mapping (key: value lines), found "
            + document.kind());
  }

  /** The full name of field {@code key} of this mapping. */
  public String field(String key) {
    return path.isEmpty() ? key : path + "." + key;
  }

  /**
   * Refuses the first key not in {@code allowed}, at the key: "unknown field; allowed: …" (sorted).
   */
  public void allowOnly(Collection<String> allowed) {
    for (String key : node.entries().keySet()) {
      if (!allowed.contains(key)) {
        throw YamlException.at(
            keyNode(key),
            field(key),
            "unknown field; allowed: " + String.join(", ", new TreeSet<>(allowed)));
      }
    }
  }

  /** Whether the mapping has {@code key} with a non-null value. */
  public boolean has(String key) {
    YamlNode value = node.entries().get(key);
    return value != null && !(value instanceof YamlNode.Scalar s && s.value() == null);
  }

  /** The value of {@code key}, if present and not null. */
  public Optional<YamlNode> get(String key) {
    return has(key) ? Optional.of(node.entries().get(key)) : Optional.empty();
  }

  /**
   * The problem {@code problem} about field {@code key}, at its value (at the mapping when it is
   * missing).
   */
  public YamlException error(String key, String problem) {
    YamlNode at = node.entries().get(key);
    return YamlException.at(at == null ? node : at, field(key), problem);
  }

  /** A stand-in node located at {@code key} itself. */
  public YamlNode keyNode(String key) {
    return new YamlNode.Scalar(key, key, node.keyLocations().getOrDefault(key, node.location()));
  }

  /**
   * The non-blank single value of {@code key}, as written: "required" when it is missing or blank.
   */
  public String text(String key) {
    YamlNode value = node.entries().get(key);
    if (value == null
        || !(value instanceof YamlNode.Scalar s)
        || s.value() == null
        || s.text().isBlank()) {
      throw error(
          key,
          value == null || value instanceof YamlNode.Scalar
              ? "required; give a non-empty value"
              : "expected a single value, found " + value.kind());
    }
    return ((YamlNode.Scalar) value).text();
  }

  /** {@link #text} when {@code key} is present, else {@code otherwise}. */
  public String text(String key, String otherwise) {
    return has(key) ? text(key) : otherwise;
  }

  /** The integer value of {@code key} in [min, max]. */
  public long integer(String key, long min, long max) {
    YamlNode value = node.entries().get(key);
    if (value instanceof YamlNode.Scalar s && s.value() instanceof Long l && l >= min && l <= max) {
      return l;
    }
    throw error(
        key,
        (value == null ? "required" : described(value) + " is not allowed")
            + "; give an integer in ["
            + min
            + ", "
            + max
            + "]");
  }

  /** {@link #integer} when {@code key} is present, else {@code otherwise}. */
  public long integer(String key, long min, long max, long otherwise) {
    return has(key) ? integer(key, min, max) : otherwise;
  }

  /** The finite number of {@code key}. */
  public double number(String key) {
    YamlNode value = node.entries().get(key);
    if (value instanceof YamlNode.Scalar s
        && s.value() instanceof Number n
        && Double.isFinite(n.doubleValue())) {
      return n.doubleValue();
    }
    throw error(
        key,
        (value == null ? "required" : described(value) + " is not allowed") + "; give a number");
  }

  /** The value of {@code key}, which must be one of {@code allowed}. */
  public String oneOf(String key, List<String> allowed) {
    String value = text(key);
    if (!allowed.contains(value)) {
      throw error(key, "'" + value + "' is not allowed; allowed: " + String.join(", ", allowed));
    }
    return value;
  }

  /** The nested mapping of {@code key}. */
  public YamlFields mapping(String key) {
    YamlNode value = node.entries().get(key);
    if (value instanceof YamlNode.MapNode map) {
      return new YamlFields(map, field(key));
    }
    throw error(
        key,
        value == null
            ? "required; give a mapping (key: value lines)"
            : "expected a mapping (key: value lines), found " + value.kind());
  }

  /**
   * The nested mapping of {@code key}, or an empty one located at this mapping when it is absent.
   */
  public YamlFields optionalMapping(String key) {
    return has(key)
        ? mapping(key)
        : new YamlFields(new YamlNode.MapNode(Map.of(), Map.of(), node.location()), field(key));
  }

  /** The items of list {@code key} (a single value counts as a list of one); empty when absent. */
  public List<YamlNode> items(String key) {
    Optional<YamlNode> value = get(key);
    if (value.isEmpty()) {
      return List.of();
    }
    if (value.get() instanceof YamlNode.ListNode list) {
      return list.items();
    }
    if (value.get() instanceof YamlNode.Scalar) {
      return List.of(value.get());
    }
    throw error(key, "expected a list, found " + value.get().kind());
  }

  /**
   * The values of {@code key} as written: a single value or a list of single values; empty when
   * absent.
   */
  public List<String> strings(String key) {
    List<String> out = new ArrayList<>();
    List<YamlNode> items = items(key);
    for (int i = 0; i < items.size(); i++) {
      if (!(items.get(i) instanceof YamlNode.Scalar s) || s.value() == null) {
        throw YamlException.at(
            items.get(i),
            field(key) + (items.size() > 1 ? "[" + i + "]" : ""),
            "expected a single value, found " + items.get(i).kind());
      }
      out.add(s.text());
    }
    return out;
  }

  /**
   * The fields of {@code item}, an item of a list that must be a mapping; {@code field} names it
   * ({@code files[0]}).
   */
  public static YamlFields item(YamlNode item, String field) {
    if (item instanceof YamlNode.MapNode map) {
      return new YamlFields(map, field);
    }
    throw YamlException.at(
        item, field, "expected a mapping (key: value lines), found " + item.kind());
  }

  /**
   * How a value is named in a message: its text as written in quotes ('0.5'), or its kind (a list).
   */
  public static String described(YamlNode value) {
    return value instanceof YamlNode.Scalar s && s.value() != null
        ? "'" + s.text() + "'"
        : value.kind();
  }

  /** How a value is shown in a message: its text as written, or its kind. */
  public static String shown(YamlNode value) {
    return value instanceof YamlNode.Scalar s && s.value() != null ? s.text() : value.kind();
  }
}
