package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.gametree.xiangqi.match.Opening;
import org.gametree.xiangqi.match.Openings;
import org.gametree.xiangqi.match.RandomOpenings;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/** Where a match's openings come from: a file, the built-in list, or seeded random plies (match, ladder). */
final class OpeningOptions {

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Openings file, lines 'English name | 中文名 | h2e2 h9g7 …' (default: the built-in list of common openings).")
    private Path file;

    @Option(names = "--random-plies", paramLabel = "K",
            description = "Instead of a list: a random opening of K legal plies per pair of games, all different "
                    + "(fixed-depth and fixed-node engines replay a list's openings move for move).")
    private Integer randomPlies;

    @Option(names = "--seed", paramLabel = "N", description = "Shuffle the openings with this seed (default: file order); "
            + "with --random-plies, the seed of the random openings (default 1).")
    private Long seed;

    /** Whether the openings are drawn at random (then the number of games must be known). */
    boolean random() {
        return randomPlies != null;
    }

    /**
     * The openings for {@code games} games (random ones: one per pair), in the order they are played.
     *
     * @throws CommandLine.ParameterException for a missing file, a bad file or bad values
     */
    List<Opening> openings(int games, CommandLine commandLine) throws IOException {
        if (randomPlies != null) {
            if (file != null) {
                throw new CommandLine.ParameterException(commandLine, "give --openings or --random-plies, not both");
            }
            if (randomPlies < 0 || randomPlies > 40) {
                throw new CommandLine.ParameterException(commandLine, "--random-plies must be 0 to 40, got " + randomPlies);
            }
            return RandomOpenings.range(seed == null ? 1 : seed, 0, Math.max(1, (games + 1) / 2), randomPlies);
        }
        List<Opening> openings;
        if (file == null) {
            openings = Openings.builtIn();
        } else {
            if (!Files.isRegularFile(file)) {
                throw new CommandLine.ParameterException(commandLine, "--openings " + file + ": no such file");
            }
            try {
                openings = Openings.read(file);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(commandLine, "--openings: " + e.getMessage());
            }
        }
        if (seed != null) {
            openings = new ArrayList<>(openings);
            Collections.shuffle(openings, new Random(seed));
        }
        return openings;
    }

    /** Where the openings came from, for the header line. */
    String describe() {
        if (randomPlies != null) {
            return randomPlies + " random plies, seed " + (seed == null ? 1 : seed);
        }
        return (file != null ? file.toString() : "built-in") + (seed != null ? ", shuffled with seed " + seed : "");
    }
}
