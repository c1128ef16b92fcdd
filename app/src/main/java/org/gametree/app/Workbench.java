package org.gametree.app;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

import org.gametree.app.action.ActionFactory;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.compare.CompareView;
import org.gametree.app.analysis.evaluation.EvaluationView;
import org.gametree.app.analysis.live.LiveSearchView;
import org.gametree.app.analysis.stepper.StepperView;
import org.gametree.app.analysis.stepper.StepperViewModel;
import org.gametree.app.analysis.tree.TreeExplorerView;
import org.gametree.app.analysis.tree.TreeExplorerViewModel;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.game.ClockView;
import org.gametree.app.game.MoveListView;
import org.gametree.app.gomoku.board.GomokuBoard;
import org.gametree.app.gomoku.board.GomokuBoardState;
import org.gametree.app.i18n.LanguagePreference;
import org.gametree.app.i18n.Localization;
import org.gametree.app.lab.LabView;
import org.gametree.app.opening.OpeningBookModel;
import org.gametree.app.opening.OpeningBookView;
import org.gametree.app.opening.UnsavedBookQuestion;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.app.theme.AppearanceMenu;
import org.gametree.app.theme.AppearancePreference;
import org.gametree.app.theme.ThemeManager;
import org.gametree.app.xiangqi.XiangqiGameViewModel;
import org.gametree.app.xiangqi.board.BoardState;
import org.gametree.app.xiangqi.board.XiangqiBoard;
import org.gametree.core.search.SearchListener;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The main window put together: menu and tool bar; the board of the game being played (Xiangqi
 * or Gomoku) with the clocks and the move list; the analysis views in tabs (live search, tree
 * explorer, stepper, evaluation, compare, the tuning lab, the opening book); the status bar. The application and the UI tests
 * both open the window through {@link #show}, so tests exercise exactly what users get.
 *
 * <p>The board shows the game, or the position an analysis view asks to preview (a tree node, a
 * hovered PV move); highlights from the evaluation view go to the board too. Closing the
 * window stops every engine and background task.
 */
public final class Workbench {

    public static final double WIDTH = 1360;
    public static final double HEIGHT = 900;

    static final String STYLESHEET = Workbench.class.getResource("app.css").toExternalForm();

    private final Stage stage;
    private final Localization l10n;
    private final FxTaskRunner tasks = new FxTaskRunner();
    private final GameSession session;
    private final XiangqiBoard board = new XiangqiBoard();
    private final GomokuBoard gomokuBoard;
    private final WorkbenchCommands commands;
    private final TabPane analysis = new TabPane();
    private final StepperView stepper;
    private final TreeExplorerView tree;
    private final ThemeManager themes;
    private final GameEndNotifier gameEnd;
    private final OpeningBookView openingView;

    private Workbench(Stage stage, LanguagePreference languagePreference) {
        this.stage = stage;
        this.l10n = new Localization(languagePreference.load());
        this.session = new GameSession(l10n, tasks);
        session.context().setEngines(new org.gametree.app.engines.EngineRegistry(languagePreference.node()));
        this.gomokuBoard = new GomokuBoard(l10n);
        this.commands = new WorkbenchCommands(stage, session, l10n, languagePreference, board.flippedProperty(),
                gomokuBoard.showThreatsProperty(), STYLESHEET);

        AppearancePreference appearance = new AppearancePreference(languagePreference.node());
        themes = new ThemeManager(appearance);
        appearance.keepScorePerspective(session.context().scorePerspectiveProperty());
        appearance.keepAnalysisArrows(session.context().analysisArrowsProperty());
        themes.bind(board);
        wireBoards();
        StackPane boardArea = new StackPane(board, gomokuBoard, previewBanner());
        boardArea.getStyleClass().add("board-area");
        VBox.setVgrow(boardArea, Priority.ALWAYS);
        ClockView clocks = new ClockView(l10n, session.clock());
        clocks.gameProperty().bind(session.gameProperty());
        VBox play = new VBox(boardArea, clocks);
        play.setId("play-area");
        play.getStyleClass().add("play-area");

        MoveListView moves = new MoveListView(session.context());
        session.attachMoveList(moves.model());

        openingView = new OpeningBookView(new OpeningBookModel(session.context()), session);
        LiveSearchView live = new LiveSearchView(session.context());
        live.viewModel().setMovePlayer(session::playMove);
        watchEnginesIn(live);
        tree = new TreeExplorerView(session.context());
        stepper = new StepperView(session.context(), languagePreference.node());
        org.gametree.app.analysis.whynot.WhyNotView whyNot = new org.gametree.app.analysis.whynot.WhyNotView(session.context());
        Tab whyNotTab = tab("tab-whynot", "tab.whynot", "mdi2h-help-circle-outline", whyNot);
        org.gametree.app.analysis.whynot.WhyNotGestures.attach(board, gomokuBoard, move -> {
            analysis.getSelectionModel().select(whyNotTab); // the answer shows there
            whyNot.viewModel().ask(move);
        });
        analysis.setId("analysis-tabs");
        analysis.getTabs().addAll(
                // Live, Tree, Stepper first (the search watched), then what looks at this position
                // and this game, then the tools (View → Panels and Ctrl+1 … reach every one)
                tab("tab-live", "tab.live", "mdi2p-pulse", live),
                tab("tab-tree", "tab.tree", "mdi2f-file-tree-outline", tree),
                tab("tab-stepper", "tab.stepper", "mdi2s-step-forward", stepper),
                whyNotTab,
                tab("tab-evaluation", "tab.evaluation", "mdi2s-scale-balance", new EvaluationView(session.context())),
                tab("tab-compare", "tab.compare", "mdi2c-chart-bar", new CompareView(session.context())),
                tab("tab-review", "tab.review", "mdi2c-chart-line", new org.gametree.app.analysis.review.ReviewView(session.context(), moves.model())),
                tab("tab-match", "tab.match", "mdi2s-sword-cross", new org.gametree.app.match.MatchView(session.context())),
                tab("tab-lab", "tab.lab", "mdi2f-flask-outline", new LabView(session.context())),
                openingTab(),
                tab("tab-endgame", "tab.endgame", "mdi2c-chess-king", new org.gametree.app.endgame.EndgameView(session)));
        analysis.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);

        linkStepperAndTree();

        SplitPane split = new SplitPane(play, moves, analysis);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.46, 0.6);
        SplitPane.setResizableWithParent(moves, false);
        giveBoardRoomToTextbookTrees(split, play);

        BorderPane root = new BorderPane(split);
        root.setId("workbench-root");
        commands.actions().register(org.gametree.app.action.StandardAction.COPY_BOARD_IMAGE,
                () -> BoardImageCopy.copy(session.getGame() == Game.XIANGQI ? board : gomokuBoard, session));
        ActionFactory actions = new ActionFactory(l10n, commands.actions());
        MenuBar menuBar = MainMenu.create(l10n, actions, commands, session);
        menuBar.getMenus().add(2, AppearanceMenu.create(l10n, themes, board.blindProperty()));
        menuBar.getMenus().stream().filter(m -> "menu-view".equals(m.getId())).findFirst()
                .ifPresent(view -> view.getItems().add(PanelMenu.create(l10n, analysis)));
        root.setTop(new VBox(menuBar, WorkbenchToolBar.create(actions)));
        root.setBottom(statusArea());

        Scene scene = new Scene(root, WIDTH, HEIGHT);
        scene.getStylesheets().add(STYLESHEET);
        themes.apply(scene);
        stage.setScene(scene);
        stage.titleProperty().bind(Bindings.createStringBinding(() -> {
            PartialLoad partial = session.partialLoadProperty().get();
            String title = l10n.get("app.title");
            return partial == null ? title : title + " — " + partial.titleNote(l10n);
        }, session.partialLoadProperty(), l10n.languageProperty()));
        stage.setMinWidth(720);
        stage.setMinHeight(560);
        stage.setOnHidden(e -> close());
        gameEnd = new GameEndNotifier(stage, session, l10n);
    }

    /** The live panel shows the game's engines thinking, as it shows its own analysis. */
    private void watchEnginesIn(LiveSearchView live) {
        session.setEngineWatcher(new GameSession.EngineWatcher() {
            @Override
            public SearchListener engineStarted(AnalysisPosition root) {
                return live.viewModel().watchEngine(root);
            }

            @Override
            public void engineAnswered(boolean stopped) {
                live.viewModel().engineAnswered(stopped);
            }
        });
    }

    /**
     * The stepper and the tree explorer look at one recording: a search recorded in either is
     * shown by the other, and while stepping, the explorer selects the node the stepper is at.
     * (Textbook trees have no positions, so they stay the stepper's own.)
     */
    private void linkStepperAndTree() {
        StepperViewModel steps = stepper.getModel();
        TreeExplorerViewModel explorer = tree.viewModel();
        steps.recordedProperty().addListener((obs, old, recording) -> {
            if (recording != null && recording.textbook() == null
                    && explorer.recordedSearchProperty().get() != recording) {
                explorer.show(recording);
            }
        });
        explorer.recordedSearchProperty().addListener((obs, old, recording) -> {
            if (recording != null && steps.recordedProperty().get() != recording) {
                steps.load(recording);
            }
        });
        steps.selectedNodeProperty().addListener((obs, old, node) -> {
            if (steps.recordedProperty().get() != null
                    && explorer.recordedSearchProperty().get() == steps.recordedProperty().get()) {
                explorer.select(node.intValue());
            }
        });
    }

    /**
     * While the stepper tab shows a textbook tree (no game position), the play area leaves the
     * split so the tree gets its room; it comes back, with its dividers, for anything else.
     */
    private void giveBoardRoomToTextbookTrees(SplitPane split, Node play) {
        javafx.beans.binding.BooleanBinding away = Bindings.createBooleanBinding(() -> {
            Tab selected = analysis.getSelectionModel().getSelectedItem();
            return selected != null && selected.getContent() == stepper && !stepper.needsBoardProperty().get();
        }, analysis.getSelectionModel().selectedItemProperty(), stepper.needsBoardProperty());
        double[][] saved = new double[1][];
        away.addListener((obs, was, now) -> {
            if (now && split.getItems().contains(play)) {
                saved[0] = split.getDividerPositions();
                split.getItems().remove(play);
            } else if (!now && !split.getItems().contains(play)) {
                split.getItems().add(0, play);
                if (saved[0] != null) {
                    split.setDividerPositions(saved[0]);
                }
            }
        });
        play.getProperties().put("giveBoardRoom", away); // keeps the binding (and its listener) alive
    }

    /**
     * The Opening tab: its book moves are drawn on the board while it is shown, engine players
     * look in its book, and its unsaved edits are asked about before the window closes.
     */
    private Tab openingTab() {
        Tab tab = tab("tab-opening", "tab.opening", "mdi2b-book-open-page-variant-outline", openingView);
        openingView.model().arrowsProperty().bind(tab.selectedProperty());
        session.setEngineBook(openingView.model());
        session.setMovePlayedListener(openingView.model()::played);
        stage.setOnCloseRequest(e -> {
            if (openingView.model().anyDirty() && !UnsavedBookQuestion.discard(stage, l10n)) {
                e.consume(); // the user keeps the window, and the edits, to save them
            }
        });
        return tab;
    }

    private static Tab tab(String id, String key, String icon, Node content) {
        Tab tab = new Tab();
        tab.setId(id);
        tab.setContent(content);
        tab.setGraphic(new FontIcon(icon));
        tab.setUserData(key);
        return tab;
    }

    /** The board of the game shown follows the game or a preview, and the evaluation's highlights. */
    private void wireBoards() {
        XiangqiGameViewModel xiangqi = session.xiangqi();
        board.setId("xiangqi-board");
        board.stateProperty().bind(xiangqi.boardProperty());
        // a preview (tree node, hovered PV move) shows instead of the game; a click dismisses it
        board.previewProperty().bind(Bindings.createObjectBinding(() ->
                session.context().previewProperty().get() instanceof XiangqiAnalysisPosition p
                        ? BoardState.of(p.position()) : null, session.context().previewProperty()));
        board.setOnPreviewDismissed(e -> session.context().showPreview(null, null));
        board.setOnSquareActivated(e -> session.activateXiangqi(e.square()));
        board.setOnCancelled(e -> xiangqi.cancelSelection());
        board.accessibleTextProperty().bind(l10n.text("board.description"));
        board.highlightProperty().bind(session.context().highlightProperty());
        board.marksProperty().bind(session.context().marksProperty());
        board.visibleProperty().bind(session.gameProperty().isEqualTo(Game.XIANGQI));
        board.managedProperty().bind(board.visibleProperty());

        gomokuBoard.stateProperty().bind(Bindings.createObjectBinding(() -> {
            AnalysisPosition preview = session.context().previewProperty().get();
            return preview instanceof GomokuAnalysisPosition p ? GomokuBoardState.of(p.position())
                    : session.gomoku().getBoard();
        }, session.gomoku().boardProperty(), session.context().previewProperty()));
        gomokuBoard.setOnPointActivated(e -> session.activateGomoku(e.point()));
        gomokuBoard.highlightProperty().bind(session.context().highlightProperty());
        gomokuBoard.marksProperty().bind(session.context().marksProperty());
        gomokuBoard.heatProperty().bind(session.context().heatProperty());
        gomokuBoard.visibleProperty().bind(session.gameProperty().isEqualTo(Game.GOMOKU));
        gomokuBoard.managedProperty().bind(gomokuBoard.visibleProperty());
    }

    /** The status bar of both games: their state, the one message area, the FEN field. */
    private Node statusArea() {
        return new StatusArea(session, l10n);
    }

    /**
     * "Preview: node 1.2.3 — Esc to return" over the top of the board while an analysis view
     * shows another position; a layer of the board area, so it moves nothing.
     */
    private Node previewBanner() {
        PreviewBanner banner = new PreviewBanner(session.context());
        StackPane.setAlignment(banner, Pos.TOP_CENTER);
        StackPane.setMargin(banner, new Insets(6));
        return banner;
    }

    /** Stops engines and background work: the window is gone. */
    private void close() {
        session.close();
        tasks.close();
    }

    /** Loads the fonts, builds the window into {@code stage}, shows it and focuses the board. */
    public static Workbench show(Stage stage, LanguagePreference languagePreference) {
        AppFonts.load();
        Workbench workbench = new Workbench(stage, languagePreference);
        UnexpectedErrors.install(workbench.session); // an exception nothing caught ends in a message
        workbench.localizeTabs();
        stage.show();
        workbench.board.requestFocus();
        return workbench;
    }

    private void localizeTabs() {
        for (Tab tab : analysis.getTabs()) {
            tab.textProperty().bind(l10n.text((String) tab.getUserData()));
        }
    }

    /** The window's background work (tests: what runs, and that closing ends it). */
    FxTaskRunner tasks() {
        return tasks;
    }

    public Stage stage() {
        return stage;
    }

    /** The Xiangqi game (tests and the status bar). */
    public XiangqiGameViewModel game() {
        return session.xiangqi();
    }

    public GameSession session() {
        return session;
    }

    public Localization localization() {
        return l10n;
    }

    public XiangqiBoard board() {
        return board;
    }

    public GomokuBoard gomokuBoard() {
        return gomokuBoard;
    }

    public TabPane analysisTabs() {
        return analysis;
    }

    /** The latest game-end announcement ("" before the first). */
    public String lastAnnouncement() {
        return gameEnd.announcedProperty().get();
    }

    public StepperView stepper() {
        return stepper;
    }

    /** The Opening tab (tests). */
    public OpeningBookView opening() {
        return openingView;
    }

    public TreeExplorerView treeExplorer() {
        return tree;
    }

    public ThemeManager themes() {
        return themes;
    }

    public WorkbenchCommands commands() {
        return commands;
    }
}
