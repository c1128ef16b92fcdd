package org.gametree.app.xiangqi.board;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.fonts.AppFonts;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Every board style and piece style really draws differently (pixel snapshots differ), the
 * letter style writes WXF letters, and a grid of all combinations is written to
 * {@code docs/images/board-styles.png}.
 */
@ExtendWith(ApplicationExtension.class)
class BoardStylesTest {

    private XiangqiBoard board;
    private StackPane root;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        board = new XiangqiBoard();
        board.setState(BoardState.of(opening()));
        root = new StackPane(board);
        stage.setScene(new Scene(root, 300, 360));
        stage.show();
    }

    /** 炮二平五 马8进7: a position with a last move to mark. */
    private static Position opening() {
        Position position = Position.startPosition();
        GameRules.play(position, Move.of(Squares.parse("h2", 0), Squares.parse("e2", 0)));
        GameRules.play(position, Move.of(Squares.parse("h9", 0), Squares.parse("g7", 0)));
        return position;
    }

    private int[] pixels(FxRobot robot) {
        BufferedImage[] image = new BufferedImage[1];
        robot.interact(() -> image[0] = SwingFXUtils.fromFXImage(board.snapshot(null, null), null));
        BufferedImage i = image[0];
        return i.getRGB(0, 0, i.getWidth(), i.getHeight(), null, 0, i.getWidth());
    }

    @Test
    void everyBoardStyleLooksDifferent(FxRobot robot) {
        List<int[]> shots = Arrays.stream(BoardStyle.values()).map(style -> {
            robot.interact(() -> board.setBoardStyle(style));
            assertTrue(board.getStyleClass().contains(style.styleClass()));
            return pixels(robot);
        }).collect(Collectors.toList());
        assertDistinct(shots, "board styles");
        assertEquals(1, board.getStyleClass().stream().filter(c -> c.startsWith("board-")).count(),
                "exactly one board style class: " + board.getStyleClass());
    }

    @Test
    void everyPieceStyleLooksDifferentAndLettersAreWxf(FxRobot robot) {
        List<int[]> shots = Arrays.stream(PieceStyle.values()).map(style -> {
            robot.interact(() -> board.setPieceStyle(style));
            return pixels(robot);
        }).collect(Collectors.toList());
        assertDistinct(shots, "piece styles");

        robot.interact(() -> board.setPieceStyle(PieceStyle.LETTERS));
        Set<String> letters = robot.lookup(".piece-glyph").queryAll().stream()
                .map(n -> ((Text) n).getText()).collect(Collectors.toSet());
        assertEquals(Set.of("K", "A", "E", "H", "R", "C", "P"), letters);
        robot.interact(() -> board.setPieceStyle(PieceStyle.TRADITIONAL));
        Node cannon = robot.lookup("#piece-e2").query();
        assertEquals("炮", ((Text) cannon.lookup(".piece-glyph")).getText());
    }

    private static void assertDistinct(List<int[]> shots, String what) {
        for (int i = 0; i < shots.size(); i++) {
            for (int j = i + 1; j < shots.size(); j++) {
                assertFalse(Arrays.equals(shots.get(i), shots.get(j)), what + " " + i + " and " + j + " render alike");
            }
        }
    }

    @Test
    void writesAGridOfAllStylesToDocs(FxRobot robot) throws IOException {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(10);
        grid.setPadding(new Insets(12));
        grid.setStyle("-fx-background-color: #3b3630;");
        BufferedImage[] image = new BufferedImage[1];
        robot.interact(() -> {
            for (BoardStyle boardStyle : BoardStyle.values()) {
                for (PieceStyle pieceStyle : PieceStyle.values()) {
                    XiangqiBoard cell = new XiangqiBoard();
                    cell.setState(BoardState.of(opening()));
                    cell.setBoardStyle(boardStyle);
                    cell.setPieceStyle(pieceStyle);
                    cell.setPrefSize(280, 336);
                    Label caption = new Label(boardStyle.name().toLowerCase() + " board, "
                            + pieceStyle.name().toLowerCase() + " pieces");
                    caption.setStyle("-fx-text-fill: #f4ede1; -fx-font-family: '" + AppFonts.SANS_FAMILY + "';");
                    grid.add(new VBox(4, caption, cell), pieceStyle.ordinal(), boardStyle.ordinal());
                }
            }
            // A scene of its own at the grid's preferred size. The boards draw in layout, so their
            // shapes need a second CSS pass before the picture (a live window gets it next pulse).
            Scene scene = new Scene(grid);
            grid.applyCss();
            grid.resize(grid.prefWidth(-1), grid.prefHeight(-1));
            grid.layout();
            grid.applyCss();
            grid.layout();
            image[0] = SwingFXUtils.fromFXImage(scene.snapshot(null), null);
        });
        assertTrue(image[0].getWidth() > 800 && image[0].getHeight() > 1000, "a 3 x 3 grid");
        Path target = DocImages.path("board-styles.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(image[0], "png", target.toFile());
    }
}
