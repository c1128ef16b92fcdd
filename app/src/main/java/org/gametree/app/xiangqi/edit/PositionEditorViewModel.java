package org.gametree.app.xiangqi.edit;

import java.util.Arrays;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;

import org.gametree.app.xiangqi.board.BoardState;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Setting up a position by hand: which piece stands on each point (any arrangement, legal or
 * not, while the user works), the side to move, and the tool in hand (a piece kind or the
 * eraser). After every change the board is written as a FEN and read back with {@link Fen}, so
 * the editor accepts exactly what the FEN reader accepts and reports its precise complaint
 * ({@link #problemProperty()}); {@link #getPosition()} is the result once it is valid.
 *
 * <p>Piece kinds are the engine's: {@code type + 7 * side} (0..13), -1 for an empty point.
 * Toolkit-free apart from JavaFX properties, so it is tested without a window.
 */
public final class PositionEditorViewModel {

    /** The tool that empties points. */
    public static final int ERASER = -1;
    private static final int EMPTY = -1;
    private static final int KINDS = 2 * Piece.TYPES;

    private final int[] kinds = new int[Squares.FILES * Squares.RANKS];
    private final IntegerProperty tool = new SimpleIntegerProperty(this, "tool", Piece.ROOK);
    private final IntegerProperty sideToMove = new SimpleIntegerProperty(this, "sideToMove", Piece.RED);
    private final ReadOnlyObjectWrapper<BoardState> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final ReadOnlyStringWrapper fen = new ReadOnlyStringWrapper(this, "fen");
    private final ReadOnlyObjectWrapper<FenException> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");
    private Position position;

    /** An editor starting from {@code initial} (e.g. the game's current position). */
    public PositionEditorViewModel(Position initial) {
        sideToMove.addListener((o, old, now) -> {
            if (now.intValue() != Piece.RED && now.intValue() != Piece.BLACK) {
                sideToMove.set(old.intValue());   // only two sides
            } else {
                update();
            }
        });
        tool.addListener((o, old, now) -> {
            if (now.intValue() < ERASER || now.intValue() >= KINDS) {
                tool.set(old.intValue());
            }
        });
        load(initial);
    }

    // ------------------------------------------------------------------ properties

    /** The piece kind (0..13) a click places, or {@link #ERASER}. */
    public IntegerProperty toolProperty() {
        return tool;
    }

    public int getTool() {
        return tool.get();
    }

    public void setTool(int kind) {
        tool.set(kind);
    }

    /** {@link Piece#RED} or {@link Piece#BLACK}; any other value is refused. */
    public IntegerProperty sideToMoveProperty() {
        return sideToMove;
    }

    public int getSideToMove() {
        return sideToMove.get();
    }

    public void setSideToMove(int side) {
        sideToMove.set(side);
    }

    /** What the board shows: the pieces as placed, and the check glow once the position is valid. */
    public ReadOnlyObjectProperty<BoardState> boardProperty() {
        return board.getReadOnlyProperty();
    }

    public BoardState getBoard() {
        return board.get();
    }

    /** The arrangement written as a FEN ({@code … w - - 0 1}), valid or not. */
    public ReadOnlyStringProperty fenProperty() {
        return fen.getReadOnlyProperty();
    }

    public String getFen() {
        return fen.get();
    }

    /** Why the arrangement is not a valid position, or null when it is. */
    public ReadOnlyObjectProperty<FenException> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public FenException getProblem() {
        return problem.get();
    }

    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }

    public boolean isValid() {
        return valid.get();
    }

    /** The position set up, or null while the arrangement is not valid. A fresh copy each call. */
    public Position getPosition() {
        return position == null ? null : position.copy();
    }

    /** The piece kind on a mailbox square, or -1. */
    public int kindAt(int square) {
        return kinds[index(square)];
    }

    // ------------------------------------------------------------------ commands

    /** A click (or Enter) on a point: puts the tool there, or empties it with the eraser. */
    public void apply(int square) {
        put(square, tool.get());
    }

    /**
     * Puts a piece of {@code kind} on {@code square} ({@link #ERASER} empties it). A king is
     * moved rather than added, since a side has exactly one: placing it is how one moves it.
     */
    public void put(int square, int kind) {
        if (kind < ERASER || kind >= KINDS) {
            throw new IllegalArgumentException("no piece kind " + kind);
        }
        if (kind >= 0 && kind % Piece.TYPES == Piece.KING) {
            for (int i = 0; i < kinds.length; i++) {
                if (kinds[i] == kind) {
                    kinds[i] = EMPTY;
                }
            }
        }
        kinds[index(square)] = kind;
        update();
    }

    /** Empties a point. */
    public void clear(int square) {
        put(square, EMPTY);
    }

    /**
     * A FEN letter typed on a point: K A B N R C P for Red, lower case for Black (E and H as in
     * WXF also work). It becomes the tool and is placed.
     *
     * @return false, changing nothing, if the character is no piece letter
     */
    public boolean placeLetter(int square, char letter) {
        int kind = Piece.kindOfFenLetter(letter);
        if (kind < 0) {
            return false;
        }
        tool.set(kind);
        put(square, kind);
        return true;
    }

    /** Empties the whole board. */
    public void clearBoard() {
        Arrays.fill(kinds, EMPTY);
        update();
    }

    /** The normal start position, Red to move. */
    public void startPosition() {
        load(Position.startPosition());
    }

    /** Takes over the pieces and the side to move of {@code source}. */
    public void load(Position source) {
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                int id = source.pieceAt(Squares.of(file, rank));
                kinds[file + Squares.FILES * rank] = Piece.kindOrEmpty(id);
            }
        }
        if (sideToMove.get() == source.sideToMove()) {
            update();
        } else {
            sideToMove.set(source.sideToMove());   // updates through its listener
        }
    }

    // ------------------------------------------------------------------ internals

    private void update() {
        String text = writeFen();
        Position parsed = null;
        FenException error = null;
        try {
            parsed = Fen.parse(text);
        } catch (FenException e) {
            error = e;
        }
        position = parsed;
        fen.set(text);
        problem.set(error);
        valid.set(parsed != null);
        board.set(parsed != null ? BoardState.of(parsed) : BoardState.ofPieces(displayIds()));
    }

    private String writeFen() {
        StringBuilder out = new StringBuilder(80);
        for (int rank = Squares.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                int kind = kinds[file + Squares.FILES * rank];
                if (kind == EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                out.append(Piece.fenLetter(kind));
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (rank > 0) {
                out.append('/');
            }
        }
        return out.append(sideToMove.get() == Piece.RED ? " w" : " b").append(" - - 0 1").toString();
    }

    /** Piece ids for drawing an arrangement that is no position (ids only need the right type and side). */
    private int[] displayIds() {
        int[] ids = new int[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            ids[i] = kinds[i] == EMPTY ? 0 : displayId(kinds[i]);
        }
        return ids;
    }

    /** An id of a piece of {@code kind}: the side's tag and the first slot holding that type. */
    static int displayId(int kind) {
        int type = kind % Piece.TYPES;
        int side = kind / Piece.TYPES;
        for (int slot = 0; slot < 16; slot++) {
            if (Piece.type(slot) == type) {
                return Piece.sideTag(side) | slot;
            }
        }
        throw new IllegalArgumentException("no piece kind " + kind);
    }

    private static int index(int square) {
        if (!Squares.isOnBoard(square)) {
            throw new IllegalArgumentException("not a board square: " + square);
        }
        return Squares.file(square) + Squares.FILES * Squares.rank(square);
    }
}
