package org.gametree.app.opening;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.game.EngineBook;
import org.gametree.app.i18n.ShownMessage;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.book.BookMove;
import org.gametree.core.search.StopSignal;

/**
 * The Opening tab's state: the book in use for each game (built in, a file, or a new one), the
 * book moves of the game's current position as table rows, the opening being played, and the
 * editing of the book — a move played on the board while Edit is on is added at the position
 * before it; rows are deleted and re-weighted; every change can be undone; saving is atomic.
 * It is also the {@link EngineBook} engine players look in when "engines play from the book" is on.
 *
 * <p>Reading and writing files run as background tasks; while one runs the book is not changed
 * (edits are refused with a word), so a save never writes a book being edited. FX thread only.
 */
public final class OpeningBookModel implements EngineBook {

    /** The weight of a move added by playing it: one game's worth, as a book built from one game gives. */
    public static final int DEFAULT_WEIGHT = 1;
    /** How faint the arrow of the least weighted book move may get (the most weighted is 1). */
    static final double MIN_STRENGTH = 0.25;
    /** The largest weight the tab accepts (typed values are clamped to 0..this). */
    public static final int MAX_WEIGHT = 1_000_000;

    private final AnalysisContext context;
    private final Map<Game, LoadedBook> books = new EnumMap<>(Game.class);
    private final ObservableList<BookRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper opening = new ReadOnlyStringWrapper(this, "opening", "");
    private final ReadOnlyObjectWrapper<LoadedBook> book = new ReadOnlyObjectWrapper<>(this, "book");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyBooleanWrapper fits = new ReadOnlyBooleanWrapper(this, "fits", true);
    private final ReadOnlyObjectWrapper<ShownMessage> message = new ReadOnlyObjectWrapper<>(this, "message");
    private final BooleanProperty editing = new SimpleBooleanProperty(this, "editing");
    private final BooleanProperty enginesUse = new SimpleBooleanProperty(this, "enginesUse");
    private final BooleanProperty arrows = new SimpleBooleanProperty(this, "arrows");
    /** The marks this model put on the board (removed only if still the ones shown). */
    private List<BoardMark> shownMarks;

    public OpeningBookModel(AnalysisContext context) {
        this.context = context;
        context.positionProperty().addListener((obs, old, now) -> refresh());
        context.notationProperty().addListener((obs, old, now) -> refresh());
        context.l10n().languageProperty().addListener((obs, old, now) -> refresh());
        arrows.addListener((obs, old, now) -> drawArrows());
        refresh();
    }

    // ------------------------------------------------------------------ properties

    /** The book moves of the game's position, most weight first. */
    public ObservableList<BookRow> rows() {
        return rows;
    }

    /** The opening the game is playing ("C00 中炮对屏风马"), "" when none is named. */
    public ReadOnlyStringProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    /** The book of the game shown. */
    public ReadOnlyObjectProperty<LoadedBook> bookProperty() {
        return book.getReadOnlyProperty();
    }

    /** Whether the shown game's book has changes not saved. */
    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    /** Whether a file is being read or written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Whether the book can speak of the position (false: a Gomoku book for another board size). */
    public ReadOnlyBooleanProperty fitsProperty() {
        return fits.getReadOnlyProperty();
    }

    /** The latest word about the book (opened, saved, refused), null before any. */
    public ReadOnlyObjectProperty<ShownMessage> messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Edit mode: moves played on the board go into the book. */
    public BooleanProperty editingProperty() {
        return editing;
    }

    /** Whether engine players play from this book. */
    public BooleanProperty enginesUseProperty() {
        return enginesUse;
    }

    /** Whether the book moves are drawn on the board (the tab sets it while it is shown). */
    public BooleanProperty arrowsProperty() {
        return arrows;
    }

    // ------------------------------------------------------------------ the book in use

    private Game game() {
        return context.getPosition().game();
    }

    /**
     * The book of {@code which}; the built-in one until the user opens another. The built-in
     * book is a resource of a few KB read once per game, so it is read where first needed.
     */
    private LoadedBook loaded(Game which) {
        return books.computeIfAbsent(which, g -> LoadedBook.builtIn(BookGame.builtIn(g)));
    }

