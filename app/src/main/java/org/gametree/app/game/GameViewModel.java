package org.gametree.app.game;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;

import org.gametree.app.analysis.AnalysisPosition;

/**
 * What the session needs of a game on the board, whichever game it is (Xiangqi or Gomoku): the
 * moves along the game's line (undo, redo, a jump, an engine's move), whether there is a move
 * to take back or replay, and the position for the analysis views and engines. Each game's
 * view-model adds its own input and messages; the session speaks to either through this.
 */
public interface GameViewModel {

    /** Takes the last move on the board back (it stays on the line, to redo). */
    void undo();

    /** Replays the next move of the line. */
    void redo();

    /** Shows the game after {@code ply} moves of its line. */
    void goToPly(int ply);

    /**
     * Plays a legal move of the side to move (an engine's reply, as the engine packs it).
     *
     * @return false when it is not legal now (nothing changes)
     */
    boolean play(int move);

    ReadOnlyBooleanProperty canUndoProperty();

    ReadOnlyBooleanProperty canRedoProperty();

    /** Moves on the board since the game's start. */
    ReadOnlyIntegerProperty plyProperty();

    /** The board as drawn; it changes after every change of the position (listen to it for "the position changed"). */
    ReadOnlyObjectProperty<?> boardProperty();

    /** A copy of the current position for the analysis views and engines. */
    AnalysisPosition analysisPosition();
}
