package org.ldpbench.data.download;

/**
 * An address did not yield a file; {@link #getMessage()} is the reason in a user's words (see
 * {@link DownloadFailure}). Checked, so that every caller decides what a failure means for it.
 */
final class FetchFailed extends Exception {

  private static final long serialVersionUID = 1L;

  FetchFailed(String reason) {
    super(reason);
  }
}
