package org.gametree.app;

import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.util.Duration;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.game.EngineBook;
import org.gametree.app.game.EngineMove;
import org.gametree.app.game.EnginePlayer;
import org.gametree.app.game.GameClock;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.GameViewModel;
import org.gametree.app.game.MoveListViewModel;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.gomoku.GomokuGameViewModel;
import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;
import org.gametree.app.paste.PasteException;
import org.gametree.app.paste.PasteReader;
import org.gametree.app.paste.PastedGame;
import org.gametree.app.task.TaskRunner;
import org.gametree.app.xiangqi.StatusMessage;
import org.gametree.app.xiangqi.XiangqiGameViewModel;
import org.gametree.core.search.SearchListener;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.xiangqi.Position;

/**
 * The game in front of the user, whichever it is: both games' view-models, which one is shown,
 * who plays each side (engine players ask for their moves off the FX thread), the clocks, the
 * move list, and the analysis context kept on the current position. FX thread only. Both
 * view-models are spoken to through {@link GameViewModel}; only input and loading are per game.
 *
 * <p>Engines move only after a move was played (by a person or an engine) or when a new game
 * starts with an engine to move — never after undo, redo or going back in the move list, so a
 * user can look around without the engine answering.
 *
 * <p>Clocks run in games set up through New Game with a time control (counting down) or an
 * engine playing (counting up), never while two people analyse a pasted or opened position.
 * A side whose time runs out loses: the game ends as a checkmate does.
 *
 * <p>A clock runs only while its side can act on the game: the board is at the game's last ply
 * (looking back in the move list, or after an undo, pauses both clocks; returning to the end or
 * playing a move from there resumes them), and the side to move is a person or an engine that
 * is thinking (an engine left waiting after a jump costs no time until Move now starts it).
 * A paused move goes on where it stopped, also under a time per move.
 */
public final class GameSession {

    private final XiangqiGameViewModel xiangqi = new XiangqiGameViewModel();
    private final GomokuGameViewModel gomoku = new GomokuGameViewModel();
    private final ReadOnlyObjectWrapper<Game> game = new ReadOnlyObjectWrapper<>(this, "game", Game.XIANGQI);
    private final ObjectProperty<GameSetup> setup = new SimpleObjectProperty<>(this, "setup", analysisSetup(Game.XIANGQI));
    private final ReadOnlyObjectWrapper<ShownMessage> message = new ReadOnlyObjectWrapper<>(this, "message");
    /** Set while the game shown was loaded from part of a file (Open sets it; any new game clears it). */
    private final ObjectProperty<PartialLoad> partialLoad = new SimpleObjectProperty<>(this, "partialLoad");
    private final TaskRunner tasks;
    private final AnalysisContext context;
    /** The move list shown (a view owns it; until one is attached, a detached model). */
    private MoveListViewModel moveList = new MoveListViewModel();
    private final GameClock clock;
    private final EnginePlayer[] players = new EnginePlayer[2];
    /** Whether the clocks run: in games set up through New Game, not while analysing pasted or opened positions. */
    private boolean timed;
    /** The side that ran out of time (the game is over), or -1. */
    private final ReadOnlyIntegerWrapper flagged = new ReadOnlyIntegerWrapper(this, "flagged", -1);
    /** Whether an engine is to move in a game that goes on: what Move now can act on. */
    private final ReadOnlyBooleanWrapper engineToMove = new ReadOnlyBooleanWrapper(this, "engineToMove");
    /** Looks at the running clock ten times a second for a flag fall; made when a clock first runs. */
    private Timeline flagWatch;
    private EngineWatcher watcher;
    /** Told of every move a person played (board or table), with the position after it; or null. */
    private Consumer<AnalysisPosition> movePlayed;
    /** The book engine players look in before searching (the Opening tab's), or null. */
    private EngineBook engineBook;
    private final BooleanBinding canUndo;
    private final BooleanBinding canRedo;

    public GameSession(Localization l10n, TaskRunner tasks) {
        this(l10n, tasks, System::nanoTime);
    }

