package org.ldpbench.method.cube;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * The cube side h of the histogram-type methods (BB, Zhao et al.'s cube learners), chosen from
 * public metadata only: either the theory's schedule h = c·rate(N, ε, d, β) of the method, with a
 * constant c picked by a pilot (spec §A.4, §D.3), or a fixed h; plus the random public grid shift
 * of spec §D.6.
 */
public final class CubeBandwidth {

    private CubeBandwidth() {
    }

    /** The shared parameters, followed by {@code more}. */
    public static ParameterSpec[] parameters(String theory, ParameterSpec... more) {
        List<ParameterSpec> out = new ArrayList<>(List.of(
                ParameterSpec.fit("bandwidth", ParameterType.choice("theory", "fixed"), "theory",
                        "theory: h = c * " + theory + "; fixed: h as given"),
                ParameterSpec.fit("c", ParameterType.real(0.0, false, 1e6), 1.0, "constant c of the theory schedule"),
                ParameterSpec.fit("h", ParameterType.real(0.0, false, 1.0), 0.1, "cube side when bandwidth: fixed"),
                ParameterSpec.fit("beta", ParameterType.real(0.0, false, 1.0), 1.0,
                        "Hoelder exponent beta assumed by the theory schedule"),
                ParameterSpec.fit("shift", ParameterType.bool(), true,
                        "shift the lattice by a public U[0,h)^d offset (spec D.6)")));
        out.addAll(Arrays.asList(more));
        return out.toArray(ParameterSpec[]::new);
    }

    /** h: c·{@code theoryRate} or the fixed value, capped to [1e-7, 1]. */
    public static double side(ParameterSet p, double theoryRate) {
        double h = p.getString("bandwidth").equals("fixed") ? p.getDouble("h") : p.getDouble("c") * theoryRate;
        return Math.max(1e-7, Math.min(1.0, h));
    }

    /** The lattice of side {@link #side} for this input, shifted as the parameters say. */
    public static CubeLattice lattice(PublicInput input, ParameterSet p, double theoryRate,
            RandomGenerator publicRandomness) {
        return CubeLattice.of(input.dimension(), side(p, theoryRate), p.getBoolean("shift"), publicRandomness);
    }

    /** N of the only private sample, at least 1. */
    public static long n(PublicInput input) {
        return Math.max(1, input.privateSampleSizes().get(0));
    }
}
