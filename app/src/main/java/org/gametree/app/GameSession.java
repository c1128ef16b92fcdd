package org.gametree.app;

import java.util.Arrays;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.game.EngineMove;
import org.gametree.app.game.EnginePlayer;
import org.gametree.app.game.GameClock;
import org.gametree.app.game.GameSetup;
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
 * move list, and the analysis context kept on the current position. FX thread only.
 *
 * <p>Engines move only after a move was played (by a person or an engine) or when a new game
 * starts with an engine to move — never after undo, redo or going back in the move list, so a
 * user can look around without the engine answering.
 */
public final class GameSession {

    private final XiangqiGameViewModel xiangqi = new XiangqiGameViewModel();
    private final GomokuGameViewModel gomoku = new GomokuGameViewModel();
    private final ReadOnlyObjectWrapper<Game> game = new ReadOnlyObjectWrapper<>(this, "game", Game.XIANGQI);
    private final ObjectProperty<GameSetup> setup = new SimpleObjectProperty<>(this, "setup", analysisSetup(Game.XIANGQI));
    private final ReadOnlyObjectWrapper<ShownMessage> message = new ReadOnlyObjectWrapper<>(this, "message");
    private final TaskRunner tasks;
    private final AnalysisContext context;
    /** The move list shown (a view owns it; until one is attached, a detached model). */
    private MoveListViewModel moveList = new MoveListViewModel();
    private final GameClock clock = new GameClock(System::nanoTime);
    private final EnginePlayer[] players = new EnginePlayer[2];
    /** Whether the clocks run: in games set up through New Game, not while analysing pasted or opened positions. */
    private boolean timed;
    private EngineWatcher watcher;
    private final BooleanBinding canUndo;
    private final BooleanBinding canRedo;