    /** A session whose clocks read {@code nanoTime} (tests: a fake time source). */
    public GameSession(Localization l10n, TaskRunner tasks, LongSupplier nanoTime) {
        this.tasks = tasks;
        this.clock = new GameClock(nanoTime);
        this.context = new AnalysisContext(l10n, tasks, xiangqi.analysisPosition());
        canUndo = Bindings.createBooleanBinding(() -> shown().canUndoProperty().get(),
                game, xiangqi.canUndoProperty(), gomoku.canUndoProperty());
        canRedo = Bindings.createBooleanBinding(() -> shown().canRedoProperty().get(),
                game, xiangqi.canRedoProperty(), gomoku.canRedoProperty());
        xiangqi.boardProperty().addListener((obs, old, now) -> positionChanged(Game.XIANGQI));
        gomoku.boardProperty().addListener((obs, old, now) -> positionChanged(Game.GOMOKU));
        game.addListener((obs, old, now) -> positionChanged(now));
        // One message area: what a game says (a move taken back, a refused stone) replaces the
        // message before it, as the session's own messages do. Invalidation, not change: the
        // same words said again are news again.
        xiangqi.messageProperty().addListener((Observable o) -> message.set(xiangqi.getMessage()));
        gomoku.messageProperty().addListener((Observable o) -> message.set(gomoku.getMessage()));
        clock.reset(0);
        positionChanged(Game.XIANGQI);
    }

    /** The view-model of the game shown. */
    private GameViewModel shown() {
        return viewModel(game.get());
    }

    private GameViewModel viewModel(Game which) {
        return which == Game.XIANGQI ? xiangqi : gomoku;
    }

    /**
     * Who wants to see the engines of a game think (the live panel): told when an engine starts
     * on a position, with the listener to attach, and when it has answered.
     */
    public interface EngineWatcher {

        /** @return a listener for the engine's search (runs on its thread), or null */
        SearchListener engineStarted(AnalysisPosition root);

        void engineAnswered(boolean stopped);
    }

    public void setEngineWatcher(EngineWatcher value) {
        watcher = value;
    }

    /** Both sides played by people: what pasting a position for analysis sets up. */
    private static GameSetup analysisSetup(Game which) {
        String evaluation = GameSetup.evaluations(which).get(0);
        GameSetup defaults = GameSetup.defaults();
        String engine = PlayerSetup.defaultAlgorithm(which);
        return new GameSetup(which, defaults.rule(), defaults.boardSize(), PlayerSetup.human(evaluation).withAlgorithm(engine),
                PlayerSetup.human(evaluation).withAlgorithm(engine));
    }

    // ------------------------------------------------------------------ properties

    public XiangqiGameViewModel xiangqi() {
        return xiangqi;
    }

    public GomokuGameViewModel gomoku() {
        return gomoku;
    }

    public ReadOnlyObjectProperty<Game> gameProperty() {
        return game.getReadOnlyProperty();
    }

    public Game getGame() {
        return game.get();
    }

    public ReadOnlyObjectProperty<GameSetup> setupProperty() {
        return setup;
    }

    public AnalysisContext context() {
        return context;
    }

    public MoveListViewModel moveList() {
        return moveList;
    }

    /** Shows the game in this move list (the window's); clicking a move goes there. */
    public void attachMoveList(MoveListViewModel model) {
        moveList = model;
        moveList.setOnGoTo(this::goToPly);
        positionChanged(game.get());
    }

    public GameClock clock() {
        return clock;
    }

    public BooleanBinding canUndoProperty() {
        return canUndo;
    }

    public BooleanBinding canRedoProperty() {
        return canRedo;
    }

    /**
     * Whether an engine is to move in a game that goes on (thinking, or waiting after an undo):
     * when Move now has something to do.
     */
    public ReadOnlyBooleanProperty engineToMoveProperty() {
        return engineToMove.getReadOnlyProperty();
    }

    /** The side (0 first, 1 second) that lost on time, or -1 while nobody has. */
    public ReadOnlyIntegerProperty flaggedProperty() {
        return flagged.getReadOnlyProperty();
    }

    /** Whether the game shown has ended: by its rules, or on time. */
    public boolean isOver() {
        return flagged.get() >= 0 || currentPosition().isGameOver();
    }

    /**
     * The newest message for the status bar, whoever said it: the games (a move taken back, a
     * refused stone), paste and the FEN field, files, engines. Null when there is nothing to say.
     */
    public ReadOnlyObjectProperty<ShownMessage> messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The current position, for the analysis views and engines. */
    public AnalysisPosition currentPosition() {
        return shown().analysisPosition();
    }

    // ------------------------------------------------------------------ commands

