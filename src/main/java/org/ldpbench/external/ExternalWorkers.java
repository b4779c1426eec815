package org.ldpbench.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.ldpbench.external.process.ExternalHang;
import org.ldpbench.external.process.ExternalProcess;

/**
 * The persistent workers of one private external method (docs/external-methods.md, "Lifecycle"):
 * the processes that serve all its requests. Why: starting an interpreter per fit made a spec of
 * hundreds of fit groups, and an audit that builds a method's protocol thousands of times, spend
 * minutes on start-ups; every request of a private method is self-contained (its seeds, parameters
 * and data travel with it), so any worker can answer any request, of any fit group, audit draw or
 * curate, and a worker keeps nothing between requests.
 *
 * <p>Lifecycle:
 *
 * <ol>
 *   <li><b>start</b>: a request that finds no idle worker starts one, unless {@link
 *       ExternalDescriptor#workers()} are alive (then it waits for one to be free);
 *   <li><b>handshake</b>: {@code hello} with the descriptor's protocol version, which the reply
 *       must repeat ({@link ExternalProcess});
 *   <li><b>requests</b>: one at a time per worker, each bounded by the descriptor's {@link
 *       ExternalTimeout}; after a timeout the method's later requests are refused at once ({@link
 *       ExternalHang});
 *   <li><b>a crash</b> (the process ends or its pipe breaks) drops the worker, and the request is
 *       sent once more to a newly started one; if that one ends too, the request fails with one
 *       line naming the method and the request. A timeout or a reply that breaks the protocol drops
 *       the worker and fails the request at once; an {@code error} reply fails the request and the
 *       worker serves on;
 *   <li><b>shutdown</b>: a worker idle for {@link #IDLE} is sent {@code bye} and ends, so no
 *       process outlives its use by more than that; those still alive when the JVM exits end then
 *       (a shutdown hook, held only while a worker is alive: {@code bye} to the idle ones, killed
 *       with their children if they have not ended a second later, and a kill at once to one busy
 *       with a request).
 * </ol>
 *
 * Thread-safe. The pool belongs to one method object; its processes are the only state it holds.
 */
final class ExternalWorkers implements AutoCloseable {

  /** How long a worker may stay idle before it is ended. */
  static final Duration IDLE = Duration.ofSeconds(5);

  private final ExternalDescriptor descriptor;
  private final ExternalHang hang;
  private final Duration idleLimit;

  /**
   * Idle workers, the most recently used first (so that a worker not needed any more idles out).
   */
  private final Deque<ExternalProcess> idle = new ArrayDeque<>();

  /** When each idle worker became idle ({@link System#nanoTime()}). */
  private final IdentityHashMap<ExternalProcess, Long> idleSince = new IdentityHashMap<>();

  /** Every worker alive, idle or busy. */
  private final List<ExternalProcess> alive = new ArrayList<>();

  private int started;
  private boolean closed;

  /** The shutdown hook, registered while a worker is alive. */
  private Thread hook;

  private ScheduledThreadPoolExecutor reaper;

  /** The sweep that ends idle workers, scheduled while a worker is alive. */
  private ScheduledFuture<?> sweep;

  private ExecutorService lanes;

  ExternalWorkers(ExternalDescriptor descriptor, ExternalHang hang) {
    this(descriptor, hang, IDLE);
  }

  /** Workers that end after {@code idleLimit} without a request (tests use a short one). */
  ExternalWorkers(ExternalDescriptor descriptor, ExternalHang hang, Duration idleLimit) {
    this.descriptor = descriptor;
    this.hang = hang;
    this.idleLimit = idleLimit;
  }

  /** A new request object with {@code op} set. */
  static ObjectNode request(String op) {
    return JsonNodeFactory.instance.objectNode().put("op", op);
  }

  /**
   * Sends {@code request} to a worker and returns its reply. A worker that ended without a reply is
   * replaced and the request sent once more to a new one; any other failure is thrown as the worker
   * threw it.
   */
  JsonNode call(ObjectNode request) {
    ExternalProcess worker = borrow(false);
    try {
      return worker.call(request);
    } catch (ExternalMethodException e) {
      if (e.conversation() != ExternalMethodException.Conversation.ENDED) {
        throw e;
      }
    } finally {
      giveBack(worker);
    }
    ExternalProcess fresh = borrow(true);
    try {
      return fresh.call(request);
    } catch (ExternalMethodException again) {
      if (again.conversation() == ExternalMethodException.Conversation.ENDED) {
        throw new ExternalMethodException(
            again.getMessage() + " (a new worker was started for the request" + " and ended too)",
            ExternalMethodException.Conversation.BROKEN);
      }
      throw again;
    } finally {
      giveBack(fresh);
    }
  }

  /**
   * Runs {@code task} for 0..count−1 on at most {@link ExternalDescriptor#workers()} threads at
   * once (each task sends its own requests, so the workers answer them side by side), and returns
   * when all have ended; the failure of the lowest-numbered failed task is thrown. Tasks fill slots
   * of their own, so the result does not depend on the order the workers answer in.
   */
  void each(int count, IntConsumer task) {
    int width = Math.min(count, descriptor.workers());
    if (width <= 1) {
      for (int i = 0; i < count; i++) {
        task.accept(i);
      }
      return;
    }
    RuntimeException[] failures = new RuntimeException[count];
    AtomicInteger next = new AtomicInteger();
    Runnable lane =
        () -> {
          for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
            try {
              task.accept(i);
            } catch (RuntimeException failure) {
              failures[i] = failure;
            }
          }
        };
    List<Future<?>> running = new ArrayList<>();
    ExecutorService executor = lanes();
    for (int l = 1; l < width; l++) {
      running.add(executor.submit(lane));
    }
    lane.run();
    try {
      for (Future<?> f : running) {
        f.get();
      }
    } catch (InterruptedException e) {
      running.forEach(f -> f.cancel(true));
      Thread.currentThread().interrupt();
      throw new ExternalMethodException(
          descriptor.name() + ": interrupted while its workers answered");
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
    for (RuntimeException failure : failures) {
      if (failure != null) {
        throw failure;
      }
    }
  }

