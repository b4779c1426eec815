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
}
