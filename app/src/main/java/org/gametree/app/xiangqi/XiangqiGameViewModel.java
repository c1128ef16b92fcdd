package org.gametree.app.xiangqi;

import java.util.Arrays;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.game.GameViewModel;
import org.gametree.app.xiangqi.board.BoardState;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;

/**
 * The game on the board: the position, moves made by clicking or by keyboard, undo/redo, and what
 * the status bar reports. Owns the engine {@link Position} and publishes read-only snapshots, so
 * views never touch the engine's mutable state.
 *
 * <p>Move input is two activations: a piece of the side to move (select, showing its legal
 * destinations), then one of those destinations (play). Activating anything else re-selects or
 * clears, as players expect from Xiangqi programs.
 */
public final class XiangqiGameViewModel implements GameViewModel {

    /** Where the game began (the start position, or a pasted/opened FEN). */
    private Position start = Position.startPosition();
    private Position position = start.copy();
    /**
     * The game line from {@link #start}: the moves on the board ({@code position.ply() - start.ply()}
     * of them) followed by the moves taken back and not yet replayed. A new move cuts the line.
     */
    private int[] line = new int[0];
    private int selected = -1;
    private int[] targets = new int[0];

    private final ReadOnlyObjectWrapper<BoardState> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final ReadOnlyStringWrapper fen = new ReadOnlyStringWrapper(this, "fen");
    private final ReadOnlyIntegerWrapper sideToMove = new ReadOnlyIntegerWrapper(this, "sideToMove");
    private final ReadOnlyBooleanWrapper inCheck = new ReadOnlyBooleanWrapper(this, "inCheck");
    private final ReadOnlyObjectWrapper<GameResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ReadOnlyObjectWrapper<StatusMessage> message = new ReadOnlyObjectWrapper<>(this, "message");
    private final ReadOnlyIntegerWrapper ply = new ReadOnlyIntegerWrapper(this, "ply");
    private final ReadOnlyObjectWrapper<int[]> lineMoves = new ReadOnlyObjectWrapper<>(this, "line", new int[0]);

    public XiangqiGameViewModel() {
        publish();
    }

    // ------------------------------------------------------------------ properties

    @Override
    public ReadOnlyObjectProperty<BoardState> boardProperty() {
        return board.getReadOnlyProperty();
    }

    public BoardState getBoard() {
        return board.get();
    }

    /** The current position in FEN (what Copy FEN copies). */
    public ReadOnlyStringProperty fenProperty() {
        return fen.getReadOnlyProperty();
    }

    public String getFen() {
        return fen.get();
    }

