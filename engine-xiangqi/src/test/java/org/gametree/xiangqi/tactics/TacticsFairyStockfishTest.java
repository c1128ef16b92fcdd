package org.gametree.xiangqi.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.xiangqi.FairyStockfish;
import org.gametree.xiangqi.TestData;
import org.junit.jupiter.api.Test;

/**
 * Re-checks a few rows of the tactics suite with the Fairy-Stockfish installed here, at a modest
 * depth (14, one thread): the first, middle and last of the mates in at most three moves must
 * come out as the same mate with an accepted move, and the first, middle and last material
 * problems must have an accepted best move (its score may still be low at this depth: some wins
 * show only at the suite's depth 18). Skipped without the engine.
 */
class TacticsFairyStockfishTest {

    private static final int DEPTH = 14;

    @Test
    void fairyStockfishAgreesOnASample() throws Exception {
        Path engine = FairyStockfish.requireEngine();
        List<TacticsSuite.Problem> problems = TacticsSuite.read(TestData.directory().resolve("xiangqi-tactics.tsv"));
        List<TacticsSuite.Problem> mates = new ArrayList<>();
        List<TacticsSuite.Problem> material = new ArrayList<>();
        for (TacticsSuite.Problem p : problems) {
            if (p.kind() == TacticsSuite.Kind.MATE && p.mateIn() <= 3) {
                mates.add(p);
            } else if (p.kind() == TacticsSuite.Kind.MATERIAL) {
                material.add(p);
            }
        }
        try (UciClient fairy = UciClient.start(List.of(engine.toString()), UciClient.Ranks.AUTO)) {
            assertEquals(1, fairy.rankOffset(), "Fairy-Stockfish numbers ranks 1-10");
            fairy.setOption("Threads", "1");
            fairy.setOption("Hash", "64");
            for (TacticsSuite.Problem p : sample(mates)) {
                UciClient.Answer answer = search(fairy, p);
                UciClient.Line line = answer.lines().get(0);
                assertEquals("mate " + p.mateIn(), line.scoreText(), p.id());
                assertTrue(p.accepts(answer.bestMove()), p.id() + " " + answer.bestMove());
            }
            for (TacticsSuite.Problem p : sample(material)) {
                UciClient.Answer answer = search(fairy, p);
                assertTrue(p.accepts(answer.bestMove()), p.id() + " " + answer.bestMove());
            }
        }
    }

    private static UciClient.Answer search(UciClient fairy, TacticsSuite.Problem p) throws Exception {
        fairy.newGame();
        // a material row is searched at its recorded depth: some wins show only at 18, not at 14
        int depth = p.kind() == TacticsSuite.Kind.MATE ? DEPTH : p.depth();
        UciClient.Answer answer = fairy.search(p.fen(), List.of(), "depth " + depth, 120_000);
        assertTrue(!answer.stopped() && !answer.lines().isEmpty(), p.id() + ": the search completed");
        return answer;
    }

    private static List<TacticsSuite.Problem> sample(List<TacticsSuite.Problem> rows) {
        // the first, middle and last row
        assertTrue(rows.size() >= 1, "rows to sample: " + rows.size());
        return new java.util.ArrayList<>(new java.util.LinkedHashSet<>(
                List.of(rows.get(0), rows.get(rows.size() / 2), rows.get(rows.size() - 1))));
    }
}
