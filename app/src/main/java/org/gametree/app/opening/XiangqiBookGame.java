package org.gametree.app.opening;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.book.OpeningBook;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.book.EccoOpenings;
import org.gametree.xiangqi.book.XiangqiBook;

/** A Xiangqi book for the Opening tab: {@link XiangqiBook} (mirror-aware keys) and ECCO names. */
final class XiangqiBookGame implements BookGame {

    private final XiangqiBook book;

    private XiangqiBookGame(XiangqiBook book) {
        this.book = book;
    }

    static XiangqiBookGame load(Path file) throws IOException {
        return new XiangqiBookGame(XiangqiBook.load(file));
    }

    static XiangqiBookGame builtIn() {
        return new XiangqiBookGame(XiangqiBook.builtIn());
    }

    static XiangqiBookGame create() {
        return new XiangqiBookGame(XiangqiBook.create("made in the workbench", XiangqiBook.DEFAULT_KEY_SEED));
    }

    private static Position position(AnalysisPosition position) {
        return ((XiangqiAnalysisPosition) position).position();
    }

    @Override
    public Game game() {
        return Game.XIANGQI;
    }

    @Override
    public OpeningBook book() {
        return book.book();
    }

    @Override
    public boolean fits(AnalysisPosition position) {
        return position.game() == Game.XIANGQI;
    }

    @Override
    public List<Entry> probe(AnalysisPosition position) {
        if (!fits(position)) {
            return List.of();
        }
        List<Entry> entries = new ArrayList<>();
        for (XiangqiBook.Entry e : book.probe(position(position))) {
            entries.add(new Entry(e.move(), e.stats()));
        }
        return entries;
    }

    @Override
    public Slot slot(AnalysisPosition position, int move) {
        XiangqiBook.Slot slot = book.slot(position(position), move);
        return new Slot(slot.key(), slot.move());
    }

    @Override
    public Optional<OpeningName> openingAt(AnalysisPosition position) {
        return EccoOpenings.table().at(position(position)).map(OpeningName::of);
    }

    @Override
    public Optional<OpeningName> openingOf(AnalysisPosition position) {
        return nameOfGame(position);
    }

    /** ECCO's name of the game so far: its moves replayed from where it started. */
    static Optional<OpeningName> nameOfGame(AnalysisPosition analysisPosition) {
        Position start = position(analysisPosition).copy();
        int[] moves = new int[start.ply()];
        for (int p = 0; p < moves.length; p++) {
            moves[p] = start.moveAt(p);
        }
        for (int p = moves.length - 1; p >= 0; p--) {
            start.unmakeMove();
        }
        return EccoOpenings.table().classify(start, moves).map(OpeningName::of);
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
