package org.ldpbench.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** Reading Maven POMs as DOM trees, for the build tests that check pom.xml's dependencies. */
final class PomXml {

  private PomXml() {}

  /** The root element of the POM at {@code file}. */
  static Element parse(Path file) throws Exception {
    assertThat(Files.exists(file)).as(file.toString()).isTrue();
    return DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(file.toFile())
        .getDocumentElement();
  }

  /** The child elements of {@code parent} named {@code name}, in document order. */
  static List<Element> children(Element parent, String name) {
    return elements(parent).stream().filter(e -> e.getNodeName().equals(name)).toList();
  }

  /** Every child element of {@code parent}, in document order. */
  static List<Element> elements(Element parent) {
    List<Element> out = new ArrayList<>();
    NodeList nodes = parent.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      if (nodes.item(i).getNodeType() == Node.ELEMENT_NODE) {
        out.add((Element) nodes.item(i));
      }
    }
    return out;
  }

  /** The trimmed text of the first child named {@code name}, or {@code absent} without one. */
  static String text(Element parent, String name, String absent) {
    List<Element> found = children(parent, name);
    return found.isEmpty() ? absent : found.get(0).getTextContent().trim();
  }
}
