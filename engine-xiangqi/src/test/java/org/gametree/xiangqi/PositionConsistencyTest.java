package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Random games: after every make and unmake the incremental state equals a from-scratch
 * recomputation, FEN out then in is the identity, and taking moves back restores each position
 * exactly.
 */
class PositionConsistencyTest {

    private static final int MOVES = 6000;

    @Test
    void incrementalStateMatchesRecomputationInRandomGames() {
        List<String> starts = new ArrayList<>();
        starts.add(Position.START_FEN);
        starts.addAll(TestData.perftFens());
        int[] checked = {0};
        for (int i = 0; i < starts.size(); i++) {
            String start = starts.get(i);
            List<String> fenAtPly = new ArrayList<>();
            List<Long> keyAtPly = new ArrayList<>();
            fenAtPly.add(Fen.write(Fen.parse(start)));
            keyAtPly.add(Fen.parse(start).key());
            int budget = i == 0 ? MOVES : MOVES / 40;
            RandomGames.play(start, 1000 + i, budget, 150,
                    (position, ply) -> {
                        checkAgainstScratch(position);
                        while (fenAtPly.size() <= ply) {
                            fenAtPly.add(null);
                            keyAtPly.add(0L);
                        }
                        fenAtPly.set(ply, Fen.write(position));
                        keyAtPly.set(ply, position.key());
                        checked[0]++;
                    },
                    (position, ply) -> {
                        checkAgainstScratch(position);
                        assertEquals(fenAtPly.get(ply), Fen.write(position), "unmake restores the board");
                        assertEquals(keyAtPly.get(ply), position.key(), "unmake restores the key");
                    });
        }
        assertTrue(checked[0] >= MOVES, "random games covered " + checked[0] + " moves");
    }

    private static void checkAgainstScratch(Position position) {
        assertTrue(position.isConsistent(), () -> "inconsistent: " + Fen.write(position));
        assertEquals(position.computeKey(), position.key());
        String fen = Fen.write(position);
        Position reread = Fen.parse(fen);
        assertEquals(fen, Fen.write(reread), "FEN out then in is the identity");
        assertEquals(position.key(), reread.key(), "a position read from FEN has the same key");
        assertTrue(position.sameAs(reread), "the position read back has the same pieces and side to move");
    }
}
