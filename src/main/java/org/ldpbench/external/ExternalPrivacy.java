package org.ldpbench.external;

import org.ldpbench.method.PrivacyModel;
import org.ldpbench.param.Keyword;

/**
 * What an external method's descriptor says about its privacy ({@code privacy:} in {@code
 * methods/<NAME>.yaml}; {@link ExternalDescriptor#privacy()} holds the word), with the model the
 * harness files it under.
 */
enum ExternalPrivacy implements Keyword {
  /** {@code local}: a local randomizer audited by the harness and a curator of its releases. */
  LOCAL(PrivacyModel.LOCAL),
  /** {@code label}: label local DP, each user's label randomized, its features public. */
  LABEL(PrivacyModel.LABEL_LOCAL),
  /** {@code central}: one release of the whole sample. */
  CENTRAL(PrivacyModel.CENTRAL),
  /** {@code none}: the method gets the raw data; whatever privacy it has is its own, unaudited. */
  NONE(PrivacyModel.NONE);

  private final PrivacyModel model;

  ExternalPrivacy(PrivacyModel model) {
    this.model = model;
  }

  /** The privacy model a method of this kind is filed under. */
  PrivacyModel model() {
    return model;
  }

  /** The kind {@code descriptor} declares (the reader accepts no other word). */
  static ExternalPrivacy of(ExternalDescriptor descriptor) {
    return Keyword.parse(ExternalPrivacy.class, descriptor.privacy())
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    descriptor.name() + ": privacy '" + descriptor.privacy() + "'"));
  }
}
