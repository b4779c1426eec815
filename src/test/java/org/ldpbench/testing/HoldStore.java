package org.ldpbench.testing;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.ldpbench.UserError;
import org.ldpbench.store.TrialStore;

/**
 * Test helper run in a child JVM: opens the trial store in directory {@code args[0]} and prints
 * "locked", holds it until its standard input ends, then closes it, prints "released" and exits 0.
 * If the store is refused it prints "refused: MESSAGE" and exits 3.
 */
public final class HoldStore {

  private HoldStore() {}

  public static void main(String[] args) throws Exception {
    TrialStore store;
    try {
      store = TrialStore.open(Path.of(args[0]), List.of("epsilon"), List.of("accuracy"));
    } catch (UserError e) {
      System.out.println("refused: " + e.getMessage());
      System.out.flush();
      System.exit(3);
      return;
    }
    System.out.println("locked");
    System.out.flush();
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
      while (in.readLine() != null) {
        // hold the store until the parent closes our standard input
      }
    }
    store.close();
    System.out.println("released");
    System.out.flush();
  }
}
