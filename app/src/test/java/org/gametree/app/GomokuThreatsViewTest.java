package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;

import org.gametree.app.gomoku.board.ThreatMark;
import org.gametree.app.i18n.Language;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.ThreatKind;
import org.gametree.gomoku.threat.ThreatMap;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Gomoku board's threat view (issue 13): View ▸ Show threats (key T) marks every threat point
 * of both sides by kind, exactly the solver's threat map; off again, nothing is left. Picture:
 * gomoku-threats.png.
 */
class GomokuThreatsViewTest extends WorkbenchUiTest {

    /** A renju middle game (gomoku-puzzles.tsv row 31) with threes of both sides. */
    private static final String MOVES = "i8,h10,h7,j9,i6,i9,g10";

    @Test
    void theThreatViewMarksEveryThreatPointOfBothSides(FxRobot robot) throws Exception {
        GomokuPosition position = Notation.play(Rule.RENJU, 15, MOVES);
        robot.interact(() -> fixture.workbench.session().loadGomoku(position));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup(".threat-mark").queryAll().isEmpty(), "off by default");

        robot.clickOn("#menu-view").clickOn("#menu-view-threats");
        WaitForAsyncUtils.waitForFxEvents();
        ThreatMap map = ThreatMap.of(position);
        int expected = 0;
        for (int colour = GomokuPosition.BLACK; colour <= GomokuPosition.WHITE; colour++) {
            String side = colour == GomokuPosition.BLACK ? "black" : "white";
            for (ThreatKind kind : new ThreatKind[] {ThreatKind.FIVE, ThreatKind.STRAIGHT_FOUR, ThreatKind.FOUR, ThreatKind.THREE}) {
                for (int p : map.points(colour, kind)) {
                    expected++;
                    Node mark = robot.lookup("#threat-" + side + "-" + Notation.name(15, p)).query();
                    assertEquals(kind, ((ThreatMark) mark).kind());
                    assertTrue(mark.getStyleClass().contains(side));
                }
            }
        }
        Set<Node> marks = robot.lookup(".threat-mark").queryAll();
        assertEquals(expected, marks.size(), "one tag per threat point and side");
        assertTrue(expected >= 10, "both sides have threes here: " + expected);
        Node whiteThree = robot.lookup("#threat-white-j8").query();
        assertEquals("3", ((Text) whiteThree.lookup(".threat-label")).getText());
        WorkbenchFixture.writeImage(robot, fixture.workbench, "gomoku-threats.png");

        robot.interact(() -> fixture.workbench.localization().languageProperty().set(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("活3", ((Text) robot.lookup("#threat-white-j8").query().lookup(".threat-label")).getText());

        // the key T turns it off again
        robot.clickOn("#gomoku-board");
        robot.type(KeyCode.T);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup(".threat-mark").queryAll().isEmpty(), "off again");
    }
}
