package org.gametree.app.opening;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.core.book.BookMove;
import org.gametree.core.book.OpeningBook;

/**
 * One game's side of a book, in the workbench's terms: positions are {@link AnalysisPosition}s
 * and moves the engines' ints. The game's book class does the work (keys, mirror images,
 * symmetries); this only translates, so the Opening tab is written once for both games.
 */
public interface BookGame {

    /** A book move as the position plays it, with the book's entry. */
    record Entry(int move, BookMove stats) {
    }

    /** Where a move of a position lives in the book (canonical key, book move number). */
    record Slot(long key, int move) {
    }

    Game game();

    /** The book itself (edited through a {@link org.gametree.core.book.BookEditor} on it). */
    OpeningBook book();

    /** Whether the book can speak of this position at all (a Gomoku book knows one board size). */
    boolean fits(AnalysisPosition position);

    /** The book's moves of the position, most weight first, legal there; empty if it does not fit. */
    List<Entry> probe(AnalysisPosition position);

    Slot slot(AnalysisPosition position, int move);

    /** The opening named by exactly this position (what a move leads to), if any. */
    Optional<OpeningName> openingAt(AnalysisPosition position);

    /** The opening the game that led to this position is playing: the last named position on its way. */
    Optional<OpeningName> openingOf(AnalysisPosition position);

    /** The move that led to the position (it has one: ply &gt; 0). */
    int lastMove(AnalysisPosition position);

    void save(Path file) throws IOException;

    /** The game's book from a file (read off the FX thread); a malformed file throws with its name and the problem. */
    static BookGame load(Game game, Path file) throws IOException {
        return game == Game.XIANGQI ? XiangqiBookGame.load(file) : GomokuBookGame.load(file);
    }

    /** The book shipped with the game's engine. */
    static BookGame builtIn(Game game) {
        return game == Game.XIANGQI ? XiangqiBookGame.builtIn() : GomokuBookGame.builtIn();
    }

    /** An empty book for the game (Gomoku: for boards of {@code size}). */
    static BookGame create(Game game, int size) {
        return game == Game.XIANGQI ? XiangqiBookGame.create() : GomokuBookGame.create(size);
    }

    /** The opening the game is playing, whichever game it is (the status bar's name). */
    static Optional<OpeningName> openingOfGame(AnalysisPosition position) {
        return position.game() == Game.XIANGQI ? XiangqiBookGame.nameOfGame(position)
                : GomokuBookGame.nameOfGame(position);
    }
}