    /** Starts a game as set up (the New Game dialog's answer). */
    public void newGame(GameSetup value) {
        partialLoad.set(null);
        cancelEngines();
        message.set(null);
        setup.set(value);
        for (int side = 0; side < 2; side++) {
            PlayerSetup player = value.player(side);
            if (players[side] != null) {
                players[side].close(); // an external engine's process ends with its game
            }
            players[side] = player.isEngine() ? new EnginePlayer(tasks, player) : null;
            if (players[side] != null && engineBook != null) {
                // a fresh seed per game and side: games differ, each is one weighted-random draw
                players[side].useBook(engineBook, System.nanoTime() * 31 + side);
            }
        }
        if (value.game() == Game.XIANGQI) {
            xiangqi.newGame();
        } else {
            gomoku.newGame(value.rule(), value.boardSize());
        }
        game.set(value.game());
        clock.reset(value.time());
        flagged.set(-1);
        timed = value.runsClock();
        positionChanged(value.game());
        askEngineIfItsTurn();
    }

    /** A new game of the current kind with the current players. */
    public void newGame() {
        GameSetup players = setup.get().game() == game.get() ? setup.get() : analysisSetup(game.get());
        newGame(new GameSetup(game.get(), gomoku.getRule(), gomoku.getSize(), players.first(), players.second(),
                players.time()));
    }

    /**
     * The book engine players of the next games look in before searching (null: none). The
     * book decides per position whether it is in use, so turning it on or off takes effect at
     * once; a new game reseeds the choice.
     */
    public void setEngineBook(EngineBook value) {
        engineBook = value;
        for (int side = 0; side < 2; side++) {
            if (players[side] != null && value != null) {
                players[side].useBook(value, System.nanoTime() * 31 + side);
            }
        }
    }

    /**
     * Who is told of each move a person plays on the board or from the Opening tab (the book's
     * edit mode), with the position after it; not of engine moves, undo, redo or jumps.
     */
    public void setMovePlayedListener(Consumer<AnalysisPosition> value) {
        movePlayed = value;
    }

    private void personMoved() {
        if (movePlayed != null) {
            movePlayed.accept(currentPosition());
        }
        afterMove();
    }

    /**
     * Plays a legal move of the shown game as if made on the board (the Opening tab's rows);
     * false if the board is the engine's just now or the move is not legal.
     */
    public boolean playMove(int move) {
        if (refusesInput() || !currentPosition().isLegal(move)) {
            return false;
        }
        if (!shown().play(move)) {
            return false;
        }
        personMoved();
        return true;
    }

    /** A click or Enter on a Xiangqi point. */
    public void activateXiangqi(int square) {
        if (refusesInput()) {
            return; // the board is the engine's until it answers
        }
        int before = xiangqi.plyProperty().get();
        xiangqi.activate(square);
        if (xiangqi.plyProperty().get() == before + 1) {
            personMoved();
        }
    }

    /** A click or Enter on a Gomoku point. */
    public void activateGomoku(int point) {
        if (refusesInput()) {
            return;
        }
        if (gomoku.play(point)) {
            personMoved();
        }
    }

    /**
     * Takes a move back. Against an engine it goes back to the human's turn (two plies after the
     * engine's reply), since an engine to move after an undo waits: the user plays its move or
     * lets it think with {@link #moveNow}. {@link #redo} replays as many, so undo then redo
     * comes back to the same move.
     */
    public void undo() {
        cancelEngines();
        shown().undo();
        if (isHumanWaitingOnEngine() && canUndo.get()) {
            shown().undo();
        }
        noteWaitingEngine();
        updateClock();
    }

    /** Replays a move; against an engine also its reply, back to the human's turn (as {@link #undo} took). */
    public void redo() {
        cancelEngines();
        shown().redo();
        if (isHumanWaitingOnEngine() && canRedo.get()) {
            shown().redo();
        }
        noteWaitingEngine();
        updateClock();
    }

    /** Whether an engine plays the side to move and a person the other: the person's turn is a ply away. */
    private boolean isHumanWaitingOnEngine() {
        int toMove = currentPosition().sideToMove();
        return isEngineSide(toMove) && !isEngineSide(1 - toMove);
    }

    /**
     * Says so when an engine is to move but waits (after an undo, a redo, a jump), and takes the
     * note back once a person is to move again.
     */
    private void noteWaitingEngine() {
        StatusMessage waiting = StatusMessage.info("message.engineWaiting");
        if (!isOver() && isEngineSide(currentPosition().sideToMove())) {
            message.set(waiting);
        } else if (waiting.equals(message.get())) {
            message.set(null);
        }
    }

