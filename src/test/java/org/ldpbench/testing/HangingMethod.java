package org.ldpbench.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;

/**
 * A test-only method (registered only where a test asks: {@link Fakes}) that predicts labels drawn
 * from its noise stream, so its scores depend on the seed tree like a real method's. In a JVM
 * started with {@code -Dldpbench.test.hangAfterFits=N -Dldpbench.test.hangMarker=FILE}, its fit
 * number N + 1 creates FILE and then hangs (for at most {@link #MAX_HANG_MINUTES}), so that a test
 * can kill a run at a known point instead of racing it. Without the properties it never hangs.
 */
public final class HangingMethod extends TestMethod {

  public static final String NAME = "TEST-HANGING";
  public static final String HANG_AFTER_FITS = "ldpbench.test.hangAfterFits";
  public static final String HANG_MARKER = "ldpbench.test.hangMarker";

  /** Bounds an orphaned child JVM if the test that started it died. */
  public static final int MAX_HANG_MINUTES = 10;

  private static final AtomicInteger FITS = new AtomicInteger();

  public HangingMethod() {
    super(
        MethodInfo.classifier(
            NAME,
            "test only: random labels; hangs after a given number of fits when told to",
            PrivacyModel.NONE));
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
    String hangAfter = System.getProperty(HANG_AFTER_FITS);
    if (hangAfter != null && FITS.incrementAndGet() > Integer.parseInt(hangAfter)) {
      hang(Path.of(System.getProperty(HANG_MARKER)));
    }
    long seed = noise.nextLong();
    return post ->
        points -> {
          SplittableRandom random = new SplittableRandom(seed);
          int[] labels = new int[points.rows()];
          for (int i = 0; i < labels.length; i++) {
            labels[i] = random.nextInt(2);
          }
          return Predictions.ofLabels(labels, Map.of());
        };
  }

  private static void hang(Path marker) {
    try {
      Files.writeString(marker, Long.toString(ProcessHandle.current().pid()));
      Thread.sleep(TimeUnit.MINUTES.toMillis(MAX_HANG_MINUTES));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    throw new IllegalStateException(
        "hung for " + MAX_HANG_MINUTES + " minutes without being killed");
  }
}
