/**
 * The command line ({@code bin/ldpbench}): {@link Main}, which registers every command and maps
 * user errors to one-line messages, and the commands in one package per family ({@code
 * cli.workspace}, {@code cli.experiments}, {@code cli.results}, {@code cli.datasets}, {@code
 * cli.audit}).
 */
package org.ldpbench.cli;
