/**
 * Reading a spec's {@code claims:} block: what every claim shares ({@link
 * org.ldpbench.spec.claim.ClaimSpec}, its quote, location and role {@link
 * org.ldpbench.spec.claim.ClaimMeta}, the checked entry with the field rules several kinds apply
 * {@link org.ldpbench.spec.claim.ClaimBlock}) and the reading half of a kind ({@link
 * org.ldpbench.spec.claim.ClaimReader}). The kinds themselves live in the report layer; {@link
 * org.ldpbench.spec.claim.ClaimsReader} finds them through {@link org.ldpbench.spec.SpecKinds}.
 */
package org.ldpbench.spec.claim;
