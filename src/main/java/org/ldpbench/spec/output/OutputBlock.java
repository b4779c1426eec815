package org.ldpbench.spec.output;

import java.util.Map;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecNodes;
import org.ldpbench.yaml.YamlNode;

/**
 * One item of a spec's {@code output:} block with what every kind shares, already checked: its
 * field path for messages ({@code output.figures[2]}), its name and its {@code at} coordinates.
 * Also guards the output files of the whole block, so two outputs cannot write the same file.
 *
 * @param node the item
 * @param field where it is, for messages
 * @param name its name, or null
 * @param at its fixed sweep coordinates, matched to the axes' own values
 * @param where the node a file clash is reported at (the name, or the item)
 * @param files the file keys claimed so far by the spec's outputs (shared, written to)
 */
public record OutputBlock(
    YamlNode.MapNode node,
    String field,
    String name,
    Map<String, Object> at,
    YamlNode where,
    Map<String, YamlNode> files) {

  /** Claims the output file of this block; throws if another output writes it. */
  public void claimFile() {
    claim(name == null ? "" : name);
  }

  /** Claims the file of function {@code function} of this (heat-map) block. */
  public void claimFile(String function) {
    claim((name == null ? "" : name) + "\u0000" + function);
  }

  private void claim(String key) {
    if (files.putIfAbsent(key, where) != null) {
      throw SpecException.at(
          where,
          field + ".name",
          key.isEmpty()
              ? "a second figure without a name would overwrite the first; give it a name"
              : "'"
                  + key.replace("\u0000", "' with function '")
                  + "' is used by another figure; names must differ");
    }
  }

  /** The title if given, else {@code otherwise}. */
  public String title(String otherwise) {
    return SpecNodes.optional(node, "title")
        .map(n -> SpecNodes.string(n, field + ".title"))
        .orElse(otherwise);
  }
}
