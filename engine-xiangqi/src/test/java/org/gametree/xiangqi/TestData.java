package org.gametree.xiangqi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Finds and reads the reference data in {@code ../shared/testdata} beside the repository. */
public final class TestData {

    private TestData() {
    }

    public static Path directory() {
        String configured = System.getProperty("shared.testdata");
        if (configured != null && Files.isDirectory(Path.of(configured))) {
            return Path.of(configured);
        }
        Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (; dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolveSibling("shared").resolve("testdata");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("../shared/testdata not found beside the repository");
    }

    /** Rows of a TSV file, header skipped, each split on tabs. */
    public static List<String[]> tsv(String name) {
        try {
            List<String> lines = Files.readAllLines(directory().resolve(name), StandardCharsets.UTF_8);
            List<String[]> rows = new ArrayList<>();
            for (String line : lines.subList(1, lines.size())) {
                if (!line.isBlank()) {
                    rows.add(line.split("\t"));
                }
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The FENs of the perft suite. */
    public static List<String> perftFens() {
        List<String> fens = new ArrayList<>();
        for (String[] row : tsv("xiangqi-perft.tsv")) {
            fens.add(row[0]);
        }
        return fens;
    }
}
