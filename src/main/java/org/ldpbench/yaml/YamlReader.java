package org.ldpbench.yaml;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses YAML text into a {@link YamlNode} tree with locations, using Jackson's streaming YAML
 * parser. Syntax errors and duplicate keys become {@link YamlException}s with the location.
 */
public final class YamlReader {

  private static final YAMLFactory FACTORY = new YAMLFactory();

  private YamlReader() {}

  /**
   * Reads one YAML document into a located tree.
   *
   * @param text the YAML document
   * @param fileName the name used in locations (the path as the user gave it)
   */
  public static YamlNode read(String text, String fileName) {
    try (JsonParser parser = FACTORY.createParser(text)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw new YamlException(fileName + ":1:1: the file is empty");
      }
      YamlNode root = readValue(parser, fileName);
      if (parser.nextToken() != null) {
        throw new YamlException(location(parser, fileName) + ": only one YAML document is allowed");
      }
      return root;
    } catch (JsonProcessingException e) {
      JsonLocation where = e.getLocation();
      String place =
          where == null ? fileName : fileName + ":" + where.getLineNr() + ":" + where.getColumnNr();
      throw new YamlException(place + ": not valid YAML: " + firstLine(e.getOriginalMessage()));
    } catch (IOException e) {
      throw new YamlException(fileName + ": cannot read: " + e.getMessage());
    }
  }

  private static YamlNode readValue(JsonParser parser, String fileName) throws IOException {
    YamlNode.Location here = location(parser, fileName);
    JsonToken token = parser.currentToken();
    switch (token) {
      case START_OBJECT -> {
        Map<String, YamlNode> entries = new LinkedHashMap<>();
        Map<String, YamlNode.Location> keys = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String key = parser.currentName();
          YamlNode.Location keyLocation = location(parser, fileName);
          if (entries.containsKey(key)) {
            throw new YamlException(
                keyLocation
                    + ": "
                    + key
                    + ": duplicate key (first at line "
                    + keys.get(key).line()
                    + ")");
          }
          parser.nextToken();
          entries.put(key, readValue(parser, fileName));
          keys.put(key, keyLocation);
        }
        return new YamlNode.MapNode(entries, keys, here);
      }
      case START_ARRAY -> {
        List<YamlNode> items = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
          items.add(readValue(parser, fileName));
        }
        return new YamlNode.ListNode(items, here);
      }
      case VALUE_NUMBER_INT -> {
        Object value =
            parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                ? parser.getBigIntegerValue()
                : (Object) parser.getLongValue();
        return new YamlNode.Scalar(value, parser.getText(), here);
      }
      case VALUE_NUMBER_FLOAT -> {
        return new YamlNode.Scalar(parser.getDoubleValue(), parser.getText(), here);
      }
      case VALUE_TRUE, VALUE_FALSE -> {
        return new YamlNode.Scalar(token == JsonToken.VALUE_TRUE, parser.getText(), here);
      }
      case VALUE_NULL -> {
        return new YamlNode.Scalar(null, "", here);
      }
      case VALUE_STRING -> {
        return new YamlNode.Scalar(parser.getText(), parser.getText(), here);
      }
      default -> throw new YamlException(here + ": unsupported YAML construct " + token);
    }
  }

  private static YamlNode.Location location(JsonParser parser, String fileName) {
    JsonLocation where = parser.currentTokenLocation();
    return new YamlNode.Location(fileName, where.getLineNr(), where.getColumnNr());
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "syntax error";
    }
    int newline = message.indexOf('\n');
    return (newline < 0 ? message : message.substring(0, newline)).trim();
  }
}
