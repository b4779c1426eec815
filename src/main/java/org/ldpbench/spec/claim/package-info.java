/**
 * Reading a spec's {@code claims:} block: what every claim shares ({@link ClaimSpec}, its quote,
 * location and role {@link ClaimMeta}, the checked entry with the field rules several kinds apply
 * {@link ClaimBlock}) and the reading half of a kind ({@link ClaimReader}). The kinds themselves
 * live in the report layer; {@link ClaimsReader} finds them through {@link SpecKinds}.
 */
package org.ldpbench.spec.claim;

import org.ldpbench.spec.SpecKinds;
