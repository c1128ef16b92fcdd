package org.gametree.app.io;

import java.io.IOException;
import java.nio.file.Path;

import org.gametree.core.io.TextFiles;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Psq;
import org.gametree.gomoku.notation.PsqException;
import org.gametree.core.io.GameFileException;

/**
 * Gomoku games as Piskvork {@code .psq} records (see {@link Psq}). A {@code .psq} file does not
 * say which rule was played, so reading takes the rule to check the moves under.
 */
public final class GomokuGameFile {

    public static final String EXTENSION = "psq";

    private GomokuGameFile() {
    }

    public static String write(GomokuPosition game) {
        return Psq.write(game);
    }

    /** Writes the game to {@code file} atomically. */
    public static void save(Path file, GomokuPosition game) throws IOException {
        AtomicFiles.write(file, write(game));
    }

    /**
     * Reads a record, playing its moves under {@code rule}.
     *
     * @throws GameFileException with the line, its text and the reason: a bad header, a line
     *                           among the moves that is not a move, a point off the board, an
     *                           occupied or forbidden point, a move after the game ended; past
     *                           the header it carries the moves before the line at fault
     */
    public static GomokuPosition read(String text, Rule rule) throws GameFileException {
        try {
            return Psq.read(text, rule);
        } catch (PsqException e) {
            GomokuPosition before = e.movesBefore();
            if (before == null) {
                throw new GameFileException(e.line(), 0, e.lineText(), e.reason(), e);
            }
            throw new GameFileException(e.line(), before.ply() + 1, e.lineText(), e.reason(), e)
                    .withMovesBefore(before);
        }
    }

    /** Reads a record in whatever encoding it came (see {@link TextFiles}). */
    public static GomokuPosition load(Path file, Rule rule) throws IOException, GameFileException {
        return read(TextFiles.readString(file), rule);
    }
}