    public GameSession(Localization l10n, TaskRunner tasks) {
        this.tasks = tasks;
        this.context = new AnalysisContext(l10n, tasks, xiangqi.analysisPosition());
        canUndo = Bindings.createBooleanBinding(() -> game.get() == Game.XIANGQI
                ? xiangqi.canUndoProperty().get() : gomoku.canUndoProperty().get(),
                game, xiangqi.canUndoProperty(), gomoku.canUndoProperty());
        canRedo = Bindings.createBooleanBinding(() -> game.get() == Game.XIANGQI
                ? xiangqi.canRedoProperty().get() : gomoku.canRedoProperty().get(),
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
        return new GameSetup(which, defaults.rule(), defaults.boardSize(), PlayerSetup.human(evaluation),
                PlayerSetup.human(evaluation));
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
     * The newest message for the status bar, whoever said it: the games (a move taken back, a
     * refused stone), paste and the FEN field, files, engines. Null when there is nothing to say.
     */
    public ReadOnlyObjectProperty<ShownMessage> messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The current position, for the analysis views and engines. */
    public AnalysisPosition currentPosition() {
        return game.get() == Game.XIANGQI ? xiangqi.analysisPosition() : gomoku.analysisPosition();
    }

    // ------------------------------------------------------------------ commands

    /** Starts a game as set up (the New Game dialog's answer). */
    public void newGame(GameSetup value) {
        cancelEngines();
        message.set(null);
        setup.set(value);
        for (int side = 0; side < 2; side++) {
            PlayerSetup player = value.player(side);
            players[side] = player.isEngine() ? new EnginePlayer(tasks, player) : null;
        }
        if (value.game() == Game.XIANGQI) {
            xiangqi.newGame();
        } else {
            gomoku.newGame(value.rule(), value.boardSize());
        }
        game.set(value.game());
        clock.reset(0);
        timed = true;
        positionChanged(value.game());
        askEngineIfItsTurn();
    }

    /** A new game of the current kind with the current players. */
    public void newGame() {
        GameSetup players = setup.get().game() == game.get() ? setup.get() : analysisSetup(game.get());
        newGame(new GameSetup(game.get(), gomoku.getRule(), gomoku.getSize(), players.first(), players.second()));
    }

    /** A click or Enter on a Xiangqi point. */
    public void activateXiangqi(int square) {
        if (isEngineThinking()) {
            return; // the board is the engine's until it answers
        }
        int before = xiangqi.plyProperty().get();
        xiangqi.activate(square);
        if (xiangqi.plyProperty().get() == before + 1) {
            afterMove();
        }
    }

    /** A click or Enter on a Gomoku point. */
    public void activateGomoku(int point) {
        if (isEngineThinking()) {
            return;
        }
        if (gomoku.play(point)) {
            afterMove();
        }
    }

    /**
     * Takes a move back. Against an engine it goes back to the human's turn (two plies after the
     * engine's reply), since an engine to move after an undo waits: the user plays its move or
     * lets it think with {@link #moveNow}.
     */
    public void undo() {
        cancelEngines();
        undoOnePly();
        int toMove = currentPosition().sideToMove();
        if (isEngineSide(toMove) && !isEngineSide(1 - toMove) && canUndo.get()) {
            undoOnePly();
        }
        noteWaitingEngine();
    }

    private void undoOnePly() {
        if (game.get() == Game.XIANGQI) {
            xiangqi.undo();
        } else {
            gomoku.undo();
        }
    }

    public void redo() {
        cancelEngines();
        if (game.get() == Game.XIANGQI) {
            xiangqi.redo();
        } else {
            gomoku.redo();
        }
        noteWaitingEngine();
    }

    /** Says so when an engine is to move but waits (after an undo, a redo, a jump). */
    private void noteWaitingEngine() {
        AnalysisPosition position = currentPosition();
        if (!position.isGameOver() && isEngineSide(position.sideToMove())) {
            message.set(StatusMessage.info("message.engineWaiting"));
        }
    }

    /** Shows the game after {@code ply} moves (move list clicks). */
    public void goToPly(int ply) {
        cancelEngines();
        if (game.get() == Game.XIANGQI) {
            xiangqi.goToPly(ply);
        } else {
            gomoku.goToPly(ply);
        }
        noteWaitingEngine();
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
        cancelEngines();
        timed = false;
        clock.reset(0);
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
        cancelEngines();
        timed = false;
        clock.reset(0);
        setup.set(analysisSetup(Game.XIANGQI));
        Arrays.fill(players, null);
        xiangqi.loadGame(start, moves);
        game.set(Game.XIANGQI);
        positionChanged(Game.XIANGQI);
    }

    /** Loads a Gomoku game (an opened file). */
    public void loadGomoku(GomokuPosition position) {
        cancelEngines();
        timed = false;
        clock.reset(0);
        setup.set(analysisSetup(Game.GOMOKU));
        Arrays.fill(players, null);
        gomoku.loadPosition(position);
        game.set(Game.GOMOKU);
        positionChanged(Game.GOMOKU);
    }

    /** Shows a message in the status area. */
    public void report(ShownMessage value) {
        message.set(value);
    }

    /** Stops every engine (window closing). */
    public void close() {
        cancelEngines();
        clock.stop();
    }

    // ------------------------------------------------------------------ internals

    private void cancelEngines() {
        for (EnginePlayer player : players) {
            if (player != null) {
                player.cancel();
            }
        }
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
        askEngineIfItsTurn();
    }

    private void askEngineIfItsTurn() {
        AnalysisPosition position = currentPosition();
        if (position.isGameOver()) {
            return;
        }
        EnginePlayer player = players[position.sideToMove()];
        if (player == null) {
            return;
        }
        Game playing = game.get();
        player.setSearchListener(watcher == null ? null : watcher.engineStarted(position));
        player.requestMove(position, reply -> engineMoved(playing, reply),
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
        boolean played = playing == Game.XIANGQI ? xiangqi.play(reply.move()) : gomoku.play(reply.move());
        if (!played) {
            message.set(StatusMessage.error("message.engineError", "illegal move " + reply.move()));
            return;
        }
        afterMove();
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
            moveList.setGame(new GomokuAnalysisPosition(new GomokuPosition(now.rule(), now.size())), now.moves(),
                    now.ply());
        }
        if (!timed || position.isGameOver()) {
            clock.stop();
        } else if (clock.running() != position.sideToMove()) {
            clock.start(position.sideToMove());
        }
    }
}
