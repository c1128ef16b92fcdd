package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.gametree.core.match.TimeControl;
import org.gametree.xiangqi.FairyStockfish;
import org.junit.jupiter.api.Test;

/** Two short games against Fairy-Stockfish at a node budget: ranks translated both ways, every move legal. */
class FairyStockfishMatchRunnerTest {

    @Test
    void twoGamesAgainstFairyStockfish() throws Exception {
        Path engine = FairyStockfish.requireEngine();
        EngineSpec fsf = new EngineSpec(null, List.of(engine.toString()), Map.of("Threads", "1"), null, null);
        MatchSettings settings = MatchSettings.of(MatchTests.ours("ours"), fsf, TimeControl.nodes(3000), 2,
                Openings.builtIn().subList(0, 1)).withMaxPlies(80);
        Match.Result result = new Match(settings, null, null).run();
        assertTrue(result.second().startsWith("Fairy-Stockfish"), "named by its id: " + result.second());
        assertEquals(2, result.games().size());
        for (GameRecord game : result.games()) {
            assertFalse(game.termination().isFault(), "no illegal move, crash or time loss: " + game);
            MatchTests.replay(game);
            assertTrue(game.moves().length > Openings.builtIn().get(0).moves().length + 4, "both engines moved: " + game);
        }
    }
}
