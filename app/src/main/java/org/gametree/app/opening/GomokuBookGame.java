package org.gametree.app.opening;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.core.book.OpeningBook;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.book.GomokuBook;
import org.gametree.gomoku.book.RenjuOpenings;

/**
 * A Gomoku book for the Opening tab: {@link GomokuBook} (the 8 symmetries) and the Renju
 * openings' names. A book knows one board size; on another board it has nothing to say.
 */
final class GomokuBookGame implements BookGame {

    private final GomokuBook book;

    private GomokuBookGame(GomokuBook book) {
        this.book = book;
    }

    static GomokuBookGame load(Path file) throws IOException {
        return new GomokuBookGame(GomokuBook.load(file));
    }

    static GomokuBookGame builtIn() {
        return new GomokuBookGame(GomokuBook.builtIn());
    }

    static GomokuBookGame create(int size) {
        return new GomokuBookGame(GomokuBook.create(size, "made in the workbench", GomokuBook.DEFAULT_KEY_SEED));
    }

    private static GomokuPosition position(AnalysisPosition position) {
        return ((GomokuAnalysisPosition) position).position();
    }

    @Override
    public Game game() {
        return Game.GOMOKU;
    }

    @Override
    public OpeningBook book() {
        return book.book();
    }

    @Override
    public boolean fits(AnalysisPosition position) {
        return position.game() == Game.GOMOKU && position(position).size() == book.size();
    }

    @Override
    public List<Entry> probe(AnalysisPosition position) {
        if (!fits(position)) {
            return List.of();
        }
        List<Entry> entries = new ArrayList<>();
        for (GomokuBook.Entry e : book.probe(position(position))) {
            entries.add(new Entry(e.point(), e.stats()));
        }
        return entries;
    }

    @Override
    public Slot slot(AnalysisPosition position, int move) {
        GomokuBook.Slot slot = book.slot(position(position), move);
        return new Slot(slot.key(), slot.move());
    }

    @Override
    public Optional<OpeningName> openingAt(AnalysisPosition position) {
        return RenjuOpenings.of(position(position)).map(OpeningName::of);
    }

    @Override
    public Optional<OpeningName> openingOf(AnalysisPosition position) {
        return nameOfGame(position);
    }

    /** The Renju opening of the game's first three stones, whatever came after them. */
    static Optional<OpeningName> nameOfGame(AnalysisPosition analysisPosition) {
        GomokuPosition position = position(analysisPosition);
        if (position.ply() < 3) {
            return Optional.empty();
        }
        int[] first = {position.moveAt(0), position.moveAt(1), position.moveAt(2)};
        return RenjuOpenings.of(first, position.size()).map(OpeningName::of);
    }

    @Override
    public int lastMove(AnalysisPosition position) {
        return position(position).lastMove();
    }

    @Override
    public void save(Path file) throws IOException {
        book.save(file);
    }
}
