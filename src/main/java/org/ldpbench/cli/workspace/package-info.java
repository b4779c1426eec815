/**
 * Where the commands read and write: a researcher's workspace ({@link Workspace}) and the commands
 * that make it and a method's files in it ({@code init}, {@code new method}), the result and figure
 * roots every command resolves ({@link OutputOptions}) and the next command suggested with the same
 * roots ({@link SuggestedCommand}).
 */
package org.ldpbench.cli.workspace;
