package org.ldpbench.data.real;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;

/**
 * The UCI heart-disease data as the four hospitals of Auddy et al. §6.2 (spec/distributed.md §5.4):
 * each file of {@code datasets/heart.yaml} read on its own (Y = 1{num &gt; 0}; the 7 covariates
 * age, sex, cp, trestbps, thalach, exang, oldpeak; complete cases), Hungary's exact duplicate rows
 * dropped (one: 293 → 292 = 142 + 150 as in the paper; Long Beach's two duplicates on these columns
 * are kept, giving the paper's 141), and every covariate scaled into [0, 0.5] by min–max over the
 * four hospitals pooled (treated as public bounds). Hospital order: 0 Hungary, 1 Cleveland, 2 Long
 * Beach (va), 3 Switzerland.
 *
 * @param names hospital names in that order
 * @param hospitals the scaled data of each
 */
public record HeartHospitals(List<String> names, List<Dataset> hospitals) {

  /** File index in heart.yaml of hospitals 0..3 (Hungary, Cleveland, Long Beach, Switzerland). */
  private static final List<Integer> FILE = List.of(0, 1, 3, 2);

  public static final List<String> NAMES =
      List.of("Hungary", "Cleveland", "Long Beach", "Switzerland");

  /** Reads, filters and scales the four files (found and checked by {@code locator}). */
  public static HeartHospitals load(DatasetDescriptor d, RawDataLocator locator)
      throws IOException {
    List<double[]> rows = new ArrayList<>();
    List<int[]> labels = new ArrayList<>();
    int dim = -1;
    for (int h = 0; h < 4; h++) {
      RawFile file = d.files().get(FILE.get(h));
      DatasetDescriptor one =
          new DatasetDescriptor(
              d.name(),
              d.title(),
              List.of(file),
              d.format(),
              d.columns(),
              d.skipLines(),
              d.comment(),
              d.sheet(),
              d.labelColumn(),
              d.positive(),
              d.drop(),
              d.categorical(),
              d.missing(),
              d.keep(),
              d.exclude(),
              PublicRule.FILE,
              0,
              0L,
              null,
              List.of(),
              null,
              0,
              d.paper(),
              null,
              d.note());
      EncodedData data = Encoder.encode(one, locator);
      dim = data.dimension();
      Set<String> seen = new HashSet<>();
      List<Integer> kept = new ArrayList<>();
      for (int i = 0; i < data.rows(); i++) {
        double[] x = Arrays.copyOfRange(data.features(), i * dim, (i + 1) * dim);
        if (h != 0 || seen.add(Arrays.toString(x) + "|" + data.labels()[i])) {
          kept.add(i);
        }
      }
      double[] x = new double[kept.size() * dim];
      int[] y = new int[kept.size()];
      for (int k = 0; k < kept.size(); k++) {
        System.arraycopy(data.features(), kept.get(k) * dim, x, k * dim, dim);
        y[k] = data.labels()[kept.get(k)];
      }
      rows.add(x);
      labels.add(y);
    }
    double[] min = new double[dim];
    double[] max = new double[dim];
    Arrays.fill(min, Double.POSITIVE_INFINITY);
    Arrays.fill(max, Double.NEGATIVE_INFINITY);
    for (double[] x : rows) {
      for (int i = 0; i < x.length; i++) {
        min[i % dim] = Math.min(min[i % dim], x[i]);
        max[i % dim] = Math.max(max[i % dim], x[i]);
      }
    }
    List<Dataset> hospitals = new ArrayList<>();
    for (int h = 0; h < 4; h++) {
      double[] x = rows.get(h);
      for (int i = 0; i < x.length; i++) {
        int c = i % dim;
        x[i] = max[c] > min[c] ? 0.5 * (x[i] - min[c]) / (max[c] - min[c]) : 0.0;
      }
      hospitals.add(
          new Dataset(
              Features.wrap(x, labels.get(h).length, dim), ClassLabels.binary(labels.get(h))));
    }
    return new HeartHospitals(NAMES, List.copyOf(hospitals));
  }
}
