package org.gametree.app.opening;

import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * "The opening book has changes that are not saved — discard them?" before another book replaces
 * it or the window closes. Cancel is the default (Enter, Esc): a user's edits are never lost by
 * a key pressed in passing.
 */
public final class UnsavedBookQuestion {

    private UnsavedBookQuestion() {
    }

    /** Whether the user agrees to discard the changes (false: keep them, do nothing). */
    public static boolean discard(Window owner, Localization l10n) {
        Alert alert = new Alert(Alert.AlertType.WARNING);
        alert.initOwner(owner);
        alert.setTitle(l10n.get("opening.unsaved.title"));
        alert.setHeaderText(l10n.get("opening.unsaved.header"));
        alert.setContentText(l10n.get("opening.unsaved.content"));
        alert.setGraphic(new FontIcon("mdi2b-book-alert-outline"));
        alert.getButtonTypes().setAll(ButtonType.CANCEL);
        DialogButtons.localize(alert.getDialogPane(), l10n);
        ButtonType discard = new ButtonType(l10n.get("opening.unsaved.discard"), ButtonData.OTHER);
        alert.getButtonTypes().add(0, discard);
        alert.getDialogPane().setId("opening-unsaved-dialog");
        Button discardButton = (Button) alert.getDialogPane().lookupButton(discard);
        discardButton.setId("opening-unsaved-discard");
        discardButton.setDefaultButton(false);
        Button cancel = (Button) alert.getDialogPane().lookupButton(ButtonType.CANCEL);
        cancel.setId("opening-unsaved-cancel");
        cancel.setDefaultButton(true);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == discard;
    }
}
