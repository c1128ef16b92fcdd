package org.gametree.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Computes {@link MoveDescription}s for the moves of one position: the facts WXF and Chinese
 * notation share, so the two renderers differ only in spelling.
 *
 * <p>It surveys the board once (how many pieces of each side and type stand on each file)
 * because a parser describes every legal move of the position. It reads the position and never
 * changes it; it must not be used after the position changes.
 */
public final class MoveDescriber {

    private final Position position;
    /** counts[side][type][fileIndex]: pieces of that side and type on that file. */
    private final int[][][] counts = new int[2][Piece.TYPES][Squares.FILES];
    /** Per side: how many files hold two or more of its pawns (0, 1 or 2). */
    private final int[] tandemPawnFiles = new int[2];

    public MoveDescriber(Position position) {
        this.position = position;
        for (int file = 0; file < Squares.FILES; file++) {
            for (int rank = 0; rank < Squares.RANKS; rank++) {
                int id = position.pieceAt(Squares.of(file, rank));
                if (id != 0) {
                    counts[Piece.side(id)][Piece.type(id)][file]++;
                }
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int file = 0; file < Squares.FILES; file++) {
                if (counts[side][Piece.PAWN][file] >= 2) {
                    tandemPawnFiles[side]++;
                }
            }
        }
    }

    /**
     * Describes a move of the piece on the move's from-square. The move is expected to be legal
     * (callers check); a move no piece could make in one step is rejected.
     */
    public MoveDescription describe(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int id = Squares.isOnBoard(from) ? position.pieceAt(from) : 0;
        if (id == 0 || !Squares.isOnBoard(to) || from == to) {
            throw new IllegalArgumentException("not a move of a piece: " + Move.toCoordinate(move));
        }
        int side = Piece.side(id);
        int type = Piece.type(id);
        int forward = Perspective.ranksForward(side, from, to);
        Action action;
        int number;
        if (MoveDescription.movesStraight(type)) {
            if (forward != 0) {
                action = forward > 0 ? Action.FORWARD : Action.BACKWARD;
                number = Math.abs(forward);
            } else {
                action = Action.SIDEWAYS;
                number = Perspective.fileNumberOf(side, to);
            }
        } else {
            // Advisors, elephants and horses always change rank, so the direction plus the
            // destination file identify the target; the number is that file.
            if (forward == 0) {
                throw new IllegalArgumentException("a " + Piece.englishName(type) + " cannot move sideways: "
                        + Move.toCoordinate(move));
            }
            action = forward > 0 ? Action.FORWARD : Action.BACKWARD;
            number = Perspective.fileNumberOf(side, to);
        }
        return new MoveDescription(move, side, type, locate(from), action, number);
    }

    /** The locator of the piece on {@code square} (which must hold a piece). */
    public Locator locate(int square) {
        int id = position.pieceAt(square);
        if (id == 0) {
            throw new IllegalArgumentException("no piece on " + Squares.name(square));
        }
        int side = Piece.side(id);
        int type = Piece.type(id);
        int file = Squares.file(square);
        int count = counts[side][type][file];
        int index = 0;
        // Count the same pieces ahead of this one, walking from the square towards the opponent.
        int step = side == Piece.RED ? Squares.UP : Squares.DOWN;
        for (int sq = square + step; Squares.isOnBoard(sq); sq += step) {
            int other = position.pieceAt(sq);
            if (other != 0 && Piece.side(other) == side && Piece.type(other) == type) {
                index++;
            }
        }
        boolean fileNamed = type == Piece.PAWN && count >= 2 && tandemPawnFiles[side] >= 2;
        return new Locator(Perspective.fileNumber(side, file), index, count, fileNamed);
    }

    /** How many files hold two or more pawns of {@code side}. */
    public int tandemPawnFiles(int side) {
        return tandemPawnFiles[side];
    }

    /** The squares of {@code side}'s pieces of {@code type}: by that side's file numbers, front to back. */
    List<Integer> squaresOf(int side, int type) {
        List<Integer> squares = new ArrayList<>();
        for (int number = 1; number <= Squares.FILES; number++) {
            int file = Perspective.fileIndex(side, number);
            if (counts[side][type][file] == 0) {
                continue;
            }
            for (int i = 0; i < Squares.RANKS; i++) {
                int rank = side == Piece.RED ? 9 - i : i;
                int sq = Squares.of(file, rank);
                int id = position.pieceAt(sq);
                if (id != 0 && Piece.side(id) == side && Piece.type(id) == type) {
                    squares.add(sq);
                }
            }
        }
        return squares;
    }
}
