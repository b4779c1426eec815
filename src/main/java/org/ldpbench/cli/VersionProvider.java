package org.ldpbench.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/** Reads the version filled in by the build. */
final class VersionProvider implements CommandLine.IVersionProvider {

  @Override
  public String[] getVersion() throws IOException {
    Properties properties = new Properties();
    try (InputStream in =
        VersionProvider.class.getResourceAsStream("/org/ldpbench/build.properties")) {
      if (in != null) {
        properties.load(in);
      }
    }
    return new String[] {"ldpbench " + properties.getProperty("ldpbench.version", "unknown")};
  }
}
