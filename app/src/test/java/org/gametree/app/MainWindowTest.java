package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.xiangqi.board.BoardGeometry;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

class MainWindowTest extends WorkbenchUiTest {

    @Test
    void opensOnTheStartPositionWith32Pieces(FxRobot robot) {
        assertEquals(32, fixture.pieceNodes(robot).size());
        assertEquals(32, fixture.board().getState().pieceCount());
        fixture.assertBoardShows(robot, Position.START_FEN);
        assertEquals(Position.START_FEN, robot.lookup("#status-fen").queryAs(TextField.class).getText());
        assertEquals("Red to move", robot.lookup("#status-side").queryAs(Label.class).getText());
        assertEquals("Game in progress", robot.lookup("#status-result").queryAs(Label.class).getText());
        assertFalse(robot.lookup("#status-check").query().isVisible());
        assertTrue(fixture.workbench.stage().getTitle().contains("Xiangqi"));
    }

    @Test
    void drawsTheRiverTheFileNumbersAndThePiecesInTheBundledSerif(FxRobot robot) {
        var riverTexts = robot.lookup(".river-text").queryAllAs(Text.class);
        assertEquals("楚河汉界", riverTexts.stream().map(Text::getText).reduce("", String::concat));
        assertEquals(18, robot.lookup(".file-label").queryAll().size());
        // If the font failed to load, JavaFX silently substitutes another family; catch that.
        for (Text glyph : robot.lookup(".piece-glyph").queryAllAs(Text.class)) {
            assertEquals(AppFonts.SERIF_FAMILY, glyph.getFont().getFamily());
        }
        for (Text river : riverTexts) {
            assertEquals(AppFonts.SERIF_FAMILY, river.getFont().getFamily());
        }
        assertEquals(AppFonts.SANS_FAMILY, robot.lookup("#status-side").queryAs(Label.class).getFont().getFamily());
    }

    @Test
    void boardScalesWithTheWindowAndKeepsItsProportions(FxRobot robot) {
        robot.interact(() -> {
            fixture.workbench.stage().setWidth(1500);
            fixture.workbench.stage().setHeight(1100);
        });
        WaitForAsyncUtils.waitForFxEvents();
        double before = fixture.board().geometry().cell();
        robot.interact(() -> {
            fixture.workbench.stage().setWidth(1300);
            fixture.workbench.stage().setHeight(640);
        });
        WaitForAsyncUtils.waitForFxEvents();
        BoardGeometry wide = fixture.board().geometry();
        assertTrue(wide.cell() < before, "a lower window gives a smaller board");
        assertEquals(11.3 / 9.4, wide.boardHeight() / wide.boardWidth(), 1e-9);
        assertTrue(wide.boardHeight() <= fixture.board().getHeight() + 1e-6, "fits the height");
        double centre = wide.boardLeft() + wide.boardWidth() / 2;
        assertEquals(fixture.board().getWidth() / 2, centre, 1.0, "centred horizontally");
        robot.interact(() -> {
            fixture.workbench.stage().setWidth(1500);
            fixture.workbench.stage().setHeight(1150);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(fixture.board().geometry().cell() > wide.cell(), "a larger window gives a larger board");
        assertEquals(32, fixture.pieceNodes(robot).size());
    }

    @Test
    void flipShowsTheBoardFromBlacksSide(FxRobot robot) {
        double redKingY = fixture.screenPoint("e0").getY();
        double blackKingY = fixture.screenPoint("e9").getY();
        assertTrue(redKingY > blackKingY, "Red at the bottom");
        robot.type(javafx.scene.input.KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(fixture.board().isFlipped());
        assertTrue(fixture.screenPoint("e0").getY() < fixture.screenPoint("e9").getY(), "Black at the bottom");
        // The piece nodes moved with it: the red king is drawn near the top now.
        var redKing = (javafx.scene.shape.Circle) robot.lookup("#piece-e0").query().lookup(".piece-disc");
        assertEquals(blackKingY, redKing.localToScreen(redKing.getCenterX(), redKing.getCenterY()).getY(), 0.5);
        fixture.assertBoardShows(robot, Position.START_FEN);
    }

    @Test
    void f1OpensAboutWithTheFontCredits(FxRobot robot) {
        robot.type(javafx.scene.input.KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        var about = robot.lookup("#about-dialog").queryAs(javafx.scene.control.DialogPane.class);
        assertTrue(about.getContentText().contains("SIL Open Font License"), about.getContentText());
        robot.type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#about-dialog").tryQuery().isEmpty(), "Enter closes it");
    }
}
