package org.gametree.app;

import java.nio.file.Path;

import javafx.beans.property.BooleanProperty;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.game.NewGameDialog;
import org.gametree.app.gomoku.edit.GomokuEditorDialog;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.LanguagePreference;
import org.gametree.app.i18n.Localization;
import org.gametree.app.xiangqi.PasteFenDialog;
import org.gametree.app.xiangqi.StatusMessage;
import org.gametree.app.xiangqi.edit.PositionEditorDialog;

/**
 * Everything the menu, the tool bar and their accelerators can do, in one place: they only name
 * and label commands, and tests can run a command without opening a menu.
 */
public final class WorkbenchCommands {

    private final Stage stage;
    private final GameSession session;
    private final Localization l10n;
    private final LanguagePreference languagePreference;
    private final BooleanProperty flipped;
    private final String stylesheet;

    WorkbenchCommands(Stage stage, GameSession session, Localization l10n,
                      LanguagePreference languagePreference, BooleanProperty flipped, String stylesheet) {
        this.stage = stage;
        this.session = session;
        this.l10n = l10n;
        this.languagePreference = languagePreference;
        this.flipped = flipped;
        this.stylesheet = stylesheet;
    }

    /** A new game of the same kind with the same players. */
    public void newGame() {
        session.newGame();
    }

    /** The New Game dialog: game, rules, players. */
    public void newGameDialog() {
        new NewGameDialog(stage, l10n, session.setupProperty().get(), stylesheet).showAndWait()
                .ifPresent(session::newGame);
    }

    /** Opens the paste dialog and loads its FEN if the user confirms. */
    public void pastePositionDialog() {
        new PasteFenDialog(stage, l10n, stylesheet).showAndWait().ifPresent(fen -> session.paste(fen, l10n));
    }

    /**
     * Reads the clipboard: a Xiangqi FEN or move list, a Gomoku move list, .psq or board. Bad
     * text is explained in the status area and changes nothing.
     */
    public void pasteFromClipboard() {
        Clipboard clipboard = Clipboard.getSystemClipboard();
        String text = clipboard.hasString() ? clipboard.getString() : null;
        if (text == null || text.isBlank()) {
            session.xiangqi().report(StatusMessage.error("message.clipboardEmpty", null));
            return;
        }
        session.paste(text, l10n);
    }

    /** Copies the position: a FEN for Xiangqi, the move list for Gomoku. */
    public void copyPosition() {
        ClipboardContent content = new ClipboardContent();
        content.putString(session.getGame() == Game.XIANGQI ? session.xiangqi().getFen() : session.gomoku().movesText());
        Clipboard.getSystemClipboard().setContent(content);
        session.xiangqi().report(StatusMessage.info("message.copied"));
    }

    /** Edit mode: set up a Xiangqi position by hand, with the side to move. */
    /** Sets up a position by hand for the game shown (Xiangqi pieces or Gomoku stones). */
    public void editPosition() {
        if (session.getGame() == Game.GOMOKU) {
            new GomokuEditorDialog(stage, l10n, stylesheet, session.gomoku().positionCopy())
                    .showAndWait().ifPresent(session::loadGomoku);
        } else {
            new PositionEditorDialog(stage, l10n, stylesheet, session.xiangqi().analysisPosition().position())
                    .showAndWait().ifPresent(position -> session.loadXiangqi(position, new int[0]));
        }
    }

    public void open() {
        GameFiles.open(stage, l10n, session);
    }

    public void save() {
        GameFiles.save(stage, l10n, session);
    }

    public void undo() {
        session.undo();
    }

    public void redo() {
        session.redo();
    }

    public void moveNow() {
        session.moveNow();
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

    /** Saves without the file dialog (tests). */
    boolean saveTo(Path path) {
        return GameFiles.saveTo(path, session);
    }

    /** Opens without the file dialog (tests). */
    boolean openFrom(Path path) {
        return GameFiles.openFrom(path, session);
    }
}
