package org.ldpbench.experiment;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.ldpbench.param.ParameterSet;

/**
 * The seed tree of DESIGN rule 4. Each trial gets two independent streams:
 * <ul>
 *   <li>the <b>data seed</b> depends on (experiment seed, data source id, replication) only, where
 *       the data source id includes every data parameter (so data-changing sweep points such as n_P
 *       get their own data) but not ε or the method: every method of a replication, at every ε,
 *       sees the same split, which pairs them for the Wilcoxon test;</li>
 *   <li>the <b>noise seed</b> adds the method's noise stream, its fit-time parameters and ε; post-
 *       processing parameters (λ) are not part of it, so a λ sweep reuses one release.</li>
 * </ul>
 * Seeds are SHA-256 digests of the path in the tree, so they are the same on every machine and
 * for every thread count.
 */
public final class Seeds {

    private Seeds() {
    }

    /** The seed of the replication's data. */
    public static long dataSeed(long experimentSeed, String dataSourceId, int replication) {
        return derive(experimentSeed, "data", dataSourceId, "replication=" + replication);
    }

    /** The seed of a method's privacy noise in one replication. */
    public static long noiseSeed(long dataSeed, String noiseStream, ParameterSet fitParameters, Double epsilon) {
        return derive(dataSeed, "noise", noiseStream, fitParameters.canonical(),
                "epsilon=" + (epsilon == null ? "none" : ParameterSet.format(epsilon)));
    }

    /** A child seed of {@code parent} named by {@code path}. */
    public static long derive(long parent, String... path) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(ByteBuffer.allocate(Long.BYTES).putLong(parent).array());
            for (String part : path) {
                digest.update((byte) 0);
                digest.update(part.getBytes(StandardCharsets.UTF_8));
            }
            return ByteBuffer.wrap(digest.digest()).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
