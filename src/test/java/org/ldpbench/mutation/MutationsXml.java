package org.ldpbench.mutation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** Reads PIT's XML report ({@code mutations.xml}) into {@link Mutant}s, in file order. */
public final class MutationsXml {

  private MutationsXml() {}

  /** The mutants of {@code file}; an unreadable or partial report is an error naming the file. */
  public static List<Mutant> read(Path file) throws IOException {
    return mutants(root(file));
  }

  private static List<Mutant> mutants(Element root) {
    List<Mutant> mutants = new ArrayList<>();
    NodeList nodes = root.getElementsByTagName("mutation");
    for (int i = 0; i < nodes.getLength(); i++) {
      Element m = (Element) nodes.item(i);
      String mutator = text(m, "mutator");
      mutants.add(
          new Mutant(
              text(m, "mutatedClass"),
              text(m, "mutatedMethod"),
              text(m, "methodDescription"),
              Integer.parseInt(text(m, "lineNumber")),
              mutator.substring(mutator.lastIndexOf('.') + 1),
              numbers(m, "index"),
              numbers(m, "block"),
              text(m, "description"),
              m.getAttribute("status"),
              text(m, "killingTest")));
    }
    return mutants;
  }

  /**
   * Every mutant's killing tests by {@link Mutant#filterKey}, when the report was written with
   * PIT's full mutation matrix ({@code fullMutationMatrix}: each mutant lists every test that fails
   * on it, separated by {@code |}); empty when it was not (a report without a {@code killingTests}
   * element).
   */
  public static Optional<Map<String, List<String>>> killingTests(Path file) throws IOException {
    Element root = root(file);
    NodeList nodes = root.getElementsByTagName("mutation");
    if (root.getElementsByTagName("killingTests").getLength() == 0
        && root.getElementsByTagName("succeedingTests").getLength() == 0) {
      return Optional.empty();
    }
    Map<String, List<String>> tests = new LinkedHashMap<>();
    List<Mutant> mutants = mutants(root);
    for (int i = 0; i < nodes.getLength(); i++) {
      String all = text((Element) nodes.item(i), "killingTests");
      tests.put(mutants.get(i).filterKey(), all.isEmpty() ? List.of() : List.of(all.split("\\|")));
    }
    return Optional.of(tests);
  }

  private static Element root(Path file) throws IOException {
    Element root;
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      root = factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    } catch (ParserConfigurationException | SAXException e) {
      throw new IOException(file + ": not a PIT mutations.xml (" + e.getMessage() + ")", e);
    }
    if (!root.getTagName().equals("mutations")) {
      throw new IOException(file + ": root element " + root.getTagName() + ", expected mutations");
    }
    return root;
  }

  private static String text(Element parent, String tag) {
    NodeList list = parent.getElementsByTagName(tag);
    return list.getLength() == 0 ? "" : list.item(0).getTextContent().trim();
  }

  private static List<Integer> numbers(Element parent, String tag) {
    List<Integer> values = new ArrayList<>();
    NodeList list = parent.getElementsByTagName(tag);
    for (int i = 0; i < list.getLength(); i++) {
      Node node = list.item(i);
      values.add(Integer.parseInt(node.getTextContent().trim()));
    }
    return values;
  }
}
