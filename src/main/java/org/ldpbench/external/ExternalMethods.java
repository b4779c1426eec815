package org.ldpbench.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ldpbench.UserError;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/**
 * Registers every external method descriptor ({@code *.yaml}) of the method folders: those named by
 * {@code LDPBENCH_METHODS} (separated by the path separator), or else {@code methods/} in the
 * working directory. A descriptor's command runs in the folder that holds its method folder. A bad
 * descriptor is a {@link UserError} naming the file.
 */
public final class ExternalMethods implements MethodProvider {

  /** The environment variable naming the method folders. */
  public static final String FOLDERS = "LDPBENCH_METHODS";

  @Override
  public List<Method> methods() {
    String env = System.getenv(FOLDERS);
    List<Path> folders = new ArrayList<>();
    if (env != null && !env.isBlank()) {
      for (String folder : env.split(java.io.File.pathSeparator)) {
        if (!folder.isBlank()) {
          Path path = Path.of(folder).toAbsolutePath().normalize();
          if (!Files.isDirectory(path)) {
            throw new UserError(FOLDERS + " names " + folder + ", which is not a folder");
          }
          if (!folders.contains(path)) {
            folders.add(path);
          }
        }
      }
    } else if (Files.isDirectory(Path.of("methods"))) {
      folders.add(Path.of("methods").toAbsolutePath().normalize());
    }
    List<Method> methods = new ArrayList<>();
    for (Path folder : folders) {
      for (Path file : descriptors(folder)) {
        ExternalDescriptor descriptor = ExternalDescriptor.read(file, folder.getParent());
        methods.add(
            descriptor.privacy().equals(ExternalDescriptor.NONE)
                ? new ExternalRawDataMethod(descriptor)
                : new ExternalMethod(descriptor));
      }
    }
    return methods;
  }

  /** The descriptors of {@code folder}, sorted by name. */
  static List<Path> descriptors(Path folder) {
    try (Stream<Path> files = Files.list(folder)) {
      return files.filter(f -> f.getFileName().toString().endsWith(".yaml")).sorted().toList();
    } catch (IOException e) {
      throw new UserError("cannot list the method folder " + folder + ": " + e.getMessage());
    }
  }
}
