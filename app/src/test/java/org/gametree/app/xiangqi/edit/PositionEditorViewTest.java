package org.gametree.app.xiangqi.edit;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The position editor by mouse and by keyboard, its verdicts, and its dialog's OK button. */
@ExtendWith(ApplicationExtension.class)
class PositionEditorViewTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private PositionEditorView view;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        view = new PositionEditorView(l10n, new PositionEditorViewModel(Position.startPosition()));
        Scene scene = new Scene(view, 640, 760);
        scene.getStylesheets().add(PositionEditorViewTest.class.getResource("/org/gametree/app/app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        robot.interact(() -> javafx.stage.Window.getWindows().stream()
                .filter(w -> w instanceof Stage s && s.getOwner() != null).toList()
                .forEach(w -> ((Stage) w).close()));
    }

    private Point2D at(String square) {
        return view.board().localToScreen(view.board().pointOf(Squares.parse(square, 0)));
    }

    private String status(FxRobot robot) {
        return robot.lookup("#editor-status").queryAs(Label.class).getText();
    }

    @Test
    void placingTwoKingsAndARookWithTheMouseGivesAValidFen(FxRobot robot) {
        robot.clickOn("#editor-clear");
        assertTrue(status(robot).startsWith("board: red has no king"), status(robot));
        robot.clickOn("#editor-piece-red-king").clickOn(at("e0"));
        robot.clickOn("#editor-piece-black-king").clickOn(at("d9"));
        robot.clickOn("#editor-piece-red-rook").clickOn(at("a5"));
        assertEquals("Valid position, Red to move.", status(robot));
        robot.clickOn("#editor-side-black");
        assertEquals("3k5/9/9/9/R8/9/9/9/9/4K4 b - - 0 1", robot.lookup("#editor-fen").queryAs(TextField.class).getText());
        assertEquals("Valid position, Black to move.", status(robot));
        assertEquals(3, robot.lookup(".piece").queryAll().size(), "the board shows the three pieces");
        assertTrue(robot.lookup("#editor-status").query().getStyleClass().contains("valid"));
    }

    @Test
    void theKeyboardAlonePlacesAndClearsPieces(FxRobot robot) {
        robot.interact(() -> {
            view.model().clearBoard();
            view.board().requestFocus();
        });
        // The cursor starts on e0.
        robot.write("K");
        robot.type(KeyCode.UP, 9).type(KeyCode.LEFT);
        robot.write("k");
        robot.type(KeyCode.DOWN, 4);
        robot.write("r");
        assertEquals(Piece.KING, view.model().kindAt(Squares.parse("e0", 0)));
        assertEquals(Piece.KING + Piece.TYPES, view.model().kindAt(Squares.parse("d9", 0)));
        assertEquals(Piece.ROOK + Piece.TYPES, view.model().kindAt(Squares.parse("d5", 0)));
        assertTrue(view.model().isValid(), () -> view.model().getProblem().getMessage());
        robot.type(KeyCode.DELETE);
        assertEquals(-1, view.model().kindAt(Squares.parse("d5", 0)));
        robot.type(KeyCode.ENTER);
        assertEquals(Piece.ROOK + Piece.TYPES, view.model().kindAt(Squares.parse("d5", 0)),
                "Enter puts the chosen piece (the black rook)");
        assertTrue(robot.lookup("#editor-piece-black-rook").queryAs(javafx.scene.control.ToggleButton.class).isSelected(),
                "the palette shows the piece the letter chose");
    }

    @Test
    void invalidSetupsShowThePreciseMessageAndDisableOk(FxRobot robot) {
        AtomicReference<PositionEditorDialog> dialog = new AtomicReference<>();
        AtomicReference<Optional<Position>> result = new AtomicReference<>();
        robot.interact(() -> {
            PositionEditorDialog d = new PositionEditorDialog(view.getScene().getWindow(), l10n, null,
                    Position.startPosition());
            dialog.set(d);
            d.setOnHidden(e -> result.set(Optional.ofNullable(d.getResult())));
            d.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        PositionEditorViewModel model = dialog.get().view().model();
        Button ok = (Button) dialog.get().getDialogPane().lookupButton(ButtonType.OK);
        assertFalse(ok.isDisabled(), "the start position is valid");
        Node status = dialog.get().getDialogPane().lookup("#editor-status");

        robot.interact(() -> {
            model.clear(Squares.parse("e6", 0));
            model.put(Squares.parse("e8", 0), Piece.PAWN + Piece.TYPES);
        });
        assertTrue(ok.isDisabled());
        assertEquals("board: black pawn on e8 can never stand there (pawns never move back, and move sideways only"
                + " across the river)", ((Label) status).getText());
        assertTrue(status.getStyleClass().contains("error"));

        robot.interact(() -> {
            model.clearBoard();
            model.put(Squares.parse("e0", 0), Piece.KING);
            model.put(Squares.parse("e9", 0), Piece.KING + Piece.TYPES);
        });
        assertTrue(ok.isDisabled());
        assertEquals("board: black is not to move but its king on e9 is attacked (the kings face each other on an open"
                + " file)", ((Label) status).getText());
        robot.interact(() -> l10n.setLanguage(Language.SIMPLIFIED_CHINESE));
        assertTrue(((Label) status).getText().startsWith("棋盘："), "the message follows the language");
        robot.interact(() -> l10n.setLanguage(Language.ENGLISH));

        robot.interact(() -> model.put(Squares.parse("d9", 0), Piece.KING + Piece.TYPES));
        assertFalse(ok.isDisabled());
        robot.clickOn(ok);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
                org.gametree.xiangqi.Fen.write(result.get().orElseThrow()), "OK gives the position set up");
    }

    @Test
    void writesTheEditorScreenshotToDocs(FxRobot robot) throws IOException {
        robot.interact(() -> {
            PositionEditorViewModel model = view.model();
            model.clearBoard();
            for (String[] piece : new String[][] {{"e0", "K"}, {"d9", "k"}, {"d0", "A"}, {"e8", "a"}, {"c9", "b"},
                    {"g4", "R"}, {"h7", "n"}, {"b2", "C"}, {"e6", "p"}, {"c5", "P"}, {"a6", "r"}}) {
                model.placeLetter(Squares.parse(piece[0], 0), piece[1].charAt(0));
            }
            model.setSideToMove(Piece.RED);
            model.setTool(Piece.HORSE);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Valid position, Red to move.", status(robot));
        BufferedImage[] image = new BufferedImage[1];
        robot.interact(() -> image[0] = SwingFXUtils.fromFXImage(view.snapshot(null, null), null));
        Path target = DocImages.path("position-editor.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(image[0], "png", target.toFile());
    }
}
