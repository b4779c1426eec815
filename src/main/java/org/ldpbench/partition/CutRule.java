package org.ldpbench.partition;

/**
 * How a tree partitioner chooses where to cut one cell: the candidates, best first. The
 * {@link TreeGrower} applies the stopping rules and takes the first candidate that passes them.
 * Rules see only the public sample.
 */
interface CutRule {

    /**
     * @param points the public sample
     * @param indices the public points in the cell
     * @param lower the cell's lower corner
     * @param upper the cell's upper corner
     * @return candidate cuts, best first (possibly empty)
     */
    java.util.List<Cut> candidates(PublicPoints points, int[] indices, double[] lower, double[] upper);

    /** Number of candidates the authors' splitters keep out of m: max(1, ⌊(m + 5)/10⌋) (1 for m ≤ 14). */
    static int kept(int m) {
        return Math.max(1, (m + 5) / 10);
    }

    /** The dimensions whose edge is longest (exact equality, as the authors' code). */
    static int[] longestEdges(double[] lower, double[] upper) {
        double longest = 0.0;
        for (int k = 0; k < lower.length; k++) {
            longest = Math.max(longest, upper[k] - lower[k]);
        }
        int[] dims = new int[lower.length];
        int m = 0;
        for (int k = 0; k < lower.length; k++) {
            if (upper[k] - lower[k] == longest) {
                dims[m++] = k;
            }
        }
        return java.util.Arrays.copyOf(dims, m);
    }
}
