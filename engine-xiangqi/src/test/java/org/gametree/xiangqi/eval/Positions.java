package org.gametree.xiangqi.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.PieceLists;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.TestData;

/** Test positions: seeded random games from the perft suite, and mirrored positions. */
final class Positions {

    private Positions() {
    }

    /**
     * Plays seeded random games from the start position and every perft-suite position, at most
     * {@code gameLength} moves each, until {@code count} positions have been visited; gives each
     * position reached (in the middle of its game, history included) to {@code visitor}, and
     * again after each move is taken back.
     */
    static int randomGames(long seed, int count, int gameLength, Consumer<Position> visitor) {
        List<String> starts = new ArrayList<>();
        starts.add(Position.START_FEN);
        starts.addAll(TestData.perftFens());
        Random random = new Random(seed);
        int visited = 0;
        while (visited < count) {
            Position position = Fen.parse(starts.get(random.nextInt(starts.size())));
            visitor.accept(position);
            visited++;
            for (int length = 0; length < gameLength && visited < count; length++) {
                int[] moves = position.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(moves.length)]);
                visitor.accept(position);
                visited++;
            }
            while (position.ply() > 0) {
                position.unmakeMove();
                visitor.accept(position);
            }
        }
        return visited;
    }

    /** The position with the colours swapped and the board turned round (Red's view becomes Black's). */
    static Position colourFlipped(Position position) {
        List<String> pieces = new ArrayList<>();
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            int sq = position.squareOf(id);
            if (sq != 0) {
                int kind = (Piece.kind(id) + Piece.TYPES) % (2 * Piece.TYPES);
                pieces.add(Piece.fenLetter(kind) + Squares.name(Squares.flip(sq)));
            }
        }
        return Fen.parse(PieceLists.fen(position.sideToMove() == Piece.RED ? "b" : "w", pieces.toArray(new String[0])));
    }

    /** The position mirrored left to right (file a becomes file i), same colours and side to move. */
    static Position mirrored(Position position) {
        List<String> pieces = new ArrayList<>();
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            int sq = position.squareOf(id);
            if (sq != 0) {
                int mirror = Squares.of(8 - Squares.file(sq), Squares.rank(sq));
                pieces.add(Piece.fenLetter(Piece.kind(id)) + Squares.name(mirror));
            }
        }
        return Fen.parse(PieceLists.fen(position.sideToMove() == Piece.RED ? "w" : "b", pieces.toArray(new String[0])));
    }
}
