package org.ldpbench.experiment;

import java.util.List;
import java.util.Set;

/**
 * How to draw an experiment's figure: x is a sweep axis, y the best-over-grid mean accuracy of
 * each method; other sweep axes (if any) split each method into several curves.
 *
 * @param title figure title (defaults to the spec title)
 * @param x the sweep axis on the x axis
 * @param xAxis {@code category} (evenly spaced values, as the papers draw ε), {@code linear} or {@code log}
 * @param xLabel x-axis label
 * @param yLabel y-axis label
 * @param yMin lower y limit, NaN for automatic
 * @param yMax upper y limit, NaN for automatic
 * @param errorBars {@code se}, {@code sd} or {@code none}
 * @param references horizontal reference lines the data source can provide ({@code bayes})
 * @param dashed method labels drawn dashed (references such as the non-private LPCT-NP)
 */
public record FigureSpec(String title, String x, String xAxis, String xLabel, String yLabel, double yMin,
        double yMax, String errorBars, List<String> references, Set<String> dashed) {

    public FigureSpec {
        references = List.copyOf(references);
        dashed = Set.copyOf(dashed);
    }
}
