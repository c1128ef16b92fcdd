package org.gametree.xiangqi.notation;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Says in words why a from→to move of the side to move is not legal: which rule of movement it
 * breaks, what blocks it, or that it would leave the own king attacked. All notations use it
 * once they know which piece and which destination the text meant.
 */
final class MoveExplainer {

    private MoveExplainer() {
    }

    /**
     * The reason, phrased to follow "cannot move to e3: ". {@code from} holds a piece of the side
     * to move, {@code to} is another board square. The position is not changed (a copy is used to
     * try the move).
     */
    static String whyIllegal(Position position, int from, int to) {
        int id = position.pieceAt(from);
        int side = Piece.side(id);
        int type = Piece.type(id);
        int occupant = position.pieceAt(to);
        if (occupant != 0 && Piece.side(occupant) == side) {
            return Squares.name(to) + " is occupied by " + Piece.sideName(side) + "'s own "
                    + Piece.englishName(Piece.type(occupant));
        }
        int move = Move.of(from, to);
        if (position.isPseudoLegal(move)) {
            return exposesKing(position, move, side);
        }
        String why = breaksMovementRule(position, from, to, side, type);
        return why != null ? why : "that is not a legal move";
    }

    private static String exposesKing(Position position, int move, int side) {
        Position trial = position.copy();
        trial.makeMove(move);
        int king = trial.kingSquare(side);
        int other = trial.kingSquare(side ^ 1);
        if (Squares.file(king) == Squares.file(other) && nothingBetween(trial, king, other)) {
            return "the two kings would face each other on an open file";
        }
        return Piece.sideName(side) + "'s king" + " on " + Squares.name(king) + " would be in check";
    }

    /** The rule of movement broken, or null if the geometry and path are fine. */
    private static String breaksMovementRule(Position position, int from, int to, int side, int type) {
        int dFile = Squares.file(to) - Squares.file(from);
        int dRank = Squares.rank(to) - Squares.rank(from);
        int files = Math.abs(dFile);
        int ranks = Math.abs(dRank);
        switch (type) {
            case Piece.KING:
                if (files + ranks != 1) {
                    return "the king moves one point along a rank or file";
                }
                return Squares.isInPalace(to) ? null : "the king may not leave the palace";
            case Piece.ADVISOR:
                if (files != 1 || ranks != 1) {
                    return "an advisor moves one point diagonally";
                }
                return Squares.isInPalace(to) ? null : "an advisor may not leave the palace";
            case Piece.ELEPHANT: {
                if (files != 2 || ranks != 2) {
                    return "an elephant moves exactly two points diagonally";
                }
                if (!Squares.isOwnHalf(to, side)) {
                    return "an elephant may not cross the river";
                }
                int eye = Squares.of(Squares.file(from) + dFile / 2, Squares.rank(from) + dRank / 2);
                return blockedBy(position, eye, "the elephant's eye");
            }
            case Piece.HORSE: {
                if (!(files == 1 && ranks == 2 || files == 2 && ranks == 1)) {
                    return "a horse moves one point along a rank or file and then one point diagonally outwards";
                }
                int leg = ranks == 2
                        ? Squares.of(Squares.file(from), Squares.rank(from) + dRank / 2)
                        : Squares.of(Squares.file(from) + dFile / 2, Squares.rank(from));
                return blockedBy(position, leg, "the horse's leg");
            }
            case Piece.ROOK: {
                if (files != 0 && ranks != 0) {
                    return "a rook moves along a rank or file";
                }
                int first = firstBetween(position, from, to);
                return first < 0 ? null : "the way is blocked at " + Squares.name(first);
            }
            case Piece.CANNON: {
                if (files != 0 && ranks != 0) {
                    return "a cannon moves along a rank or file";
                }
                int screens = countBetween(position, from, to);
                if (position.pieceAt(to) == 0) {
                    return screens == 0 ? null : "a cannon moves to an empty point only over empty points, and "
                            + Squares.name(firstBetween(position, from, to)) + " is in the way";
                }
                return screens == 1 ? null : "a cannon captures by jumping exactly one piece, and there "
                        + (screens == 0 ? "is none" : "are " + screens) + " between "
                        + Squares.name(from) + " and " + Squares.name(to);
            }
            default: { // pawn
                int forward = dRank * Perspective.forwardSign(side);
                if (forward < 0) {
                    return "a pawn never moves backward";
                }
                if (forward == 0 && files > 0 && Squares.isOwnHalf(from, side)) {
                    return "a pawn moves sideways only after crossing the river";
                }
                if (forward + files != 1) {
                    return "a pawn moves one point at a time: forward, or sideways after crossing the river";
                }
                return null;
            }
        }
    }

    private static String blockedBy(Position position, int square, String what) {
        int id = position.pieceAt(square);
        return id == 0 ? null : what + " at " + Squares.name(square) + " is blocked by "
                + Piece.sideName(Piece.side(id)) + "'s " + Piece.englishName(Piece.type(id));
    }

    /** The first occupied square strictly between two squares on one line, or −1. */
    private static int firstBetween(Position position, int from, int to) {
        int step = step(from, to);
        for (int sq = from + step; sq != to; sq += step) {
            if (position.pieceAt(sq) != 0) {
                return sq;
            }
        }
        return -1;
    }

    private static int countBetween(Position position, int from, int to) {
        int step = step(from, to);
        int n = 0;
        for (int sq = from + step; sq != to; sq += step) {
            if (position.pieceAt(sq) != 0) {
                n++;
            }
        }
        return n;
    }

    private static boolean nothingBetween(Position position, int a, int b) {
        return countBetween(position, a, b) == 0;
    }

    /** The mailbox step from one square towards another on the same rank or file. */
    private static int step(int from, int to) {
        if (Squares.file(from) == Squares.file(to)) {
            return Squares.rank(to) > Squares.rank(from) ? Squares.UP : Squares.DOWN;
        }
        return Squares.file(to) > Squares.file(from) ? 1 : -1;
    }
}
