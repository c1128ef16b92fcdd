package org.gametree.app;

import java.nio.file.Path;

import javafx.beans.property.BooleanProperty;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;

import org.gametree.app.action.ActionRegistry;
import org.gametree.app.action.ShortcutsDialog;
import org.gametree.app.action.StandardAction;
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
 * and label commands, and tests can run a command without opening a menu. {@link #actions()}
 * registers each {@link StandardAction}'s handler and enabled state.
 */
public final class WorkbenchCommands {

    private final Stage stage;
    private final GameSession session;
    private final Localization l10n;
    private final LanguagePreference languagePreference;
    private final BooleanProperty flipped;
    private final String stylesheet;
    private final ActionRegistry actions;
    /** What Open and Save ask about a file that can be read only in part (tests answer themselves). */
    private GameFileQuestions questions;

    WorkbenchCommands(Stage stage, GameSession session, Localization l10n,
                      LanguagePreference languagePreference, BooleanProperty flipped, BooleanProperty threatsShown,
                      String stylesheet) {
        this.stage = stage;
        this.session = session;
        this.l10n = l10n;
        this.languagePreference = languagePreference;
        this.flipped = flipped;
        this.stylesheet = stylesheet;
        this.questions = GameFileQuestions.dialogs(stage, l10n, stylesheet);
        this.actions = new ActionRegistry()
                .register(StandardAction.NEW_GAME_DIALOG, this::newGameDialog)
                .register(StandardAction.NEW_GAME, this::newGame)
                .register(StandardAction.OPEN, this::open)
                .register(StandardAction.SAVE, this::save)
                .register(StandardAction.EDIT_POSITION, this::editPosition)
                .register(StandardAction.PASTE_DIALOG, this::pastePositionDialog)
                .register(StandardAction.PASTE_CLIPBOARD, this::pasteFromClipboard)
                .register(StandardAction.COPY_POSITION, this::copyPosition)
                .register(StandardAction.UNDO, this::undo, session.canUndoProperty())
                .register(StandardAction.REDO, this::redo, session.canRedoProperty())
                .register(StandardAction.MOVE_NOW, this::moveNow, session.engineToMoveProperty())
                .register(StandardAction.ENGINES, this::engines)
                .register(StandardAction.QUIT, this::quit)
                .registerToggle(StandardAction.FLIP_BOARD, flipped)
                .registerToggle(StandardAction.SHOW_THREATS, threatsShown)
                .registerToggle(StandardAction.ANALYSIS_ARROWS, session.context().analysisArrowsProperty())
                .register(StandardAction.SHORTCUTS, this::shortcuts)
                .register(StandardAction.ABOUT, this::about);
    }

    /** Each command's handler and enabled state, for the menu bar, the tool bar and the key map. */
    public ActionRegistry actions() {
        return actions;
    }

    /** A new game of the same kind with the same players. */
    public void newGame() {
        session.newGame();
    }

    /** The New Game dialog: game, rules, players. */
    public void newGameDialog() {
        var engines = session.context().engines();
        new NewGameDialog(stage, l10n, session.setupProperty().get(), stylesheet,
                engines == null ? java.util.List.of() : engines.engines()).showAndWait()
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
        GameFiles.open(stage, l10n, session, questions);
    }

    public void save() {
        GameFiles.save(stage, l10n, session, questions);
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

    /** Help → Keyboard shortcuts: the registry's commands and the board's and stepper's keys. */
    public void shortcuts() {
        new ShortcutsDialog(stage, l10n, actions, stylesheet).showAndWait();
    }

    /** Game → Engines…: the user's external engines (one dialog, brought to the front if open). */
    public void engines() {
        if (enginesDialog == null) {
            enginesDialog = new org.gametree.app.engines.EnginesDialog(stage, new org.gametree.app.engines.EnginesModel(
                    session.context().engines(), session.context().tasks(), l10n), session.context().getPosition().game(),
                    stylesheet);
        }
        enginesDialog.show();
        enginesDialog.getDialogPane().getScene().getWindow().requestFocus();
    }

    private org.gametree.app.engines.EnginesDialog enginesDialog;

    public void about() {
        new AboutDialog(stage, l10n, stylesheet).showAndWait();
    }

    public void quit() {
        stage.close();
    }

    /** Saves without the file dialog (tests). */
    boolean saveTo(Path path) {
        return GameFiles.saveTo(path, session, questions);
    }

    /** Opens without the file dialog (tests). */
    boolean openFrom(Path path) {
        return GameFiles.openFrom(path, session, questions);
    }

    /** Answers Open's and Save's questions about partly readable files without dialogs (tests). */
    void setGameFileQuestions(GameFileQuestions value) {
        questions = value;
    }
}
