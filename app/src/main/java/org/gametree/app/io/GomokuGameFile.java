package org.gametree.app.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.NotationException;
import org.gametree.gomoku.notation.Psq;

/**
 * Gomoku games as Piskvork {@code .psq} records (see {@link Psq}). A {@code .psq} file does not
 * say which rule was played, so reading takes the rule to check the moves under.
 */
public final class GomokuGameFile {

    public static final String EXTENSION = "psq";

    /** The reader's message: "psq line 4 '8,8,0': point h8 is already occupied". */
    private static final Pattern MESSAGE = Pattern.compile("psq line (\\d+)(?: '([^']*)')?:? (.*)", Pattern.DOTALL);

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
     * @throws GameFileException with the line and the reason: a bad header, a point off the
     *                           board, an occupied or forbidden point, a move after the game ended
     */
    public static GomokuPosition read(String text, Rule rule) throws GameFileException {
        String clean = text.replace("\uFEFF", "");
        try {
            return Psq.read(clean, rule);
        } catch (NotationException e) {
            Matcher m = MESSAGE.matcher(e.getMessage());
            if (!m.matches()) {
                throw new GameFileException(0, 0, null, e.getMessage(), e);
            }
            int line = Integer.parseInt(m.group(1));
            // Line 1 is the header; each line after it is one move.
            int move = m.group(2) == null ? 0 : line - 1;
            throw new GameFileException(line, move, m.group(2), m.group(3), e);
        }
    }

    public static GomokuPosition load(Path file, Rule rule) throws IOException, GameFileException {
        return read(Files.readString(file, StandardCharsets.UTF_8), rule);
    }
}
