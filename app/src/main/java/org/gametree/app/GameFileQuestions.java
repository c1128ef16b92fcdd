package org.gametree.app;

import java.nio.file.Path;

import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;
import org.gametree.core.io.GameFileException;

/**
 * What Open and Save ask the user about a file that can be read only in part. Tests answer
 * without a dialog; the workbench asks with {@link #dialogs}, Cancel being the default answer.
 */
interface GameFileQuestions {

    /** Whether to load moves 1..{@code moves}, the part of {@code file} before the line at fault. */
    boolean loadPart(Path file, GameFileException problem, int moves);

    /** Whether to save a game loaded in part over the file it came from (the rest of the file is lost). */
    boolean overwriteOriginal(PartialLoad partial);

    /** Asks with dialogs owned by {@code owner}. */
    static GameFileQuestions dialogs(Window owner, Localization l10n, String stylesheet) {
        return new GameFileQuestions() {
            @Override
            public boolean loadPart(Path file, GameFileException problem, int moves) {
                String name = file.getFileName().toString();
                return ask(owner, l10n, stylesheet, "partial-load-dialog",
                        l10n.get("file.partial.header", Integer.toString(problem.line()), name),
                        l10n.get("file.partial.content", problem.detail(),
                                problem.token() == null ? "" : "'" + problem.token() + "':", Integer.toString(moves)),
                        l10n.get("file.partial.load", Integer.toString(moves)));
            }

            @Override
            public boolean overwriteOriginal(PartialLoad partial) {
                return ask(owner, l10n, stylesheet, "partial-overwrite-dialog",
                        l10n.get("file.partial.overwriteHeader", partial.name()),
                        l10n.get("file.partial.overwriteContent", Integer.toString(partial.moves()),
                                Integer.toString(partial.line())),
                        l10n.get("file.partial.overwrite"));
            }
        };
    }

    /** A warning with Cancel (the default, also for Enter and Esc) and one other answer. */
    private static boolean ask(Window owner, Localization l10n, String stylesheet, String id, String header,
                               String content, String yes) {
        Alert alert = new Alert(Alert.AlertType.WARNING);
        alert.initOwner(owner);
        alert.setTitle(l10n.get("file.partial.title"));
        alert.setHeaderText(header);
        alert.setContentText(content);
        FontIcon icon = new FontIcon("mdi2f-file-alert-outline");
        icon.getStyleClass().add("dialog-icon");
        alert.setGraphic(icon);
        alert.getButtonTypes().setAll(ButtonType.CANCEL);
        DialogButtons.localize(alert.getDialogPane(), l10n); // Cancel in the UI language
        ButtonType accept = new ButtonType(yes, ButtonData.OTHER);
        alert.getButtonTypes().add(0, accept);
        alert.getDialogPane().setId(id);
        alert.getDialogPane().getStylesheets().add(stylesheet);
        alert.getDialogPane().setPrefWidth(560);
        Button acceptButton = (Button) alert.getDialogPane().lookupButton(accept);
        acceptButton.setId(id + "-accept");
        acceptButton.setDefaultButton(false);
        Button cancel = (Button) alert.getDialogPane().lookupButton(ButtonType.CANCEL);
        cancel.setId(id + "-cancel");
        cancel.setDefaultButton(true);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == accept;
    }
}
