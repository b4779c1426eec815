package org.ldpbench;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The ways out of a method other than its release and its model (issue 32, item 5; DESIGN rule 1),
 * as ArchUnit conditions on compiled classes: a class that uses one could hand private data from a
 * mechanism to a curator (or to another fit) without going through the release, where no audit
 * layer sees it. Each kind is a list of JDK classes (any dependency on them: a call, a field, a
 * parameter, a subclass) and of JDK members (calls and method references), so that a violation
 * names the class, the member and the line:
 *
 * <ul>
 *   <li>System properties: {@code
 *       System.getProperty/setProperty/getProperties/setProperties/clearProperty}, and {@code
 *       Integer.getInteger}, {@code Long.getLong}, {@code Boolean.getBoolean}, which read them;
 *   <li>the environment and processes: {@code System.getenv}, {@code ProcessBuilder}, {@code
 *       Process}, {@code ProcessHandle}, {@code Runtime.exec}, native libraries ({@code
 *       System/Runtime.load*});
 *   <li>files and the network: {@code java.io.File*}, {@code RandomAccessFile}, {@code
 *       java.nio.file}, {@code java.nio.channels}, {@code java.net}, {@code javax.net}, {@code
 *       java.rmi}, {@code java.sql}, {@code java.util.prefs} (persistent preferences), class-path
 *       resources ({@code getResource*});
 *   <li>reflection: {@code java.lang.reflect}, {@code java.lang.invoke} (method and var handles),
 *       {@code java.beans}, {@code sun.misc} ({@code Unsafe}), {@code jdk.internal}, {@code
 *       ClassLoader}, {@code Class.forName}, {@code Class.getDeclared*}, {@code getField*}, {@code
 *       getMethod*}, {@code getConstructor*}, {@code getRecordComponents}, {@code newInstance},
 *       {@code getClassLoader}. Not {@code ServiceLoader}: the method registry ({@code Methods})
 *       finds the method providers with it; it makes new provider instances and reaches no field or
 *       member of any object, so it carries nothing from a mechanism to a curator;
 *   <li>thread-locals: {@code ThreadLocal}, {@code InheritableThreadLocal} (the mechanism and the
 *       curator of a fit run on the same thread);
 *   <li>threads ({@link #THREADS}, a rule of its own): {@code Thread}, executors, fork-join pools,
 *       completable futures, timers, parallel streams: a thread a mechanism starts outlives its
 *       release call and the {@code RecordAccess} guard, which is per thread.
 * </ul>
 *
 * Mutable static state, the remaining channel, is {@code StaticStateArchitectureTest}'s rule.
 */
final class SideChannels {

  /**
   * A kind of side channel: the JDK classes (a name ending in '.' is a package and its subpackages;
   * other names match the class and its nested classes) and the members ("Owner.member", matching
   * every member whose name starts so: {@code getDeclared} matches {@code getDeclaredFields}) it
   * consists of.
   */
  record Kind(String name, List<String> classes, List<String> members) {}

  static final Kind PROPERTIES =
      new Kind(
          "a System property",
          List.of(),
          List.of(
              "java.lang.System.getProperty",
              "java.lang.System.setProperty",
              "java.lang.System.getProperties",
              "java.lang.System.setProperties",
              "java.lang.System.clearProperty",
              "java.lang.Integer.getInteger",
              "java.lang.Long.getLong",
              "java.lang.Boolean.getBoolean"));

  static final Kind ENVIRONMENT =
      new Kind(
          "the environment or a process",
          List.of("java.lang.ProcessBuilder", "java.lang.Process", "java.lang.ProcessHandle"),
          List.of(
              "java.lang.System.getenv",
              "java.lang.Runtime.exec",
              "java.lang.System.load",
              "java.lang.Runtime.load"));

  static final Kind FILES =
      new Kind(
          "files or the network",
          List.of(
              "java.io.File",
              "java.io.FileInputStream",
              "java.io.FileOutputStream",
              "java.io.FileReader",
              "java.io.FileWriter",
              "java.io.FileDescriptor",
              "java.io.RandomAccessFile",
              "java.nio.file.",
              "java.nio.channels.",
              "java.net.",
              "javax.net.",
              "java.rmi.",
              "java.sql.",
              "java.util.prefs."),
          List.of("java.lang.Class.getResource", "java.lang.Module.getResource"));

  static final Kind REFLECTION =
      new Kind(
          "reflection",
          List.of(
              "java.lang.reflect.",
              "java.lang.invoke.",
              "java.beans.",
              "sun.misc.",
              "jdk.internal.",
              "java.lang.ClassLoader"),
          List.of(
              "java.lang.Class.forName",
              "java.lang.Class.getDeclared",
              "java.lang.Class.getField",
              "java.lang.Class.getMethod",
              "java.lang.Class.getConstructor",
              "java.lang.Class.getRecordComponents",
              "java.lang.Class.newInstance",
              "java.lang.Class.getClassLoader"));

  static final Kind THREAD_LOCALS =
      new Kind(
          "a thread-local",
          List.of("java.lang.ThreadLocal", "java.lang.InheritableThreadLocal"),
          List.of());

  static final Kind THREADS =
      new Kind(
          "a thread",
          List.of(
              "java.lang.Thread",
              "java.util.concurrent.Executor",
              "java.util.concurrent.ExecutorService",
              "java.util.concurrent.Executors",
              "java.util.concurrent.ScheduledExecutorService",
              "java.util.concurrent.ThreadPoolExecutor",
              "java.util.concurrent.ScheduledThreadPoolExecutor",
              "java.util.concurrent.ForkJoinPool",
              "java.util.concurrent.ForkJoinTask",
              "java.util.concurrent.CompletableFuture",
              "java.util.Timer"),
          List.of("java.util.Collection.parallelStream", "java.util.stream.BaseStream.parallel"));

  /** Every kind but threads. */
  static final List<Kind> CHANNELS =
      List.of(PROPERTIES, ENVIRONMENT, FILES, REFLECTION, THREAD_LOCALS);

  private SideChannels() {}

  /** The condition "use none of {@code kinds}", reporting every use with its line. */
  static ArchCondition<JavaClass> useNoneOf(List<Kind> kinds) {
    return new ArchCondition<>(
        "use no side channel ("
            + String.join(", ", kinds.stream().map(Kind::name).toList())
            + ")") {
      @Override
      public void check(JavaClass javaClass, ConditionEvents events) {
        for (Dependency dependency : javaClass.getDirectDependenciesFromSelf()) {
          JavaClass target = dependency.getTargetClass().getBaseComponentType();
          for (Kind kind : kinds) {
            if (matches(target.getName(), kind.classes())) {
              events.add(
                  SimpleConditionEvent.violated(
                      dependency, dependency.getDescription() + ": " + kind.name()));
            }
          }
        }
        for (JavaAccess<?> access : javaClass.getAccessesFromSelf()) {
          for (Kind kind : kinds) {
            if (matchesMember(access, kind.members())) {
              events.add(
                  SimpleConditionEvent.violated(
                      access, access.getDescription() + ": " + kind.name()));
            }
          }
        }
      }
    };
  }

  /**
   * Whether class {@code name} is one of {@code classes}: equal, nested in one, or in a listed
   * package.
   */
  static boolean matches(String name, List<String> classes) {
    for (String listed : classes) {
      if (listed.endsWith(".")
          ? name.startsWith(listed)
          : name.equals(listed) || name.startsWith(listed + "$")) {
        return true;
      }
    }
    return false;
  }

  /** Whether member {@code name} ("Owner.member") starts with one of {@code members}. */
  private static boolean matchesMemberName(String name, List<String> members) {
    for (String member : members) {
      if (name.startsWith(member)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code access} reaches a listed member: "Owner.member" prefixes, the owner being the
   * called class or any of its supertypes (so {@code list.parallelStream()} on an ArrayList
   * counts).
   */
  private static boolean matchesMember(JavaAccess<?> access, List<String> members) {
    if (members.isEmpty()) {
      return false;
    }
    JavaClass owner = access.getTargetOwner();
    Set<JavaClass> owners = new LinkedHashSet<>();
    owners.add(owner);
    owners.addAll(owner.getAllRawSuperclasses());
    owners.addAll(owner.getAllRawInterfaces());
    for (JavaClass type : owners) {
      if (matchesMemberName(type.getName() + "." + access.getName(), members)) {
        return true;
      }
    }
    return false;
  }
}