    /** {@link Piece#RED} or {@link Piece#BLACK}. */
    public ReadOnlyIntegerProperty sideToMoveProperty() {
        return sideToMove.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty inCheckProperty() {
        return inCheck.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<GameResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public GameResult getResult() {
        return result.get();
    }

    @Override
    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** The latest thing worth telling the user (a move taken back, a FEN problem, …); may be null. */
    public ReadOnlyObjectProperty<StatusMessage> messageProperty() {
        return message.getReadOnlyProperty();
    }

    public StatusMessage getMessage() {
        return message.get();
    }

    /** Moves on the board since the game's start position. */
    @Override
    public ReadOnlyIntegerProperty plyProperty() {
        return ply.getReadOnlyProperty();
    }

    /** The whole game line from the start position (a copy), including moves that can be redone. */
    public ReadOnlyObjectProperty<int[]> lineProperty() {
        return lineMoves.getReadOnlyProperty();
    }

    /** A copy of the position the game started from. */
    public Position startPosition() {
        return start.copy();
    }

    /** A copy of the current position for the analysis views. */
    @Override
    public XiangqiAnalysisPosition analysisPosition() {
        return new XiangqiAnalysisPosition(position);
    }

    // ------------------------------------------------------------------ commands

    public void newGame() {
        setPosition(Position.startPosition());
        message.set(StatusMessage.info("message.newGame"));
    }

    /**
     * Loads a position from FEN. An invalid FEN leaves the game exactly as it was and sets an
     * error message carrying the FEN reader's exception (which names the field and the problem),
     * so the status bar can word it in the current language.
     *
     * @return whether the position was loaded
     */
    public boolean loadFen(String text) {
        Position parsed;
        try {
            parsed = Fen.parse(text);
        } catch (FenException e) {
            message.set(StatusMessage.error("message.invalidFen", e));
            return false;
        }
        setPosition(parsed);
        message.set(StatusMessage.info("message.pasted"));
        return true;
    }

    /** Starts a game from {@code from} with {@code moves} played (legal ones: from a reader that checked them). */
    public void loadGame(Position from, int[] moves) {
        setPosition(from);
        for (int move : moves) {
            if (!position.isLegal(move)) {
                throw new IllegalArgumentException("illegal move in the loaded game");
            }
            GameRules.play(position, move);
        }
        line = moves.clone();
        message.set(StatusMessage.info("message.pasted"));
        publish();
    }

    /** Plays a legal move for the side to move (an engine's reply); false if it is not legal now. */
    @Override
    public boolean play(int move) {
        if (result.get().isOver() || !position.isLegal(move)) {
            return false;
        }
        playOnLine(move);
        clearSelection();
        message.set(null);
        publish();
        return true;
    }

    /** Shows the game after {@code target} moves of its line (the move list's "go there"). */
    @Override
    public void goToPly(int target) {
        int clamped = Math.max(0, Math.min(target, line.length));
        while (currentPly() > clamped) {
            position.unmakeMove();
        }
        while (currentPly() < clamped) {
            GameRules.play(position, line[currentPly()]);
        }
        clearSelection();
        publish();
    }

    /** A click on a point, or Enter/Space on the keyboard cursor. */
    public void activate(int square) {
        if (result.get().isOver()) {
            clearSelection();
            message.set(StatusMessage.info("message.gameOver"));
            publish();
            return;
        }
        int piece = position.pieceAt(square);
        if (selected >= 0 && contains(targets, square)) {
            int move = Move.of(selected, square);
            clearSelection();
            playOnLine(move);
            message.set(null);
        } else if (piece != 0 && Piece.side(piece) == position.sideToMove() && square != selected) {
            selected = square;
            targets = Arrays.stream(position.legalMoves())
                    .filter(m -> Move.from(m) == square).map(Move::to).toArray();
        } else {
            clearSelection();
        }
        publish();
    }

    /** Escape: drop the selected piece back. */
    public void cancelSelection() {
        clearSelection();
        publish();
    }

    @Override
    public void undo() {
        if (currentPly() == 0) {
            return;
        }
        position.unmakeMove();
        clearSelection();
        message.set(StatusMessage.info("message.undone"));
        publish();
    }

    @Override
    public void redo() {
        if (currentPly() >= line.length) {
            return;
        }
        GameRules.play(position, line[currentPly()]);
        clearSelection();
        message.set(StatusMessage.info("message.redone"));
        publish();
    }

    /** Reports a problem found outside the game itself (e.g. an empty clipboard). */
    public void report(StatusMessage value) {
        message.set(value);
    }

    // ------------------------------------------------------------------ internals

    private void setPosition(Position value) {
        start = value.copy();
        position = value.copy();
        line = new int[0];
        clearSelection();
        publish();
    }

    private int currentPly() {
        return position.ply() - start.ply();
    }

    /** Plays a move, keeping the line if it is the line's next move, else cutting the line there. */
    private void playOnLine(int move) {
        int at = currentPly();
        if (at < line.length && line[at] == move) {
            GameRules.play(position, move);
            return;
        }
        line = Arrays.copyOf(line, at + 1);
        line[at] = move;
        GameRules.play(position, move);
    }

    private void clearSelection() {
        selected = -1;
        targets = new int[0];
    }

    /** Publishes the position; the board last, so its listeners see the line and ply already updated. */
    private void publish() {
        fen.set(Fen.write(position));
        sideToMove.set(position.sideToMove());
        inCheck.set(position.isInCheck());
        result.set(GameRules.result(position));
        canUndo.set(currentPly() > 0);
        canRedo.set(currentPly() < line.length);
        ply.set(currentPly());
        lineMoves.set(line.clone());
        board.set(BoardState.of(position, selected, targets));
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }
}
