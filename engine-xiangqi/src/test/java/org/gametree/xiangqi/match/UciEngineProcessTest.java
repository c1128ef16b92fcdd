package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The facade a game in the window uses: a move from a FEN, a search stopped early, FSF's ranks translated. */
class UciEngineProcessTest {

    /** A middle game where Black is to move: the answer must be one of Black's legal moves. */
    static final String FEN = "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2";

    @Test
    void oursAnswersFromAFenAndStopsWhenAsked() throws Exception {
        try (UciEngineProcess engine = new UciEngineProcess(EngineSpec.ours("ours", Map.of("Hash", "8")), 10_000)) {
            engine.start();
            UciEngineProcess.Answer quick = engine.play(FEN, List.of(), "depth 2", 10_000, 2_000);
            assertEquals(UciEngineProcess.Outcome.MOVE, quick.outcome());
            assertTrue(Fen.parse(FEN).isLegal(quick.move()), quick.text());

            Thread stopper = new Thread(() -> {
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    return;
                }
                engine.stopSearch();
            });
            stopper.start();
            UciEngineProcess.Answer stopped = engine.play(FEN, List.of(), "depth 60", 60_000, 2_000);
            stopper.join();
            assertEquals(UciEngineProcess.Outcome.MOVE, stopped.outcome(), "stop answers at once, before the deadline");
            assertTrue(stopped.millis() < 10_000, stopped.millis() + " ms");
            assertTrue(Fen.parse(FEN).isLegal(stopped.move()), stopped.text());
        }
    }

    @Test
    void fairyStockfishMovesAreReadInOurRanks() throws Exception {
        Path fsf = Path.of("/usr/games/fairy-stockfish");
        Assumptions.assumeTrue(Files.isExecutable(fsf), "fairy-stockfish is not installed");
        EngineSpec spec = new EngineSpec("fsf", List.of(fsf.toString()), Map.of("UCI_Variant", "xiangqi"), null, null);
        try (UciEngineProcess engine = new UciEngineProcess(spec, 10_000)) {
            engine.start();
            Position position = Fen.parse(FEN);
            for (int i = 0; i < 3; i++) {
                UciEngineProcess.Answer answer = engine.play(FEN, List.of(), "movetime 100", 5_000, 2_000);
                assertEquals(UciEngineProcess.Outcome.MOVE, answer.outcome());
                assertTrue(position.isLegal(answer.move()), answer.text() + " is legal in our ranks");
            }
        }
    }
}
