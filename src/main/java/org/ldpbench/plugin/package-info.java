/**
 * Loading plugins safely: every provider of a service (methods, data sources) is loaded from the
 * class path one by one, and one that cannot be loaded, whose constructor throws, or whose
 * contributions cannot describe themselves becomes a one-line {@link PluginProblem} naming its jar
 * and class, while every other provider still registers. A leaf: it imports nothing else of
 * ldpbench.
 */
package org.ldpbench.plugin;
