package org.ldpbench.data.download;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.NoRouteToHostException;
import java.net.ProxySelector;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;
import javax.net.ssl.SSLException;

/**
 * Fetches one address into a file with the JDK's HTTP client (redirects followed), and turns every
 * way it can fail into a one-line reason: {@code HTTP 404}, {@code host unreachable: cannot resolve
 * example.org}, {@code host unreachable: connection refused}, {@code no connection within 10 s},
 * {@code no response within 60 s}, {@code TLS handshake failed: ...}. Honours {@code https_proxy}
 * and {@code http_proxy} (as curl does), since the JDK's client reads no proxy from the
 * environment.
 */
final class HttpFetch {

  /** How long a connection may take to open. */
  static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

  /** How long the response headers may take to arrive once connected. */
  static final Duration RESPONSE_TIMEOUT = Duration.ofSeconds(60);

  private final HttpClient client;

  HttpFetch(Map<String, String> environment) {
    HttpClient.Builder builder =
        HttpClient.newBuilder()
            .connectTimeout(CONNECT_TIMEOUT)
            .followRedirects(HttpClient.Redirect.NORMAL);
    InetSocketAddress proxy = proxy(environment);
    if (proxy != null) {
      builder.proxy(ProxySelector.of(proxy));
    }
    this.client = builder.build();
  }

  /**
   * The proxy named by {@code https_proxy}/{@code HTTPS_PROXY}/{@code http_proxy}/{@code
   * HTTP_PROXY}, or null.
   */
  static InetSocketAddress proxy(Map<String, String> environment) {
    for (String name : new String[] {"https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"}) {
      String value = environment.get(name);
      if (value == null || value.isBlank()) {
        continue;
      }
      try {
        URI uri = URI.create(value.contains("://") ? value.strip() : "http://" + value.strip());
        if (uri.getHost() != null) {
          return InetSocketAddress.createUnresolved(
              uri.getHost(), uri.getPort() > 0 ? uri.getPort() : 80);
        }
      } catch (IllegalArgumentException e) {
        // not an address: ignored, as curl would refuse it too
      }
    }
    return null;
  }

  /** Fetches {@code address} into {@code target} (replaced) and returns the bytes written. */
  long fetch(String address, Path target) throws FetchFailed, InterruptedException {
    URI uri;
    try {
      uri = URI.create(address);
    } catch (IllegalArgumentException e) {
      throw new FetchFailed("not a valid address: " + e.getMessage());
    }
    HttpResponse<InputStream> response;
    try {
      response =
          client.send(
              HttpRequest.newBuilder(uri)
                  .timeout(RESPONSE_TIMEOUT)
                  .header("User-Agent", "ldpbench-datasets")
                  .build(),
              HttpResponse.BodyHandlers.ofInputStream());
    } catch (IOException e) {
      throw new FetchFailed(reason(e, uri.getHost()));
    }
    try (InputStream body = response.body()) {
      if (response.statusCode() != 200) {
        throw new FetchFailed(
            "HTTP "
                + response.statusCode()
                + (response.statusCode() == 401 || response.statusCode() == 403
                    ? " (the site may need an account)"
                    : ""));
      }
      return Files.copy(body, target, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new FetchFailed("transfer broke off: " + reason(e, uri.getHost()));
    }
  }

  /**
   * The reason for a failed request, from the exception and its causes (whose messages are often
   * null).
   */
  static String reason(Throwable failure, String host) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof UnresolvedAddressException || t instanceof UnknownHostException) {
        return "host unreachable: cannot resolve " + host + " (no network, or no DNS)";
      }
      if (t instanceof HttpConnectTimeoutException) {
        return "host unreachable: no connection to "
            + host
            + " within "
            + CONNECT_TIMEOUT.toSeconds()
            + " s";
      }
      if (t instanceof HttpTimeoutException) {
        return "no response from " + host + " within " + RESPONSE_TIMEOUT.toSeconds() + " s";
      }
      if (t instanceof NoRouteToHostException) {
        return "host unreachable: no route to " + host;
      }
      if (t instanceof ConnectException) {
        return "host unreachable: connection to " + host + " refused";
      }
      if (t instanceof SSLException) {
        return "TLS handshake with " + host + " failed: " + message(t);
      }
    }
    return message(failure);
  }

  private static String message(Throwable t) {
    for (Throwable cause = t; cause != null; cause = cause.getCause()) {
      if (cause.getMessage() != null && !cause.getMessage().isBlank()) {
        return cause.getClass().getSimpleName() + ": " + cause.getMessage();
      }
    }
    return t.getClass().getSimpleName();
  }
}
