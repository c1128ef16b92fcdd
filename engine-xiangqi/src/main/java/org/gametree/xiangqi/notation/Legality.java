package org.gametree.xiangqi.notation;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;

/** The check every formatter makes first: notations describe legal moves only. */
final class Legality {

    private Legality() {
    }

    static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * @throws NotationException if the move is not legal, because a WXF or Chinese description
     *                           only means something for a legal move (it names the piece by where
     *                           its side's other pieces stand)
     */
    static void require(Notation notation, Position position, int move) {
        if (!contains(position.legalMoves(), move)) {
            String coordinate = move == 0 ? "(none)" : Move.toCoordinate(move);
            throw new NotationException(notation, NotationException.Reason.ILLEGAL_MOVE, coordinate,
                    "cannot be written: it is not a legal move in " + Fen.write(position));
        }
    }
}
