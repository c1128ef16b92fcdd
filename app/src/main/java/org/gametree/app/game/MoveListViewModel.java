package org.gametree.app.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;

/**
 * The moves of the game as rows of two, in the chosen notation: "1. 炮二平五 马8进7" for Xiangqi
 * (numbered as the FEN numbers moves, with an empty Red cell when the game starts with Black to
 * move), numbered stones "1 h8 2 i9" for Gomoku. The current ply (moves played to reach the
 * shown position; 0 = the start) is marked. Going to another ply is only a request: the game
 * owner moves there and then calls {@link #setCurrentPly}.
 */
public final class MoveListViewModel {

    /**
     * One move of the list.
     *
     * @param ply  the ply its position has (the move's index + 1): what going to it asks for
     * @param text its name, with the stone number for Gomoku
     */
    public record MoveCell(int ply, String text) {
    }

    /**
     * A row: the move number and the first and second player's moves (either may be null).
     */
    public record MoveRow(int number, MoveCell first, MoveCell second) {
    }

    /**
     * A judgement shown beside a move (a review's "?!", "?", "??").
     *
     * @param symbol     written after the move's name
     * @param styleClass the cell's style class while it shows the mark (its colour)
     */
    public record MoveAnnotation(String symbol, String styleClass) {
    }

    private final ObservableList<MoveRow> rows = FXCollections.observableArrayList();
    private final ObservableList<MoveRow> readOnlyRows = FXCollections.unmodifiableObservableList(rows);
    private final ObjectProperty<MoveNotation> notation = new SimpleObjectProperty<>(this, "notation", MoveNotation.CHINESE);
    private final ReadOnlyIntegerWrapper currentPly = new ReadOnlyIntegerWrapper(this, "currentPly");
    private final ReadOnlyObjectWrapper<Game> game = new ReadOnlyObjectWrapper<>(this, "game", Game.XIANGQI);
    private AnalysisPosition start;
    private int[] moves = new int[0];
    private IntConsumer onGoTo = ply -> { };
    /** Marks by ply (of the move's {@link MoveCell}); they belong to the moves shown, so another game clears them. */
    private final ObservableMap<Integer, MoveAnnotation> annotations = FXCollections.observableHashMap();

    public MoveListViewModel() {
        notation.addListener(o -> rebuild());
    }

    /**
     * Shows a game: the position it started from, the moves played from there (all of them,
     * including those taken back and available to redo) and how many of them lead to the shown
     * position.
     */
    public void setGame(AnalysisPosition startPosition, int[] playedMoves, int current) {
        if (current < 0 || current > playedMoves.length) {
            throw new IllegalArgumentException("current ply " + current + " outside 0.." + playedMoves.length);
        }
        if (start == null || !Arrays.equals(moves, playedMoves) || !start.text().equals(startPosition.text())) {
            annotations.clear(); // judgements of other moves
        }
        start = startPosition.copy();
        moves = playedMoves.clone();
        game.set(start.game());
        rebuild();
        currentPly.set(current);
    }

    /** The position the game started from (a copy), or null before {@link #setGame}. */
    public AnalysisPosition startPosition() {
        return start == null ? null : start.copy();
    }

    /** Every move of the game shown, including those taken back and available to redo. */
    public int[] moves() {
        return moves.clone();
    }

    /** Marks shown beside moves, by the ply of their cell; cleared when another game is shown. */
    public ObservableMap<Integer, MoveAnnotation> annotations() {
        return annotations;
    }

    /** The row data the view shows. */
    public ObservableList<MoveRow> rows() {
        return readOnlyRows;
    }

    /** The notation of the names (bind it to the context's). */
    public ObjectProperty<MoveNotation> notationProperty() {
        return notation;
    }

    /** Plies from the start to the shown position. */
    public ReadOnlyIntegerProperty currentPlyProperty() {
        return currentPly.getReadOnlyProperty();
    }

    public int getCurrentPly() {
        return currentPly.get();
    }

    /** The game owner reports which position is shown (after a move, an undo, a go-to). */
    public void setCurrentPly(int ply) {
        if (ply < 0 || ply > moves.length) {
            throw new IllegalArgumentException("ply " + ply + " outside 0.." + moves.length);
        }
        currentPly.set(ply);
    }

    public ReadOnlyObjectProperty<Game> gameProperty() {
        return game.getReadOnlyProperty();
    }

    /** Moves in the list. */
    public int length() {
        return moves.length;
    }

    /** Who is told when the user asks for another ply (the game owner). */
    public void setOnGoTo(IntConsumer value) {
        onGoTo = value == null ? ply -> { } : value;
    }

    /** The user asks for the position after {@code ply} moves; ignored outside 0..length. */
    public void requestGoTo(int ply) {
        if (ply >= 0 && ply <= moves.length) {
            onGoTo.accept(ply);
        }
    }

    public void requestPrevious() {
        requestGoTo(currentPly.get() - 1);
    }

    public void requestNext() {
        requestGoTo(currentPly.get() + 1);
    }

    public void requestStart() {
        requestGoTo(0);
    }

    public void requestEnd() {
        requestGoTo(moves.length);
    }

    /** The row showing the move that leads to {@code ply} (ply ≥ 1), or -1. */
    public int rowOf(int ply) {
        for (int r = 0; r < rows.size(); r++) {
            MoveRow row = rows.get(r);
            if (row.first() != null && row.first().ply() == ply || row.second() != null && row.second().ply() == ply) {
                return r;
            }
        }
        return -1;
    }

    private void rebuild() {
        if (start == null) {
            rows.clear();
            return;
        }
        List<String> names = start.lineNames(moves, notation.get());
        boolean gomoku = start.game() == Game.GOMOKU;
        // A game starting with the second player to move leaves the first cell of row 1 empty.
        int offset = start.sideToMove();
        int firstNumber = start instanceof XiangqiAnalysisPosition x ? x.position().fullmoveNumber()
                : start.ply() / 2 + 1;
        int firstStone = start.ply() + 1;
        List<MoveRow> built = new ArrayList<>();
        MoveCell pendingFirst = null;
        for (int i = 0; i < names.size(); i++) {
            String text = gomoku ? (firstStone + i) + " " + names.get(i) : names.get(i);
            MoveCell cell = new MoveCell(i + 1, text);
            int slot = (i + offset) % 2;
            if (slot == 0) {
                pendingFirst = cell;
            } else {
                built.add(new MoveRow(firstNumber + built.size(), pendingFirst, cell));
                pendingFirst = null;
            }
        }
        if (pendingFirst != null) {
            built.add(new MoveRow(firstNumber + built.size(), pendingFirst, null));
        }
        rows.setAll(built);
    }
}
