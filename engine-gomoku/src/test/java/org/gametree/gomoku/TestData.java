package org.gametree.gomoku;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds and reads the reference data in the repository's {@code testdata/} folder (see its
 * README for where each file's numbers come from). Maven passes the folder as the system
 * property {@code testdata.dir}; run from an IDE, the folder is found by walking up from the
 * working directory.
 */
public final class TestData {

    private TestData() {
    }

    public static Path directory() {
        String configured = System.getProperty("testdata.dir");
        if (configured != null && Files.isDirectory(Path.of(configured))) {
            return Path.of(configured);
        }
        for (Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("testdata");
            if (Files.isRegularFile(candidate.resolve("xiangqi-perft.tsv"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("testdata/ not found in the repository (run from inside the clone)");
    }

    /** Rows of a TSV file, header skipped, each split on tabs (trailing empty columns kept). */
    public static List<String[]> tsv(String name) {
        try {
            List<String> lines = Files.readAllLines(directory().resolve(name), StandardCharsets.UTF_8);
            List<String[]> rows = new ArrayList<>();
            for (String line : lines.subList(1, lines.size())) {
                if (!line.isBlank()) {
                    rows.add(line.split("\t", -1));
                }
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The puzzle rows of gomoku-puzzles.tsv. */
    public static List<String[]> puzzles() {
        return tsv("gomoku-puzzles.tsv");
    }
}
