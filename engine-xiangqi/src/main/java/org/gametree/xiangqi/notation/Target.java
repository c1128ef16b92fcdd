package org.gametree.xiangqi.notation;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * The inverse of {@link MoveDescriber} for one piece: the square that "action number" would take
 * it to, or why no square fits. Parsing uses it only to explain a text that matched no legal
 * move, so that the message can name the destination and the rule that forbids it.
 */
final class Target {

    /** Returned by {@link #of} when the action and number describe no square for the piece. */
    static final int NONE = -1;

    private Target() {
    }

    /** The destination square, or {@link #NONE}. */
    static int of(int side, int type, int from, Action action, int number) {
        int file = Squares.file(from);
        int rank = Squares.rank(from);
        if (MoveDescription.movesStraight(type)) {
            if (action == Action.SIDEWAYS) {
                int toFile = Perspective.fileIndex(side, number);
                return toFile == file ? NONE : Squares.of(toFile, rank);
            }
            int toRank = rank + number * direction(side, action);
            return toRank < 0 || toRank >= Squares.RANKS ? NONE : Squares.of(file, toRank);
        }
        if (action == Action.SIDEWAYS) {
            return NONE;
        }
        int toFile = Perspective.fileIndex(side, number);
        int ranks = diagonalRanks(type, Math.abs(toFile - file));
        if (ranks == 0) {
            return NONE;
        }
        int toRank = rank + ranks * direction(side, action);
        return toRank < 0 || toRank >= Squares.RANKS ? NONE : Squares.of(toFile, toRank);
    }

    /** Why {@link #of} found no square: the sentence continues "the red horse on h0 cannot …". */
    static String whyNone(int side, int type, int from, Action action, int number) {
        String name = Piece.englishName(type);
        int fileNumber = Perspective.fileNumberOf(side, from);
        if (MoveDescription.movesStraight(type)) {
            if (action == Action.SIDEWAYS) {
                return "move sideways to file " + number + ": it already stands on file " + number;
            }
            return "move " + number + " rank" + (number == 1 ? "" : "s") + " " + action.word()
                    + " from rank " + Squares.rank(from) + ": that leaves the board";
        }
        if (action == Action.SIDEWAYS) {
            return "move sideways: " + article(name) + " never moves along a rank; it goes forward or"
                    + " backward, and the number is the file it arrives on";
        }
        int distance = Math.abs(Perspective.fileIndex(side, number) - Squares.file(from));
        if (diagonalRanks(type, distance) == 0) {
            String reach = type == Piece.ADVISOR ? "a neighbouring file (one point diagonally)"
                    : type == Piece.ELEPHANT ? "a file two files away (two points diagonally)"
                    : "a file one or two files away";
            return "go from file " + fileNumber + " to file " + number + ": " + article(name)
                    + " always moves to " + reach;
        }
        return "move " + action.word() + " to file " + number + ": that leaves the board";
    }

    private static int direction(int side, Action action) {
        return Perspective.forwardSign(side) * (action == Action.FORWARD ? 1 : -1);
    }

    /** Ranks crossed by a diagonal mover going {@code files} files aside, 0 if it cannot. */
    private static int diagonalRanks(int type, int files) {
        switch (type) {
            case Piece.ADVISOR:
                return files == 1 ? 1 : 0;
            case Piece.ELEPHANT:
                return files == 2 ? 2 : 0;
            default: // horse: one file over means two ranks, two files over means one rank
                return files == 1 ? 2 : files == 2 ? 1 : 0;
        }
    }

    private static String article(String noun) {
        return ("aeiou".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
    }
}
