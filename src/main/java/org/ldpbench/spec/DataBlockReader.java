package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.coerce;
import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.scalar;
import static org.ldpbench.spec.SpecNodes.string;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.data.Memo;
import org.ldpbench.data.real.RawDataLocator;
import org.ldpbench.data.real.RawDataUnavailable;
import org.ldpbench.data.real.RawFile;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads a spec's {@code data:} block: the data source ({@code synthetic} or {@code source}, looked
 * up in the registry) and its {@code params}, each checked against the source's declaration; and
 * makes the probe, the source at the sweep's first point, once every raw data file the sweep reads
 * is found and checked.
 */
final class DataBlockReader {

  private DataBlockReader() {}

  /**
   * The factory of the data source that {@code data.synthetic} (generators) or {@code data.source}
   * (any data source, e.g. {@code source: real}) names, one of them, from {@code registry}.
   */
  static DataSourceFactory factory(YamlNode.MapNode data, DataSources registry) {
    checkKeys(data, "data", Set.of("synthetic", "source", "params"));
    // 'synthetic' for generators, 'source' for any data source (e.g. source: real); one of them
    String sourceKey = sourceKey(data);
    if (data.entries().containsKey("source") && data.entries().containsKey("synthetic")) {
      throw SpecException.at(
          data.entries().get("source"),
          "data.source",
          "give either 'synthetic' or 'source', not both");
    }
    YamlNode sourceNode = required(data, sourceKey, "data");
    String sourceName = string(sourceNode, "data." + sourceKey);
    DataSourceFactory factory =
        registry
            .factory(sourceName)
            .orElseThrow(
                () ->
                    SpecException.at(
                        sourceNode,
                        "data." + sourceKey,
                        "unknown data source '"
                            + sourceName
                            + "'; known: "
                            + String.join(", ", registry.factories().keySet())));
    return factory;
  }

  /** The key that names the source: {@code source} if given, else {@code synthetic}. */
  private static String sourceKey(YamlNode.MapNode data) {
    return data.entries().containsKey("source") ? "source" : "synthetic";
  }

  /**
   * {@code data.params}: values for the source's parameters, each checked against its declaration.
   */
  static Map<String, Object> parameters(YamlNode.MapNode data, DataSourceFactory factory) {
    String sourceName = string(required(data, sourceKey(data), "data"), "data." + sourceKey(data));
    Map<String, Object> dataParameters = new LinkedHashMap<>();
    optional(data, "params")
        .ifPresent(
            paramsNode -> {
              YamlNode.MapNode params = map(paramsNode, "data.params");
              params
                  .entries()
                  .forEach(
                      (key, valueNode) -> {
                        String field = "data.params." + key;
                        ParameterSpec spec =
                            factory
                                .info()
                                .parameters()
                                .find(key)
                                .orElseThrow(
                                    () ->
                                        SpecException.at(
                                            keyNode(params, key),
                                            field,
                                            "unknown parameter of "
                                                + sourceName
                                                + "; allowed: "
                                                + String.join(
                                                    ", ", factory.info().parameters().names())));
                        dataParameters.put(
                            key, coerce(spec, scalar(valueNode, field), field, valueNode));
                      });
            });
    return dataParameters;
  }

  /**
   * The data source at the sweep's first point (its sample sizes check budgets and metrics), made
   * only after every raw data file of the sweep is found and checked.
   */
  static DataSource probe(
      YamlNode.MapNode data,
      DataSourceFactory factory,
      Map<String, Object> dataParameters,
      List<SweepAxis> sweep,
      Memo dataMemo) {
    requireRawFiles(factory, dataParameters, sweep);
    try {
      return factory.create(
          factory
              .info()
              .parameters()
              .complete(SweepPoint.first(sweep).dataParameters(dataParameters)),
          dataMemo);
    } catch (IllegalArgumentException e) {
      // a combination of parameters the source refuses (each value alone passed its declaration)
      throw SpecException.at(data, "data", e.getMessage());
    }
  }

  /**
   * Checks, before anything reads them, the raw data files of every data point of the sweep (none
   * for synthetic sources): one {@link RawDataUnavailable} names every file that is missing or
   * corrupted, so {@code reproduce} can skip the spec and list them all.
   */
  private static void requireRawFiles(
      DataSourceFactory factory, Map<String, Object> dataParameters, List<SweepAxis> sweep) {
    List<SweepAxis> dataAxes = sweep.stream().filter(a -> a.kind() == SweepAxis.Kind.DATA).toList();
    Set<RawFile> files = new LinkedHashSet<>();
    for (SweepPoint point : SweepPoint.all(dataAxes)) {
      files.addAll(
          factory.rawFiles(
              factory.info().parameters().complete(point.dataParameters(dataParameters))));
    }
    if (files.isEmpty()) {
      return;
    }
    try {
      RawDataLocator.standard().requireAll(files);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
