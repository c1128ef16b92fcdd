package org.gametree.app.gomoku.edit;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import org.gametree.app.gomoku.board.GomokuBoard;
import org.gametree.app.gomoku.edit.GomokuEditorViewModel.Problem;
import org.gametree.app.gomoku.edit.GomokuEditorViewModel.Tool;
import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.GomokuPosition;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * "Set up position…" for Gomoku: place black and white stones and take them off by hand (click,
 * or arrows and Enter), with B / W / E choosing the tool. OK stays disabled, with the reason
 * shown, until the stones make a position: black has as many stones as white or one more, and
 * no five stands yet. The result is that position (Cancel gives none).
 */
public final class GomokuEditorDialog extends Dialog<GomokuPosition> {

    private final GomokuEditorViewModel model;
    private final GomokuBoard board;

    /**
     * @param owner      the window to centre on (may be null)
     * @param stylesheet the app's stylesheet, so the dialog looks like the window (may be null)
     * @param initial    where editing starts, e.g. the game's current position
     */
    public GomokuEditorDialog(Window owner, Localization l10n, String stylesheet, GomokuPosition initial) {
        if (owner != null) {
            initOwner(owner);
        }
        model = new GomokuEditorViewModel(initial);
        setResizable(true);
        titleProperty().bind(l10n.text("gomoku.edit.title"));
        headerTextProperty().bind(l10n.text("gomoku.edit.header"));
        FontIcon icon = new FontIcon("mdi2p-pencil-box-outline");
        icon.getStyleClass().add("dialog-icon");
        setGraphic(icon);
        getDialogPane().setId("gomoku-editor-dialog");
        if (stylesheet != null) {
            getDialogPane().getStylesheets().add(stylesheet);
        }

        ToggleGroup tools = new ToggleGroup();
        ToggleButton black = tool(l10n, tools, Tool.BLACK, "gomoku-editor-black", "gomoku.edit.tool.black", "mdi2c-circle");
        ToggleButton white = tool(l10n, tools, Tool.WHITE, "gomoku-editor-white", "gomoku.edit.tool.white",
                "mdi2c-circle-outline");
        ToggleButton erase = tool(l10n, tools, Tool.ERASE, "gomoku-editor-erase", "gomoku.edit.tool.erase", "mdi2e-eraser");
        tools.selectToggle(black);
        tools.selectedToggleProperty().addListener((o, old, chosen) -> {
            if (chosen == null) {
                tools.selectToggle(old); // one tool is always chosen
            } else {
                model.toolProperty().set((Tool) chosen.getUserData());
            }
        });
        model.toolProperty().addListener((o, old, now) -> tools.selectToggle(
                now == Tool.BLACK ? black : now == Tool.WHITE ? white : erase));
        Button clear = new Button();
        clear.setId("gomoku-editor-clear");
        clear.textProperty().bind(l10n.text("gomoku.edit.clear"));
        clear.setGraphic(new FontIcon("mdi2d-delete-sweep-outline"));
        clear.setOnAction(e -> model.clear());
        HBox bar = new HBox(6, black, white, erase, clear);
        bar.setAlignment(Pos.CENTER_LEFT);

        board = new GomokuBoard(l10n);
        board.setId("gomoku-editor-board");
        board.setShowMoveNumbers(false);
        board.stateProperty().bind(model.boardProperty());
        board.setOnPointActivated(e -> model.apply(e.point()));
        board.setPrefSize(560, 560);
        VBox.setVgrow(board, Priority.ALWAYS);

        Label status = new Label();
        status.setId("gomoku-editor-status");
        status.setWrapText(true);
        status.textProperty().bind(Bindings.createStringBinding(() -> describe(l10n), model.boardProperty(),
                model.problemProperty(), l10n.languageProperty()));
        model.problemProperty().addListener((o, old, now) -> {
            status.getStyleClass().remove("error");
            if (now != null) {
                status.getStyleClass().add("error");
            }
        });

        VBox content = new VBox(10, bar, board, status);
        content.setPadding(new Insets(8, 10, 0, 10));
        getDialogPane().setContent(content);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        Button ok = (Button) getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("gomoku-editor-ok");
        ok.disableProperty().bind(model.validProperty().not());
        getDialogPane().lookupButton(ButtonType.CANCEL).setId("gomoku-editor-cancel");
        DialogButtons.localize(getDialogPane(), l10n);
        getDialogPane().addEventFilter(KeyEvent.KEY_PRESSED, this::toolKey);
        setResultConverter(button -> button == ButtonType.OK ? model.toPosition() : null);
        setOnShown(e -> Platform.runLater(board::requestFocus));
    }

    public GomokuEditorViewModel model() {
        return model;
    }

    public GomokuBoard board() {
        return board;
    }

    private static ToggleButton tool(Localization l10n, ToggleGroup group, Tool tool, String id, String key,
                                     String icon) {
        ToggleButton button = new ToggleButton();
        button.setId(id);
        button.textProperty().bind(l10n.text(key));
        button.setGraphic(new FontIcon(icon));
        button.setUserData(tool);
        button.setToggleGroup(group);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(key + ".tooltip"));
        button.setTooltip(tip);
        return button;
    }

    /** B, W and E choose the tool; other keys (arrows, Enter on the board) go on as usual. */
    private void toolKey(KeyEvent event) {
        if (event.isShortcutDown() || event.isAltDown()) {
            return;
        }
        Tool chosen = event.getCode() == KeyCode.B ? Tool.BLACK
                : event.getCode() == KeyCode.W ? Tool.WHITE
                : event.getCode() == KeyCode.E ? Tool.ERASE : null;
        if (chosen != null) {
            model.toolProperty().set(chosen);
            event.consume();
        }
    }

    private String describe(Localization l10n) {
        Problem problem = model.problemProperty().get();
        if (problem != null) {
            return l10n.get(problem.key(), problem.black(), problem.white());
        }
        String side = l10n.get(model.stoneToMove() == GomokuPosition.BLACK ? "gomoku.side.black" : "gomoku.side.white");
        return l10n.get("gomoku.edit.status", model.blackCount(), model.whiteCount(), side);
    }
}
