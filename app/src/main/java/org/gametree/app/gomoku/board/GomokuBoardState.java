package org.gametree.app.gomoku.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;

/**
 * What the Gomoku board shows, as an immutable value: the stones in the order they were
 * played, the last move, the Renju forbidden points of black (with their reasons, only when
 * black is to move under Renju), the winning row when the game is won, and whose turn it is.
 * The board draws exactly this, so it can show the game or any other position (a search-tree
 * node, a previewed line) without touching a live {@link GomokuPosition}.
 *
 * <p>Points are the engine's point indices ({@link GomokuPosition#point(int, int)}), the same
 * indices the analysis views use for highlights; 0 means "none".
 */
public final class GomokuBoardState {

    private final int size;
    private final Rule rule;
    /** Move number (1-based ply) of the stone on each point, index x + size * y; 0 = empty. */
    private final int[] moveNumbers;
    private final int[] moves;
    private final int stoneToMove;
    private final GameResult result;
    private final List<ForbiddenPoints.Forbidden> forbidden;
    private final int[] winningLine;

    /** False for a hand-made arrangement ({@link #ofStones}): its stones were not played in an order. */
    private final boolean played;

    private GomokuBoardState(int size, Rule rule, int[] moves, int stoneToMove, GameResult result,
            List<ForbiddenPoints.Forbidden> forbidden, int[] winningLine) {
        this.size = size;
        this.rule = rule;
        this.moves = moves;
        this.stoneToMove = stoneToMove;
        this.result = result;
        this.forbidden = forbidden;
        this.winningLine = winningLine;
        this.played = true;
        this.moveNumbers = new int[size * size];
        for (int i = 0; i < moves.length; i++) {
            moveNumbers[index(moves[i])] = i + 1;
        }
    }

    /** A hand-made arrangement: black stones get odd numbers, white ones even, whatever the counts. */
    private GomokuBoardState(int size, Rule rule, int[] black, int[] white) {
        this.size = size;
        this.rule = rule;
        this.moves = new int[black.length + white.length];
        System.arraycopy(black, 0, moves, 0, black.length);
        System.arraycopy(white, 0, moves, black.length, white.length);
        this.stoneToMove = black.length > white.length ? GomokuPosition.WHITE : GomokuPosition.BLACK;
        this.result = GameResult.ONGOING;
        this.forbidden = List.of();
        this.winningLine = new int[0];
        this.played = false;
        this.moveNumbers = new int[size * size];
        for (int i = 0; i < black.length; i++) {
            moveNumbers[index(black[i])] = 2 * i + 1;
        }
        for (int i = 0; i < white.length; i++) {
            moveNumbers[index(white[i])] = 2 * i + 2;
        }
    }

    /**
     * Stones set by hand (the position editor), in any numbers: drawn in their colours, with no
     * order, last move, forbidden points or result. The numbers are not move numbers.
     */
    public static GomokuBoardState ofStones(Rule rule, int size, int[] black, int[] white) {
        return new GomokuBoardState(size, rule, black.clone(), white.clone());
    }

    /** A snapshot of {@code position}; the position is not changed. */
    public static GomokuBoardState of(GomokuPosition position) {
        GameResult result = position.result();
        List<ForbiddenPoints.Forbidden> forbidden = List.of();
        if (position.rule() == Rule.RENJU && position.stoneToMove() == GomokuPosition.BLACK && !result.isOver()) {
            forbidden = Collections.unmodifiableList(new ArrayList<>(ForbiddenPoints.all(position)));
        }
        return new GomokuBoardState(position.size(), position.rule(), position.moves(), position.stoneToMove(),
                result, forbidden, winningLine(position, result));
    }

    /** An empty board of a size (15..20) under a rule, black to move. */
    public static GomokuBoardState empty(Rule rule, int size) {
        return of(new GomokuPosition(rule, size));
    }

