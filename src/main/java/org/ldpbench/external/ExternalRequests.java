package org.ldpbench.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.ldpbench.data.Dataset;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The requests an external mechanism sends for one fit group (docs/external-methods.md): each
 * carries the release's ε (and, from protocol 2, δ), the dimension and the fit parameters, and each
 * reply is checked for its shape before anything reads it, so a malformed answer fails with one
 * line naming the method and the request. Shared by the per-user ({@link ExternalRandomizer}) and
 * the central ({@link ExternalCentralMechanism}) mechanisms.
 */
final class ExternalRequests {

  private final ExternalDescriptor descriptor;
  private final ExternalSession session;
  private final PrivacyBudget budget;
  private final int dimension;
  private final ObjectNode parameters;

  ExternalRequests(
      ExternalDescriptor descriptor,
      ExternalSession session,
      PrivacyBudget budget,
      int dimension,
      ObjectNode parameters) {
    this.descriptor = descriptor;
    this.session = session;
    this.budget = budget;
    this.dimension = dimension;
    this.parameters = parameters;
  }

  /** The method's descriptor. */
  ExternalDescriptor descriptor() {
    return descriptor;
  }

  /** The budget of this release. */
  PrivacyBudget budget() {
    return budget;
  }

  /**
   * A request {@code op} with the release's context: ε, δ (protocol 2), dimension, fit parameters.
   */
  ObjectNode request(String op) {
    ObjectNode request = ExternalWorkers.request(op);
    request.put("epsilon", budget.epsilon());
    if (descriptor.protocol() >= 2) {
      request.put("delta", budget.delta());
    }
    request.put("dimension", dimension);
    request.set("params", parameters.deepCopy());
    return request;
  }

  /** The law the method declares at this budget ({@code declare}). */
  ExternalLaw law() {
    return ExternalLaw.read(descriptor, session.call(request("declare")), budget);
  }

  /**
   * The executable's {@code encode} of {@code records}: one value per record (per-user privacy) or
   * the one value of the whole sample (central), each checked against {@code law}.
   */
  double[][] encode(Dataset records, ExternalLaw law) {
    return encodeAll(List.of(records), law).get(0);
  }

  /**
   * {@link #encode} of each sample, in order. Per-user privacy: consecutive samples go out together
   * in requests of about {@code batch} records (each user's value depends on its record alone);
   * central: one request per sample.
   */
  List<double[][]> encodeAll(List<Dataset> samples, ExternalLaw law) {
    List<double[][]> out = new ArrayList<>(samples.size());
    int from = 0;
    while (from < samples.size()) {
      int to = from + 1;
      int records = samples.get(from).size();
      while (descriptor.perUser()
          && to < samples.size()
          && records + samples.get(to).size() <= descriptor.batch()) {
        records += samples.get(to).size();
        to++;
      }
      ObjectNode request = request("encode");
      ArrayNode rows = request.putArray("records");
      for (Dataset sample : samples.subList(from, to)) {
        rows.addAll(ProtocolJson.records(sample, 0, sample.size()));
      }
      JsonNode values = session.call(request).get("values");
      int expected = descriptor.perUser() ? records : 1;
      if (values == null || !values.isArray() || values.size() != expected) {
        throw new ExternalMethodException(
            descriptor.name()
                + " encode: expected "
                + expected
                + (descriptor.perUser()
                    ? " values"
                    : " value (central privacy: the sample's statistic)")
                + ", got "
                + (values == null
                    ? "none"
                    : values.isArray() ? values.size() : ProtocolJson.abbreviate(values)));
      }
      int at = 0;
      for (Dataset sample : samples.subList(from, to)) {
        double[][] one = new double[descriptor.perUser() ? sample.size() : 1][];
        for (int i = 0; i < one.length; i++, at++) {
          one[i] = ProtocolJson.numbers(values.get(at), descriptor.name() + " encode: value " + i);
          if (one[i].length == 0) {
            throw new ExternalMethodException(
                descriptor.name() + " encode: value " + i + " is empty");
          }
          law.checkValue(descriptor.name(), one[i], i);
        }
        out.add(one);
      }
      from = to;
    }
    return out;
  }

  /** Each value's first number: a user's category (randomized response). */
  static double[] firstNumbers(double[][] values) {
    double[] out = new double[values.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = values[i][0];
    }
    return out;
  }

  /**
   * The values side by side; every value has the first one's length (the audit compares
   * coordinates).
   */
  double[] sideBySide(double[][] values) {
    if (values.length == 0) {
      return new double[0];
    }
    int length = values[0].length;
    double[] out = new double[values.length * length];
    for (int i = 0; i < values.length; i++) {
      if (values[i].length != length) {
        throw new ExternalMethodException(
            descriptor.name()
                + ": value "
                + i
                + " has "
                + values[i].length
                + " numbers, value 0 has "
                + length
                + " (every user's has the same length)");
      }
      System.arraycopy(values[i], 0, out, i * length, length);
    }
    return out;
  }

  /**
   * The noise of one release: {@code released} minus {@code exact}, which must have as many
   * numbers.
   */
  double[] minus(double[] released, double[] exact) {
    if (released.length != exact.length) {
      throw new ExternalMethodException(
          descriptor.name()
              + " randomize: "
              + released.length
              + " numbers released where encode gives "
              + exact.length);
    }
    double[] out = released.clone();
    for (int j = 0; j < out.length; j++) {
      out[j] -= exact[j];
    }
    return out;
  }

  /**
   * Releases for {@code seeds}: request {@code c} of {@code chunks} carries the records and seeds
   * {@code fill} puts in it and must answer one release per seed, which go to {@code out} from slot
   * {@code at(c)}; the chunks go to the workers side by side, each filling its own slots.
   */
  void randomize(double[][] out, int chunks, Chunk fill) {
    session.each(
        chunks,
        c -> {
          ObjectNode request = request("randomize");
          ArrayNode records = request.putArray("records");
          ArrayNode seeds = request.putArray("seeds");
          int from = fill.fill(c, records, seeds);
          int count = seeds.size();
          JsonNode reply = session.call(request).get("releases");
          if (reply == null || !reply.isArray() || reply.size() != count) {
            throw new ExternalMethodException(
                descriptor.name()
                    + " randomize: expected "
                    + count
                    + " release"
                    + (count == 1 ? "" : "s")
                    + (descriptor.perUser() ? "" : " of the sample (one per seed)")
                    + ", got "
                    + (reply == null
                        ? "none"
                        : reply.isArray() ? reply.size() : ProtocolJson.abbreviate(reply)));
          }
          for (int j = 0; j < count; j++) {
            String what = descriptor.name() + " randomize: release " + fill.name(from + j);
            out[from + j] = ProtocolJson.numbers(reply.get(j), what);
            if (out[from + j].length == 0) {
              throw new ExternalMethodException(what + " is empty");
            }
          }
        });
  }

  /** What one randomize request carries. */
  interface Chunk {

    /** Puts request {@code c}'s records and seeds in; returns the slot of its first release. */
    int fill(int c, ArrayNode records, ArrayNode seeds);

    /** How errors name the release in slot {@code slot} (e.g. the user's index). */
    String name(int slot);
  }
}
