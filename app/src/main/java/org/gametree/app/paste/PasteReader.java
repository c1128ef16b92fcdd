package org.gametree.app.paste;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.AsciiBoard;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.NotationException;
import org.gametree.gomoku.notation.Psq;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Position;

/**
 * Reads whatever the user pastes (Ctrl+V anywhere) or types into the FEN field: a Xiangqi FEN,
 * Xiangqi coordinate moves, a Gomoku move list, a {@code .psq} game or an ASCII Gomoku board.
 * Toolkit-free.
 *
 * <p>Each format has a shape: a {@code /} for a FEN; tokens all like {@code h2e2} (move numbers
 * such as {@code 1.} aside) for Xiangqi moves; tokens all like {@code h8} (also run together,
 * {@code h8i9j10}) for Gomoku moves; a first line starting "Piskvork" or of {@code x,y[,t]}
 * numbers for {@code .psq}; five or more lines for a board. The formats of the game on screen
 * are tried first, then the other game's; the first that reads the text wins. When none does,
 * the failure reported is that of the format the user most likely meant: the first, in that
 * order, whose shape the text has, or — for text of no known shape, like {@code hello world} —
 * the main format of the game on screen (a FEN in Xiangqi, a move list in Gomoku).
 */
public final class PasteReader {

    private static final Pattern PSQ_LINE = Pattern.compile("\\d+\\s*,\\s*\\d+(\\s*,\\s*-?\\d+)?");
    private static final Pattern XIANGQI_MOVE = Pattern.compile("[a-i][0-9][a-i][0-9]");
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");
    private static final Pattern GOMOKU_CHUNK = Pattern.compile("([a-z]\\d+)+");
    private static final Pattern GOMOKU_POINT = Pattern.compile("[a-z]\\d+");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s,;]+");
    private static final Pattern LINE_NUMBER = Pattern.compile("line (\\d+)");
    private static final int BOARD_LINES = 5;

    private static final List<PasteFormat> XIANGQI_FIRST = List.of(PasteFormat.XIANGQI_FEN,
            PasteFormat.XIANGQI_MOVES, PasteFormat.GOMOKU_MOVES, PasteFormat.GOMOKU_PSQ, PasteFormat.GOMOKU_BOARD);
    private static final List<PasteFormat> GOMOKU_FIRST = List.of(PasteFormat.GOMOKU_MOVES,
            PasteFormat.GOMOKU_PSQ, PasteFormat.GOMOKU_BOARD, PasteFormat.XIANGQI_MOVES, PasteFormat.XIANGQI_FEN);

    private PasteReader() {
    }

    /**
     * Reads a pasted text.
     *
     * @param text          what was pasted
     * @param preferXiangqi whether Xiangqi is the game on screen (its formats are tried first)
     * @param rule          the Gomoku rule for a Gomoku text
     * @param size          the Gomoku board size for a move list (a board or .psq carries its own)
     */
    public static PastedGame read(String text, boolean preferXiangqi, Rule rule, int size) throws PasteException {
        String trimmed = text == null ? "" : text.strip();
        if (trimmed.isEmpty()) {
            throw new PasteException(new PasteProblem(null, "message.clipboardEmpty", List.of()),
                    "the clipboard holds no text", null);
        }
        List<PasteFormat> order = preferXiangqi ? XIANGQI_FIRST : GOMOKU_FIRST;
        PasteException meant = null;
        for (PasteFormat format : order) {
            if (!shapeOf(format).test(trimmed)) {
                continue;
            }
            try {
                return read(format, trimmed, rule, size);
            } catch (PasteException e) {
                if (meant == null) {
                    meant = e;
                }
            }
        }
        if (meant != null) {
            throw meant;
        }
        return read(order.get(0), trimmed, rule, size); // no known shape: this fails, as the game's own format
    }

    /** Whether a text looks like {@code format} (see the class comment). */
    private static Predicate<String> shapeOf(PasteFormat format) {
        return switch (format) {
            case XIANGQI_FEN -> t -> t.indexOf('/') >= 0;
            case XIANGQI_MOVES -> t -> xiangqiTokens(t) != null;
            case GOMOKU_MOVES -> PasteReader::looksLikeGomokuMoves;
            case GOMOKU_PSQ -> t -> {
                String first = nonBlankLines(t).get(0);
                return first.toLowerCase(Locale.ROOT).startsWith("piskvork") || PSQ_LINE.matcher(first).matches();
            };
            case GOMOKU_BOARD -> t -> nonBlankLines(t).size() >= BOARD_LINES;
        };
    }

    private static PastedGame read(PasteFormat format, String text, Rule rule, int size) throws PasteException {
        return switch (format) {
            case XIANGQI_FEN -> fen(text);
            case XIANGQI_MOVES -> xiangqiMoves(text);
            case GOMOKU_MOVES -> gomokuMoves(text, rule, size);
            case GOMOKU_PSQ -> psq(text, rule);
            case GOMOKU_BOARD -> board(text, rule);
        };
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
        for (String token : SEPARATORS.split(text.toLowerCase(Locale.ROOT))) {
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

    private static boolean looksLikeGomokuMoves(String text) {
        for (String chunk : SEPARATORS.split(text.toLowerCase(Locale.ROOT))) {
            if (!chunk.isEmpty() && !GOMOKU_CHUNK.matcher(chunk).matches()) {
                return false;
            }
        }
        return true;
    }

    private static PastedGame fen(String text) throws PasteException {
        try {
            return new PastedGame(PasteFormat.XIANGQI_FEN, Fen.parse(text), new int[0], null);
        } catch (FenException e) {
            throw new PasteException(PasteProblem.fen(e), e.getMessage(), e);
        }
    }

    private static PastedGame xiangqiMoves(String text) throws PasteException {
        List<String> moves = xiangqiTokens(text);
        Position start = Position.startPosition();
        Position position = start.copy();
        int[] parsed = new int[moves.size()];
        for (int i = 0; i < parsed.length; i++) {
            try {
                parsed[i] = org.gametree.xiangqi.notation.Notation.COORDINATE.parse(position, moves.get(i));
            } catch (IllegalArgumentException e) {
                throw new PasteException(PasteProblem.of(PasteFormat.XIANGQI_MOVES, "paste.problem.xiangqiMove",
                        i + 1, moves.get(i)), "move " + (i + 1) + " of the list: " + e.getMessage(), e);
            }
            position.makeMove(parsed[i]);
        }
        return new PastedGame(PasteFormat.XIANGQI_MOVES, start, parsed, null);
    }

    /**
     * Plays a Gomoku move list from the empty board with the checks of the engine's
     * {@link Notation#play}, naming the move and the problem by bundle keys.
     */
    private static PastedGame gomokuMoves(String text, Rule rule, int size) throws PasteException {
        GomokuPosition position = new GomokuPosition(rule, size);
        int index = 0;
        for (String chunk : SEPARATORS.split(text.toLowerCase(Locale.ROOT))) {
            if (chunk.isEmpty()) {
                continue;
            }
            if (!GOMOKU_CHUNK.matcher(chunk).matches()) {
                throw gomokuProblem("paste.problem.notAPoint", index + 1, chunk);
            }
            Matcher points = GOMOKU_POINT.matcher(chunk);
            while (points.find()) {
                index++;
                play(position, index, points.group());
            }
        }
        return new PastedGame(PasteFormat.GOMOKU_MOVES, null, null, position);
    }

    private static void play(GomokuPosition position, int index, String name) throws PasteException {
        int point;
        try {
            point = Notation.parsePoint(position.size(), name);
        } catch (NotationException e) {
            throw gomokuProblem("paste.problem.offBoard", index, name, position.size());
        }
        if (position.stoneAt(point) != GomokuPosition.EMPTY) {
            throw gomokuProblem("paste.problem.occupied", index, name);
        }
        if (position.result().isOver()) {
            throw gomokuProblem("paste.problem.gameOver", index, name);
        }
        if (position.rule() == Rule.RENJU && position.stoneToMove() == GomokuPosition.BLACK) {
            ForbiddenPoints.Reason reason = ForbiddenPoints.reason(position, point);
            if (reason != ForbiddenPoints.Reason.NONE) {
                throw gomokuProblem("paste.problem.forbidden", index, name, reason);
            }
        }
        position.makeMove(point);
    }

    private static PasteException gomokuProblem(String key, Object... arguments) {
        PasteProblem problem = PasteProblem.of(PasteFormat.GOMOKU_MOVES, key, arguments);
        return new PasteException(problem, problem.detail(new Localization(Language.ENGLISH)), null);
    }

    private static PastedGame psq(String text, Rule rule) throws PasteException {
        try {
            return new PastedGame(PasteFormat.GOMOKU_PSQ, null, null, Psq.read(text, rule));
        } catch (IllegalArgumentException e) {
            throw lineProblem(PasteFormat.GOMOKU_PSQ, "paste.problem.psqLine", "paste.problem.psq", e);
        }
    }

    private static PastedGame board(String text, Rule rule) throws PasteException {
        try {
            GomokuPosition position = AsciiBoard.read(text, rule);
            return new PastedGame(PasteFormat.GOMOKU_BOARD, null, null, position);
        } catch (IllegalArgumentException e) {
            throw lineProblem(PasteFormat.GOMOKU_BOARD, "paste.problem.boardLine", "paste.problem.board", e);
        }
    }

    /**
     * The readers of records and boards word their problems in English only; the user is told
     * the line at fault (when the reader names one) in their language, the English stays the
     * exception's message.
     */
    private static PasteException lineProblem(PasteFormat format, String lineKey, String wholeKey,
                                              IllegalArgumentException e) {
        Matcher line = LINE_NUMBER.matcher(String.valueOf(e.getMessage()));
        PasteProblem problem = line.find() ? PasteProblem.of(format, lineKey, Integer.parseInt(line.group(1)))
                : PasteProblem.of(format, wholeKey);
        return new PasteException(problem, e.getMessage(), e);
    }
}
