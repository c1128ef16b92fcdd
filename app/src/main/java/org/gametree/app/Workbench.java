package org.gametree.app;

import javafx.scene.Scene;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.LanguagePreference;
import org.gametree.app.i18n.Localization;
import org.gametree.app.xiangqi.StatusBar;
import org.gametree.app.xiangqi.XiangqiGameViewModel;
import org.gametree.app.xiangqi.board.XiangqiBoard;

/**
 * The main window put together: menu, board, status bar, wired to one game view-model. The
 * application and the UI tests both open the window through {@link #show}, so tests exercise
 * exactly what users get.
 */
public final class Workbench {

    public static final double WIDTH = 720;
    public static final double HEIGHT = 920;

    static final String STYLESHEET = Workbench.class.getResource("app.css").toExternalForm();

    private final Stage stage;
    private final XiangqiGameViewModel game = new XiangqiGameViewModel();
    private final Localization l10n;
    private final XiangqiBoard board = new XiangqiBoard();
    private final WorkbenchCommands commands;

    private Workbench(Stage stage, LanguagePreference languagePreference) {
        this.stage = stage;
        this.l10n = new Localization(languagePreference.load());
        this.commands = new WorkbenchCommands(stage, game, l10n, languagePreference,
                board.flippedProperty(), STYLESHEET);

        board.setId("xiangqi-board");
        board.stateProperty().bind(game.boardProperty());
        board.setOnSquareActivated(e -> game.activate(e.square()));
        board.setOnCancelled(e -> game.cancelSelection());
        board.accessibleTextProperty().bind(l10n.text("board.description"));

        StackPane boardArea = new StackPane(board);
        boardArea.getStyleClass().add("board-area");

        BorderPane root = new BorderPane(boardArea);
        root.setId("workbench-root");
        root.setTop(MainMenu.create(l10n, commands, game, board.flippedProperty()));
        root.setBottom(new StatusBar(game, l10n));

        Scene scene = new Scene(root, WIDTH, HEIGHT);
        scene.getStylesheets().add(STYLESHEET);
        stage.setScene(scene);
        stage.titleProperty().bind(l10n.text("app.title"));
        stage.setMinWidth(420);
        stage.setMinHeight(560);
    }

    /** Loads the fonts, builds the window into {@code stage}, shows it and focuses the board. */
    public static Workbench show(Stage stage, LanguagePreference languagePreference) {
        AppFonts.load();
        Workbench workbench = new Workbench(stage, languagePreference);
        stage.show();
        workbench.board.requestFocus();
        return workbench;
    }

    public Stage stage() {
        return stage;
    }

    public XiangqiGameViewModel game() {
        return game;
    }

    public Localization localization() {
        return l10n;
    }

    public XiangqiBoard board() {
        return board;
    }

    public WorkbenchCommands commands() {
        return commands;
    }
}
