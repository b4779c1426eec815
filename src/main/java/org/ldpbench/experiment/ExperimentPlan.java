package org.ldpbench.experiment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.data.DataSource;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * Everything one run of a spec computes, expanded: work units (one replication of one data
 * point, sharing one data draw), fit groups inside them (one release each) and trials inside
 * those (one post-processing configuration each, one row of {@code trials.csv}).
 */
public final class ExperimentPlan {

    private final ExperimentSpec spec;
    private final ExperimentSpec.Profile profile;
    private final int replications;
    private final List<SweepPoint> points;
    private final List<DataPoint> dataPoints;
    private final List<Unit> units;
    private final Map<MethodSpec, List<ParameterSet>> fitConfigurations = new LinkedHashMap<>();
    private final Map<MethodSpec, List<ParameterSet>> postConfigurations = new LinkedHashMap<>();

    private ExperimentPlan(ExperimentSpec spec, ExperimentSpec.Profile profile) {
        this.spec = spec;
        this.profile = profile;
        this.replications = spec.replications(profile);
        this.points = sweepPoints(spec.sweep());
        this.dataPoints = dataPoints(spec, points);
        for (MethodSpec method : spec.methods()) {
            fitConfigurations.put(method, method.fitConfigurations());
            postConfigurations.put(method, method.postConfigurations());
        }
        List<Unit> all = new ArrayList<>();
        // replication-major, so that a run stopped early holds whole early replications
        for (int r = 0; r < replications; r++) {
            for (DataPoint dataPoint : dataPoints) {
                all.add(unit(r, dataPoint));
            }
        }
        this.units = Collections.unmodifiableList(all);
    }

    /** Expands {@code spec} for {@code profile}. */
    public static ExperimentPlan of(ExperimentSpec spec, ExperimentSpec.Profile profile) {
        return new ExperimentPlan(spec, profile);
    }

    public ExperimentSpec spec() {
        return spec;
    }

    public ExperimentSpec.Profile profile() {
        return profile;
    }

    public int replications() {
        return replications;
    }

    /** All sweep points, first axis outermost. */
    public List<SweepPoint> points() {
        return points;
    }

    public List<DataPoint> dataPoints() {
        return dataPoints;
    }

    public List<Unit> units() {
        return units;
    }

    /** Number of trials (rows) planned. */
    public long trialCount() {
        long count = 0;
        for (Unit unit : units) {
            for (FitGroup group : unit.groups()) {
                count += group.trials().size();
            }
        }
        return count;
    }

    private Unit unit(int replication, DataPoint dataPoint) {
        long dataSeed = Seeds.dataSeed(spec.seed(), dataPoint.source().id(), replication);
        List<FitGroup> groups = new ArrayList<>();
        for (SweepPoint point : dataPoint.points()) {
            Double epsilon = point.epsilon();
            PrivacyBudget budget = epsilon == null ? null : PrivacyBudget.pure(epsilon);
            for (MethodSpec method : spec.methods()) {
                List<ParameterSet> posts = postConfigurations.get(method);
                for (ParameterSet fit : fitConfigurations.get(method)) {
                    List<Trial> trials = new ArrayList<>(posts.size());
                    for (ParameterSet post : posts) {
                        ParameterSet all = fit.merge(post);
                        String key = TrialKey.of(spec.version(), spec.seed(), dataPoint.source().id(), replication,
                                method.label(), method.method().name(), all, epsilon);
                        trials.add(new Trial(key, post, all));
                    }
                    long noiseSeed = Seeds.noiseSeed(dataSeed, method.method().noiseStream(), fit, epsilon);
                    groups.add(new FitGroup(method, point, budget, fit, noiseSeed, trials));
                }
            }
        }
        return new Unit(replication, dataPoint, dataSeed, groups);
    }

    private static List<SweepPoint> sweepPoints(List<SweepAxis> axes) {
        List<SweepPoint> out = new ArrayList<>();
        for (Map<String, Object> coordinates : Grids.cartesian(axes)) {
            out.add(new SweepPoint(coordinates));
        }
        return Collections.unmodifiableList(out);
    }

    private static List<DataPoint> dataPoints(ExperimentSpec spec, List<SweepPoint> points) {
        Map<String, DataPoint> byId = new LinkedHashMap<>();
        Map<String, List<SweepPoint>> pointsById = new LinkedHashMap<>();
        Map<String, DataSource> sources = new LinkedHashMap<>();
        for (SweepPoint point : points) {
            Map<String, Object> parameters = new LinkedHashMap<>(spec.dataParameters());
            for (SweepAxis axis : spec.sweep()) {
                if (axis.kind() == SweepAxis.Kind.DATA) {
                    parameters.put(axis.name(), point.get(axis.name()));
                }
            }
            DataSource source = spec.dataFactory().create(spec.dataFactory().parameters().complete(parameters));
            sources.putIfAbsent(source.id(), source);
            pointsById.computeIfAbsent(source.id(), id -> new ArrayList<>()).add(point);
        }
        sources.forEach((id, source) -> byId.put(id, new DataPoint(source, List.copyOf(pointsById.get(id)))));
        return List.copyOf(byId.values());
    }

    /**
     * A data source at one combination of the data axes, with the sweep points that use it
     * (the ε values, when ε is swept).
     */
    public record DataPoint(DataSource source, List<SweepPoint> points) {
    }

    /** One replication of one data point: one data draw shared by all its groups. */
    public record Unit(int replication, DataPoint data, long dataSeed, List<FitGroup> groups) {
    }

    /**
     * One release: a method entry with fit-time parameters at a sweep point.
     *
     * @param budget the budget at this point, null if the spec has no ε axis
     */
    public record FitGroup(MethodSpec method, SweepPoint point, PrivacyBudget budget, ParameterSet fitParameters,
            long noiseSeed, List<Trial> trials) {
    }

    /** One row: a post-processing configuration of a fit group. */
    public record Trial(String key, ParameterSet postParameters, ParameterSet parameters) {
    }
}
