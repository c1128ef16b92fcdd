package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.prefs.Preferences;

import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.stage.Window;
import javax.imageio.ImageIO;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.LanguagePreference;
import org.gametree.app.xiangqi.board.BoardState;
import org.gametree.app.xiangqi.board.BoardGlyphs;
import org.gametree.app.xiangqi.board.XiangqiBoard;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Opens the real main window for UI tests and reads back what the board shows. */
final class WorkbenchFixture {

    final Preferences preferences = new MemoryPreferences();
    Workbench workbench;

    /** Opens the main window on {@code stage} (the TestFX primary stage) in {@code language}. */
    void open(Stage stage, Language language) {
        LanguagePreference preference = new LanguagePreference(preferences);
        preference.store(language);
        workbench = Workbench.show(stage, preference);
        // the primary stage is shared by all test classes: undo what an earlier one resized
        stage.setWidth(Workbench.WIDTH);
        stage.setHeight(Workbench.HEIGHT);
    }

    XiangqiBoard board() {
        return workbench.board();
    }

    /** Screen point of a square named like "h2", for robot clicks. */
    Point2D screenPoint(String square) {
        int sq = Squares.parse(square, 0);
        Point2D local = board().pointOf(sq);
        return board().localToScreen(local);
    }

    /** The piece nodes the board skin drew. */
    Set<Node> pieceNodes(FxRobot robot) {
        return robot.lookup(".piece").queryAll();
    }

    /**
     * Asserts that the board shows exactly the position of {@code fen}: one piece node per piece,
     * on the right point, with the right character.
     */
    void assertBoardShows(FxRobot robot, String fen) {
        WaitForAsyncUtils.waitForFxEvents();
        Position expected = Fen.parse(fen);
        BoardState state = board().getState();
        int count = 0;
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                int sq = Squares.of(file, rank);
                assertEquals(expected.pieceAt(sq) == 0 ? 0 : kind(expected.pieceAt(sq)),
                        state.pieceAt(sq) == 0 ? 0 : kind(state.pieceAt(sq)), "state at " + Squares.name(sq));
                Node node = robot.lookup("#piece-" + Squares.name(sq)).tryQuery().orElse(null);
                if (expected.pieceAt(sq) == 0) {
                    assertEquals(null, node, "no piece drawn on " + Squares.name(sq));
                } else {
                    count++;
                    assertEquals(BoardGlyphs.piece(expected.pieceAt(sq)), glyphOf(node), "piece drawn on " + Squares.name(sq));
                }
            }
        }
        assertEquals(count, pieceNodes(robot).size(), "piece nodes");
    }

    private static int kind(int id) {
        return org.gametree.xiangqi.Piece.kind(id) + 1;
    }

    private static String glyphOf(Node pieceNode) {
        if (pieceNode == null) {
            return null;
        }
        return ((javafx.scene.text.Text) pieceNode.lookup(".piece-glyph")).getText();
    }

    /** Writes a picture of the whole window (see {@link DocImages}). */
    static void writeImage(FxRobot robot, Workbench workbench, String name) throws IOException {
        write(snapshot(robot, workbench.stage().getScene().getRoot()), name);
    }

    /** Writes a picture of the dialog pane {@code query} finds (see {@link DocImages}). */
    static void writeDialogImage(FxRobot robot, String query, String name) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        write(snapshot(robot, robot.lookup(query).query().getScene().getRoot()), name);
    }

    /** A picture of {@code root} as drawn now (taken on the FX thread). */
    static BufferedImage snapshot(FxRobot robot, Node root) {
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = root.snapshot(null, null));
        return SwingFXUtils.fromFXImage(shot[0], null);
    }

    private static void write(BufferedImage image, String name) throws IOException {
        Path target = DocImages.path(name);
        Files.createDirectories(target.getParent());
        ImageIO.write(image, "png", target.toFile());
    }

    /** Closes dialogs a failed test may have left open, so the next test starts clean. */
    static void closeSecondaryWindows(FxRobot robot) {
        robot.interact(() -> {
            List<Window> windows = new ArrayList<>(Window.getWindows());
            for (Window w : windows) {
                if (w instanceof Stage s && s.getOwner() != null) {
                    s.close();
                }
            }
        });
    }
}
