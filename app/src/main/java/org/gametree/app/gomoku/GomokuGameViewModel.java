package org.gametree.app.gomoku;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.game.GameViewModel;
import org.gametree.app.gomoku.board.GomokuBoardState;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.AsciiBoard;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.NotationException;
import org.gametree.gomoku.notation.Psq;

/**
 * The Gomoku game on the board: the rule and size chosen at a new game, stones placed by click
 * or keyboard with clear refusals, undo/redo along the game's line, the result, and positions
 * loaded from a move list, a Piskvork {@code .psq} record or a pasted ASCII board. Owns the
 * engine {@link GomokuPosition} and publishes immutable snapshots ({@link GomokuBoardState}),
 * so views never touch the engine's mutable state. Toolkit-light: it uses JavaFX properties
 * and an observable list but needs no running toolkit, so it is unit-tested plainly.
 *
 * <p>The game's <em>line</em> is every move of the game, including those taken back and not
 * yet replaced: {@link #moveNamesProperty()} lists the whole line and {@link #plyProperty()}
 * says how much of it is on the board, so a move list can show the moves still to redo and
 * {@link #goToPly} can jump anywhere in it. Playing a new stone after an undo cuts the line there.
 */
public final class GomokuGameViewModel implements GameViewModel {

    /** What a pasted text was read as, for messages. */
    public enum Format {
        MOVES, PSQ, BOARD;

