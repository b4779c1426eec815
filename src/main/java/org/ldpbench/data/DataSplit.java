package org.ldpbench.data;

import java.util.List;
import java.util.Objects;

/**
 * One replication's data: the public sample (used without restriction), one or more private
 * samples (seen by a method only through privacy mechanisms; several for multi-server transfer,
 * index 0 being the target), and the labelled test set drawn from the target distribution.
 * Every method of a replication receives the same split, which makes paired tests valid.
 *
 * @param publicTrain public sample D^Q (may be empty)
 * @param privateTrain private samples D^P, at least one
 * @param test test sample from the target distribution
 */
public record DataSplit(Dataset publicTrain, List<Dataset> privateTrain, Dataset test) {

    public DataSplit {
        Objects.requireNonNull(publicTrain, "publicTrain");
        Objects.requireNonNull(test, "test");
        privateTrain = List.copyOf(privateTrain);
        if (privateTrain.isEmpty()) {
            throw new IllegalArgumentException("need at least one private sample");
        }
        int d = test.dimension();
        if (publicTrain.dimension() != d || privateTrain.stream().anyMatch(p -> p.dimension() != d)) {
            throw new IllegalArgumentException("public, private and test data must have the same dimension");
        }
    }

    /** The split with a single private sample (the Ma–Yang setting). */
    public static DataSplit of(Dataset publicTrain, Dataset privateTrain, Dataset test) {
        return new DataSplit(publicTrain, List.of(privateTrain), test);
    }

    /** The only private sample. */
    public Dataset privateSample() {
        if (privateTrain.size() != 1) {
            throw new IllegalStateException("this split has " + privateTrain.size() + " private samples");
        }
        return privateTrain.get(0);
    }

    public int dimension() {
        return test.dimension();
    }

    /**
     * SHA-256 of every feature and target of the split, in a fixed order (public, private samples,
     * test). Recorded in run manifests so that a changed generator or file is visible.
     */
    public String sha256() {
        try {
            java.security.MessageDigest digest = java.security.MessageDigest.getInstance("SHA-256");
            java.util.List<Dataset> parts = new java.util.ArrayList<>();
            parts.add(publicTrain);
            parts.addAll(privateTrain);
            parts.add(test);
            for (Dataset part : parts) {
                java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocate(8 * (part.size() * (part.dimension() + 1) + 2));
                buffer.putLong(part.size()).putLong(part.dimension());
                part.features().forEachValue(buffer::putDouble);
                for (int i = 0; i < part.size(); i++) {
                    buffer.putDouble(part.targets().value(i));
                }
                digest.update(buffer.array());
            }
            return java.util.HexFormat.of().formatHex(digest.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
