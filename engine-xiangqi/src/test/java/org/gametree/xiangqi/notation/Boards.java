package org.gametree.xiangqi.notation;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.PieceLists;
import org.gametree.xiangqi.Position;

/**
 * Test positions written as piece lists, "Ke0 kd9 Ra0 Ra4" (FEN letter and square), because
 * tandem cases are easier to read and check that way than as FEN ranks. Fen.parse still
 * validates them (piece placement, side not to move not in check).
 */
final class Boards {

    private Boards() {
    }

    /** The FEN of the pieces ("Ke0 kd9 …") with {@code side} ("w" or "b") to move. */
    static String fen(String side, String pieces) {
        return PieceLists.fen(side, pieces.trim().split("\\s+"));
    }

    static Position position(String side, String pieces) {
        return Fen.parse(fen(side, pieces));
    }

    /** A position given either as a FEN or as "w: Ke0 kd9 …" / "b: …". */
    static Position parse(String spec) {
        if (spec.startsWith("w:") || spec.startsWith("b:")) {
            return position(spec.substring(0, 1), spec.substring(2));
        }
        return Fen.parse(spec);
    }
}
