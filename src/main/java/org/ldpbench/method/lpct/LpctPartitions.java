package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.MemoKey;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Keyword;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.partition.GrowablePartitioner;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.PartitionGrowth;
import org.ldpbench.partition.Partitioner;
import org.ldpbench.partition.QuantileCriterionPartitioner;
import org.ldpbench.partition.RandomMaxEdgePartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;

/**
 * The partition parameters shared by the LPCT family and the partitioner they select (spec/lpct.md
 * §2.2–2.4): {@code splitter} = {@code maxedge} (Algorithm 1, the authors' {@code igmaxedge}) or
 * {@code cart} (criterion reduction on quantile thresholds, the authors' {@code igreduction},
 * "LPCT-CART" in Tables 2–3); LPCT-R's random max-edge has no choice. Every partitioner reads the
 * public sample only.
 */
final class LpctPartitions {

  static final Param<Splitter> SPLITTER = Param.choice("splitter", Splitter.class);
  static final Param<SplitCriterion> CRITERION = Param.choice("criterion", SplitCriterion.class);
  static final Param<Integer> MIN_SAMPLES_SPLIT =
      Param.integer("minSamplesSplit", 0, Integer.MAX_VALUE);
  static final Param<Integer> MIN_SAMPLES_LEAF =
      Param.integer("minSamplesLeaf", 0, Integer.MAX_VALUE);
  static final Param<Boolean> FULL_TREE = Param.bool("fullTree");

  /** The partition rule ({@code splitter:} in a spec). */
  enum Splitter implements Keyword {
    /**
     * {@code maxedge}: the midpoint of the best longest edge (Algorithm 1, spec/lpct.md 2.2-2.3).
     */
    MAXEDGE,
    /**
     * {@code cart}: the best of 10 quantile thresholds per dimension (2.4; Tables 2-3's LPCT-CART).
     */
    CART
  }

  private LpctPartitions() {}

  /**
   * {@code splitter} (unless {@code random}), {@code criterion}, the two sample counts and {@code
   * fullTree}.
   */
  static List<ParameterSpec> parameters(boolean random) {
    List<ParameterSpec> specs = new ArrayList<>();
    if (!random) {
      specs.add(
          SPLITTER.fit(
              Splitter.MAXEDGE,
              "partition rule: maxedge (midpoint of the best longest edge, spec/lpct.md 2.2-2.3) or cart "
                  + "(best of 10 quantile thresholds per dimension, 2.4; Tables 2-3's LPCT-CART)"));
      specs.add(
          CRITERION.fit(
              SplitCriterion.ENTROPY,
              "impurity ranking the candidate cuts (code: entropy; paper text: gini)"));
    }
    specs.add(
        MIN_SAMPLES_SPLIT.fit(
            1, "cells with at most this many public points (or distinct rows) are leaves"));
    specs.add(MIN_SAMPLES_LEAF.fit(1, "each side of a cut needs at least this many public points"));
    specs.add(
        FULL_TREE.fit(
            false,
            "ignore the sample-count rules and cut every cell down to the depth (JMLR Algorithm 1)"));
    return specs;
  }

  /**
   * Deterministic partitions per public sample and rule (max-edge or CART criterion; not random
   * max-edge); immutable.
   */
  static final MemoKey<String, TreePartition> BUILT =
      MemoKey.ofImmutable("LPCT partitions", String::equals, 64);

  /**
   * One growth per public sample and rule, from which every depth is cut ({@link PartitionGrowth}:
   * thread-safe, and what it returns for a depth does not depend on the order depths are asked).
   */
  static final MemoKey<String, PartitionGrowth> GROWTHS =
      MemoKey.ofImmutable("LPCT partition growths", String::equals, 8);

  /**
   * The partition {@link #of} builds on the input's public sample, made once per run, public
   * sample, rule and depth (it depends on nothing else: every eps and every variant of a
   * replication share it), remembered in the input's memo. Every depth of a rule is cut from one
   * growth of its tree to the deepest depth asked so far, which gives exactly the partition {@code
   * of(p, depth).build} gives, at the cost of one tree for a whole depth grid.
   */
  static TreePartition built(
      ParameterSet p, int depth, PublicInput input, RandomGenerator publicRandomness) {
    Dataset publicSample = input.publicSample();
    return input
        .memo()
        .get(
            BUILT,
            publicSample,
            describe(p, depth),
            () ->
                input
                    .memo()
                    .get(
                        GROWTHS,
                        publicSample,
                        describeRule(p),
                        () -> growable(p).growth(publicSample))
                    .atDepth(depth));
  }

  /**
   * Everything the selected deterministic partition depends on besides the public sample, as text.
   */
  static String describe(ParameterSet p, int depth) {
    return describeRule(p) + "|" + depth;
  }

  /** Everything the selected rule's growth depends on besides the public sample, as text. */
  static String describeRule(ParameterSet p) {
    return p.get(SPLITTER).keyword()
        + "|"
        + p.get(CRITERION).keyword()
        + "|"
        + p.get(MIN_SAMPLES_SPLIT)
        + "|"
        + p.get(MIN_SAMPLES_LEAF)
        + "|"
        + p.get(FULL_TREE);
  }

  /** The partitioner the parameters select, at the given depth. */
  static GrowablePartitioner of(ParameterSet p, int depth) {
    SplitCriterion criterion = p.get(CRITERION);
    int minSplit = p.get(MIN_SAMPLES_SPLIT);
    int minLeaf = p.get(MIN_SAMPLES_LEAF);
    boolean full = p.get(FULL_TREE);
    return switch (p.get(SPLITTER)) {
      case MAXEDGE -> new MaxEdgePartitioner(depth, criterion, minSplit, minLeaf, full);
      case CART -> new QuantileCriterionPartitioner(depth, criterion, minSplit, minLeaf, full);
    };
  }

  /** The partitioner the parameters select, for growths (its own depth limit is not used). */
  static GrowablePartitioner growable(ParameterSet p) {
    return of(p, 0);
  }

  /** LPCT-R's random max-edge partitioner at the given depth. */
  static Partitioner randomMaxEdge(ParameterSet p, int depth) {
    return new RandomMaxEdgePartitioner(
        depth, p.get(MIN_SAMPLES_SPLIT), p.get(MIN_SAMPLES_LEAF), p.get(FULL_TREE));
  }
}
