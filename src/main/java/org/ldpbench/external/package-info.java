/**
 * Methods in any language behind the privacy boundary (issues 19 and 35, docs/external-methods.md):
 * a descriptor ({@code methods/NAME.yaml}) names an executable that speaks the versioned JSON-lines
 * protocol (1: randomized response under local privacy; 2: also Laplace and Gaussian vectors and
 * histograms, central and label privacy); {@link ExternalMethod} is a {@link PrivateMethod} whose
 * mechanism calls the executable's {@code randomize} on the private records inside its release,
 * declares the law the executable's {@code declare} states (tested by the privacy audit like every
 * mechanism's), and whose curator hands the executable's {@code curate} only the releases and
 * public data. Its requests go to persistent worker processes ({@link ExternalWorkers}) that serve
 * many fits and end when idle or with the JVM.
 */
package org.ldpbench.external;

import org.ldpbench.method.PrivateMethod;
