package org.gametree.app.i18n;

import java.util.Locale;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;

/**
 * Labels a dialog's standard buttons in the UI language. JavaFX words OK and Cancel in the JVM's
 * default locale, not in the language the user chose for the workbench.
 */
public final class DialogButtons {

    private DialogButtons() {
    }

    /** Binds the text of each standard button of {@code pane} to {@code button.<button data>} in the bundle, e.g. {@code button.ok_done}. */
    public static void localize(DialogPane pane, Localization l10n) {
        for (ButtonType type : pane.getButtonTypes()) {
            Node node = pane.lookupButton(type);
            if (node instanceof Button) {
                String key = "button." + type.getButtonData().name().toLowerCase(Locale.ROOT);
                ((Button) node).textProperty().bind(l10n.text(key));
            }
        }
    }
}
