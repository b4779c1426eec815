package org.ldpbench.pit;

import java.nio.file.Path;
import org.pitest.mutationtest.build.InterceptorParameters;
import org.pitest.mutationtest.build.MutationInterceptor;
import org.pitest.mutationtest.build.MutationInterceptorFactory;
import org.pitest.plugin.Feature;
import org.pitest.plugin.FeatureParameter;

/**
 * The PIT feature {@code RELEASECHANGING}: with {@code +RELEASECHANGING(list[FILE])}, PIT runs only
 * the mutants listed in FILE (one per line, in the form of {@link MutantKey}), the release-changing
 * mutants that {@code make mutation}'s release pass found. The killing pass needs no other mutant
 * for its score, and a mutant outside that set which the audit does not kill costs every covering
 * audit and golden test; over the whole of {@code method..} and {@code privacy..} those were most
 * of the pass's time. Off unless named: PIT's own runs are unchanged.
 */
public final class ReleaseChangingOnlyFactory implements MutationInterceptorFactory {

  /** The file listing the mutants to keep. */
  static final FeatureParameter LIST =
      FeatureParameter.named("list")
          .withDescription(
              "file listing the mutants to keep, one per line (class, method, descriptor, line, mutator,"
                  + " indexes, blocks; tab-separated)");

  @Override
  public MutationInterceptor createInterceptor(InterceptorParameters params) {
    String file =
        params
            .getString(LIST)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "RELEASECHANGING needs its list: +RELEASECHANGING(list[FILE])"));
    return new ReleaseChangingOnly(MutantKey.readList(Path.of(file)));
  }

  @Override
  public Feature provides() {
    return Feature.named("RELEASECHANGING")
        .withOnByDefault(false)
        .withParameter(LIST)
        .withDescription(
            "Runs only the mutants listed in a file (make mutation's release-changing mutants)");
  }

  @Override
  public String description() {
    return "Keeps only listed mutants (ldpbench make mutation, killing pass)";
  }
}
