package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.game.TimeControl;
import org.gametree.app.i18n.ShownMessage;
import org.gametree.gomoku.Rule;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A game in the window against one of the user's engines: Fairy-Stockfish answers our engine as
 * Black; an engine that dies when asked to think is reported in the status area, the game stops
 * waiting and the user plays on for it.
 */
class ExternalPlayerTest extends WorkbenchUiTest {

    @TempDir
    Path folder;

    @Test
    void fairyStockfishPlaysBlackAgainstOurEngine(FxRobot robot) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(MatchTabTest.FSF), "fairy-stockfish is not installed");
        ExternalEngine fsf = new ExternalEngine("FSF", Game.XIANGQI, List.of(MatchTabTest.FSF.toString()),
                Map.of("UCI_Variant", "xiangqi"));
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15,
                PlayerSetup.engineToDepth("best", "rich", 2),
                PlayerSetup.engineForTime("best", "rich", 200).playedBy(fsf), TimeControl.none())));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> onFx(() -> fixture.workbench.session().currentPosition().ply()) >= 6);
        ShownMessage message = onFx(() -> fixture.workbench.session().messageProperty().get());
        assertTrue(message == null || !message.error(), "no engine error: " + message);
        robot.interact(() -> fixture.workbench.session().newGame(GameSetup.defaults())); // ends FSF's process
    }

    @Test
    void rapfiPlaysWhiteInAGomokuGameAndFollowsAnUndo(FxRobot robot) throws Exception {
        Path rapfi = Path.of("/root/rapfi-run/pbrain-rapfi");
        Assumptions.assumeTrue(Files.isExecutable(rapfi), "Rapfi is not here (CI has none)");
        ExternalEngine engine = new ExternalEngine("Rapfi", Game.GOMOKU, List.of(rapfi.toString()), Map.of());
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 15,
                PlayerSetup.human("pattern"), PlayerSetup.engineForTime("classic", "pattern", 300).playedBy(engine),
                TimeControl.none())));
        int[] black = {org.gametree.gomoku.GomokuPosition.point(7, 7), org.gametree.gomoku.GomokuPosition.point(3, 3),
            org.gametree.gomoku.GomokuPosition.point(11, 3)};
        for (int i = 0; i < black.length; i++) {
            int ply = 2 * i;
            int point = black[i];
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                    () -> onFx(() -> fixture.workbench.session().currentPosition().ply()) == ply);
            if (!onFx(() -> fixture.workbench.session().currentPosition().isLegal(point))) {
                continue;
            }
            assertTrue(onFx(() -> fixture.workbench.session().playMove(point)), "black at " + point);
            if (i == 1) {
                // take back Black's move and Rapfi's reply, then go on: Rapfi is told the board again
                WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                        () -> onFx(() -> fixture.workbench.session().currentPosition().ply()) == 4);
                robot.interact(() -> fixture.workbench.session().undo());
                WaitForAsyncUtils.waitForFxEvents();
                int back = onFx(() -> fixture.workbench.session().currentPosition().ply());
                assertEquals(2, back, "undo takes back the engine's reply and the move before it");
                assertTrue(onFx(() -> fixture.workbench.session().playMove(point)));
            }
        }
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> onFx(() -> fixture.workbench.session().currentPosition().ply()) >= 6);
        ShownMessage message = onFx(() -> fixture.workbench.session().messageProperty().get());
        assertTrue(message == null || !message.error(), "no engine error: "
                + (message == null ? "" : message.text(fixture.workbench.localization())));
        robot.interact(() -> fixture.workbench.session().newGame(GameSetup.defaults()));
    }

    @Test
    void anEngineThatDiesIsReportedAndTheUserPlaysOn(FxRobot robot) throws Exception {
        Path script = folder.resolve("dies.sh");
        Files.writeString(script, "#!/bin/sh\nwhile read line; do case \"$line\" in\n"
                + "uci) echo 'id name Dies'; echo uciok;;\nisready) echo readyok;;\ngo*) exit 7;;\n"
                + "esac; done\n");
        assertTrue(script.toFile().setExecutable(true));
        ExternalEngine dies = new ExternalEngine("Dies", Game.XIANGQI, List.of(script.toString()), Map.of());
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15,
                PlayerSetup.human("pst"), PlayerSetup.engineForTime("best", "pst", 500).playedBy(dies), TimeControl.none())));
        assertTrue(onFx(() -> fixture.workbench.session().playMove(move("h2e2"))));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> onFx(() -> fixture.workbench.session().messageProperty().get()) != null);
        String text = onFx(() -> fixture.workbench.session().messageProperty().get().text(fixture.workbench.localization()));
        assertTrue(text.startsWith("Engine error: Dies stopped working (exit status 7"), text);
        // the window is not waiting: the user moves for Black and the game goes on
        assertTrue(onFx(() -> fixture.workbench.session().playMove(move("h9g7"))));
        assertEquals(2, (int) onFx(() -> fixture.workbench.session().currentPosition().ply()));
        assertFalse(onFx(() -> fixture.workbench.session().isOver()));
    }

    private static int move(String coordinates) {
        return Move.of(Squares.parse(coordinates, 0), Squares.parse(coordinates, 2));
    }

    private static <T> T onFx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
