package org.gametree.app;

import javafx.scene.control.Alert;
import javafx.stage.Window;

import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/** Help → About: what the program is, its version, and the credits the font licence asks for. */
final class AboutDialog extends Alert {

    AboutDialog(Window owner, Localization l10n, String stylesheet) {
        super(AlertType.INFORMATION);
        initOwner(owner);
        setTitle(l10n.get("about.title"));
        setHeaderText(l10n.get("about.header") + "\n" + l10n.get("about.version", AppVersion.current()));
        setContentText(l10n.get("about.text"));
        FontIcon icon = new FontIcon("mdi2i-information-outline");
        icon.getStyleClass().add("dialog-icon");
        setGraphic(icon);
        getDialogPane().setId("about-dialog");
        getDialogPane().getStylesheets().add(stylesheet);
        getDialogPane().setPrefWidth(520);
        DialogButtons.localize(getDialogPane(), l10n);
    }
}
