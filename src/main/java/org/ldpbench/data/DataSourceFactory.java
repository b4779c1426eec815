package org.ldpbench.data;

import java.util.List;
import java.util.ServiceLoader;
import org.ldpbench.data.real.RawFile;
import org.ldpbench.method.Method;
import org.ldpbench.param.ParameterSet;

/**
 * Makes a {@link DataSource} from validated parameters. One factory per synthetic generator or real
 * data set; found by name through {@link DataSources}. New factories are registered with {@link
 * ServiceLoader} under {@code META-INF/services/org.ldpbench.data.DataSourceFactory}.
 */
public interface DataSourceFactory {

  /** The source's name, description, task, implementation version and parameters, built once. */
  SourceInfo info();

  /** The name used in specs, e.g. {@code ma-yang-2d}. */
  default String name() {
    return info().name();
  }

  /** The source for complete, validated parameters. */
  DataSource create(ParameterSet parameters);

  /**
   * Whether the data at {@code parameters} (complete) has no public sample. By default a source
   * with an {@code nPublic} parameter has none when it is 0; a source for which 0 means something
   * else (the real data's "all public rows") overrides this. Specs with a method that needs public
   * data ({@link Method#needsPublicData()}) are checked against it.
   */
  default boolean emptyPublicSample(ParameterSet parameters) {
    // generic over sources (no typed key of one source): nPublic is the public sample size
    return parameters.asMap().get("nPublic") instanceof Number size && size.intValue() == 0;
  }

  /**
   * The raw data files that {@link #create} would read for these complete parameters, so a command
   * can tell before running whether a spec's data are on this machine (synthetic sources read
   * none).
   */
  default List<RawFile> rawFiles(ParameterSet parameters) {
    return List.of();
  }

  /**
   * The source for complete, validated parameters, with what its creation reads from files (a real
   * data set, read and encoded) remembered in {@code memo}: the data memo of whoever creates the
   * sources (a parsed spec, shared by its plans; a command, shared by its specs), so that a file is
   * read once per command instead of once per sweep point. Sources that read no files ignore it.
   */
  default DataSource create(ParameterSet parameters, Memo memo) {
    return create(parameters);
  }
}
