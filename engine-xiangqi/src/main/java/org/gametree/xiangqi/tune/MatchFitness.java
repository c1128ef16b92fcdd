package org.gametree.xiangqi.tune;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gametree.core.match.MatchScore;
import org.gametree.core.match.TimeControl;
import org.gametree.core.tune.Objective;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.RichEvaluation;
import org.gametree.xiangqi.match.EngineException;
import org.gametree.xiangqi.match.EngineSpec;
import org.gametree.xiangqi.match.Match;
import org.gametree.xiangqi.match.MatchSettings;
import org.gametree.xiangqi.match.Opening;
import org.gametree.xiangqi.match.RandomOpenings;

/**
 * The book's most honest fitness: play. A vector's loss is the share of points it drops in a
 * short match against a reference (the shipped weights, or a file): the same seeded random
 * openings with both colours, a fixed number of nodes per move, so the same vector always
 * plays the same games. Each game is a few hundred searches: this suits a few dozen vectors
 * (a genetic algorithm's small population, a hill climb's first steps), not Texel's thousands;
 * {@link #lastScore()} keeps the match's Elo ± error for the display.
 */
public final class MatchFitness implements Objective, AutoCloseable {

    private final EngineSpec reference;
    private final int games;
    private final long nodes;
    private final int concurrency;
    private final List<Opening> openings;
    private final Path folder;
    private volatile MatchScore lastScore = MatchScore.empty();

    /**
     * @param reference   the parameter file the vectors play against, or null for the shipped weights
     * @param games       games per vector (even: each opening with both colours)
     * @param nodes       nodes per move
     * @param seed        the seed of the random openings
     * @param concurrency games at once
     */
    public MatchFitness(Path reference, int games, long nodes, long seed, int concurrency) throws IOException {
        if (games < 2 || games % 2 != 0 || nodes < 1 || concurrency < 1) {
            throw new IllegalArgumentException("a match fitness needs an even number of games (at least 2), "
                    + "nodes and concurrency of at least 1");
        }
        this.reference = EngineSpec.ours("reference", options(reference));
        this.games = games;
        this.nodes = nodes;
        this.concurrency = concurrency;
        this.openings = RandomOpenings.range(seed, 0, games / 2, 8);
        this.folder = Files.createTempDirectory("match-fitness");
    }

    private static Map<String, String> options(Path file) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("Evaluation", RichEvaluation.NAME);
        options.put("Hash", "16");
        if (file != null) {
            options.put("EvalFile", file.toAbsolutePath().toString());
        }
        return options;
    }

    @Override
    public synchronized double loss(int[] vector) {
        try {
            Path file = folder.resolve("candidate.params");
            EvalParameters.of(vector).save(file);
            EngineSpec candidate = EngineSpec.ours("candidate", options(file));
            MatchSettings settings = new MatchSettings(candidate, reference, TimeControl.nodes(nodes), games, openings,
                    concurrency, 200, 120_000, 2_000, 30_000, 300, 0, 0, null, null, "match fitness");
            Match.Result result = new Match(settings, null, null).run();
            lastScore = result.score();
            return 1.0 - result.score().score();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the candidate's parameter file", e);
        } catch (EngineException e) {
            throw new IllegalStateException("the match fitness's engine failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted during a match", e);
        }
    }

    /** The last match's score (Elo ± error) of the candidate. */
    public MatchScore lastScore() {
        return lastScore;
    }

    public int games() {
        return games;
    }

    @Override
    public void close() throws IOException {
        try (var files = Files.list(folder)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Files.deleteIfExists(f);
            }
        }
        Files.deleteIfExists(folder);
    }
}
