package org.gametree.xiangqi.tune;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.gametree.core.io.GameFileException;
import org.gametree.core.tune.Fitness;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningDataException;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.io.XiangqiGameCollection;

/**
 * The fitness functions the Xiangqi evaluation can be tuned by, built the same way for the
 * {@code tune} command and the workbench's lab: Texel's loss, move agreement with a game
 * collection ({@link MoveAgreement}), agreement with its own deeper search
 * ({@link SearchAgreement}, with the book's warning) and a short match ({@link MatchFitness}).
 */
public final class XiangqiFitness {

    /** Which fitness. */
    public enum Kind {
        TEXEL, MOVES, SEARCH, MATCH;

        /** The name the command line and the lab use ("texel", "moves", "search", "match"). */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** @throws IllegalArgumentException for an unknown name, listing the known ones */
        public static Kind parse(String id) {
            for (Kind kind : values()) {
                if (kind.id().equals(id)) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("the fitness is texel, moves, search or match, got '" + id + "'");
        }
    }

    /**
     * A fitness's settings (only those of its kind matter).
     *
     * @param kind         which fitness
     * @param games        moves: the game collection whose moves the engine should play
     * @param depth        moves, search: the search depth (1 to 10)
     * @param positions    moves, search: at most this many positions (at least 1)
     * @param matchGames   match: games per vector (even, at least 2)
     * @param matchNodes   match: nodes per move (at least 1)
     * @param matchAgainst match: the parameter file played against, null for the shipped weights
     */
    public record Settings(Kind kind, Path games, int depth, int positions, int matchGames, long matchNodes,
                           Path matchAgainst) {

        /** Texel's loss: the other settings do not matter. */
        public static Settings texel() {
            return new Settings(Kind.TEXEL, null, 2, 500, 20, 2000, null);
        }

        /** @throws IllegalArgumentException naming the setting that is out of range */
        public Settings {
            if (kind == Kind.MOVES || kind == Kind.SEARCH) {
                if (depth < 1 || depth > 10) {
                    throw new IllegalArgumentException("the fitness's search depth must be 1 to 10, got " + depth);
                }
                if (positions < 1) {
                    throw new IllegalArgumentException("the fitness needs at least 1 position, got " + positions);
                }
            }
            if (kind == Kind.MOVES && games == null) {
                throw new IllegalArgumentException(
                        "the moves fitness needs a game collection: the games whose moves the engine should play");
            }
            if (kind == Kind.MATCH && (matchGames < 2 || matchGames % 2 != 0 || matchNodes < 1)) {
                throw new IllegalArgumentException("the match fitness needs an even number of games (at least 2) and "
                        + "at least 1 node a move, got " + matchGames + " games at " + matchNodes + " nodes");
            }
        }
    }

    private XiangqiFitness() {
    }

    /**
     * The fitness of {@code settings} on the loaded data.
     *
     * @param problem  the problem the data came from (the search fitness searches its quiet positions)
     * @param data     the loaded data (Texel's loss, and K for the search fitness)
     * @param workers  threads (or games at once) to measure a vector with
     * @param warnings told the book's warning when the fitness has one
     * @throws TuningDataException for a game collection or data that gives nothing to measure, or a
     *                             reference parameter file that does not exist
     * @throws IOException         for a file that cannot be read
     */
    public static Fitness create(Settings settings, XiangqiTuning problem, TuningData data, int workers,
                                 Consumer<String> warnings) throws IOException {
        switch (settings.kind()) {
            case TEXEL:
                return Fitness.texel(data);
            case MOVES: {
                List<GamePositions.PlayedMove> moves = playedMoves(settings.games(), settings.positions());
                MoveAgreement agreement = new MoveAgreement(moves, settings.depth(), workers);
                return new Fitness(agreement, "disagreement with the moves of " + settings.games()
                        + " (" + moves.size() + " positions, depth " + settings.depth() + ")", agreement);
            }
            case SEARCH: {
                List<Position> positions = problem.quietPositions(settings.positions());
                if (positions.isEmpty()) {
                    throw new TuningDataException(problem.source() + " has no quiet positions to search");
                }
                // Texel's σ(q) = 1/(1 + 10^(−Kq/400)) is the logistic of K·ln(10)/400 per centipawn: the same curve
                double perCentipawn = data.scale() * Math.log(10) / 400;
                SearchAgreement agreement = new SearchAgreement(positions, settings.depth(), workers, perCentipawn);
                warnings.accept(SearchAgreement.WARNING);
                return new Fitness(agreement, "static evaluation against its own depth-" + settings.depth()
                        + " search (" + positions.size() + " quiet positions)", agreement);
            }
            case MATCH: {
                Path against = settings.matchAgainst();
                if (against != null && !Files.isRegularFile(against)) {
                    throw new TuningDataException("the match fitness's reference " + against + ": no such file");
                }
                MatchFitness match = new MatchFitness(against, settings.matchGames(), settings.matchNodes(), 1, workers);
                return new Fitness(match, "points lost in " + settings.matchGames() + " games at "
                        + settings.matchNodes() + " nodes against "
                        + (against == null ? "the shipped weights" : against), match);
            }
            default:
                throw new IllegalStateException("no fitness " + settings.kind());
        }
    }

    private static List<GamePositions.PlayedMove> playedMoves(Path games, int limit) throws IOException {
        List<GamePositions.PlayedMove> moves;
        try {
            moves = GamePositions.playedMoves(XiangqiGameCollection.load(games), XiangqiTuning.SKIPPED_OPENING_PLIES);
        } catch (GameFileException e) {
            throw new TuningDataException(games + ": " + e.getMessage());
        } catch (NoSuchFileException e) {
            throw new TuningDataException(games + ": no such file");
        }
        if (moves.isEmpty()) {
            throw new TuningDataException(games + " has no moves after the first "
                    + XiangqiTuning.SKIPPED_OPENING_PLIES + " plies");
        }
        return moves.size() > limit ? moves.subList(0, limit) : moves;
    }
}
