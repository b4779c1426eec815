package org.ldpbench.method.lpct;

/**
 * What one private user sends in LPCT: Ũ = U + (4/ε)ζ and Ṽ = Y·U + (4/ε)ξ, where U is the one-hot
 * indicator of the user's leaf and ζ, ξ are i.i.d. standard Laplace vectors (spec/lpct.md §2.5).
 *
 * @param u noisy leaf indicator, one entry per leaf
 * @param v noisy label-weighted leaf indicator, one entry per leaf
 */
public record UserRelease(double[] u, double[] v) {}
