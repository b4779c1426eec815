package org.ldpbench.pit;

import java.util.Collection;
import java.util.Set;
import java.util.stream.Collectors;
import org.pitest.bytecode.analysis.ClassTree;
import org.pitest.mutationtest.build.InterceptorType;
import org.pitest.mutationtest.build.MutationInterceptor;
import org.pitest.mutationtest.engine.Mutater;
import org.pitest.mutationtest.engine.MutationDetails;

/** Drops every mutant whose {@link MutantKey} is not in the list it was made with. */
final class ReleaseChangingOnly implements MutationInterceptor {

  private final Set<String> keep;

  ReleaseChangingOnly(Set<String> keep) {
    this.keep = Set.copyOf(keep);
  }

  @Override
  public InterceptorType type() {
    return InterceptorType.FILTER;
  }

  @Override
  public void begin(ClassTree clazz) {}

  @Override
  public Collection<MutationDetails> intercept(
      Collection<MutationDetails> mutations, Mutater mutater) {
    return mutations.stream()
        .filter(m -> keep.contains(MutantKey.of(m)))
        .collect(Collectors.toList());
  }

  @Override
  public void end() {}
}
