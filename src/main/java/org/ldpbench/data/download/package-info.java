/**
 * Fetching the raw real-data files of {@code datasets/*.yaml} ({@code ldpbench datasets
 * --download}): HTTP(S) with every failure named (HTTP status, host unreachable, timeout,
 * checksum), zip archives unpacked in Java, and a file kept only when its SHA-256 is the
 * descriptor's. No method or curator ever reaches this package; it runs before any experiment, on
 * the user's command only.
 */
package org.ldpbench.data.download;
