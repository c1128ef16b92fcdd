package org.gametree.app;

import java.nio.file.Path;

import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;

/**
 * A game loaded from the part of a file before a line that could not be read, at the user's
 * choice. While it is the game shown, the window title and the status say so, and Save does not
 * put it back over the file it came from without asking.
 *
 * @param file   the file it was read from
 * @param moves  how many moves were loaded (moves 1..moves of the file)
 * @param line   the 1-based line that could not be read
 * @param reason why, as the reader said it
 */
public record PartialLoad(Path file, int moves, int line, String reason) implements ShownMessage {

    /** The status message: what was loaded, what was left out, and that it is not saved. */
    @Override
    public String text(Localization l10n) {
        return l10n.get("file.partial.status", Integer.toString(moves), name(), Integer.toString(line), reason);
    }

    @Override
    public boolean error() {
        return true;
    }

    /** The window title's note: "partial: moves 1–12 of game.psq, line 15 unreadable". */
    public String titleNote(Localization l10n) {
        return l10n.get("file.partial.titleNote", Integer.toString(moves), name(), Integer.toString(line));
    }

    /** The file's name without its folder. */
    public String name() {
        return file.getFileName().toString();
    }
}
