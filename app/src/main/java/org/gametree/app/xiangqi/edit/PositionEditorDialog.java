package org.gametree.app.xiangqi.edit;

import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Window;

import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.Position;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * "Set up position…": the {@link PositionEditorView} in a dialog whose OK stays disabled until
 * the arrangement is a valid position. The result is that position (Cancel gives none).
 */
public final class PositionEditorDialog extends Dialog<Position> {

    private final PositionEditorView view;

    /**
     * @param owner      the window to centre on (may be null)
     * @param stylesheet the app's stylesheet, so the dialog looks like the window
     * @param initial    where editing starts, e.g. the game's current position
     */
    public PositionEditorDialog(Window owner, Localization l10n, String stylesheet, Position initial) {
        initOwner(owner);
        setResizable(true);
        titleProperty().bind(l10n.text("board.editor.title"));
        headerTextProperty().bind(l10n.text("board.editor.header"));
        FontIcon icon = new FontIcon("mdi2p-pencil-box-outline");
        icon.getStyleClass().add("dialog-icon");
        setGraphic(icon);
        getDialogPane().setId("editor-dialog");
        if (stylesheet != null) {
            getDialogPane().getStylesheets().add(stylesheet);
        }
        view = new PositionEditorView(l10n, new PositionEditorViewModel(initial));
        getDialogPane().setContent(view);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        Button ok = (Button) getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("editor-ok");
        ok.disableProperty().bind(view.model().validProperty().not());
        getDialogPane().lookupButton(ButtonType.CANCEL).setId("editor-cancel");
        DialogButtons.localize(getDialogPane(), l10n);
        setResultConverter(button -> button == ButtonType.OK ? view.model().getPosition() : null);
        setOnShown(e -> Platform.runLater(view.board()::requestFocus));
    }

    public PositionEditorView view() {
        return view;
    }
}
