package org.ldpbench.spec;

import org.ldpbench.yaml.YamlException;
import org.ldpbench.yaml.YamlNode;
import org.ldpbench.yaml.YamlReader;

/**
 * A spec's text as a located YAML tree ({@link YamlReader}, the reader every YAML file of the
 * harness goes through): a syntax error or a duplicate key is a {@link SpecException} like every
 * other spec error.
 */
public final class SpecYaml {

  private SpecYaml() {}

  /** The tree of {@code text}; {@code fileName} names the file in locations. */
  public static YamlNode read(String text, String fileName) {
    try {
      return YamlReader.read(text, fileName);
    } catch (YamlException e) {
      throw new SpecException(e.getMessage());
    }
  }
}
