package org.ldpbench.yaml;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML document as a tree that remembers where each node came from, so that every validation
 * error can name file, line and column. Read by {@link YamlReader}; specs, data-set descriptors and
 * external-method descriptors are all read this way.
 */
public sealed interface YamlNode {

  Location location();

  /** A short word for error messages: "a mapping", "a list", "a number", ... */
  String kind();

  /** A place in a file; lines and columns count from 1. */
  record Location(String file, int line, int column) {
    @Override
    public String toString() {
      return file + ":" + line + ":" + column;
    }
  }

  /** A mapping with string keys, in file order. */
  record MapNode(
      Map<String, YamlNode> entries, Map<String, Location> keyLocations, Location location)
      implements YamlNode {
    public MapNode {
      entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
      keyLocations = Collections.unmodifiableMap(new LinkedHashMap<>(keyLocations));
    }

    @Override
    public String kind() {
      return "a mapping";
    }
  }

  /** A sequence. */
  record ListNode(List<YamlNode> items, Location location) implements YamlNode {
    public ListNode {
      items = List.copyOf(items);
    }

    @Override
    public String kind() {
      return "a list";
    }
  }

  /**
   * A scalar: value is a Long, Double, Boolean, String, or null for YAML null; text is the literal
   * as written.
   */
  record Scalar(Object value, String text, Location location) implements YamlNode {
    @Override
    public String kind() {
      if (value == null) {
        return "empty";
      }
      if (value instanceof Number) {
        return "a number";
      }
      if (value instanceof Boolean) {
        return "a boolean";
      }
      return "text";
    }
  }
}