    /** Whether either game's book has changes not saved (asked before the window closes). */
    public boolean anyDirty() {
        return books.values().stream().anyMatch(b -> b.editor().isDirty());
    }

    /** Where Save writes the shown book, null if it has no file yet (Save asks for one). */
    public Path file() {
        return loaded(game()).file();
    }

    /** Starts an empty book for the game shown (its board size for Gomoku). */
    public void newBook() {
        if (busy.get()) {
            return;
        }
        Game which = game();
        int size = context.getPosition() instanceof GomokuAnalysisPosition g ? g.position().size() : 0;
        books.put(which, LoadedBook.created(BookGame.create(which, size)));
        message.set(BookMessage.info("opening.message.new"));
        refresh();
    }

    /** Reads a book file in the background; a malformed one is refused with its name and the problem. */
    public void open(Path file) {
        if (busy.get()) {
            return;
        }
        Game which = game();
        busy.set(true);
        context.tasks().run(new BackgroundTask<BookGame>() {
            @Override
            protected BookGame call(StopSignal stop) throws Exception {
                return BookGame.load(which, file);
            }
        }, loadedGame -> {
            busy.set(false);
            books.put(which, LoadedBook.file(loadedGame, file));
            message.set(BookMessage.info("opening.message.opened", file.getFileName().toString(),
                    loadedGame.book().positionCount(), loadedGame.book().moveCount()));
            refresh();
        }, error -> {
            busy.set(false);
            message.set(BookMessage.problem("opening.message.refused", file.getFileName().toString(), problem(error, file)));
        });
    }

    /** The problem in a reader's words, without the path the file's name already says. */
    private static String problem(Throwable error, Path file) {
        String text = String.valueOf(error.getMessage());
        for (String prefix : new String[] {file.toString() + ": ", file.getFileName() + ": "}) {
            if (text.startsWith(prefix)) {
                text = text.substring(prefix.length());
            }
        }
        return error instanceof java.nio.file.NoSuchFileException ? "no such file" : text;
    }

    /** Saves the shown book to its file (atomically, in the background); false if it has none yet. */
    public boolean save() {
        LoadedBook current = loaded(game());
        if (current.file() == null) {
            return false;
        }
        write(current, current);
        return true;
    }

    /** Saves the shown book to {@code file}, which becomes its file. */
    public void saveAs(Path file) {
        LoadedBook current = loaded(game());
        write(current, LoadedBook.file(current.game(), file));
    }

    private void write(LoadedBook current, LoadedBook target) {
        if (busy.get()) {
            return;
        }
        Game which = game();
        busy.set(true);
        context.tasks().run(new BackgroundTask<Void>() {
            @Override
            protected Void call(StopSignal stop) throws Exception {
                target.editor().save(); // edits wait while busy: nothing changes the book meanwhile
                return null;
            }
        }, done -> {
            busy.set(false);
            if (target != current) {
                books.put(which, target); // the new file's editor starts clean (and without the old undo list)
            }
            message.set(BookMessage.info("opening.message.saved", target.file().getFileName().toString()));
            refresh();
        }, error -> {
            busy.set(false);
            message.set(BookMessage.problem("opening.message.saveFailed", target.file().getFileName().toString(),
                    String.valueOf(error.getMessage())));
        });
    }

    // ------------------------------------------------------------------ editing

    /**
     * A person just played a move, reaching {@code after} (the session tells; engine moves,
     * undo, redo and jumps in the move list are not moves played). While Edit is on, the move
     * joins the book at the position before it, unless the book has it already (its weight stays).
     */
    public void played(AnalysisPosition after) {
        if (!editing.get() || after.ply() == 0) {
            return;
        }
        LoadedBook current = loaded(after.game());
        AnalysisPosition before = after.copy();
        before.undo();
        int move = current.game().lastMove(after);
        if (!current.game().fits(before) || refuseWhileBusy()) {
            return;
        }
        BookGame.Slot slot = current.game().slot(before, move);
        if (current.game().book().move(slot.key(), slot.move()) == null) {
            current.editor().add(slot.key(), slot.move(), DEFAULT_WEIGHT);
            message.set(BookMessage.info("opening.message.added", before.moveName(move, context.notationProperty().get())));
            refresh();
        }
    }