    /**
     * The unbroken row through the last stone that won the game, ordered along its line, or an
     * empty array (game not won by a row, e.g. a Renju forbidden-point loss or a draw).
     */
    private static int[] winningLine(GomokuPosition position, GameResult result) {
        if (result != GameResult.BLACK_WINS && result != GameResult.WHITE_WINS) {
            return new int[0];
        }
        int last = position.lastMove();
        int stone = position.stoneAt(last);
        int x = GomokuPosition.x(last);
        int y = GomokuPosition.y(last);
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] d : directions) {
            int back = 0;
            while (stoneOf(position, x - (back + 1) * d[0], y - (back + 1) * d[1]) == stone) {
                back++;
            }
            int forward = 0;
            while (stoneOf(position, x + (forward + 1) * d[0], y + (forward + 1) * d[1]) == stone) {
                forward++;
            }
            int length = back + forward + 1;
            if (position.rule().wins(stone, length)) {
                int[] line = new int[length];
                for (int i = 0; i < length; i++) {
                    line[i] = GomokuPosition.point(x + (i - back) * d[0], y + (i - back) * d[1]);
                }
                return line;
            }
        }
        return new int[0];
    }

    private static int stoneOf(GomokuPosition position, int x, int y) {
        int size = position.size();
        return x < 0 || y < 0 || x >= size || y >= size ? GomokuPosition.WALL : position.stoneAt(GomokuPosition.point(x, y));
    }

    private int index(int point) {
        return GomokuPosition.x(point) + size * GomokuPosition.y(point);
    }

    /** Lines per side, 15..20. */
    public int size() {
        return size;
    }

    public Rule rule() {
        return rule;
    }

    /** Whether a point index is a point of this board. */
    public boolean isOnBoard(int point) {
        int x = GomokuPosition.x(point);
        int y = GomokuPosition.y(point);
        return point > 0 && x >= 0 && y >= 0 && x < size && y < size;
    }

    /** {@link GomokuPosition#EMPTY}, {@link GomokuPosition#BLACK} or {@link GomokuPosition#WHITE}. */
    public int stoneAt(int point) {
        int number = moveNumberAt(point);
        if (number == 0) {
            return GomokuPosition.EMPTY;
        }
        return number % 2 == 1 ? GomokuPosition.BLACK : GomokuPosition.WHITE;
    }

    /** The 1-based number of the move that put the stone on {@code point}, 0 if it is empty. */
    public int moveNumberAt(int point) {
        return isOnBoard(point) ? moveNumbers[index(point)] : 0;
    }

    /** The stones in playing order; a copy. */
    public int[] moves() {
        return moves.clone();
    }

    public int stoneCount() {
        return moves.length;
    }

    /** The last stone placed, or 0 on an empty board or a hand-made arrangement. */
    public int lastMove() {
        return moves.length == 0 || !played ? 0 : moves[moves.length - 1];
    }

    /** Whether the stones were played in order (false for {@link #ofStones}). */
    public boolean isPlayed() {
        return played;
    }

    /** The colour to move: {@link GomokuPosition#BLACK} or {@link GomokuPosition#WHITE}. */
    public int stoneToMove() {
        return stoneToMove;
    }

    public GameResult result() {
        return result;
    }

    public boolean isGameOver() {
        return result.isOver();
    }

    /** Black's forbidden points with their reasons (empty unless Renju with black to move). */
    public List<ForbiddenPoints.Forbidden> forbidden() {
        return forbidden;
    }

    /** Why black may not play {@code point}, or {@link ForbiddenPoints.Reason#NONE}. */
    public ForbiddenPoints.Reason forbiddenReason(int point) {
        for (ForbiddenPoints.Forbidden f : forbidden) {
            if (f.point() == point) {
                return f.reason();
            }
        }
        return ForbiddenPoints.Reason.NONE;
    }

    /** The winning row, in line order; empty unless a row won the game. A copy. */
    public int[] winningLine() {
        return winningLine.clone();
    }

    public boolean isOnWinningLine(int point) {
        for (int p : winningLine) {
            if (p == point) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the side to move may place a stone on {@code point}: on the board, empty, not
     * forbidden, the game not over. This is what the hover ghost stone follows.
     */
    public boolean isPlayable(int point) {
        return isOnBoard(point) && !result.isOver() && stoneAt(point) == GomokuPosition.EMPTY
                && forbiddenReason(point) == ForbiddenPoints.Reason.NONE;
    }

    /** The h8-style name of a point on this board. */
    public String name(int point) {
        return Notation.name(size, point);
    }

    @Override
    public String toString() {
        return size + "x" + size + " " + rule + " " + Notation.formatMoves(size, moves) + " " + result
                + (forbidden.isEmpty() ? "" : " forbidden " + forbidden) + " line " + Arrays.toString(winningLine);
    }

    /**
     * The position of a played state (its moves replayed under its rule), null for stones set
     * by hand, whose order is unknown. A fresh copy each call.
     */
    public GomokuPosition replayed() {
        if (!played) {
            return null;
        }
        GomokuPosition position = new GomokuPosition(rule, size);
        for (int move : moves) {
            position.makeMove(move);
        }
        return position;
    }
}
