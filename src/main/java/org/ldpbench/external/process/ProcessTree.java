package org.ldpbench.external.process;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Ends an external method's process and every process it started. Why the children too: a command
 * such as {@code sh -c "python3 m.py"}, or a method that forks workers, leaves processes holding
 * the pipes; killing only the first one would leave them running and a read of its reply waiting.
 * The descendants are listed before anything is killed: once their parent is gone they are
 * re-parented and no longer found under it.
 */
final class ProcessTree {

  private ProcessTree() {}

  /**
   * Kills {@code process} and its descendants at once and waits (briefly) until the process has
   * ended.
   */
  static void kill(Process process) {
    List<ProcessHandle> descendants = process.descendants().toList();
    process.destroyForcibly();
    descendants.forEach(ProcessHandle::destroyForcibly);
    try {
      process.waitFor(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
