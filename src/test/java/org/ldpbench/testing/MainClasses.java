package org.ldpbench.testing;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The compiled main classes of {@code org.ldpbench} as ArchUnit sees them, imported once per test
 * JVM and shared by every architecture test (ArchitectureTest, StaticStateArchitectureTest,
 * SideChannelArchitectureTest). One import of the ~700 classes, with their JDK and library
 * dependencies resolved from the class path, costs several seconds of CPU; importing them once
 * instead of once per test class (and not importing the test classes with them) is what lets the
 * package rules run in {@code make test-fast}. {@link JavaClasses} is immutable, so sharing it
 * shares no mutable state between tests.
 */
public final class MainClasses {

  private MainClasses() {}

  /** The main classes, imported on first use. */
  public static JavaClasses get() {
    return Holder.CLASSES;
  }

  /** Initialized by the JVM on first access, once, thread-safely. */
  private static final class Holder {
    static final JavaClasses CLASSES =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.ldpbench");
  }
}
