package org.ldpbench.docs;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks the links of the repository's Markdown pages as an outside user meets them on a fresh
 * clone: a relative link (or image) must name a file or folder of the repository, inside it (no
 * {@code ../shared}: an outside user has nothing beside the clone), that git knows (tracked, or new
 * and not ignored: a generated output such as {@code results/} or {@code site/} is absent from a
 * clone); a {@code #anchor} must be a heading of the target page (or a GitHub line anchor {@code
 * #L12} of a file that is not Markdown); an absolute link is not fetched (tests have no network)
 * but must be a well-formed http(s) or mailto address. Each problem is one line naming the page,
 * the line, the link and what is wrong.
 */
final class DocumentationLinks {

  private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
  private static final Pattern LINE_ANCHOR =
      Pattern.compile("L\\d+(?:C\\d+)?(?:-L\\d+(?:C\\d+)?)?");

  private final Path root;
  private final Optional<Set<String>> known;
  private final Map<Path, Set<String>> anchors = new HashMap<>();

  /**
   * @param root the repository's top folder
   * @param known the repository's files relative to {@code root} with '/' separators (git's view:
   *     tracked, or untracked and not ignored), or empty when there is no git to ask (an unpacked
   *     copy): then a file that exists is enough
   */
  DocumentationLinks(Path root, Optional<Set<String>> known) {
    this.root = root.toAbsolutePath().normalize();
    this.known = known;
  }

  /**
   * The problems of one page (a path below the root), in line order; empty when every link
   * resolves.
   */
  List<String> problems(Path page) throws IOException {
    Path file = root.resolve(page).normalize();
    String name = root.relativize(file).toString().replace('\\', '/');
    MarkdownPage markdown = MarkdownPage.of(Files.readString(file, StandardCharsets.UTF_8));
    List<String> problems = new ArrayList<>();
    for (MarkdownPage.Link link : markdown.links()) {
      problem(file, link.destination())
          .ifPresent(
              p -> problems.add(name + ":" + link.line() + ": (" + link.destination() + ") " + p));
    }
    return problems;
  }

  /** What is wrong with one destination written in {@code page}, if anything. */
  private Optional<String> problem(Path page, String destination) throws IOException {
    if (destination.isBlank()) {
      return Optional.of("an empty link");
    }
    if (SCHEME.matcher(destination).find()) {
      return absolute(destination);
    }
    int hash = destination.indexOf('#');
    String pathPart = hash < 0 ? destination : destination.substring(0, hash);
    String anchor = hash < 0 ? null : destination.substring(hash + 1);
    Path target = page;
    if (!pathPart.isEmpty()) {
      String decoded;
      try {
        decoded = URLDecoder.decode(pathPart.replace("+", "%2B"), StandardCharsets.UTF_8);
      } catch (IllegalArgumentException e) {
        return Optional.of("a malformed path: " + e.getMessage());
      }
      target =
          (decoded.startsWith("/")
                  ? root.resolve(decoded.substring(1))
                  : page.getParent().resolve(decoded))
              .normalize();
      if (!target.startsWith(root)) {
        return Optional.of("points outside the repository, which an outside user does not have");
      }
      if (!Files.exists(target)) {
        return Optional.of("no such file or folder in the repository: " + relative(target));
      }
      if (!isKnown(target)) {
        return Optional.of(
            relative(target)
                + " is not in the repository (git-ignored or generated: a fresh"
                + " clone does not have it)");
      }
    }
    if (anchor == null) {
      return Optional.empty();
    }
    if (Files.isDirectory(target)) {
      return Optional.of("an anchor on a folder");
    }
    if (!target.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".md")) {
      return LINE_ANCHOR.matcher(anchor).matches()
          ? Optional.empty()
          : Optional.of("#" + anchor + ": only Markdown pages have heading anchors");
    }
    Set<String> offered = anchorsOf(target);
    return offered.contains(anchor)
        ? Optional.empty()
        : Optional.of(
            "#"
                + anchor
                + ": no such heading in "
                + relative(target)
                + " (anchors: "
                + String.join(", ", offered.stream().sorted().toList())
                + ")");
  }

  private static Optional<String> absolute(String destination) {
    URI uri;
    try {
      uri = new URI(destination);
    } catch (URISyntaxException e) {
      return Optional.of("a malformed address: " + e.getMessage());
    }
    String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
    if (scheme.equals("mailto")) {
      return uri.getSchemeSpecificPart().contains("@")
          ? Optional.empty()
          : Optional.of("a mailto without an address");
    }
    if (!scheme.equals("http") && !scheme.equals("https")) {
      return Optional.of("scheme " + scheme + ": only http, https and mailto links are allowed");
    }
    if (uri.getHost() == null) {
      return Optional.of("no host name");
    }
    return Optional.empty();
  }

  private boolean isKnown(Path target) {
    if (known.isEmpty()) {
      return true;
    }
    String name = relative(target);
    if (name.isEmpty()) {
      return true;
    }
    Set<String> files = known.get();
    return files.contains(name) || files.stream().anyMatch(f -> f.startsWith(name + "/"));
  }

  private Set<String> anchorsOf(Path markdown) throws IOException {
    Set<String> cached = anchors.get(markdown);
    if (cached == null) {
      cached = MarkdownPage.of(Files.readString(markdown, StandardCharsets.UTF_8)).anchors();
      anchors.put(markdown, cached);
    }
    return cached;
  }

  private String relative(Path target) {
    return root.relativize(target).toString().replace('\\', '/');
  }
}