  /** How many worker processes this pool has started (for tests: many fits, few processes). */
  synchronized int started() {
    return started;
  }

  /** How many worker processes are alive now, idle or busy. */
  synchronized int alive() {
    return alive.size();
  }

  /** The process ids of the workers alive now (for tests: that they end). */
  synchronized List<Long> pids() {
    return alive.stream().map(ExternalProcess::pid).filter(pid -> pid > 0).toList();
  }

  /**
   * An idle worker, or a new one if fewer than the limit are alive, else waits for one; with {@code
   * fresh}, always a new one (waiting for room if needed).
   */
  private synchronized ExternalProcess borrow(boolean fresh) {
    while (true) {
      if (closed) {
        throw new ExternalMethodException(descriptor.name() + ": not sent, the program is ending");
      }
      if (!fresh && !idle.isEmpty()) {
        ExternalProcess worker = idle.pop();
        idleSince.remove(worker);
        return worker;
      }
      if (alive.size() < descriptor.workers()) {
        ExternalProcess worker = new ExternalProcess(descriptor, hang);
        alive.add(worker);
        started++;
        if (hook == null) {
          hook = new Thread(this::end, "ldpbench-external-end-" + descriptor.name());
          Runtime.getRuntime().addShutdownHook(hook);
          long period = Math.max(1, idleLimit.toMillis() / 5);
          sweep =
              reaper().scheduleWithFixedDelay(this::sweep, period, period, TimeUnit.MILLISECONDS);
        }
        return worker;
      }
      if (fresh && !idle.isEmpty()) { // make room: end the least recently used idle worker
        ExternalProcess oldest = idle.removeLast();
        idleSince.remove(oldest);
        alive.remove(oldest);
        oldest.close(0); // idle: bye, then killed at once with its children
        continue;
      }
      try {
        wait();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ExternalMethodException(
            descriptor.name() + ": interrupted while waiting for a worker");
      }
    }
  }

  private void giveBack(ExternalProcess worker) {
    boolean drop;
    synchronized (this) {
      drop = worker.broken() || closed;
      if (drop) {
        alive.remove(worker);
        releaseHookIfNone();
      } else {
        idle.push(worker);
        idleSince.put(worker, System.nanoTime());
      }
      notifyAll();
    }
    if (drop) {
      worker.close();
    }
  }

  /** Ends the workers idle for the idle limit ({@link #IDLE}) or longer. */
  private void sweep() {
    List<ExternalProcess> expired = new ArrayList<>();
    synchronized (this) {
      long now = System.nanoTime();
      for (ExternalProcess worker : idle) {
        if (now - idleSince.get(worker) >= idleLimit.toNanos()) {
          expired.add(worker);
        }
      }
      for (ExternalProcess worker : expired) {
        idle.remove(worker);
        idleSince.remove(worker);
        alive.remove(worker);
      }
      releaseHookIfNone();
      notifyAll();
    }
    expired.forEach(ExternalProcess::close);
  }

  /** With no worker alive: no shutdown hook and no sweep (the sweep's thread then ends too). */
  private void releaseHookIfNone() {
    if (alive.isEmpty() && hook != null) {
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException exiting) {
        // the JVM is exiting: the hook runs (or ran) anyway
      }
      hook = null;
      sweep.cancel(false);
      sweep = null;
    }
  }

  private ScheduledThreadPoolExecutor reaper() {
    if (reaper == null) {
      reaper = new ScheduledThreadPoolExecutor(1, daemons("ldpbench-external-idle-"));
      reaper.setKeepAliveTime(1, TimeUnit.SECONDS);
      reaper.allowCoreThreadTimeOut(true);
      reaper.setRemoveOnCancelPolicy(true);
    }
    return reaper;
  }

  private synchronized ExecutorService lanes() {
    if (lanes == null) {
      lanes = Executors.newCachedThreadPool(daemons("ldpbench-external-lane-"));
    }
    return lanes;
  }

  private ThreadFactory daemons(String prefix) {
    return runnable -> {
      Thread thread = new Thread(runnable, prefix + descriptor.name());
      thread.setDaemon(true);
      return thread;
    };
  }

  /** The shutdown hook's work: {@code bye} to the idle workers, a kill to the busy ones. */
  private void end() {
    List<ExternalProcess> idleOnes;
    List<ExternalProcess> busyOnes;
    synchronized (this) {
      closed = true;
      idleOnes = new ArrayList<>(idle);
      busyOnes = new ArrayList<>(alive);
      busyOnes.removeAll(idleOnes);
      idle.clear();
      idleSince.clear();
      alive.clear();
      hook = null;
      if (sweep != null) {
        sweep.cancel(false);
        sweep = null;
      }
      notifyAll();
    }
    busyOnes.forEach(ExternalProcess::kill);
    idleOnes.forEach(worker -> worker.close(EXIT_PATIENCE_MILLIS));
  }

  /**
   * How long an idle worker may take to end after {@code bye} when the program ends, before it is
   * killed.
   */
  static final long EXIT_PATIENCE_MILLIS = 1_000;

  /** Ends every worker now (as at exit) and refuses later requests; idempotent. */
  @Override
  public void close() {
    synchronized (this) {
      if (hook != null) {
        try {
          Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException exiting) {
          // the hook runs anyway
        }
      }
    }
    end();
  }
}
