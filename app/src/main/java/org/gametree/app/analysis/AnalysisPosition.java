package org.gametree.app.analysis;

import java.util.List;

import org.gametree.core.search.SearchPosition;
import org.gametree.core.search.Searcher;

/**
 * A position of either game as the analysis views see it: what can be searched, explained,
 * named and stepped through. Toolkit-free (no JavaFX), mutable through {@link #play}/{@link #undo},
 * not thread-safe: give a search or a background task its own {@link #copy}.
 *
 * <p>Moves are the engines' ints (Xiangqi {@code from | to << 8}, Gomoku point indices); points
 * (for highlighting) are the engines' square/point indices. A line recorded from a selective
 * search may hold the null move {@link #PASS}: the side to move passes (Xiangqi only; Gomoku's
 * searches never pass).
 */
public interface AnalysisPosition {

    /** The null move of a search's line: the side to move passes ({@link Searcher#NULL_MOVE}). */
    int PASS = Searcher.NULL_MOVE;

    /** The name a pass gets where no other is asked for (views show their own word: see {@link #lineNames(int[], MoveNotation, String)}). */
    String PASS_NAME = "--";

    /** Which game. */
    enum Game { XIANGQI, GOMOKU }

    Game game();

    /** An independent copy (history included). */
    AnalysisPosition copy();

    /** The legal moves of the side to move (empty when the game is over). */
    int[] legalMoves();

    boolean isLegal(int move);

    /**
     * Plays a legal move, or {@link #PASS} where the game allows a pass (Xiangqi: the side to move
     * changes, nothing else).
     *
     * @throws IllegalArgumentException for an illegal move, or a pass in a game without one
     */
    void play(int move);

    /** Takes back the last move (or pass) played (through {@link #play} or before the copy). */
    void undo();

    /** Moves played since the start of the game. */
    int ply();

    /** 0 when the first player (Red, Black in Gomoku) is to move, 1 otherwise. */
    int sideToMove();

    /** A fresh search position of this position with the named evaluation (see {@link #evaluations}). */
    SearchPosition searchPosition(String evaluation);

    /** The evaluation names, the default first. */
    List<String> evaluations();

    /** The name of a legal move from this position in the notation (Gomoku ignores it: h8); {@link #PASS_NAME} for a pass. */
    String moveName(int move, MoveNotation notation);

    /** The names of a line of moves played one after another from this position; a pass is {@link #PASS_NAME}. */
    default List<String> lineNames(int[] line, MoveNotation notation) {
        return lineNames(line, notation, PASS_NAME);
    }

    /** The names of a line of moves played one after another from this position, a pass named {@code pass}. */
    List<String> lineNames(int[] line, MoveNotation notation, String pass);

    /** The position as text: a FEN for Xiangqi, the move list for Gomoku. */
    String text();

    /** The evaluation's breakdown; its rows sum exactly to its total. */
    EvalBreakdown explain(String evaluation);

    /** Whether the game is over here (mate, stalemate, five, full board, …). */
    boolean isGameOver();
}
