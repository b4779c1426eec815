/**
 * Neighbouring private samples, the audit's inputs: families of samples that differ in one user's
 * record or label (extreme, random and adversarial records, piles, the run's own sample; {@link
 * org.ldpbench.audit.neighbour.NeighbourFamilies}), single pairs ({@link
 * org.ldpbench.audit.neighbour.NeighbourPair}, {@link org.ldpbench.audit.neighbour.NeighbourPairs})
 * and the worst-case pairs of the distinguishing layers ({@link
 * org.ldpbench.audit.neighbour.WorstCasePairs}). The audit builds these samples itself; nothing
 * else may.
 */
package org.ldpbench.audit.neighbour;
