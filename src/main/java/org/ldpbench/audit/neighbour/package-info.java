/**
 * Neighbouring private samples, the audit's inputs: families of samples that differ in one user's
 * record or label (extreme, random and adversarial records, piles, the run's own sample; {@link
 * NeighbourFamilies}), single pairs ({@link NeighbourPair}, {@link NeighbourPairs}) and the
 * worst-case pairs of the distinguishing layers ({@link WorstCasePairs}). The audit builds these
 * samples itself; nothing else may.
 */
package org.ldpbench.audit.neighbour;
