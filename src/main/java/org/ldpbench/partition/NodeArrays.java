package org.ldpbench.partition;

import java.util.Arrays;

/** Growable node storage used while a {@link TreePartition} is built. */
final class NodeArrays {

    private final int d;
    private int size;
    private int leaves;
    private int[] splitDimension = new int[16];
    private double[] threshold = new double[16];
    private int[] left = new int[16];
    private int[] right = new int[16];
    private int[] parent = new int[16];
    private int[] depth = new int[16];
    private int[] leafIndex = new int[16];
    private int[] leafNode = new int[16];
    private double[] lower;
    private double[] upper;

    NodeArrays(int d) {
        this.d = d;
        this.lower = new double[16 * d];
        this.upper = new double[16 * d];
    }

    /** Adds a node (not yet leaf or inner) and returns its index. */
    int add(int parentNode, int nodeDepth, double[] lo, double[] hi) {
        if (size == splitDimension.length) {
            int capacity = 2 * size;
            splitDimension = Arrays.copyOf(splitDimension, capacity);
            threshold = Arrays.copyOf(threshold, capacity);
            left = Arrays.copyOf(left, capacity);
            right = Arrays.copyOf(right, capacity);
            parent = Arrays.copyOf(parent, capacity);
            depth = Arrays.copyOf(depth, capacity);
            leafIndex = Arrays.copyOf(leafIndex, capacity);
            lower = Arrays.copyOf(lower, capacity * d);
            upper = Arrays.copyOf(upper, capacity * d);
        }
        int node = size++;
        splitDimension[node] = -1;
        left[node] = -1;
        right[node] = -1;
        parent[node] = parentNode;
        depth[node] = nodeDepth;
        leafIndex[node] = -1;
        System.arraycopy(lo, 0, lower, node * d, d);
        System.arraycopy(hi, 0, upper, node * d, d);
        return node;
    }

    void makeLeaf(int node) {
        if (leaves == leafNode.length) {
            leafNode = Arrays.copyOf(leafNode, 2 * leaves);
        }
        leafIndex[node] = leaves;
        leafNode[leaves++] = node;
    }

    void makeInner(int node, int dimension, double cut, int leftNode, int rightNode) {
        splitDimension[node] = dimension;
        threshold[node] = cut;
        left[node] = leftNode;
        right[node] = rightNode;
    }

    int depth(int node) {
        return depth[node];
    }

    double[] lower(int node) {
        return Arrays.copyOfRange(lower, node * d, node * d + d);
    }

    double[] upper(int node) {
        return Arrays.copyOfRange(upper, node * d, node * d + d);
    }

    TreePartition toPartition() {
        return new TreePartition(d, Arrays.copyOf(splitDimension, size), Arrays.copyOf(threshold, size),
                Arrays.copyOf(left, size), Arrays.copyOf(right, size), Arrays.copyOf(parent, size),
                Arrays.copyOf(depth, size), Arrays.copyOf(leafIndex, size), Arrays.copyOf(leafNode, leaves),
                Arrays.copyOf(lower, size * d), Arrays.copyOf(upper, size * d));
    }
}
