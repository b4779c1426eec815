package org.ldpbench.spec;

import org.ldpbench.UserError;
import org.ldpbench.yaml.YamlNode;

/** A spec that cannot be run, with the file, line, column and field of the problem. */
public final class SpecException extends UserError {

  private static final long serialVersionUID = 1L;

  public SpecException(String message) {
    super(message);
  }

  /** "file:line:column: field: problem". */
  public static SpecException at(YamlNode node, String field, String problem) {
    return new SpecException(node.location() + ": " + field + ": " + problem);
  }
}
