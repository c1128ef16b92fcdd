package org.gametree.app;

import javafx.beans.property.BooleanProperty;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.LanguagePreference;
import org.gametree.app.i18n.Localization;
import org.gametree.app.xiangqi.PasteFenDialog;
import org.gametree.app.xiangqi.StatusMessage;
import org.gametree.app.xiangqi.XiangqiGameViewModel;

/**
 * Everything the menu (and its accelerators) can do, in one place: the menu only names and
 * labels commands, and tests can run a command without opening a menu.
 */
public final class WorkbenchCommands {

    private final Stage stage;
    private final XiangqiGameViewModel game;
    private final Localization l10n;
    private final LanguagePreference languagePreference;
    private final BooleanProperty flipped;
    private final String stylesheet;

    WorkbenchCommands(Stage stage, XiangqiGameViewModel game, Localization l10n,
                      LanguagePreference languagePreference, BooleanProperty flipped, String stylesheet) {
        this.stage = stage;
        this.game = game;
        this.l10n = l10n;
        this.languagePreference = languagePreference;
        this.flipped = flipped;
        this.stylesheet = stylesheet;
    }

    public void newGame() {
        game.newGame();
    }

    /** Opens the paste dialog and loads its FEN if the user confirms. */
    public void pastePositionDialog() {
        new PasteFenDialog(stage, l10n, stylesheet).showAndWait().ifPresent(game::loadFen);
    }

    /**
     * Loads the FEN on the clipboard. An invalid one is reported in the status bar (with the FEN
     * reader's message) and leaves the board as it was.
     */
    public void pasteFromClipboard() {
        Clipboard clipboard = Clipboard.getSystemClipboard();
        String text = clipboard.hasString() ? clipboard.getString() : null;
        if (text == null || text.isBlank()) {
            game.report(StatusMessage.error("message.clipboardEmpty", null));
            return;
        }
        game.loadFen(text.strip());
    }

    public void copyFen() {
        ClipboardContent content = new ClipboardContent();
        content.putString(game.getFen());
        Clipboard.getSystemClipboard().setContent(content);
        game.report(StatusMessage.info("message.copied"));
    }

    public void undo() {
        game.undo();
    }

    public void redo() {
        game.redo();
    }

    public void flipBoard() {
        flipped.set(!flipped.get());
    }

    /** Switches the UI language at once and remembers it for the next start. */
    public void setLanguage(Language language) {
        l10n.setLanguage(language);
        languagePreference.store(language);
    }

    public void about() {
        new AboutDialog(stage, l10n, stylesheet).showAndWait();
    }

    public void quit() {
        stage.close();
    }
}
