package org.gametree.app.paste;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.xiangqi.Position;

/**
 * What a pasted text turned out to be: a Xiangqi start position plus moves (a FEN gives no
 * moves), or a Gomoku position with its move history.
 *
 * @param format  which format was read
 * @param xiangqi the Xiangqi start position (null for Gomoku)
 * @param moves   Xiangqi moves played from it (empty for a FEN; null for Gomoku)
 * @param gomoku  the Gomoku position (null for Xiangqi)
 */
public record PastedGame(PasteFormat format, Position xiangqi, int[] moves, GomokuPosition gomoku) {

    public boolean isXiangqi() {
        return xiangqi != null;
    }
}