    /** Shows the game after {@code ply} moves (move list clicks). */
    public void goToPly(int ply) {
        cancelEngines();
        shown().goToPly(ply);
        noteWaitingEngine();
        updateClock();
    }

    /**
     * Lets the engine to move play at once (its best move so far), or, when it is waiting (after
     * an undo or a jump in the move list), start thinking.
     */
    public void moveNow() {
        if (isEngineThinking()) {
            for (EnginePlayer player : players) {
                if (player != null) {
                    player.moveNow();
                }
            }
        } else {
            askEngineIfItsTurn();
        }
    }

    /**
     * Reads pasted text (Ctrl+V, the paste dialog, the FEN field): the formats of the game on
     * screen first (see {@link PasteReader}); a FEN or coordinate moves switch to Xiangqi, a
     * Gomoku move list, .psq or board to Gomoku (under the current Gomoku rule); both sides become
     * human so the position can be analysed. Bad text changes nothing and is explained in the
     * status bar, for the format the user most likely meant.
     *
     * @return whether a game was loaded
     */
    public boolean paste(String text) {
        PastedGame pasted;
        try {
            pasted = PasteReader.read(text, game.get() == Game.XIANGQI, gomoku.getRule(), gomoku.getSize());
        } catch (PasteException e) {
            message.set(e.problem());
            return false;
        }
        partialLoad.set(null);
        cancelEngines();
        timed = false;
        clock.reset(0);
        flagged.set(-1);
        Game which = pasted.isXiangqi() ? Game.XIANGQI : Game.GOMOKU;
        setup.set(analysisSetup(which));
        Arrays.fill(players, null);
        if (pasted.isXiangqi()) {
            xiangqi.loadGame(pasted.xiangqi(), pasted.moves());
        } else {
            GomokuPosition position = pasted.gomoku();
            gomoku.loadPosition(position);
        }
        game.set(which);
        message.set(StatusMessage.info("message.pastedAs", StatusMessage.info("paste.format." + pasted.format().name())));
        positionChanged(which);
        return true;
    }

    /** {@link #paste(String)}; the language is the message's business now, when it is shown. */
    public boolean paste(String text, Localization l10n) {
        return paste(text);
    }

    /** Loads a Xiangqi game (an opened file) for both sides to be played by people. */
    public void loadXiangqi(Position start, int[] moves) {
        partialLoad.set(null);
        cancelEngines();
        timed = false;
        clock.reset(0);
        flagged.set(-1);
        setup.set(analysisSetup(Game.XIANGQI));
        Arrays.fill(players, null);
        xiangqi.loadGame(start, moves);
        game.set(Game.XIANGQI);
        positionChanged(Game.XIANGQI);
    }

    /** Loads a Gomoku game (an opened file). */
    public void loadGomoku(GomokuPosition position) {
        partialLoad.set(null);
        cancelEngines();
        timed = false;
        clock.reset(0);
        flagged.set(-1);
        setup.set(analysisSetup(Game.GOMOKU));
        Arrays.fill(players, null);
        gomoku.loadPosition(position);
        game.set(Game.GOMOKU);
        positionChanged(Game.GOMOKU);
    }

    /** The part of a file the game shown was loaded from, or null (a whole file, a new or pasted game). */
    public ObjectProperty<PartialLoad> partialLoadProperty() {
        return partialLoad;
    }

    /** Shows a message in the status area. */
    public void report(ShownMessage value) {
        message.set(value);
    }

    /** Stops every engine (window closing). */
    public void close() {
        cancelEngines();
        for (EnginePlayer player : players) {
            if (player != null) {
                player.close();
            }
        }
        clock.stop();
        if (flagWatch != null) {
            flagWatch.stop();
        }
    }

    /**
     * Ends the game if the side to move has run out of time: engines stop, the clock stops and
     * {@link #flaggedProperty()} names the side. The window calls it ten times a second while a
     * clock counts down; tests call it after moving a fake time source.
     *
     * @return whether the game ended now
     */
    public boolean checkFlag() {
        int side = clock.running();
        if (!timed || side < 0 || flagged.get() >= 0 || !clock.isFlagged(side)) {
            return false;
        }
        cancelEngines();
        clock.stop();
        message.set(StatusMessage.info(flagKey(game.get(), side))); // before the flag: the notifier reads it
        flagged.set(side);
        updateEngineToMove();
        return true;
    }

    /** "Red ran out of time: Black wins." and the like. */
    private static String flagKey(Game which, int side) {
        if (which == Game.GOMOKU) {
            return side == 0 ? "game.flag.gomokuBlack" : "game.flag.gomokuWhite";
        }
        return side == 0 ? "game.flag.red" : "game.flag.black";
    }

