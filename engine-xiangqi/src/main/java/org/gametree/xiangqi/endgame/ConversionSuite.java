package org.gametree.xiangqi.endgame;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

/**
 * Does {@code best} win won endings? Each position (a database win for the side to move) is
 * played out by {@code best} at a fixed number of nodes a move — once without the databases and
 * once with them — against a perfect defender (the database's longest-resisting move). A game is
 * converted when the attacker mates; it fails on a draw by the rules (repetition, 120 plies without
 * a capture) or at a ply cap. Deterministic: the same positions and nodes play the same games.
 */
public final class ConversionSuite {

    /** A game is given up after this many plies beyond the database distance. */
    public static final int SPARE_PLIES = 120;

    /**
     * One game.
     *
     * @param fen       where it started
     * @param distance  the database's plies to mate
     * @param converted whether the attacker mated
     * @param plies     plies played
     * @param end       how it ended ("mate", "repetition", "no-capture limit", "ply cap", "defender won")
     */
    public record Game(String fen, int distance, boolean converted, int plies, String end) {
    }

    private final EndgameTablebases bases;
    private final long nodes;
    private final String evaluation;

    /**
     * @param nodes      nodes the attacker searches a move
     * @param evaluation the attacker's evaluation ({@link XiangqiEvaluation#byName})
     */
    public ConversionSuite(EndgameTablebases bases, long nodes, String evaluation) {
        if (nodes < 1) {
            throw new IllegalArgumentException("nodes a move must be at least 1, got " + nodes);
        }
        this.bases = bases;
        this.nodes = nodes;
        this.evaluation = evaluation;
    }

    /**
     * {@code count} positions of {@code set} (its table built if needed) that the side to move
     * wins in at least {@code minDistance} plies, drawn at random by {@code seed}; the stronger
     * side moves in even-numbered ones, as Red, and Black in the others (colours swapped).
     */
    public List<String> sample(MaterialSet set, int count, int minDistance, long seed) throws IOException {
        EndgameTable table = bases.table(set, 1, BuildProgress.NONE);
        SetIndex index = table.index();
        SplittableRandom random = new SplittableRandom(seed);
        List<String> fens = new ArrayList<>();
        for (long trial = 0; trial < 50L * index.size && fens.size() < count; trial++) {
            int i = random.nextInt((int) index.size);
            int entry = table.entry(0, i);
            if (EndgameTable.value(entry) == EndgameTable.WIN && EndgameTable.distance(entry) >= minDistance) {
                String fen = EndgameStatistics.fen(index, i, 0);
                fens.add(fens.size() % 2 == 0 ? fen : Fen.write(flipped(Fen.parse(fen))));
            }
        }
        return fens;
    }

    /**
     * Plays one position out, the attacker with or without the databases.
     *
     * @throws IllegalArgumentException for a position the side to move does not win (by the databases)
     */
    public Game play(String fen, boolean withTables) throws IOException {
        Position position = Fen.parse(fen);
        int attacker = position.sideToMove();
        int entry = bases.entry(position, 1, BuildProgress.NONE);
        if (EndgameTable.value(entry) != EndgameTable.WIN) {
            throw new IllegalArgumentException(fen + " is not a win for the side to move");
        }
        int distance = EndgameTable.distance(entry);
        EndgameProber prober = withTables ? new EndgameProber(bases) : null;
        Searcher searcher = Presets.searcherFor("best", 16);
        int cap = distance + SPARE_PLIES;
        for (int ply = 0; ply < cap; ply++) {
            GameResult result = GameRules.result(position);
            if (result.isOver()) {
                return ended(fen, distance, ply, result, attacker);
            }
            int move;
            if (position.sideToMove() == attacker) {
                XiangqiSearchPosition root = new XiangqiSearchPosition(position, XiangqiEvaluation.byName(evaluation))
                        .useEndgames(prober == null ? null : prober.copy());
                move = searcher.search(root, new SearchLimits(SearchLimits.MAX_DEPTH, 0, nodes, null)).bestMove();
            } else {
                move = defence(position);
            }
            GameRules.play(position, move);
        }
        GameResult result = GameRules.result(position);
        return result.isOver() ? ended(fen, distance, cap, result, attacker) : new Game(fen, distance, false, cap, "ply cap");
    }

    /** The defender's move: the database's best, the longest loss (or a draw or win the attacker let in). */
    private int defence(Position position) throws IOException {
        MaterialSet set = EndgameTablebases.setOf(position);
        if (set.isTriviallyDrawn()) {
            return position.legalMoves()[0]; // nothing left to mate with: any move keeps the draw
        }
        return bases.probe(position, 1, BuildProgress.NONE).moves().get(0).move();
    }

    private static Game ended(String fen, int distance, int plies, GameResult result, int attacker) {
        GameResult.Outcome won = attacker == 0 ? GameResult.Outcome.RED_WINS : GameResult.Outcome.BLACK_WINS;
        if (result.outcome() == won) {
            return new Game(fen, distance, true, plies, "mate");
        }
        String end = switch (result.reason()) {
            case REPETITION -> "repetition";
            case NO_CAPTURE_LIMIT -> "no-capture limit";
            default -> result.outcome() == GameResult.Outcome.DRAW ? "draw" : "defender won";
        };
        return new Game(fen, distance, false, plies, end);
    }

    /** The position with the colours swapped (board turned, Red ↔ Black, the other side to move). */
    private static Position flipped(Position position) {
        String[] fields = Fen.write(position).split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int r = ranks.length - 1; r >= 0; r--) {
            for (char c : ranks[r].toCharArray()) {
                board.append(Character.isLetter(c)
                        ? Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c) : c);
            }
            if (r > 0) {
                board.append('/');
            }
        }
        return Fen.parse(board + " " + (fields[1].equals("w") ? "b" : "w") + " - - 0 1");
    }
}
