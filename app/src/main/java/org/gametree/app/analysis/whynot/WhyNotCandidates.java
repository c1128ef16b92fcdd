package org.gametree.app.analysis.whynot;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.gomoku.GomokuPosition;

/**
 * The moves the "why not?" list offers. Xiangqi: every legal move. Gomoku: the legal points within
 * two lines of a stone (the centre on an empty board) — a 15×15 board has 225 points, and a point
 * far from every stone is never a question anyone asks; any other point can still be Alt+clicked
 * on the board. Toolkit-free.
 */
public final class WhyNotCandidates {

    /** How far from a stone a Gomoku point is still offered (in lines, any direction). */
    static final int REACH = 2;

    private WhyNotCandidates() {
    }

    /** The moves to offer in {@code position}: none when the game is over. */
    public static int[] of(AnalysisPosition position) {
        if (position.isGameOver()) {
            return new int[0];
        }
        if (position instanceof GomokuAnalysisPosition gomoku) {
            return nearStones(gomoku.position());
        }
        return position.legalMoves();
    }

    /** Legal points near a stone, column by column (a1, a2, …, b1, …: row 1 is the largest y). */
    static int[] nearStones(GomokuPosition position) {
        int size = position.size();
        List<Integer> points = new ArrayList<>();
        boolean empty = position.stoneCount(GomokuPosition.BLACK) + position.stoneCount(GomokuPosition.WHITE) == 0;
        for (int x = 0; x < size; x++) {
            for (int y = size - 1; y >= 0; y--) {
                int point = GomokuPosition.point(x, y);
                boolean offered = empty ? x == size / 2 && y == size / 2 : nearStone(position, x, y);
                if (offered && position.isLegal(point)) {
                    points.add(point);
                }
            }
        }
        return points.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean nearStone(GomokuPosition position, int x, int y) {
        int size = position.size();
        for (int dx = -REACH; dx <= REACH; dx++) {
            for (int dy = -REACH; dy <= REACH; dy++) {
                int nx = x + dx;
                int ny = y + dy;
                if (nx >= 0 && ny >= 0 && nx < size && ny < size
                        && position.stoneAt(GomokuPosition.point(nx, ny)) != GomokuPosition.EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }
}
