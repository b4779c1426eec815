/**
 * Where the commands read and write: a researcher's workspace ({@link
 * org.ldpbench.cli.workspace.Workspace}) and the commands that make it and a method's files in it
 * ({@code init}, {@code new method}), the result and figure roots every command resolves ({@link
 * org.ldpbench.cli.workspace.OutputOptions}) and the next command suggested with the same roots
 * ({@link org.ldpbench.cli.workspace.SuggestedCommand}).
 */
package org.ldpbench.cli.workspace;
