package org.ldpbench.external;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.TreeSet;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * What an external mechanism's {@code declare} claims at one (ε, δ), checked against its
 * descriptor's {@code release} and turned into what the audit's sensitivity and calibration layers
 * test (docs/external-methods.md, "Release laws"):
 *
 * <ul>
 *   <li>{@code randomized-response}: {@code {"law": "randomized-response", "categories": K, "keep":
 *       p}}; the statistic is each user's category in {0, …, K − 1};
 *   <li>{@code laplace}: {@code {"law": "laplace", "sensitivity": Δ₁, "scale": b}}, b = Δ₁/ε;
 *   <li>{@code gaussian}: {@code {"law": "gaussian", "sensitivity": Δ₂, "sigma": σ, "formula": F}},
 *       F one of {@code classical}, {@code dwork-roth}, {@code analytic}, {@code exact};
 *   <li>{@code laplace-histogram}, {@code gaussian-histogram}: the same, plus {@code "cells": K}:
 *       the statistic is a vector of K counts (each user's, or the sample's).
 * </ul>
 *
 * Why a declaration and not a restatement in Java: the audit recomputes what (ε, δ, Δ) imply,
 * measures Δ on neighbouring inputs and tests the draws of {@code randomize}, so a method that
 * spends 2ε while it declares ε fails one way or the other, and so does one that understates its
 * sensitivity.
 *
 * @param calibration the declared law, its parameter and its claim
 * @param sensitivity the declared sensitivity of the statistic (L1 for Laplace, L2 for Gaussian,
 *     the category range for randomized response)
 * @param categories K of randomized response (0 for the additive laws)
 * @param cells K of a histogram (0 otherwise)
 */
record ExternalLaw(
    NoiseCalibration calibration, Sensitivity sensitivity, int categories, int cells) {

  private static final Map<String, NoiseCalibration.Formula> GAUSSIAN_FORMULAS =
      Map.of(
          "classical", NoiseCalibration.Formula.GAUSSIAN_CLASSICAL,
          "dwork-roth", NoiseCalibration.Formula.GAUSSIAN_DWORK_ROTH,
          "analytic", NoiseCalibration.Formula.GAUSSIAN_ANALYTIC,
          "exact", NoiseCalibration.Formula.GAUSSIAN_EXACT_CURVE);

  /** Whether the release is a category (randomized response), not a vector with additive noise. */
  boolean categorical() {
    return categories > 0;
  }

  /** Reads the {@code declare} reply of the method of {@code descriptor}, at {@code budget}. */
  static ExternalLaw read(ExternalDescriptor descriptor, JsonNode declared, PrivacyBudget budget) {
    String what = descriptor.name() + " declare";
    String release = descriptor.release();
    if (release.equals(ExternalDescriptor.RANDOMIZED_RESPONSE)) {
      want(declared, "randomized-response", release, what);
      int categories = integer(declared, "categories", 2, what);
      JsonNode keepNode = declared.path("keep");
      double keep = keepNode.isNumber() ? keepNode.asDouble() : Double.NaN;
      if (!(keep >= 0 && keep <= 1)) {
        throw new ExternalMethodException(
            what
                + ": keep must be a probability in [0, 1], got "
                + ProtocolJson.abbreviate(keepNode));
      }
      return new ExternalLaw(
          new NoiseCalibration(
              NoiseCalibration.Law.RANDOMIZED_RESPONSE,
              NoiseCalibration.Formula.RANDOMIZED_RESPONSE_KEEP,
              budget.epsilon(),
              0.0,
              1.0,
              keep,
              categories),
          Sensitivity.domainMax(categories - 1),
          categories,
          0);
    }
    int cells = descriptor.histogram() ? integer(declared, "cells", 1, what) : 0;
    if (descriptor.usesDelta()) {
      want(declared, "gaussian", release, what);
      if (!(budget.delta() > 0)) {
        throw new ExternalMethodException(
            what + ": a Gaussian release needs a budget with delta > 0");
      }
      String formulaName = declared.path("formula").asText("");
      NoiseCalibration.Formula formula = GAUSSIAN_FORMULAS.get(formulaName);
      if (formula == null) {
        throw new ExternalMethodException(
            what
                + ": formula must be one of "
                + new TreeSet<>(GAUSSIAN_FORMULAS.keySet())
                + ", got "
                + ProtocolJson.abbreviate(declared.path("formula")));
      }
      double sensitivity = positive(declared, "sensitivity", what);
      return new ExternalLaw(
          NoiseCalibration.gaussian(
              formula,
              budget.epsilon(),
              budget.delta(),
              sensitivity,
              positive(declared, "sigma", what)),
          Sensitivity.l2(sensitivity),
          0,
          cells);
    }
    want(declared, "laplace", release, what);
    double sensitivity = positive(declared, "sensitivity", what);
    return new ExternalLaw(
        new NoiseCalibration(
            NoiseCalibration.Law.LAPLACE,
            NoiseCalibration.Formula.LAPLACE_SCALE,
            budget.epsilon(),
            0.0,
            sensitivity,
            positive(declared, "scale", what),
            0),
        Sensitivity.l1(sensitivity),
        0,
        cells);
  }

  /**
   * Checks that {@code value}, encoded value {@code index}, has the statistic's shape: for a
   * histogram {@link #cells} counts (non-negative integers).
   */
  void checkValue(String method, double[] value, int index) {
    if (cells == 0) {
      return;
    }
    if (value.length != cells) {
      throw new ExternalMethodException(
          method
              + " encode: value "
              + index
              + " has "
              + value.length
              + " numbers, the declared histogram "
              + cells
              + " cells");
    }
    for (double v : value) {
      if (!(v >= 0) || v != Math.rint(v)) {
        throw new ExternalMethodException(
            method + " encode: value " + index + " of a histogram holds " + v + ", not a count");
      }
    }
  }

  private static void want(JsonNode declared, String law, String release, String what) {
    if (!law.equals(declared.path("law").asText())) {
      throw new ExternalMethodException(
          what
              + ": law "
              + ProtocolJson.abbreviate(declared.path("law"))
              + " is not the one the descriptor's release '"
              + release
              + "' has ("
              + law
              + ")");
    }
  }

  private static int integer(JsonNode declared, String field, int min, String what) {
    JsonNode node = declared.path(field);
    int value =
        node.isIntegralNumber() && node.canConvertToInt() ? node.asInt() : Integer.MIN_VALUE;
    if (value < min) {
      throw new ExternalMethodException(
          what
              + ": "
              + field
              + " must be an integer >= "
              + min
              + ", got "
              + ProtocolJson.abbreviate(node));
    }
    return value;
  }

  private static double positive(JsonNode declared, String field, String what) {
    JsonNode node = declared.path(field);
    double value = node.isNumber() ? node.asDouble() : Double.NaN;
    if (!(value > 0) || Double.isInfinite(value)) {
      throw new ExternalMethodException(
          what
              + ": "
              + field
              + " must be a finite number > 0, got "
              + ProtocolJson.abbreviate(node));
    }
    return value;
  }
}
