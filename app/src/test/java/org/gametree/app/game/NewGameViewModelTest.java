package org.gametree.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.game.PlayerSetup.Kind;
import org.gametree.app.game.PlayerSetup.Limit;
import org.gametree.gomoku.Rule;
import org.junit.jupiter.api.Test;

class NewGameViewModelTest {

    @Test
    void defaultsAreAHumanRedAgainstTheBestEngineThinkingTwoSeconds() {
        GameSetup setup = new NewGameViewModel(GameSetup.defaults()).toSetup();
        assertEquals(Game.XIANGQI, setup.game());
        assertEquals(Kind.HUMAN, setup.first().kind());
        assertEquals(Kind.ENGINE, setup.second().kind());
        assertEquals("best", setup.second().algorithm());
        assertEquals(Limit.TIME, setup.second().limit());
        assertEquals(2000, setup.second().millis());
        assertEquals("rich", setup.second().evaluation(), "the engine plays with the evaluation that measured strongest");
        assertEquals(GameSetup.evaluations(Game.XIANGQI).get(0), setup.first().evaluation());
    }

    /** Issue 12: Gomoku's engine stays "classic" (its modern search is a later issue); Xiangqi's is "best". */
    @Test
    void switchingToGomokuOffersItsOwnEngineAndBack() {
        NewGameViewModel model = new NewGameViewModel(GameSetup.defaults());
        assertEquals("best", model.player(1).algorithmProperty().get());
        model.gameProperty().set(Game.GOMOKU);
        assertEquals("classic", model.player(1).algorithmProperty().get());
        assertEquals("classic", model.player(0).algorithmProperty().get(), "also the human's engine settings");
        assertEquals("classic", model.toSetup().second().algorithm());
        model.gameProperty().set(Game.XIANGQI);
        assertEquals("best", model.player(1).algorithmProperty().get());
        // a search the user chose stays when the game changes
        model.player(1).algorithmProperty().set("pvs");
        model.gameProperty().set(Game.GOMOKU);
        assertEquals("pvs", model.player(1).algorithmProperty().get());
        assertEquals("classic", PlayerSetup.defaultAlgorithm(Game.GOMOKU));
        assertEquals("best", PlayerSetup.defaultAlgorithm(Game.XIANGQI));
    }

    @Test
    void switchingToGomokuOffersItsEvaluations() {
        NewGameViewModel model = new NewGameViewModel(GameSetup.defaults());
        model.gameProperty().set(Game.GOMOKU);
        model.ruleProperty().set(Rule.STANDARD);
        model.boardSizeProperty().set(19);
        assertEquals(List.of("line", "book", "threat", "pattern"), model.player(1).evaluations());
        assertEquals("line", model.player(1).evaluationProperty().get());
        GameSetup setup = model.toSetup();
        assertEquals(Game.GOMOKU, setup.game());
        assertEquals(Rule.STANDARD, setup.rule());
        assertEquals(19, setup.boardSize());
        assertEquals(19, ((org.gametree.app.analysis.GomokuAnalysisPosition) setup.startPosition()).position().size());
    }

    @Test
    void aBadDepthOrTimeIsReportedForTheRightSideAndOnlyWhenItApplies() {
        NewGameViewModel model = new NewGameViewModel(GameSetup.defaults());
        PlayerSetupViewModel black = model.player(1);
        black.depthTextProperty().set("99");
        assertNull(model.issueProperty().get(), "the depth does not apply under a time limit");
        black.limitProperty().set(Limit.DEPTH);
        assertEquals(new NewGameViewModel.Issue(1, PlayerSetupViewModel.Problem.DEPTH), model.issueProperty().get());
        assertFalse(model.validProperty().get());
        assertThrows(IllegalStateException.class, model::toSetup);
        black.depthTextProperty().set(" 5 ");
        assertTrue(model.validProperty().get());
        assertEquals(5, model.toSetup().second().depth());

        PlayerSetupViewModel red = model.player(0);
        red.secondsTextProperty().set("abc");
        assertNull(model.issueProperty().get(), "a human's engine settings do not matter");
        red.engineProperty().set(true);
        assertEquals(new NewGameViewModel.Issue(0, PlayerSetupViewModel.Problem.TIME), model.issueProperty().get());
        red.secondsTextProperty().set("0,5");
        assertEquals(500, model.toSetup().first().millis());
        red.secondsTextProperty().set("0.05");
        assertEquals(PlayerSetupViewModel.Problem.TIME, model.issueProperty().get().problem());
    }

    @Test
    void loadsASetupBack() {
        GameSetup chosen = new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 17,
                PlayerSetup.engineToDepth("alphabeta", "book", 3), PlayerSetup.engineForTime("mcts", "line", 1500));
        GameSetup again = new NewGameViewModel(chosen).toSetup();
        assertEquals(chosen, again);
    }

    @Test
    void theTimeControlChosenIsTheSetupsAndComesBackWhenTheDialogReopens() {
        NewGameViewModel model = new NewGameViewModel(GameSetup.defaults());
        assertEquals(TimeControl.none(), model.toSetup().time(), "no time control by default");
        model.timeKindProperty().set(TimeControl.Kind.INCREMENT);
        model.minutesProperty().set(5);
        model.incrementSecondsProperty().set(3);
        GameSetup blitz = model.toSetup();
        assertEquals(TimeControl.increment(5, 3), blitz.time());
        assertEquals(300_000, blitz.time().baseMillis());
        assertTrue(blitz.runsClock());

        NewGameViewModel reopened = new NewGameViewModel(blitz);
        assertEquals(TimeControl.Kind.INCREMENT, reopened.timeKindProperty().get());
        assertEquals(5, reopened.minutesProperty().get());
        assertEquals(3, reopened.incrementSecondsProperty().get());
        reopened.timeKindProperty().set(TimeControl.Kind.PER_MOVE);
        reopened.perMoveSecondsProperty().set(30);
        assertEquals(TimeControl.perMove(30), reopened.toSetup().time());
    }

    @Test
    void anEngineGetsAShareOfItsClock() {
        // 5 min + 3 s with 5 min left: a thirtieth plus three quarters of the increment
        assertEquals(10_000 + 2_250, TimeControl.increment(5, 3).engineMillis(300_000));
        // never more than half of what is left
        assertEquals(1_000, TimeControl.increment(5, 30).engineMillis(2_000));
        assertEquals(8_000, TimeControl.perMove(10).engineMillis(10_000));
        assertEquals(0, TimeControl.none().engineMillis(0), "no time control: the player's own limit");
        assertFalse(new GameSetup(Game.XIANGQI, Rule.RENJU, 15, PlayerSetup.human("pst"), PlayerSetup.human("pst"))
                .runsClock(), "two people without a time control: no clock");
    }
}
