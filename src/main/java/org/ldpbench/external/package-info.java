/**
 * Methods in any language behind the privacy boundary (issue 19, docs/external-methods.md): a
 * descriptor ({@code methods/NAME.yaml}) names an executable that speaks the versioned JSON-lines
 * protocol; {@link org.ldpbench.external.ExternalMethod} is a {@link org.ldpbench.method.PrivateMethod}
 * whose mechanism calls the executable's {@code randomize} on each private record inside its release
 * and whose curator hands the executable's {@code curate} only the releases and public data.
 */
package org.ldpbench.external;
