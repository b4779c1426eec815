package org.ldpbench.data;

import java.util.random.RandomGenerator;

/**
 * The random streams of one replication's samples (DESIGN rule 4). A data source asks for one
 * stream per sample, naming the sample's role and the coordinates that change that sample only (its
 * distribution, not the other samples' sizes), so that a sweep over n_Q keeps the private and test
 * samples, and a sweep over n_P keeps the public sample. Equal (role, identity) pairs give equal
 * streams within a replication; streams are fresh objects, so sources may consume them.
 */
@FunctionalInterface
public interface SampleStreams {

  /**
   * The stream of one sample.
   *
   * @param role what the sample is, e.g. {@code private}, {@code public}, {@code test}, {@code
   *     server-2}
   * @param identity the parameters that determine this sample's distribution, canonical
   */
  RandomGenerator stream(String role, String identity);
}
