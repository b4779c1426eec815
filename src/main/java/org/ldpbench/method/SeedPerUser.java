package org.ldpbench.method;

/**
 * A local randomizer that releases each user on its own (an external method's {@code randomize},
 * docs/external-methods.md): its release of a sample is its users' releases side by side in record
 * order, user i's computed from user i's record and the i-th number the release draws from its
 * noise stream ({@code nextLong()}, one per user) alone. Why it matters: under this contract the
 * users a neighbour pair leaves unchanged send releases of the same law on both sides, independent
 * of the changed user's, so the pair's privacy loss is the changed user's alone. The end-to-end
 * audit checks the contract exactly on each pair (the sample's release against its users' releases
 * one by one, seed for seed) and then draws only the changed user's releases: a crowd of ten costs
 * one user's draws, which is what makes the audit of a method in a slower language take seconds,
 * not minutes. Nothing is taken on trust: a mechanism that breaks the contract fails the check.
 */
public interface SeedPerUser {}
