package org.gametree.app.gomoku.board;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.gomoku.GomokuGameViewModel;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Writes {@code docs/images/gomoku-renju.png}: a Renju position from the forbidden rows of the
 * shared puzzles with black to move and g6 forbidden (double-three), and checks the picture
 * shows what it should — the red cross on g6, dark and light stones, wood between them.
 */
@ExtendWith(ApplicationExtension.class)
class GomokuScreenshotTest {

    private final GomokuGameViewModel game = new GomokuGameViewModel(Rule.RENJU, 15);
    private GomokuBoard board;
    private StackPane root;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        board = new GomokuBoard(new Localization(Language.ENGLISH));
        board.stateProperty().bind(game.boardProperty());
        root = new StackPane(board);
        root.setStyle("-fx-background-color: #3b3630; -fx-padding: 12;");
        stage.setScene(new Scene(root, 680, 680));
        stage.show();
    }

    @Test
    void writesARenjuPositionWithAForbiddenPointMarked(FxRobot robot) throws IOException {
        robot.interact(() -> game.load(GomokuBoardTest.DOUBLE_THREE_AT_G6, GomokuGameViewModel.Format.MOVES));
        WaitForAsyncUtils.waitForFxEvents();
        int g6 = Notation.parsePoint(15, "g6");
        assertEquals(ForbiddenPoints.Reason.DOUBLE_THREE, board.getState().forbiddenReason(g6));

        // shapes made during layout get their style on the next CSS pass: apply it before the picture
        robot.interact(() -> {
            root.applyCss();
            root.layout();
            root.applyCss();
        });
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = root.snapshot(null, null));
        BufferedImage image = SwingFXUtils.fromFXImage(shot[0], null);
        Path target = DocImages.path("gomoku-renju.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(image, "png", target.toFile());

        double cell = board.geometry().cell();
        double r = cell * 0.3;
        assertTrue(share(image, at(g6), r, GomokuScreenshotTest::red) > 0.1, "the forbidden cross on g6 is red");
        assertTrue(share(image, at(Notation.parsePoint(15, "f5")), r, GomokuScreenshotTest::dark) > 0.9, "black stone f5");
        assertTrue(share(image, at(Notation.parsePoint(15, "k9")), r, GomokuScreenshotTest::light) > 0.9, "white stone k9");
        int empty = Notation.parsePoint(15, "m13");
        assertTrue(share(image, at(empty), r, GomokuScreenshotTest::wood) > 0.5, "wood on the empty point m13");
        assertTrue(share(image, at(empty), r, GomokuScreenshotTest::red) == 0, "and no red there");
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 100, "a picture, not a blank: " + colours.size() + " colours");
    }

    private Point2D at(int point) {
        return board.localToScene(board.pointOf(point));
    }

    private interface Colour {
        boolean matches(int r, int g, int b);
    }

    private static boolean red(int r, int g, int b) {
        return r > 150 && g < 90 && b < 90;
    }

    private static boolean dark(int r, int g, int b) {
        return r < 110 && g < 110 && b < 110;
    }

    private static boolean light(int r, int g, int b) {
        return r > 185 && g > 185 && b > 175;
    }

    private static boolean wood(int r, int g, int b) {
        return r > 170 && g > 120 && b < 170 && r > b + 40;
    }

    /** Share of the pixels within {@code radius} of {@code centre} of a colour. */
    private static double share(BufferedImage image, Point2D centre, double radius, Colour colour) {
        int hits = 0;
        int total = 0;
        for (int y = (int) (centre.getY() - radius); y <= centre.getY() + radius; y++) {
            for (int x = (int) (centre.getX() - radius); x <= centre.getX() + radius; x++) {
                if (Math.hypot(x - centre.getX(), y - centre.getY()) > radius) {
                    continue;
                }
                int rgb = image.getRGB(x, y);
                hits += colour.matches((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF) ? 1 : 0;
                total++;
            }
        }
        return (double) hits / total;
    }
}
