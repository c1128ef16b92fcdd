package org.gametree.xiangqi.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import org.gametree.xiangqi.FairyStockfish;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.tactics.UciClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Distances agree with Fairy-Stockfish (where installed; required on CI): on random won and
 * lost positions with mates up to 9 plies (losses up to 6), {@code go mate M} with M the stored distance in moves
 * — {@code (d + 1) / 2} for a win in d plies — ends with {@code score mate M}, or
 * {@code score mate -M} for a loss in {@code d = 2M} plies: it finds a mate that fast (so ours is
 * not too short) and none faster (so ours is not too long). A plain {@code go depth} is not
 * enough: with its pruning Fairy-Stockfish may settle on a longer mate first.
 */
class EndgameFairyStockfishTest {

    private static final int MAX_PLIES = 9;
    private static final int PER_SET = 6;

    @TempDir
    Path cache;

    @Test
    void mateScoresOfFairyStockfishMatchTheStoredDistances() throws Exception {
        Path engine = FairyStockfish.requireEngine();
        EndgameTablebases bases = new EndgameTablebases(cache);
        int compared = 0;
        try (UciClient fairy = UciClient.start(List.of(engine.toString()), UciClient.Ranks.AUTO)) {
            fairy.setOption("Threads", "1");
            fairy.setOption("Hash", "16");
            for (String name : List.of("KHK", "KPK", "KHKA", "KCAK", "KRKH", "KRKAA")) {
                EndgameTable table = bases.table(MaterialSet.parse(name), 1, BuildProgress.NONE);
                SetIndex index = table.index();
                SplittableRandom random = new SplittableRandom(name.hashCode() + 9L);
                int found = 0;
                for (int trial = 0; trial < 200_000 && found < PER_SET; trial++) {
                    int stm = random.nextInt(2);
                    int i = random.nextInt((int) index.size);
                    int entry = table.entry(stm, i);
                    int value = EndgameTable.value(entry);
                    int distance = EndgameTable.distance(entry);
                    if (value != EndgameTable.WIN && value != EndgameTable.LOSS || distance == 0 || distance > MAX_PLIES) {
                        continue;
                    }
                    // Proving the longest defence takes Fairy-Stockfish far longer than finding a
                    // mate (30 s for one loss in 8 plies of KRKH): losses only up to 6 plies.
                    if (value == EndgameTable.LOSS && distance > 6) {
                        continue;
                    }
                    // Prefer the longer mates: half the samples at least 5 plies.
                    if (found < PER_SET / 2 && distance < 5) {
                        continue;
                    }
                    String fen = Fen.write(Fen.parse(EndgameStatistics.fen(index, i, stm)));
                    int expected = value == EndgameTable.WIN ? (distance + 1) / 2 : -distance / 2;
                    fairy.newGame();
                    UciClient.Answer answer = fairy.search(fen, List.of(), "mate " + Math.abs(expected), 60_000);
                    assertFalse(answer.lines().isEmpty(), fen);
                    UciClient.Line line = answer.lines().get(0);
                    assertTrue(line.mate(), fen + ": Fairy-Stockfish gave " + line.scoreText());
                    assertEquals(expected, line.score(), fen + " (" + name + ", " + distance + " plies)");
                    found++;
                }
                compared += found;
            }
        }
        assertTrue(compared >= 30, "compared " + compared);
    }
}
