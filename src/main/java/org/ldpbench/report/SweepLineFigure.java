package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;

/**
 * A line figure of a summary against one sweep axis, without an {@code output:} block in the spec
 * ({@code ldpbench plot}): one line per method (and per combination of the other axes' values,
 * when they have several), each point the mean of the method's best grid configuration there with a
 * ±1 s.e. bar. A non-numeric axis (data sets) is drawn as categories.
 */
public final class SweepLineFigure {

    private SweepLineFigure() {
    }

    /**
     * Builds the figure.
     *
     * @param x the sweep axis on the x axis (one of {@code axes})
     * @param logX draw x on a log scale (a numeric axis with values &gt; 0)
     */
    public static LineFigure of(ResultSummary summary, List<SweepAxis> axes, List<SweepPoint> points,
            List<String> methods, SweepAxis x, boolean logX, String title) {
        List<Object> values = x.values();
        boolean numeric = values.stream().allMatch(v -> v instanceof Number);
        double[] xs = new double[values.size()];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = numeric ? ((Number) values.get(i)).doubleValue() : i;
        }
        Integer[] order = new Integer[xs.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        if (numeric) {
            java.util.Arrays.sort(order, java.util.Comparator.comparingDouble(i -> xs[i]));
        }
        double[] sortedX = new double[xs.length];
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < order.length; i++) {
            sortedX[i] = numeric ? xs[order[i]] : i;
            labels.add(ParameterSet.format(values.get(order[i])));
        }
        Map<String, double[][]> lines = new LinkedHashMap<>();
        for (String method : methods) {
            for (SweepPoint point : points) {
                String others = others(axes, x, point);
                String name = others.isEmpty() ? method : method + " (" + others + ")";
                double[][] line = lines.computeIfAbsent(name, n -> {
                    double[][] empty = new double[2][xs.length];
                    java.util.Arrays.fill(empty[0], Double.NaN);
                    java.util.Arrays.fill(empty[1], Double.NaN);
                    return empty;
                });
                int position = indexOf(order, values.indexOf(point.get(x.name())));
                summary.best(method, point).map(ResultSummary.BestResult::best).filter(b -> b.score().n() > 0)
                        .ifPresent(b -> {
                            line[0][position] = b.score().mean();
                            line[1][position] = b.score().n() > 1 ? b.score().se() : Double.NaN;
                        });
            }
        }
        List<LineFigure.Series> series = new ArrayList<>();
        lines.forEach((name, line) -> series.add(new LineFigure.Series(name, line[0], line[1], false)));
        return new LineFigure(title, AxisTitles.of(x.name()), summary.metric(), sortedX, numeric ? null : labels, logX,
                series, null, Double.NaN, Double.NaN, "best grid configuration per point; bars: ±1 s.e.");
    }

    private static int indexOf(Integer[] order, int value) {
        for (int i = 0; i < order.length; i++) {
            if (order[i] == value) {
                return i;
            }
        }
        throw new IllegalArgumentException("value not on the axis");
    }

    private static String others(List<SweepAxis> axes, SweepAxis x, SweepPoint point) {
        StringBuilder out = new StringBuilder();
        for (SweepAxis axis : axes) {
            if (!axis.name().equals(x.name()) && axis.values().size() > 1) {
                out.append(out.length() == 0 ? "" : ", ").append(axis.name()).append('=')
                        .append(point.formatted(axis.name()));
            }
        }
        return out.toString();
    }
}
