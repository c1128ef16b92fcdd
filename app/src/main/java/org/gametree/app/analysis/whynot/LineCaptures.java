package org.gametree.app.analysis.whynot;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;

/**
 * Which pieces change hands along a line: the line is played on a copy of the position, and each
 * move that lands on a piece is a capture. Material is counted in rough, well-known units (rook 9,
 * cannon 4½, horse 4, advisor and elephant 2, pawn 1, in centipawns) so that a line can be summed
 * up as "loses the horse": the search's own evaluation is finer, but words need whole pieces.
 * Toolkit-free.
 */
public final class LineCaptures {

    /** Rough piece values in centipawns, by {@code Piece} type; the king is never taken. */
    static final int[] VALUE = {0, 200, 200, 400, 900, 450, 100};

    private LineCaptures() {
    }

    /**
     * The captures of {@code line} played from {@code root}. A pass ({@link AnalysisPosition#PASS})
     * captures nothing; the walk stops at the first move that is not legal (a line cut short by a
     * stopped search may end anywhere, but never holds an illegal move, so this is a safeguard).
     */
    public static List<LineCapture> of(Position root, int[] line) {
        Position walk = root.copy();
        List<LineCapture> captures = new ArrayList<>();
        for (int ply = 0; ply < line.length; ply++) {
            int move = line[ply];
            if (move == AnalysisPosition.PASS) {
                walk.makeNullMove();
                continue;
            }
            if (!walk.isLegal(move)) {
                break;
            }
            int taken = walk.pieceAt(Move.to(move));
            if (taken != 0) {
                captures.add(new LineCapture(ply, walk.sideToMove(), Piece.type(taken), Move.to(move)));
            }
            walk.makeMove(move);
        }
        return captures;
    }

    /** The rough value of a piece type in centipawns. */
    public static int value(int type) {
        return VALUE[type];
    }

    /**
     * What {@code side} gains along the captures in rough centipawns: what it took minus what it
     * lost (negative when it comes out behind).
     */
    public static int balance(List<LineCapture> captures, int side) {
        int sum = 0;
        for (LineCapture capture : captures) {
            sum += capture.side() == side ? VALUE[capture.type()] : -VALUE[capture.type()];
        }
        return sum;
    }

    /**
     * The most valuable of {@code side}'s pieces taken along the line (the earliest of equals), or
     * null when none is.
     */
    public static LineCapture biggestLoss(List<LineCapture> captures, int side) {
        LineCapture biggest = null;
        for (LineCapture capture : captures) {
            if (capture.side() != side && (biggest == null || VALUE[capture.type()] > VALUE[biggest.type()])) {
                biggest = capture;
            }
        }
        return biggest;
    }

    /** The piece type whose rough value is nearest to {@code centipawns} (pawn, advisor, horse or rook). */
    public static int nearestPiece(int centipawns) {
        int[] candidates = {Piece.PAWN, Piece.ADVISOR, Piece.HORSE, Piece.ROOK};
        int best = Piece.PAWN;
        for (int type : candidates) {
            if (Math.abs(VALUE[type] - centipawns) < Math.abs(VALUE[best] - centipawns)) {
                best = type;
            }
        }
        return best;
    }
}
