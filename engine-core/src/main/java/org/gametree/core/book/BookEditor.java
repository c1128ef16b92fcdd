package org.gametree.core.book;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Edits a book the way the book describes it: add a move, delete one, change its weight; every
 * edit can be undone, and {@link #save} replaces the file atomically. Works on keys and book
 * moves; the game's book class turns a position and a move into those ({@code slot}).
 */
public final class BookEditor {

    /** One edit, remembered as the entry it replaced (null: the move was not in the book). */
    private record Change(long key, int move, BookMove before) {
    }

    private final OpeningBook book;
    private final Path file;
    private final Deque<Change> undo = new ArrayDeque<>();
    private boolean dirty;

    /** @param file where {@link #save} writes, or null for a book that is only kept in memory */
    public BookEditor(OpeningBook book, Path file) {
        this.book = book;
        this.file = file;
    }

    public OpeningBook book() {
        return book;
    }

    /** Adds a move with a weight, or sets the weight of a move already there (keeping its results). */
    public void add(long key, int move, int weight) {
        BookMove before = book.move(key, move);
        BookMove after = before == null ? new BookMove(move, weight, 0, 0, 0) : before.withWeight(weight);
        remember(key, move, before);
        book.put(key, after);
    }

    /** Deletes a move; returns false (and changes nothing) if the book does not have it. */
    public boolean delete(long key, int move) {
        BookMove before = book.move(key, move);
        if (before == null) {
            return false;
        }
        remember(key, move, before);
        book.remove(key, move);
        return true;
    }

    /** Changes the weight of a move the book has; returns false if it does not have it. */
    public boolean reweight(long key, int move, int weight) {
        BookMove before = book.move(key, move);
        if (before == null) {
            return false;
        }
        BookMove after = before.withWeight(weight);
        remember(key, move, before);
        book.put(key, after);
        return true;
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    /** Undoes the last edit not yet undone; returns false when there is none. */
    public boolean undo() {
        Change change = undo.pollFirst();
        if (change == null) {
            return false;
        }
        if (change.before() == null) {
            book.remove(change.key(), change.move());
        } else {
            book.put(change.key(), change.before());
        }
        dirty = true;
        return true;
    }

    /** Whether there are edits since the last save. */
    public boolean isDirty() {
        return dirty;
    }

    /** Writes the book to its file, atomically. The undo history stays (an undo after a save makes the book dirty again). */
    public void save() throws IOException {
        if (file == null) {
            throw new IllegalStateException("this book has no file to save to");
        }
        BookFormat.save(book, file);
        dirty = false;
    }

    private void remember(long key, int move, BookMove before) {
        undo.addFirst(new Change(key, move, before));
        dirty = true;
    }
}
