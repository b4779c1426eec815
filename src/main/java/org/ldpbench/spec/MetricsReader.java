package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.metric.Metric;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code metric: <id>} or {@code metrics: [<id>, …]} (the first one chooses the best
 * configuration); the default is the data's task default (accuracy or MSE). A metric must fit the
 * data's task, and the excess-risk metrics need a data source that knows its regression function.
 */
final class MetricsReader {

  private MetricsReader() {}

  static List<Metric> read(YamlNode.MapNode root, DataSourceFactory data, DataSource probe) {
    Optional<YamlNode> single = optional(root, "metric");
    Optional<YamlNode> several = optional(root, "metrics");
    if (single.isPresent() && several.isPresent()) {
      throw SpecException.at(several.get(), "metrics", "give either metric or metrics, not both");
    }
    List<Metric> metrics = new ArrayList<>();
    if (single.isPresent()) {
      metrics.add(metric(single.get(), "metric", data, probe));
    } else if (several.isPresent()) {
      List<YamlNode> items = list(several.get(), "metrics").items();
      if (items.isEmpty()) {
        throw SpecException.at(several.get(), "metrics", "empty list; give at least one metric");
      }
      for (int i = 0; i < items.size(); i++) {
        Metric metric = metric(items.get(i), "metrics[" + i + "]", data, probe);
        if (metrics.contains(metric)) {
          throw SpecException.at(
              items.get(i), "metrics[" + i + "]", "'" + metric.id() + "' appears twice");
        }
        metrics.add(metric);
      }
    } else {
      metrics.add(Metric.defaultFor(data.info().task()));
    }
    return metrics;
  }

  private static Metric metric(
      YamlNode node, String field, DataSourceFactory data, DataSource probe) {
    String id = string(node, field);
    Metric metric =
        Metric.byId(id)
            .orElseThrow(
                () ->
                    SpecException.at(
                        node, field, "unknown metric '" + id + "'; allowed: " + Metric.ids()));
    if (metric.task() != data.info().task()) {
      throw SpecException.at(
          node,
          field,
          "'"
              + id
              + "' is a "
              + metric.task().name().toLowerCase(Locale.ROOT)
              + " metric, but "
              + data.name()
              + " is a "
              + data.info().task().name().toLowerCase(Locale.ROOT)
              + " data source");
    }
    if (metric.needsTruth() && !(probe instanceof KnownTruth)) {
      throw SpecException.at(
          node,
          field,
          "'"
              + id
              + "' needs the true regression function, which "
              + data.name()
              + " does not provide; use "
              + Metric.defaultFor(data.info().task()).id());
    }
    return metric;
  }
}
