package org.ldpbench.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.data.real.DatasetDescriptor;
import org.ldpbench.data.real.DescriptorReader;
import org.ldpbench.data.real.EncodedData;
import org.ldpbench.data.real.Encoder;
import org.ldpbench.data.real.RawDataLocator;
import org.ldpbench.data.real.RawFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench datasets}: checks every raw file of {@code datasets/*.yaml} (present? SHA-256
 * right?) in {@code datasets/raw/}, {@code $LDPBENCH_DATA} and {@code ../shared/datasets/raw/},
 * optionally downloads missing ones, and prints what is ready with our sizes next to Table 1's.
 */
@Command(name = "datasets", mixinStandardHelpOptions = true,
        description = "Check the raw real-data files (datasets/*.yaml) and print what is ready, with n_P, n_Q and d"
                + " next to the paper's Table 1.")
final class DatasetsCommand implements Callable<Integer> {

    @Option(names = "--download", description = "Try to download missing files from their URL into datasets/raw/"
            + " (10 s timeout per file; the SHA-256 is checked before the file is kept).")
    boolean download;

    @Option(names = "--table1", paramLabel = "FILE", description = "Also write Table 1 (ours next to the paper's) as"
            + " Markdown to FILE.")
    Path table1;

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    /** One data set's state. */
    private record Status(DatasetDescriptor descriptor, String state, String where, EncodedData data) {
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = command.commandLine().getOut();
        Map<String, DatasetDescriptor> descriptors = DescriptorReader.all(DescriptorReader.DIRECTORY);
        if (descriptors.isEmpty()) {
            throw new UserError("no data set descriptors in " + DescriptorReader.DIRECTORY.toAbsolutePath()
                    + "; run ldpbench from the project root");
        }
        RawDataLocator locator = RawDataLocator.standard();
        List<Status> statuses = new ArrayList<>();
        for (DatasetDescriptor d : descriptors.values()) {
            statuses.add(check(d, locator, out));
        }
        out.println("data set            status     where                                     n_P     n_Q      d"
                + "   paper n_P / n_Q / d");
        int ready = 0;
        for (Status s : statuses) {
            EncodedData data = s.data();
            Map<String, Integer> paper = s.descriptor().paper();
            out.printf(Locale.ROOT, "%-19s %-10s %-38s %7s %7s %6s   %s%n", s.descriptor().name(), s.state(),
                    abbreviate(s.where(), 38),
                    data == null ? "-" : Integer.toString(data.privateTrainRows()),
                    data == null ? "-" : Integer.toString(data.publicRows()),
                    data == null ? "-" : Integer.toString(data.dimension()),
                    paper.isEmpty() ? "(not in Table 1)" : paper.get("nPrivate") + " / " + paper.get("nPublic") + " / "
                            + paper.get("dimension"));
            ready += s.state().startsWith("ready") ? 1 : 0;
        }
        out.printf("%d of %d data sets ready. Search order: %s%n", ready, statuses.size(), locator.directories());
        for (Status s : statuses) {
            if (!s.state().startsWith("ready")) {
                out.println("  " + s.descriptor().name() + ": " + s.where());
            } else if (s.descriptor().standIn() != null) {
                out.println("  " + s.descriptor().name() + " is a STAND-IN: " + s.descriptor().standIn());
            }
        }
        out.flush();
        if (table1 != null) {
            Files.createDirectories(table1.toAbsolutePath().getParent());
            Files.writeString(table1, table1(statuses), StandardCharsets.UTF_8);
            out.println("wrote " + table1);
        }
        return 0;
    }

    private Status check(DatasetDescriptor d, RawDataLocator locator, PrintWriter out) {
        List<String> where = new ArrayList<>();
        for (RawFile file : d.files()) {
            Path found = locator.find(file);
            if (found == null && download && file.downloadable()) {
                found = tryDownload(file, locator, out);
            }
            if (found == null) {
                return new Status(d, "missing", "missing " + file.path() + ": " + (file.downloadable()
                        ? "DOWNLOAD=1 (--download) fetches it from " + file.download() + "; or get it from " + file.url()
                        : "no direct download known: get it by hand from " + file.url() + " (it may need an account"
                                + " or unpacking) and put it in " + locator.directories().get(0).resolve(file.path())),
                        null);
            }
            try {
                locator.locate(file);
            } catch (UserError | IOException e) {
                return new Status(d, "corrupted", e.getMessage(), null);
            }
            where.add(found.getParent().toString());
        }
        try {
            EncodedData data = Encoder.encode(d, locator);
            return new Status(d, d.standIn() == null ? "ready" : "ready*", where.get(0), data);
        } catch (IOException | RuntimeException e) {
            return new Status(d, "unreadable", e.getMessage(), null);
        }
    }

    private static Path tryDownload(RawFile file, RawDataLocator locator, PrintWriter out) {
        Path target = locator.directories().get(0).resolve(file.path());
        try {
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
                    .followRedirects(HttpClient.Redirect.NORMAL).build();
            HttpResponse<InputStream> response = client.send(HttpRequest.newBuilder(URI.create(file.download()))
                    .timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofInputStream());
            if (response.statusCode() != 200) {
                out.println("  download of " + file.download() + ": HTTP " + response.statusCode());
                return null;
            }
            Files.createDirectories(target.getParent());
            Path partial = target.resolveSibling(target.getFileName() + ".part");
            try (InputStream in = response.body()) {
                Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
            }
            String hash = RawDataLocator.sha256(partial);
            if (!hash.equals(file.sha256())) {
                Files.delete(partial);
                out.println("  download of " + file.download() + " is not the expected file (sha256 " + hash
                        + "); not kept");
                return null;
            }
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException | IllegalArgumentException e) {
            out.println("  download of " + file.download() + " failed: " + e.getMessage());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static String table1(List<Status> statuses) {
        StringBuilder md = new StringBuilder("# Ma & Yang Table 1: data sets, ours next to the paper's\n\n"
                + "Written by `ldpbench datasets --table1` from `datasets/*.yaml` and the raw files. n_P = private rows"
                + " left for training after the 20% test split (N − ⌈0.2 N⌉), n_Q = public rows, d = features after"
                + " encoding.\n\n| data set | n_P | n_Q | d | paper n_P | paper n_Q | paper d | differences |\n"
                + "|---|---|---|---|---|---|---|---|\n");
        for (Status s : statuses) {
            Map<String, Integer> paper = s.descriptor().paper();
            if (paper.isEmpty()) {
                continue;
            }
            EncodedData data = s.data();
            if (data == null) {
                md.append("| ").append(s.descriptor().title()).append(" | data not available | | | ")
                        .append(paper.get("nPrivate")).append(" | ").append(paper.get("nPublic")).append(" | ")
                        .append(paper.get("dimension")).append(" | ").append(s.where()).append(" |\n");
                continue;
            }
            List<String> diffs = new ArrayList<>();
            if (data.privateTrainRows() != paper.get("nPrivate")) {
                diffs.add("n_P " + signed(data.privateTrainRows() - paper.get("nPrivate")));
            }
            if (data.publicRows() != paper.get("nPublic")) {
                diffs.add("n_Q " + signed(data.publicRows() - paper.get("nPublic")));
            }
            if (data.dimension() != paper.get("dimension")) {
                diffs.add("d " + signed(data.dimension() - paper.get("dimension")));
            }
            md.append("| ").append(s.descriptor().title()).append(" | ").append(data.privateTrainRows()).append(" | ")
                    .append(data.publicRows()).append(" | ").append(data.dimension()).append(" | ")
                    .append(paper.get("nPrivate")).append(" | ").append(paper.get("nPublic")).append(" | ")
                    .append(paper.get("dimension")).append(" | ")
                    .append(diffs.isEmpty() ? "equal" : String.join(", ", diffs) + ": " + s.descriptor().note())
                    .append(" |\n");
        }
        return md.toString();
    }

    private static String signed(int v) {
        return (v > 0 ? "+" : "") + v;
    }

    private static String abbreviate(String text, int width) {
        return text.length() <= width ? text : "…" + text.substring(text.length() - width + 1);
    }
}
