package org.ldpbench.golden;

import java.util.List;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.Memo;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.real.RawFile;
import org.ldpbench.param.ParameterSet;

/**
 * A registered data source as if someone had edited its generator: the same name, parameters and
 * version, with one numeric parameter scaled inside (for ma-yang-2d: the sign threshold of η, an
 * edited design constant). What the golden-output check must catch (GoldenCheckTest).
 */
final class EditedDataSource implements DataSourceFactory {

  private final DataSourceFactory original;
  private final String constant;
  private final double factor;

  /**
   * @param original the registered factory
   * @param constant the parameter whose value the edited generator scales
   * @param factor the scale
   */
  EditedDataSource(DataSourceFactory original, String constant, double factor) {
    this.original = original;
    this.constant = constant;
    this.factor = factor;
  }

  @Override
  public SourceInfo info() {
    return original.info();
  }

  @Override
  public DataSource create(ParameterSet parameters) {
    return original.create(parameters.with(constant, parameters.getDouble(constant) * factor));
  }

  @Override
  public DataSource create(ParameterSet parameters, Memo memo) {
    return original.create(
        parameters.with(constant, parameters.getDouble(constant) * factor), memo);
  }

  @Override
  public List<RawFile> rawFiles(ParameterSet parameters) {
    return original.rawFiles(parameters);
  }
}
