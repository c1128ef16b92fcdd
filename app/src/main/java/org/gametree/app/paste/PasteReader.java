package org.gametree.app.paste;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.AsciiBoard;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.Psq;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;

/**
 * Reads whatever the user pastes (Ctrl+V anywhere): a Xiangqi FEN, Xiangqi coordinate moves, a
 * Gomoku move list, a {@code .psq} game or an ASCII Gomoku board. The format is recognised by
 * its shape first and only then read, so an error names the format it was taken for and gives
 * that reader's exact message. Toolkit-free.
 *
 * <p>Shapes, tried in this order: a {@code /} means a FEN; a first line starting "Piskvork" or
 * lines of {@code x,y[,t]} numbers mean {@code .psq}; five or more lines mean a board; tokens
 * all shaped like {@code h2e2} are Xiangqi moves when Xiangqi is the game in front of the user
 * or when a rank 0 rules out Gomoku (whose rows start at 1); anything else is a Gomoku move
 * list. Move numbers such as {@code 1.} in a Xiangqi list are skipped.
 */
public final class PasteReader {

    private static final Pattern PSQ_LINE = Pattern.compile("\\d+\\s*,\\s*\\d+(\\s*,\\s*-?\\d+)?");
    private static final Pattern XIANGQI_MOVE = Pattern.compile("[a-i][0-9][a-i][0-9]");
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");

    private PasteReader() {
    }

    /**
     * Reads a pasted text.
     *
     * @param text         what was pasted
     * @param preferXiangqi whether Xiangqi is the game on screen (decides "h2e2"-like text)
     * @param rule         the Gomoku rule for a Gomoku text
     * @param size         the Gomoku board size for a move list (a board or .psq carries its own)
     */
    public static PastedGame read(String text, boolean preferXiangqi, Rule rule, int size) throws PasteException {
        String trimmed = text == null ? "" : text.strip();
        if (trimmed.isEmpty()) {
            throw new PasteException(null, "the clipboard holds no text", null);
        }
        List<String> lines = nonBlankLines(trimmed);
        if (trimmed.indexOf('/') >= 0) {
            return fen(trimmed);
        }
        if (lines.get(0).toLowerCase(Locale.ROOT).startsWith("piskvork") || PSQ_LINE.matcher(lines.get(0)).matches()) {
            return psq(trimmed, rule);
        }
        if (lines.size() >= 5) {
            return board(trimmed, rule);
        }
        List<String> xiangqiMoves = xiangqiTokens(trimmed);
        if (xiangqiMoves != null && (preferXiangqi || mentionsRankZero(xiangqiMoves))) {
            return xiangqiMoves(xiangqiMoves);
        }
        try {
            return gomokuMoves(trimmed, rule, size);
        } catch (PasteException e) {
            if (xiangqiMoves != null) { // it was also shaped like Xiangqi moves: try them
                return xiangqiMoves(xiangqiMoves);
            }
            throw e;
        }
    }

    private static List<String> nonBlankLines(String text) {
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\\R")) {
            if (!line.isBlank()) {
                lines.add(line.strip());
            }
        }
        return lines;
    }

    /** The tokens if every one (move numbers aside) is a coordinate move like h2e2, else null. */
    private static List<String> xiangqiTokens(String text) {
        List<String> moves = new ArrayList<>();
        for (String token : text.toLowerCase(Locale.ROOT).split("[\\s,;]+")) {
            if (token.isEmpty() || MOVE_NUMBER.matcher(token).matches()) {
                continue;
            }
            if (!XIANGQI_MOVE.matcher(token).matches()) {
                return null;
            }
            moves.add(token);
        }
        return moves.isEmpty() ? null : moves;
    }

    private static boolean mentionsRankZero(List<String> moves) {
        for (String move : moves) {
            if (move.charAt(1) == '0' || move.charAt(3) == '0') {
                return true;
            }
        }
        return false;
    }

    private static PastedGame fen(String text) throws PasteException {
        try {
            return new PastedGame(PasteFormat.XIANGQI_FEN, Fen.parse(text), new int[0], null);
        } catch (IllegalArgumentException e) {
            throw new PasteException(PasteFormat.XIANGQI_FEN, e.getMessage(), e);
        }
    }

    private static PastedGame xiangqiMoves(List<String> moves) throws PasteException {
        Position start = Position.startPosition();
        try {
            int[] parsed = org.gametree.xiangqi.notation.Notation.COORDINATE.parseMoves(start, moves);
            return new PastedGame(PasteFormat.XIANGQI_MOVES, start, parsed, null);
        } catch (IllegalArgumentException e) {
            throw new PasteException(PasteFormat.XIANGQI_MOVES, e.getMessage(), e);
        }
    }

    private static PastedGame gomokuMoves(String text, Rule rule, int size) throws PasteException {
        try {
            return new PastedGame(PasteFormat.GOMOKU_MOVES, null, null, Notation.play(rule, size, text));
        } catch (IllegalArgumentException e) {
            throw new PasteException(PasteFormat.GOMOKU_MOVES, e.getMessage(), e);
        }
    }

    private static PastedGame psq(String text, Rule rule) throws PasteException {
        try {
            return new PastedGame(PasteFormat.GOMOKU_PSQ, null, null, Psq.read(text, rule));
        } catch (IllegalArgumentException e) {
            throw new PasteException(PasteFormat.GOMOKU_PSQ, e.getMessage(), e);
        }
    }

    private static PastedGame board(String text, Rule rule) throws PasteException {
        try {
            GomokuPosition position = AsciiBoard.read(text, rule);
            return new PastedGame(PasteFormat.GOMOKU_BOARD, null, null, position);
        } catch (IllegalArgumentException e) {
            throw new PasteException(PasteFormat.GOMOKU_BOARD, e.getMessage(), e);
        }
    }
}
