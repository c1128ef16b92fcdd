package org.gametree.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.game.PlayerSetup.Kind;
import org.gametree.app.game.PlayerSetup.Limit;
import org.junit.jupiter.api.Test;

/** The New Game dialog's model offers the user's engines of the chosen game as players. */
class ExternalPlayerSetupTest {

    static final ExternalEngine FSF = new ExternalEngine("FSF", Game.XIANGQI, List.of("/usr/games/fairy-stockfish"),
            Map.of("UCI_Variant", "xiangqi"));
    static final ExternalEngine RAPFI = new ExternalEngine("Rapfi", Game.GOMOKU, List.of("/opt/pbrain-rapfi"), Map.of());

    @Test
    void anExternalEngineOfTheGamePlaysWithTheDepthOrTimeGiven() {
        NewGameViewModel model = new NewGameViewModel(GameSetup.defaults());
        model.setExternalEngines(List.of(FSF, RAPFI));
        PlayerSetupViewModel black = model.player(1);
        assertEquals(List.of(FSF), black.externalEngines(), "Xiangqi offers Xiangqi's engines only");
        black.externalProperty().set(true);
        black.limitProperty().set(Limit.DEPTH);
        black.depthTextProperty().set("7");
        PlayerSetup setup = model.toSetup().second();
        assertEquals(Kind.EXTERNAL, setup.kind());
        assertTrue(setup.isEngine() && setup.isExternal());
        assertEquals(FSF, setup.external());
        assertEquals(7, setup.depth());

        // the dialog reopened with that setup shows it again
        NewGameViewModel again = new NewGameViewModel(model.toSetup());
        again.setExternalEngines(List.of(FSF, RAPFI));
        assertTrue(again.player(1).externalProperty().get());
        assertEquals(FSF, again.player(1).externalEngineProperty().get());

        // Gomoku offers Rapfi; a game without engines of its own falls back to ours
        model.gameProperty().set(Game.GOMOKU);
        assertEquals(List.of(RAPFI), black.externalEngines());
        assertEquals(RAPFI, model.toSetup().second().external());
        model.setExternalEngines(List.of(FSF));
        assertFalse(black.externalProperty().get());
        assertEquals(Kind.ENGINE, model.toSetup().second().kind());
    }

    @Test
    void choosingExternalWithoutAnEngineIsAProblem() {
        NewGameViewModel model = new NewGameViewModel(GameSetup.defaults());
        PlayerSetupViewModel black = model.player(1);
        black.externalProperty().set(true);
        assertNull(black.externalEngineProperty().get());
        assertEquals(new NewGameViewModel.Issue(1, PlayerSetupViewModel.Problem.EXTERNAL), model.issueProperty().get());
    }

    @Test
    void onlyAnExternalPlayerNamesAnEngine() {
        assertThrows(IllegalArgumentException.class,
                () -> new PlayerSetup(Kind.ENGINE, "best", "pst", Limit.TIME, 6, 2000, FSF));
        assertThrows(IllegalArgumentException.class,
                () -> new PlayerSetup(Kind.EXTERNAL, "best", "pst", Limit.TIME, 6, 2000, null));
        PlayerSetup external = PlayerSetup.engineForTime("best", "pst", 500).playedBy(FSF);
        assertEquals(FSF, external.withEvaluation("rich").external(), "kept when the game's evaluations change");
    }
}