    private boolean refuseWhileBusy() {
        if (busy.get()) {
            message.set(BookMessage.problem("opening.message.busy"));
            return true;
        }
        return false;
    }

    /** Removes a row's move from the book. */
    public void delete(BookRow row) {
        if (row == null || refuseWhileBusy()) {
            return;
        }
        LoadedBook current = loaded(game());
        BookGame.Slot slot = current.game().slot(context.getPosition(), row.move());
        current.editor().delete(slot.key(), slot.move());
        refresh();
    }

    /** Sets a row's weight, clamped to 0..{@link #MAX_WEIGHT} (0 keeps the move without ever playing it). */
    public void reweight(BookRow row, long weight) {
        if (row == null || refuseWhileBusy()) {
            return;
        }
        int clamped = (int) Math.max(0, Math.min(MAX_WEIGHT, weight));
        LoadedBook current = loaded(game());
        BookGame.Slot slot = current.game().slot(context.getPosition(), row.move());
        current.editor().reweight(slot.key(), slot.move(), clamped);
        refresh();
    }

    /** Undoes the shown book's last edit. */
    public void undo() {
        if (refuseWhileBusy()) {
            return;
        }
        loaded(game()).editor().undo();
        refresh();
    }

    // ------------------------------------------------------------------ engines

    @Override
    public List<EngineBook.Move> moves(AnalysisPosition position) {
        if (!enginesUse.get()) {
            return List.of();
        }
        List<EngineBook.Move> moves = new ArrayList<>();
        for (BookGame.Entry e : loaded(position.game()).game().probe(position)) {
            moves.add(new EngineBook.Move(e.move(), e.stats()));
        }
        return moves;
    }

    // ------------------------------------------------------------------ the table and the board

    /** Recomputes the rows, the names and the flags for the game's position and book. */
    public void refresh() {
        AnalysisPosition position = context.getPosition();
        LoadedBook current = loaded(position.game());
        book.set(current);
        dirty.set(current.editor().isDirty());
        canUndo.set(current.editor().canUndo());
        fits.set(current.game().fits(position));
        var language = context.l10n().getLanguage();
        opening.set(current.game().openingOf(position).map(n -> n.text(language)).orElse(""));
        List<BookGame.Entry> entries = current.game().probe(position);
        int top = entries.stream().mapToInt(e -> e.stats().weight()).max().orElse(0);
        List<BookRow> made = new ArrayList<>(entries.size());
        for (BookGame.Entry e : entries) {
            AnalysisPosition after = position.copy();
            after.play(e.move());
            String name = current.game().openingAt(after).map(n -> n.text(language)).orElse("");
            BookMove stats = e.stats();
            made.add(new BookRow(e.move(), position.moveName(e.move(), context.notationProperty().get()), stats, name,
                    top > 0 && stats.weight() == top));
        }
        rows.setAll(made);
        drawArrows();
    }

    /**
     * The rows as board marks: the most weighted as best moves, the others as candidates, each
     * as strong (wide, opaque) as its share of the top weight.
     */
    private void drawArrows() {
        boolean mine = shownMarks != null && context.marksProperty().get() == shownMarks;
        if (!arrows.get() || rows.isEmpty()) {
            if (mine) {
                context.marksProperty().set(List.of());
            }
            shownMarks = null;
            return;
        }
        Game which = game();
        int top = rows.stream().mapToInt(BookRow::weight).max().orElse(0);
        List<BoardMark> marks = new ArrayList<>(rows.size());
        for (BookRow row : rows) {
            BoardMark.Kind kind = row.best() ? BoardMark.Kind.BEST : BoardMark.Kind.CANDIDATE;
            // drawn by share of the top weight, never so faint that a rare move disappears
            double strength = top == 0 ? MIN_STRENGTH : Math.max(MIN_STRENGTH, (double) row.weight() / top);
            BoardMark mark = which == Game.XIANGQI ? new BoardMark(row.move() & 0xFF, (row.move() >>> 8) & 0xFF, kind)
                    : BoardMark.point(row.move(), kind);
            marks.add(mark.withStrength(strength));
        }
        shownMarks = List.copyOf(marks);
        context.marksProperty().set(shownMarks);
    }
}
