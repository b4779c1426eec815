/**
 * The text of a trial store's lines: the checksum every line ends with ({@link
 * org.ldpbench.store.line.RowChecksum}) and a trial row written without the general formatters
 * ({@link org.ldpbench.store.line.RowText}), byte for byte what they would write.
 */
package org.ldpbench.store.line;
