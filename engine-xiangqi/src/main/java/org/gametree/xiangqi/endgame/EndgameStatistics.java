package org.gametree.xiangqi.endgame;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * Counts over one table: positions (legal ones, per side to move), wins, draws and losses for the
 * side to move, and the longest win with an example position (in FEN, the stronger side Red).
 * Index 0 of each array is Red (the stronger side) to move, 1 Black.
 *
 * @param indices      indices per side to move (the table's size)
 * @param withoutMirror what the index would need without the left–right mirror, both sides
 * @param naive        a naive index: every piece on any of 90 points, both sides to move
 */
public record EndgameStatistics(String set, long indices, long withoutMirror, long naive,
                                long[] positions, long[] wins, long[] draws, long[] losses,
                                int longestWin, String longestWinFen) {

    public long totalPositions() {
        return positions[0] + positions[1];
    }

    public static EndgameStatistics of(EndgameTable table) {
        SetIndex index = table.index();
        long[] positions = new long[2];
        long[] wins = new long[2];
        long[] draws = new long[2];
        long[] losses = new long[2];
        int longest = -1;
        int longestStm = 0;
        int longestIndex = 0;
        int size = (int) index.size;
        for (int stm = 0; stm < 2; stm++) {
            for (int i = 0; i < size; i++) {
                int entry = table.entry(stm, i);
                switch (EndgameTable.value(entry)) {
                    case EndgameTable.WIN:
                        wins[stm]++;
                        if (EndgameTable.distance(entry) > longest) {
                            longest = EndgameTable.distance(entry);
                            longestStm = stm;
                            longestIndex = i;
                        }
                        break;
                    case EndgameTable.DRAW:
                        draws[stm]++;
                        break;
                    case EndgameTable.LOSS:
                        losses[stm]++;
                        break;
                    default:
                        continue;
                }
                positions[stm]++;
            }
        }
        String fen = longest < 0 ? null : fen(index, longestIndex, longestStm);
        return new EndgameStatistics(table.set().name(), index.size, index.sizeWithoutMirror(), index.naiveSize(),
                positions, wins, draws, losses, Math.max(longest, 0), fen);
    }

    /** The FEN of index {@code i} of a set, side {@code stm} to move (0 = Red). */
    static String fen(SetIndex index, int i, int stm) {
        int[] sq = new int[index.slots];
        index.decode(i, sq);
        char[] letters = new char[256];
        for (int slot = 0; slot < index.slots; slot++) {
            letters[sq[slot]] = Piece.fenLetter(index.kindOfSlot[slot]);
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                char c = letters[Squares.of(file, rank)];
                if (c == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(stm == 0 ? " w" : " b").append(" - - 0 1").toString();
    }
}
