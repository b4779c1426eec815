package org.ldpbench.method;

import java.util.random.RandomGenerator;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;

/**
 * A learning method as the harness sees it (a trainer, in Tribuo's terms). Fitting is split in
 * two so that grids are cheap (DESIGN rule 6):
 * <ol>
 *   <li>{@link #fit} takes the fit-time parameters, draws all privacy noise from the given stream
 *       and returns a {@link Fit} holding the releases;</li>
 *   <li>{@link Fit#model} applies post-processing parameters (those marked so in
 *       {@link #parameters()}, such as LPCT's λ) to those releases without new noise.</li>
 * </ol>
 *
 * <p>A private method must keep the privacy boundary of DESIGN rule 1 inside {@code fit}: private
 * records go only to a local randomizer (or, for central and distributed DP, a curator's
 * mechanism), and what is estimated afterwards is computed from releases and public data only.
 *
 * <p>Implementations are stateless and thread-safe; all randomness comes from the stream passed
 * in. Register new methods through a {@link MethodProvider}.
 */
public interface Method {

    /** The name used in specs, tables and figures, e.g. {@code LPCT}. */
    String name();

    /** One line for {@code ldpbench list}. */
    String description();

    TaskType task();

    PrivacyModel privacyModel();

    /** The parameters the method accepts, with defaults and post-processing flags. */
    ParameterSpace parameters();

    /**
     * The identity of this method's noise stream. Methods that release exactly the same thing
     * (LPCT and LPCT-P read the same leaf sums) return the same id, so that for equal fit
     * parameters they see identical noise and their comparison is paired (common random numbers).
     */
    default String noiseStream() {
        return name();
    }

    /**
     * Runs the privatized part of the method.
     *
     * @param input the data and budgets
     * @param fitParameters complete values of every non-post-processing parameter
     * @param noise the only source of randomness
     */
    Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise);
}