        String key() {
            return "gomoku.format." + name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private GomokuPosition position;
    /** The whole line: the moves on the board, then the moves taken back (to redo). */
    private int[] line = new int[0];

    private final ReadOnlyObjectWrapper<GomokuBoardState> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final ReadOnlyObjectWrapper<Rule> rule = new ReadOnlyObjectWrapper<>(this, "rule");
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper(this, "size");
    private final ReadOnlyIntegerWrapper ply = new ReadOnlyIntegerWrapper(this, "ply");
    private final ReadOnlyObjectWrapper<GameResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyObjectWrapper<GomokuMessage> status = new ReadOnlyObjectWrapper<>(this, "status");
    private final ReadOnlyObjectWrapper<GomokuMessage> message = new ReadOnlyObjectWrapper<>(this, "message");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ObservableList<String> moveNames = FXCollections.observableArrayList();
    private final ObservableList<String> moveNamesView = FXCollections.unmodifiableObservableList(moveNames);

    /** A Renju game on the standard 15×15 board. */
    public GomokuGameViewModel() {
        this(Rule.RENJU, GomokuPosition.DEFAULT_SIZE);
    }

    public GomokuGameViewModel(Rule rule, int size) {
        setPosition(new GomokuPosition(rule, size), new int[0]);
    }

    // ------------------------------------------------------------------ properties

    /** What the board shows: the current position as an immutable snapshot. */
    @Override
    public ReadOnlyObjectProperty<GomokuBoardState> boardProperty() {
        return board.getReadOnlyProperty();
    }

    public GomokuBoardState getBoard() {
        return board.get();
    }

    public ReadOnlyObjectProperty<Rule> ruleProperty() {
        return rule.getReadOnlyProperty();
    }

    public Rule getRule() {
        return rule.get();
    }

    /** Lines per side, 15..20. */
    public ReadOnlyIntegerProperty sizeProperty() {
        return size.getReadOnlyProperty();
    }

    public int getSize() {
        return size.get();
    }

    /** How many moves of the line are on the board. */
    @Override
    public ReadOnlyIntegerProperty plyProperty() {
        return ply.getReadOnlyProperty();
    }

    public int getPly() {
        return ply.get();
    }

    /** The whole line in h8 notation, first move first (see the class comment). */
    public ObservableList<String> moveNamesProperty() {
        return moveNamesView;
    }

    public ReadOnlyObjectProperty<GameResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public GameResult getResult() {
        return result.get();
    }

    /** Whose turn it is, or how the game ended: render with {@link #statusText}. */
    public ReadOnlyObjectProperty<GomokuMessage> statusProperty() {
        return status.getReadOnlyProperty();
    }

    public GomokuMessage getStatus() {
        return status.get();
    }

    /** The latest thing worth telling the user (a refused stone, a load problem, …); may be null. */
    public ReadOnlyObjectProperty<GomokuMessage> messageProperty() {
        return message.getReadOnlyProperty();
    }

    public GomokuMessage getMessage() {
        return message.get();
    }

    @Override
    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** The status in the language of {@code l10n}, following both the game and a language switch. */
    public StringBinding statusText(Localization l10n) {
        return Bindings.createStringBinding(() -> status.get().text(l10n), status, l10n.languageProperty());
    }

    /** The message in the language of {@code l10n} ("" when there is none). */
    public StringBinding messageText(Localization l10n) {
        return Bindings.createStringBinding(() -> message.get() == null ? "" : message.get().text(l10n),
                message, l10n.languageProperty());
    }

    /** The current position for the analysis views (a copy; the game goes on unaffected). */
    @Override
    public GomokuAnalysisPosition analysisPosition() {
        return new GomokuAnalysisPosition(position);
    }

    /** A copy of the current position. */
    public GomokuPosition positionCopy() {
        return position.copy();
    }

    /** The moves on the board as a Piskvork record, for saving as {@code .psq}. */
    public String psqText() {
        return Psq.write(position);
    }

    /** The moves on the board in the comma form, {@code h8,i9,j10}. */
    public String movesText() {
        return Notation.formatMoves(position);
    }

    // ------------------------------------------------------------------ commands

    /** Starts an empty board of {@code size} lines (15..20) under {@code rule}. */
    public void newGame(Rule newRule, int newSize) {
        if (newSize < GomokuPosition.MIN_SIZE || newSize > GomokuPosition.MAX_SIZE) {
            throw new IllegalArgumentException("board size " + newSize + " is outside "
                    + GomokuPosition.MIN_SIZE + ".." + GomokuPosition.MAX_SIZE);
        }
        setPosition(new GomokuPosition(newRule, newSize), new int[0]);
        message.set(GomokuMessage.info("gomoku.message.newGame", newRule, newSize));
    }

    /**
     * Places a stone of the side to move on {@code point} (an engine point index), or refuses
     * with a message saying why: the game is over, the point is off the board or occupied, or
     * it is a Renju forbidden point for black (with the reason).
     *
     * @return whether the stone was placed
     */
    @Override
    public boolean play(int point) {
        GameResult now = position.result();
        if (now.isOver()) {
            message.set(GomokuMessage.error("gomoku.refused.gameOver"));
            return false;
        }
        if (!position.isOnBoard(point)) {
            message.set(GomokuMessage.error("gomoku.refused.offBoard"));
            return false;
        }
        String name = Notation.name(position.size(), point);
        if (position.stoneAt(point) != GomokuPosition.EMPTY) {
            message.set(GomokuMessage.error("gomoku.refused.occupied", name));
            return false;
        }
        if (position.rule() == Rule.RENJU && position.stoneToMove() == GomokuPosition.BLACK) {
            ForbiddenPoints.Reason reason = ForbiddenPoints.reason(position, point);
            if (reason != ForbiddenPoints.Reason.NONE) {
                message.set(GomokuMessage.error("gomoku.refused.forbidden", name, reason));
                return false;
            }
        }
        int at = position.ply();
        boolean sameAsLine = at < line.length && line[at] == point;
        position.makeMove(point);
        if (!sameAsLine) {
            // A different move: the moves taken back are no longer part of the game.
            line = Arrays.copyOf(line, at + 1);
            line[at] = point;
        }
        message.set(null);
        publish();
        return true;
    }

    /** {@link #play(int)} by name, e.g. {@code h8}; a name that is not a point is refused. */
    public boolean play(String pointName) {
        int point;
        try {
            point = Notation.parsePoint(position.size(), pointName);
        } catch (NotationException e) {
            message.set(GomokuMessage.error("gomoku.refused.notAPoint", e.getMessage()));
            return false;
        }
        return play(point);
    }

    @Override
    public void undo() {
        if (position.ply() == 0) {
            return;
        }
        position.unmakeMove();
        message.set(GomokuMessage.info("gomoku.message.undone"));
        publish();
    }

    @Override
    public void redo() {
        if (position.ply() >= line.length) {
            return;
        }
        position.makeMove(line[position.ply()]);
        message.set(GomokuMessage.info("gomoku.message.redone"));
        publish();
    }

    /** The game's whole line: the moves on the board, then those taken back (to redo). */
    public int[] line() {
        return line.clone();
    }

    /** Shows the position after the first {@code target} moves of the line (0 = empty board). */
    @Override
    public void goToPly(int target) {
        if (target < 0 || target > line.length) {
            throw new IllegalArgumentException("ply " + target + " is outside 0.." + line.length);
        }
        while (position.ply() > target) {
            position.unmakeMove();
        }
        while (position.ply() < target) {
            position.makeMove(line[position.ply()]);
        }
        message.set(null);
        publish();
    }

    /**
     * Loads a pasted text of any of the three forms, recognised by its look: a {@code .psq}
     * record starts with {@code Piskvork}; a text of 15 or more non-empty lines is a board;
     * anything else is a move list. See {@link #load(String, Format)}.
     */
    public boolean load(String text) {
        if (text == null || text.isBlank()) {
            message.set(GomokuMessage.error("gomoku.load.empty"));
            return false;
        }
        return load(text, detect(text));
    }

    /** What {@link #load(String)} reads a text as. */
    public static Format detect(String text) {
        String trimmed = text.strip();
        if (trimmed.startsWith("Piskvork")) {
            return Format.PSQ;
        }
        long lines = trimmed.lines().filter(l -> !l.isBlank()).count();
        return lines >= GomokuPosition.MIN_SIZE ? Format.BOARD : Format.MOVES;
    }

    /**
     * Loads a position under the current rule: a move list on the current board size, or a
     * {@code .psq} record or an ASCII board, which bring their own size. Bad input leaves the
     * game exactly as it was and sets an error message quoting the reader, which names the line
     * or move and the problem.
     *
     * @return whether the position was loaded
     */
    public boolean load(String text, Format format) {
        GomokuPosition loaded;
        try {
            loaded = switch (format) {
                case MOVES -> Notation.play(rule.get(), size.get(), text);
                case PSQ -> Psq.read(text, rule.get());
                case BOARD -> readBoard(text);
            };
        } catch (NotationException e) {
            message.set(GomokuMessage.error("gomoku.load.error", GomokuMessage.info(format.key()), e.getMessage()));
            return false;
        }
        setPosition(loaded, loaded.moves());
        message.set(GomokuMessage.info("gomoku.message.loaded", GomokuMessage.info(format.key()), loaded.ply()));
        return true;
    }

    /**
     * Shows a position read elsewhere (e.g. by the window's paste reader), with its rule, size
     * and moves; a copy is kept, so the caller's position stays its own.
     */
    public void loadPosition(GomokuPosition value) {
        GomokuPosition copy = value.copy();
        setPosition(copy, copy.moves());
        message.set(GomokuMessage.info("gomoku.message.loadedPosition", copy.ply()));
    }

    /**
     * A pasted board, refused if it already holds a winning row: the reader places its stones
     * in reading order and only the last stone could end the game, so a board with a five
     * elsewhere would otherwise look like a game still going.
     */
    private GomokuPosition readBoard(String text) {
        GomokuPosition loaded = AsciiBoard.read(text, rule.get());
        if (!loaded.result().isOver()) {
            for (int move : loaded.moves()) {
                if (loaded.makesWin(move)) {
                    throw new NotationException("the board already holds a winning row through "
                            + Notation.name(loaded.size(), move) + ", so the game is over");
                }
            }
        }
        return loaded;
    }

    // ------------------------------------------------------------------ internals

    private void setPosition(GomokuPosition value, int[] newLine) {
        position = value;
        line = newLine.clone();
        publish();
    }

    /**
     * Publishes the position. The status comes before the result (a result listener reads it)
     * and the board last, so its listeners see everything else already updated.
     */
    private void publish() {
        GomokuBoardState state = GomokuBoardState.of(position);
        rule.set(position.rule());
        size.set(position.size());
        ply.set(position.ply());
        status.set(statusOf(state));
        result.set(state.result());
        canUndo.set(position.ply() > 0);
        canRedo.set(position.ply() < line.length);
        List<String> names = new ArrayList<>(line.length);
        for (int move : line) {
            names.add(Notation.name(position.size(), move));
        }
        if (!names.equals(moveNames)) {
            moveNames.setAll(names);
        }
        board.set(state);
    }

    /** The status line: whose turn, or how the game ended. */
    private GomokuMessage statusOf(GomokuBoardState state) {
        switch (state.result()) {
            case ONGOING:
                return GomokuMessage.info("gomoku.status.toMove",
                        GomokuMessage.info(state.stoneToMove() == GomokuPosition.BLACK ? "gomoku.side.black" : "gomoku.side.white"),
                        position.ply() + 1);
            case DRAW:
                return GomokuMessage.info("gomoku.result.draw");
            default:
                int[] row = state.winningLine();
                String side = state.result() == GameResult.BLACK_WINS ? "black" : "white";
                if (row.length > 0) {
                    return GomokuMessage.info("gomoku.result." + side + "Five",
                            state.name(row[0]) + "-" + state.name(row[row.length - 1]));
                }
                // Only a black stone on a forbidden point ends a Renju game without a row; the
                // board never lets one be played, but a pasted board can hold one.
                return GomokuMessage.info("gomoku.result.blackForbidden", state.name(state.lastMove()),
                        lastMoveReason());
        }
    }

    /** Why the last (black) stone was forbidden when it was placed. */
    private ForbiddenPoints.Reason lastMoveReason() {
        GomokuPosition before = position.copy();
        int last = before.lastMove();
        before.unmakeMove();
        return ForbiddenPoints.reason(before, last);
    }
}
