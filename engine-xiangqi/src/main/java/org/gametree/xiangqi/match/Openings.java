package org.gametree.xiangqi.match;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gametree.core.io.TextFiles;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Lists of openings for matches. The file format, one opening a line:
 *
 * <pre>
 * # a comment
 * Central Cannon vs Screen Horses | 中炮对屏风马 | h2e2 h9g7 h0g2 b9c7 i0h0 i9h9
 * </pre>
 *
 * English name, Chinese name (may be empty), and the moves from the start position in
 * coordinates ({@code h2e2}, or ICCS {@code H2-E2}). Every move must be legal where it is played
 * and the opening must leave a game that goes on; a problem is reported with its line.
 */
public final class Openings {

    /** The built-in list: {@value #BUILT_IN} in this package, 25 common openings. */
    public static final String BUILT_IN = "openings.txt";

    private Openings() {
    }

    /** The built-in list. */
    public static List<Opening> builtIn() {
        try (InputStream in = Openings.class.getResourceAsStream(BUILT_IN)) {
            if (in == null) {
                throw new IllegalStateException("the built-in openings " + BUILT_IN + " are missing from the jar");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "built-in " + BUILT_IN);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the built-in openings: " + e.getMessage(), e);
        }
    }

    /** Reads an openings file (UTF-8, UTF-16 with a byte-order mark, or GB18030). */
    public static List<Opening> read(Path file) throws IOException {
        return parse(TextFiles.readString(file), file.toString());
    }

    /**
     * Parses the text of an openings file.
     *
     * @param source the name used in error messages
     * @throws OpeningFileException for the first bad line, or for a text with no opening
     */
    public static List<Opening> parse(String text, String source) {
        List<Opening> openings = new ArrayList<>();
        String[] lines = text.replace("\uFEFF", "").split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            if (line.isBlank()) {
                continue;
            }
            openings.add(parseLine(line, source, i + 1));
        }
        if (openings.isEmpty()) {
            throw new OpeningFileException(source, 0, "no openings (expected lines like "
                    + "'Central Cannon vs Screen Horses | 中炮对屏风马 | h2e2 h9g7')");
        }
        return List.copyOf(openings);
    }

    private static Opening parseLine(String line, String source, int lineNumber) {
        String[] fields = line.split("\\|", -1);
        if (fields.length != 3) {
            throw new OpeningFileException(source, lineNumber, "expected 'English name | 中文名 | moves' (3 fields"
                    + " separated by |), found " + fields.length + " field" + (fields.length == 1 ? "" : "s"));
        }
        String english = fields[0].strip();
        String chinese = fields[1].strip();
        if (english.isEmpty()) {
            throw new OpeningFileException(source, lineNumber, "the English name is empty");
        }
        String[] tokens = fields[2].strip().split("\\s+");
        if (tokens.length == 0 || tokens[0].isEmpty()) {
            throw new OpeningFileException(source, lineNumber, "'" + english + "' has no moves");
        }
        Position position = Position.startPosition();
        int[] moves = new int[tokens.length];
        for (int k = 0; k < tokens.length; k++) {
            String token = tokens[k];
            int move = parseMove(token);
            String where = "move " + (k + 1) + " '" + token + "' of '" + english + "'";
            if (move == 0) {
                throw new OpeningFileException(source, lineNumber, where
                        + " is not a coordinate move like h2e2 (files a-i, ranks 0-9) or H2-E2");
            }
            if (GameRules.result(position).isOver()) {
                throw new OpeningFileException(source, lineNumber, where + " comes after the game has ended");
            }
            if (!position.isLegal(move)) {
                throw new OpeningFileException(source, lineNumber, where + " is illegal in " + Fen.write(position));
            }
            GameRules.play(position, move);
            moves[k] = move;
        }
        if (GameRules.result(position).isOver()) {
            throw new OpeningFileException(source, lineNumber, "'" + english + "' ends the game ("
                    + GameRules.result(position).reason().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                    + "); an opening must leave a game to play");
        }
        return new Opening(english, chinese, moves);
    }

    /** {@code h2e2} or {@code H2-E2}; 0 if the text is neither. */
    static int parseMove(String token) {
        String t = token.toLowerCase(Locale.ROOT);
        if (t.length() == 5 && t.charAt(2) == '-') {
            t = t.substring(0, 2) + t.substring(3);
        }
        if (t.length() != 4) {
            return 0;
        }
        int from = Squares.parse(t, 0);
        int to = Squares.parse(t, 2);
        return from < 0 || to < 0 ? 0 : Move.of(from, to);
    }
}
