/**
 * One external method's executable as a running process ({@link ExternalProcess}): started on the
 * first request and greeted, one JSON line per request and reply within the descriptor's timeout,
 * its stderr kept for the failure lines ({@link StderrFile}), ended with {@code bye} or killed with
 * its children ({@link ProcessShutdown}, {@link ProcessTree}), and a method's hang shared by its
 * processes ({@link ExternalHang}). The pool of processes that serves a method's requests is {@code
 * org.ldpbench.external.ExternalWorkers}.
 */
package org.ldpbench.external.process;
