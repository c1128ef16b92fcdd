package org.gametree.gomoku.match;

import java.util.List;

import org.gametree.core.match.MatchScore;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;

/**
 * A match between two Gomoku players: each opening (a move list) is played twice, with the
 * colours swapped, at a fixed time per move. A game ends with a five, a full board (draw), a
 * Renju foul (black on a forbidden point: white wins), a move on an occupied or off-board
 * point, or a player that fails to answer (the other side wins).
 */
public final class GomokuMatch {

    /** A finished game; {@code aWasBlack} tells which side player A had. */
    public record Game(int index, String opening, boolean aWasBlack, GameResult result, String reason,
                       GomokuPosition finalPosition) {

        /** A's points: 1, ½ or 0. */
        public double pointsForA() {
            if (result == GameResult.DRAW) {
                return 0.5;
            }
            boolean blackWon = result == GameResult.BLACK_WINS;
            return blackWon == aWasBlack ? 1 : 0;
        }
    }

    /** Hears of every finished game. */
    public interface Listener {
        void gameEnded(Game game, MatchScore scoreSoFar);
    }

    private final GomokuPlayer a;
    private final GomokuPlayer b;
    private final Rule rule;
    private final int size;
    private final long moveMillis;
    private final List<String> openings;

    public GomokuMatch(GomokuPlayer a, GomokuPlayer b, Rule rule, int size, long moveMillis, List<String> openings) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("no openings");
        }
        this.a = a;
        this.b = b;
        this.rule = rule;
        this.size = size;
        this.moveMillis = moveMillis;
        this.openings = List.copyOf(openings);
    }

    /** Plays {@code games} games (pairs over the openings, in order) and returns A's score. */
    public MatchScore run(int games, Listener listener) {
        return run(games, listener, score -> false);
    }

    /**
     * As {@link #run(int, Listener)}, stopping early after a pair of games when {@code decided}
     * says so of the score (an SPRT's decision).
     */
    public MatchScore run(int games, Listener listener, java.util.function.Predicate<MatchScore> decided) {
        MatchScore score = MatchScore.empty();
        double firstOfPair = 0;
        for (int i = 0; i < games; i++) {
            Game game = play(i, openings.get((i / 2) % openings.size()), (i & 1) == 0);
            score = score.plus(game.pointsForA());
            if ((i & 1) == 0) {
                firstOfPair = game.pointsForA();
            } else {
                score = score.plusPair(firstOfPair, game.pointsForA());
            }
            if (listener != null) {
                listener.gameEnded(game, score);
            }
            if ((i & 1) == 1 && decided.test(score)) {
                break;
            }
        }
        return score;
    }

    /** One game from {@code opening}, A playing black when {@code aBlack}. */
    public Game play(int index, String opening, boolean aBlack) {
        GomokuPosition pos = Notation.play(rule, size, opening);
        GomokuPlayer black = aBlack ? a : b;
        GomokuPlayer white = aBlack ? b : a;
        try {
            black.newGame(rule, size, moveMillis);
        } catch (GomokuPlayer.PlayerFailure e) {
            return new Game(index, opening, aBlack, GameResult.WHITE_WINS, e.getMessage(), pos);
        }
        try {
            white.newGame(rule, size, moveMillis);
        } catch (GomokuPlayer.PlayerFailure e) {
            return new Game(index, opening, aBlack, GameResult.BLACK_WINS, e.getMessage(), pos);
        }
        try {
            while (!pos.result().isOver()) {
                boolean blackToMove = pos.stoneToMove() == GomokuPosition.BLACK;
                GomokuPlayer mover = blackToMove ? black : white;
                GameResult loss = blackToMove ? GameResult.WHITE_WINS : GameResult.BLACK_WINS;
                int m;
                try {
                    m = mover.move(pos, moveMillis);
                } catch (GomokuPlayer.PlayerFailure e) {
                    return new Game(index, opening, aBlack, loss, e.getMessage(), pos);
                }
                if (!pos.isOnBoard(m) || pos.stoneAt(m) != GomokuPosition.EMPTY) {
                    return new Game(index, opening, aBlack, loss, mover.name() + " played an occupied point", pos);
                }
                if (rule == Rule.RENJU && blackToMove && ForbiddenPoints.isForbidden(pos, m)) {
                    String why = ForbiddenPoints.reason(pos, m).label();
                    pos.makeMove(m);
                    return new Game(index, opening, aBlack, GameResult.WHITE_WINS, "foul: " + why, pos);
                }
                pos.makeMove(m);
            }
        } finally {
            black.close();
            white.close();
        }
        GameResult result = pos.result();
        return new Game(index, opening, aBlack, result, result == GameResult.DRAW ? "full board" : "five", pos);
    }
}
