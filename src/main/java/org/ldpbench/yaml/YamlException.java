package org.ldpbench.yaml;

import org.ldpbench.UserError;

/**
 * A YAML file the user wrote that cannot be used, as one line naming the place and the field:
 * "file:line:column: field: the value, what is wrong and what is allowed".
 */
public final class YamlException extends UserError {

  private static final long serialVersionUID = 1L;

  public YamlException(String message) {
    super(message);
  }

  /** "file:line:column: field: problem", at {@code node}'s place. */
  public static YamlException at(YamlNode node, String field, String problem) {
    return new YamlException(node.location() + ": " + field + ": " + problem);
  }
}
