package org.gametree.app.xiangqi.edit;

import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.gametree.app.i18n.Localization;
import org.gametree.app.xiangqi.FenErrorMessages;
import org.gametree.app.xiangqi.board.XiangqiBoard;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Piece;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The position editor: a palette of both sides' pieces and an eraser beside a
 * {@link XiangqiBoard}, the side to move, Clear board / Start position, and below them the
 * FEN reader's verdict on the arrangement (its precise complaint, in the UI language) and the
 * FEN itself.
 *
 * <p>Mouse: choose a palette piece, click points. Keyboard: arrows move the board's cursor,
 * Enter/Space put the chosen piece, a FEN letter (K A B N R C P, lower case for Black) puts that
 * piece and chooses it, Delete or Backspace empties the point; palette, side and buttons are
 * ordinary focusable controls (Tab).
 */
public final class PositionEditorView extends BorderPane {

    private static final String STYLESHEET =
            PositionEditorView.class.getResource("position-editor.css").toExternalForm();
    private static final String[] TYPE_NAMES = {"king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"};

    private final PositionEditorViewModel model;
    private final XiangqiBoard board = new XiangqiBoard();

    public PositionEditorView(Localization l10n, PositionEditorViewModel model) {
        this.model = model;
        getStyleClass().add("position-editor");
        getStylesheets().add(STYLESHEET);
        setId("position-editor");

        board.setId("editor-board");
        board.stateProperty().bind(model.boardProperty());
        board.setOnSquareActivated(e -> model.apply(e.square()));
        board.accessibleTextProperty().bind(l10n.text("board.editor.boardDescription"));
        board.addEventHandler(KeyEvent.KEY_TYPED, this::letterTyped);
        board.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
                model.clear(board.getCursorSquare());
                e.consume();
            }
        });
        board.setPrefSize(460, 550);

        setLeft(palette(l10n));
        setCenter(board);
        setBottom(controls(l10n));
    }

    /** The board the editor draws on, for the owner to style (e.g. bind its looks) and tests. */
    public XiangqiBoard board() {
        return board;
    }

    public PositionEditorViewModel model() {
        return model;
    }

    private void letterTyped(KeyEvent e) {
        String typed = e.getCharacter();
        if (typed.length() == 1 && !e.isShortcutDown() && !e.isAltDown()
                && model.placeLetter(board.getCursorSquare(), typed.charAt(0))) {
            e.consume();
        }
    }

    // ------------------------------------------------------------------ palette

    private Region palette(Localization l10n) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("palette");
        ToggleGroup tools = new ToggleGroup();
        for (int side = Piece.RED; side <= Piece.BLACK; side++) {
            Label title = new Label();
            title.getStyleClass().add("palette-title");
            title.textProperty().bind(l10n.text(side == Piece.RED ? "board.editor.palette.red" : "board.editor.palette.black"));
            grid.add(title, side, 0);
            for (int type = 0; type < Piece.TYPES; type++) {
                int kind = type + Piece.TYPES * side;
                ToggleButton button = new ToggleButton(null, new PaletteIcon(kind, 15));
                button.setId("editor-piece-" + (side == Piece.RED ? "red-" : "black-") + TYPE_NAMES[type]);
                button.getStyleClass().add("palette-button");
                button.setUserData(kind);
                button.setToggleGroup(tools);
                Tooltip tip = new Tooltip();
                tip.textProperty().bind(l10n.text("board.editor.piece.tooltip",
                        l10n.text("board.editor.piece." + (side == Piece.RED ? "red." : "black.") + TYPE_NAMES[type]),
                        Bindings.createStringBinding(() -> String.valueOf(Piece.fenLetter(kind)))));
                button.setTooltip(tip);
                button.accessibleTextProperty().bind(tip.textProperty());
                grid.add(button, side, 1 + type);
            }
        }
        ToggleButton eraser = new ToggleButton(null, new FontIcon("mdi2e-eraser"));
        eraser.setId("editor-eraser");
        eraser.getStyleClass().add("palette-button");
        eraser.setUserData(PositionEditorViewModel.ERASER);
        eraser.setToggleGroup(tools);
        Tooltip eraserTip = new Tooltip();
        eraserTip.textProperty().bind(l10n.text("board.editor.eraser"));
        eraser.setTooltip(eraserTip);
        eraser.accessibleTextProperty().bind(eraserTip.textProperty());
        eraser.setMaxWidth(Double.MAX_VALUE);
        grid.add(eraser, 0, 1 + Piece.TYPES, 2, 1);

        // The group follows the tool (a typed letter chooses too) and sets it; one stays chosen.
        // Select the new toggle in one step: deselecting the old one first would pass through
        // "nothing selected", which the listener below answers by re-selecting the old tool.
        Runnable showTool = () -> tools.getToggles().stream()
                .filter(t -> t.getUserData().equals(model.getTool())).findFirst().ifPresent(tools::selectToggle);
        model.toolProperty().addListener(o -> showTool.run());
        tools.selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null) {
                Toggle keep = old;
                keep.setSelected(true);
            } else {
                model.setTool((Integer) now.getUserData());
            }
        });
        showTool.run();
        return grid;
    }

    // ------------------------------------------------------------------ controls below the board

    private Region controls(Localization l10n) {
        Label sideTitle = new Label();
        sideTitle.textProperty().bind(l10n.text("board.editor.side"));
        ToggleGroup sides = new ToggleGroup();
        RadioButton red = sideButton(l10n, sides, Piece.RED, "editor-side-red", "board.editor.side.red");
        RadioButton black = sideButton(l10n, sides, Piece.BLACK, "editor-side-black", "board.editor.side.black");
        Runnable showSide = () -> (model.getSideToMove() == Piece.RED ? red : black).setSelected(true);
        model.sideToMoveProperty().addListener(o -> showSide.run());
        sides.selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null) {
                old.setSelected(true);
            } else {
                model.setSideToMove((Integer) now.getUserData());
            }
        });
        showSide.run();

        Button clear = button(l10n, "editor-clear", "board.editor.clear", "mdi2d-delete-sweep", model::clearBoard);
        Button start = button(l10n, "editor-start", "board.editor.start", "mdi2r-restore", model::startPosition);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox row = new HBox(sideTitle, red, black, gap, clear, start);
        row.getStyleClass().add("editor-controls");
        row.setAlignment(Pos.CENTER_LEFT);

        Label status = new Label();
        status.setId("editor-status");
        status.getStyleClass().add("editor-status");
        status.setWrapText(true);
        status.setMaxWidth(Double.MAX_VALUE);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(Bindings.createStringBinding(() -> {
            FenException problem = model.getProblem();
            if (problem != null) {
                return FenErrorMessages.format(problem, l10n);
            }
            return l10n.get("board.editor.valid",
                    l10n.get(model.getSideToMove() == Piece.RED ? "board.editor.sideName.red" : "board.editor.sideName.black"));
        }, model.problemProperty(), model.sideToMoveProperty(), l10n.languageProperty()));
        FontIcon statusIcon = new FontIcon();
        status.setGraphic(statusIcon);
        Runnable restyle = () -> {
            status.getStyleClass().removeAll("error", "valid");
            status.getStyleClass().add(model.isValid() ? "valid" : "error");
            statusIcon.setIconLiteral(model.isValid() ? "mdi2c-check-circle-outline" : "mdi2a-alert-circle-outline");
        };
        model.validProperty().addListener(o -> restyle.run());
        restyle.run();

        TextField fen = new TextField();
        fen.setId("editor-fen");
        fen.setEditable(false);
        fen.textProperty().bind(model.fenProperty());
        Label fenLabel = new Label();
        fenLabel.textProperty().bind(l10n.text("board.editor.fen"));
        fenLabel.setLabelFor(fen);
        HBox fenRow = new HBox(8, fenLabel, fen);
        fenRow.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(fen, Priority.ALWAYS);

        Label hint = new Label();
        hint.getStyleClass().add("editor-hint");
        hint.setWrapText(true);
        hint.textProperty().bind(l10n.text("board.editor.keys"));

        VBox box = new VBox(8, row, status, fenRow, hint);
        box.getStyleClass().add("editor-bottom");
        return box;
    }

    private RadioButton sideButton(Localization l10n, ToggleGroup group, int side, String id, String key) {
        RadioButton button = new RadioButton();
        button.setId(id);
        button.textProperty().bind(l10n.text(key));
        button.setToggleGroup(group);
        button.setUserData(side);
        return button;
    }

    private static Button button(Localization l10n, String id, String key, String icon, Runnable action) {
        Button button = new Button();
        button.setId(id);
        button.textProperty().bind(l10n.text(key));
        button.setGraphic(new FontIcon(icon));
        button.setMnemonicParsing(true);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(key + ".tooltip"));
        button.setTooltip(tip);
        button.setOnAction(e -> action.run());
        return button;
    }
}
