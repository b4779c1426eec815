package org.ldpbench.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.ldpbench.data.DataSources;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.Methods;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;

/**
 * The test-only methods and data sources, registered only for the tests that ask for them: specs
 * parsed with {@link #parse} may name {@code TEST-FAILING}, {@code TEST-HANGING}, {@code TEST-KNN},
 * {@code TEST-TWO-SERVER}, {@code test-regression} and {@code test-two-servers}, while the standard
 * registries ({@link Methods#all()}, {@link DataSources#all()}) hold only the real ones, so that
 * the privacy audit and every other test that enumerates them cover exactly the real methods. A
 * child JVM gets a fake the way a user plugs in a method: a service file on its class path ({@link
 * #serviceClassPath}).
 */
public final class Fakes {

  private Fakes() {}

  /** The standard methods and the test-only ones. */
  public static Methods methods() {
    return Methods.standard()
        .with(
            new FailingMethod(),
            new HangingMethod(),
            new KnnRegression(),
            new TwoServerHistogram());
  }

  /** The standard data sources and the test-only ones. */
  public static DataSources sources() {
    return DataSources.standard().with(new ToyRegressionSource(), new TwoServerSource());
  }

  /** Validates spec {@code text} with the fakes registered. */
  public static ExperimentSpec parse(String text, String fileName) {
    return SpecParser.parse(text, fileName, methods(), sources());
  }

  /**
   * Writes {@code META-INF/services/org.ldpbench.method.MethodProvider} naming {@code providers}
   * under {@code directory} and returns the directory, to put on a child JVM's class path.
   */
  @SafeVarargs
  public static Path serviceClassPath(Path directory, Class<? extends MethodProvider>... providers)
      throws IOException {
    Path services = Files.createDirectories(directory.resolve("META-INF/services"));
    // the names read element by element: handing the varargs array itself on would void
    // @SafeVarargs
    List<String> names = new ArrayList<>();
    for (Class<? extends MethodProvider> provider : providers) {
      names.add(provider.getName());
    }
    Files.writeString(
        services.resolve(MethodProvider.class.getName()),
        names.stream().collect(Collectors.joining("\n", "", "\n")));
    return directory;
  }
}
