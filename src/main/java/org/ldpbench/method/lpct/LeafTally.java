package org.ldpbench.method.lpct;

import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.partition.TreePartition;

/** Per-leaf point counts and label sums of a binary-labelled sample. */
final class LeafTally {

    private LeafTally() {
    }

    /** The sample's labels, which LPCT needs to be binary. */
    static ClassLabels binaryLabels(Dataset sample) {
        ClassLabels labels = sample.classLabels();
        if (labels.classes() != 2) {
            throw new IllegalArgumentException("LPCT needs binary labels, got " + labels.classes() + " classes");
        }
        return labels;
    }

    /** Routes every point of {@code sample} through the tree thresholds and tallies its leaf. */
    static LeafSums of(TreePartition partition, Dataset sample) {
        LeafSums exact = RoutingMemo.TALLIES.get(sample, partition, () -> route(partition, sample));
        // a fresh copy: the aggregate randomizer adds its noise in place
        return new LeafSums(exact.su().clone(), exact.sv().clone(), exact.users());
    }

    /** Routes every record of {@code sample}: the exact counts and label sums per leaf. */
    static LeafSums route(TreePartition partition, Dataset sample) {
        ClassLabels labels = binaryLabels(sample);
        org.ldpbench.data.Features x = sample.features();
        int n = labels.size();
        double[] count = new double[partition.leafCount()];
        double[] labelSum = new double[partition.leafCount()];
        for (int i = 0; i < n; i++) {
            int leaf = partition.cellOf(x, i);
            count[leaf] += 1.0;
            labelSum[leaf] += labels.label(i);
        }
        return new LeafSums(count, labelSum, n);
    }
}
