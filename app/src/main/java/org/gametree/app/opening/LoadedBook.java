package org.gametree.app.opening;

import java.nio.file.Path;

import org.gametree.core.book.BookEditor;

/**
 * A book open in the Opening tab: the game's view of it, the editor every change goes through
 * (undo, dirty, atomic save), and where it came from.
 *
 * @param file the file it was read from or saved to; null for the built-in book or a new one
 * @param kind whether it is the built-in book, a new book or a file (what the tab calls it)
 */
public record LoadedBook(BookGame game, BookEditor editor, Path file, Kind kind) {

    public enum Kind { BUILT_IN, NEW, FILE }

    static LoadedBook builtIn(BookGame game) {
        return new LoadedBook(game, new BookEditor(game.book(), null), null, Kind.BUILT_IN);
    }

    static LoadedBook created(BookGame game) {
        return new LoadedBook(game, new BookEditor(game.book(), null), null, Kind.NEW);
    }

    static LoadedBook file(BookGame game, Path file) {
        return new LoadedBook(game, new BookEditor(game.book(), file), file, Kind.FILE);
    }
}
