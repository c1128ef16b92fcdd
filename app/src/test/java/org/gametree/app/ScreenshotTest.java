package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javafx.geometry.Point2D;
import javax.imageio.ImageIO;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Renders the main window after a few opening moves and writes it to
 * {@code docs/images/screenshot-xiangqi.png} (the README's picture), then checks the picture: every
 * piece must show ink of its side's colour in the middle of its disc. A glyph missing from the
 * bundled font renders as nothing at all, which this catches.
 */
class ScreenshotTest extends WorkbenchUiTest {

    /** 炮二平五 马8进7 马二进三 车9平8, then Red picks up the rook on i0 to show its moves. */
    private static final String[] OPENING = {"h2", "e2", "h9", "g7", "h0", "g2", "i9", "h9", "i0"};

    @Test
    void writesTheReadmeScreenshotWithEveryGlyphInked(FxRobot robot) throws IOException {
        robot.interact(() -> {
            for (String square : OPENING) {
                fixture.workbench.game().activate(Squares.parse(square, 0));
            }
        });
        BufferedImage image = snapshot(robot);
        BufferedImage again = snapshot(robot);
        assertArrayEquals(pixels(image), pixels(again), "two snapshots of the same window differ");

        Path target = DocImages.path("screenshot-xiangqi.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(image, "png", target.toFile());

        double cell = fixture.board().geometry().cell();
        int checked = 0;
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                int square = Squares.of(file, rank);
                int piece = fixture.board().getState().pieceAt(square);
                if (piece == 0) {
                    continue;
                }
                Point2D centre = fixture.board().localToScene(fixture.board().pointOf(square));
                double ink = inkShare(image, centre, cell * 0.26, Piece.side(piece));
                assertTrue(ink > 0.08, "piece on " + Squares.name(square) + " shows almost no ink: " + ink);
                checked++;
            }
        }
        assertTrue(checked == 32, "checked " + checked + " pieces");
        // The same measure on an empty point must find no ink, or the check above proves nothing.
        Point2D empty = fixture.board().localToScene(fixture.board().pointOf(Squares.of(4, 4)));
        assertTrue(inkShare(image, empty, cell * 0.26, Piece.RED) < 0.01, "red ink on an empty point");
    }

    private BufferedImage snapshot(FxRobot robot) {
        return WorkbenchFixture.snapshot(robot, fixture.workbench.stage().getScene().getRoot());
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    /** Share of pixels within {@code radius} of {@code centre} that are in the side's ink colour. */
    private static double inkShare(BufferedImage image, Point2D centre, double radius, int side) {
        int inked = 0;
        int total = 0;
        for (int y = (int) (centre.getY() - radius); y <= centre.getY() + radius; y++) {
            for (int x = (int) (centre.getX() - radius); x <= centre.getX() + radius; x++) {
                if (Math.hypot(x - centre.getX(), y - centre.getY()) > radius) {
                    continue;
                }
                int rgb = image.getRGB(x, y);
                int r = (rgb >> 16) & 0xFF;
                int g = (rgb >> 8) & 0xFF;
                int b = rgb & 0xFF;
                boolean ink = side == Piece.RED
                        ? r > 120 && g < 90 && b < 90 && r - g > 70
                        : r < 90 && g < 90 && b < 90;
                inked += ink ? 1 : 0;
                total++;
            }
        }
        return (double) inked / total;
    }
}
