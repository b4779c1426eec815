package org.ldpbench.method;

import java.util.List;

/**
 * A private method's plan for one fit, made from public input only: one mechanism per private
 * sample (server), and the curator that turns their releases into a {@link Fit}.
 *
 * @param <R> the release type
 */
public interface PrivateProtocol<R extends Release> {

  /** Mechanism j is applied to private sample j; the list has one entry per private sample. */
  List<? extends PrivateMechanism<R>> mechanisms();

  /** The curator: releases (same order as {@link #mechanisms()}) plus public data to a fit. */
  Fit curate(List<R> releases);
}