    // ------------------------------------------------------------------ internals

    private void cancelEngines() {
        for (EnginePlayer player : players) {
            if (player != null) {
                player.cancel();
            }
        }
    }

    /** The board is the engine's while it thinks; nobody moves once the game is over on time. */
    private boolean refusesInput() {
        if (flagged.get() >= 0) {
            message.set(StatusMessage.info(flagKey(game.get(), flagged.get())));
            return true;
        }
        return isEngineThinking();
    }

    private boolean isEngineSide(int side) {
        return players[side] != null;
    }

    private boolean isEngineThinking() {
        for (EnginePlayer player : players) {
            if (player != null && player.isThinking()) {
                return true;
            }
        }
        return false;
    }

    /** After a move on the board: the clock and, if it is an engine's turn, its reply. */
    private void afterMove() {
        message.set(null);
        if (timed) {
            clock.credit(1 - currentPosition().sideToMove()); // the side that moved earns its increment
        }
        askEngineIfItsTurn();
    }

    private void askEngineIfItsTurn() {
        AnalysisPosition position = currentPosition();
        if (isOver()) {
            return;
        }
        EnginePlayer player = players[position.sideToMove()];
        if (player == null) {
            return;
        }
        Game playing = game.get();
        player.setSearchListener(watcher == null ? null : watcher.engineStarted(position));
        updateClockFor(position.sideToMove(), true); // its clock runs from now, and its time is read from it
        long moveMillis = timed ? clock.control().engineMillis(clock.remainingMillis(position.sideToMove())) : 0;
        player.requestMove(position, moveMillis, reply -> engineMoved(playing, reply),
                error -> {
                    if (watcher != null) {
                        watcher.engineAnswered(true);
                    }
                    message.set(StatusMessage.error("message.engineError", String.valueOf(error.getMessage())));
                });
    }

    private void engineMoved(Game playing, EngineMove reply) {
        if (game.get() != playing) {
            return;
        }
        if (watcher != null) {
            watcher.engineAnswered(reply.stopped());
        }
        String name = reply.book() ? currentPosition().moveName(reply.move(), context.notationProperty().get()) : null;
        boolean played = viewModel(playing).play(reply.move());
        if (!played) {
            message.set(StatusMessage.error("message.engineError", "illegal move " + reply.move()));
            return;
        }
        afterMove();
        if (reply.book() && message.get() == null) {
            message.set(StatusMessage.info("message.bookMove", name)); // it did not think: say why it was quick
        }
    }

    /** Keeps the analysis context, the move list and the clock on the shown game's position. */
    private void positionChanged(Game changed) {
        if (changed != game.get()) {
            return;
        }
        AnalysisPosition position = currentPosition();
        context.setPosition(position);
        context.showPreview(null, null);
        if (changed == Game.XIANGQI) {
            moveList.setGame(new XiangqiAnalysisPosition(xiangqi.startPosition()), xiangqi.lineProperty().get(),
                    xiangqi.plyProperty().get());
        } else {
            GomokuPosition now = gomoku.positionCopy();
            // the whole line, as for Xiangqi: moves taken back stay in the list to go back to
            moveList.setGame(new GomokuAnalysisPosition(new GomokuPosition(now.rule(), now.size())), gomoku.line(),
                    now.ply());
        }
        updateClock();
        updateEngineToMove();
    }

    /** Runs the clock of the side to move if it can act now (see the class comment), else pauses both. */
    private void updateClock() {
        int side = currentPosition().sideToMove();
        updateClockFor(side, !isEngineSide(side) || isEngineThinking());
    }

    private void updateClockFor(int side, boolean canAct) {
        boolean atEnd = !shown().canRedoProperty().get();
        if (!timed || isOver() || !atEnd || !canAct) {
            clock.stop();
        } else if (clock.running() != side) {
            clock.start(side);
            watchForFlag();
        }
    }

    private void updateEngineToMove() {
        engineToMove.set(!isOver() && isEngineSide(currentPosition().sideToMove()));
    }

    private void watchForFlag() {
        if (!clock.isCountingDown()) {
            return;
        }
        if (flagWatch == null) {
            flagWatch = new Timeline(new KeyFrame(Duration.millis(100), e -> checkFlag()));
            flagWatch.setCycleCount(Timeline.INDEFINITE);
        }
        flagWatch.play();
    }
}
