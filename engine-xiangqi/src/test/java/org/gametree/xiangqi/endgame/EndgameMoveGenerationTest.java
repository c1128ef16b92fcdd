package org.gametree.xiangqi.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.TreeSet;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The builder's small board generates exactly the legal moves of {@link Position}, and calls a
 * position legal exactly when the FEN reader accepts it, on random indices of each set.
 */
class EndgameMoveGenerationTest {

    @ParameterizedTest
    @ValueSource(strings = {"KRKAAEE", "KRKH", "KRKC", "KCAK", "KPK", "KHKE"})
    void legalMovesAgreeWithPosition(String name) {
        SetIndex index = new SetIndex(MaterialSet.parse(name));
        EndgameBoard board = new EndgameBoard();
        SplittableRandom random = new SplittableRandom(name.hashCode());
        int[] sq = new int[index.slots];
        int[] moves = new int[256];
        int compared = 0;
        for (int trial = 0; trial < 3000; trial++) {
            int i = random.nextInt((int) index.size);
            int stm = random.nextInt(2);
            if (!index.decode(i, sq)) {
                continue;
            }
            String fen = EndgameStatistics.fen(index, i, stm);
            board.put(index.kindOfSlot, sq, index.slots);
            boolean legal = !board.attacked(sq[stm ^ 1], stm);
            Position position;
            try {
                position = Fen.parse(fen);
            } catch (FenException e) {
                board.clear(sq, index.slots);
                assertEquals(false, legal, fen + ": " + e.getMessage());
                continue;
            }
            assertEquals(true, legal, fen);
            TreeSet<String> ours = new TreeSet<>();
            int n = board.generate(stm, index.kindOfSlot, sq, index.slots, moves);
            for (int m = 0; m < n; m++) {
                int slot = moves[m] >>> 8;
                int to = moves[m] & 0xFF;
                int from = sq[slot];
                int captured = board.cells[to];
                board.cells[from] = 0;
                board.cells[to] = index.kindOfSlot[slot] + 1;
                sq[slot] = to;
                if (!board.attacked(sq[stm], stm ^ 1)) {
                    ours.add(Move.toCoordinate(Move.of(from, to)));
                }
                sq[slot] = from;
                board.cells[to] = captured;
                board.cells[from] = index.kindOfSlot[slot] + 1;
            }
            board.clear(sq, index.slots);
            TreeSet<String> theirs = new TreeSet<>();
            for (int move : position.legalMoves()) {
                theirs.add(Move.toCoordinate(move));
            }
            assertEquals(theirs, ours, fen);
            compared++;
        }
        assertEquals(true, compared > 500, "compared " + compared);
    }
}
