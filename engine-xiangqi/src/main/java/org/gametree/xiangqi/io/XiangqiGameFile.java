package org.gametree.xiangqi.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.core.io.AtomicWrite;
import org.gametree.core.io.GameFileException;
import org.gametree.core.io.TextFiles;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.Notation;
import org.gametree.xiangqi.notation.NotationException;

/**
 * Xiangqi games in the PGN-like text Xiangqi programs exchange:
 *
 * <pre>
 * [Game "Chinese Chess"]
 * [Event "Training"]
 * [Date "2024.05.01"]
 * [Red "Alice"]
 * [Black "best, 2 s"]
 * [Result "*"]
 * [FEN "…"]            (only when the game does not start from the start position)
 * [Format "ICCS"]
 *
 * 1. h2e2 h9g7 2. h0g2 i9h9 *
 * </pre>
 *
 * Moves are written in coordinates. Reading also accepts the ICCS form {@code H2-E2}, move
 * numbers glued to moves ({@code 1.h2e2}), {@code {comments}} and {@code ;} comments, and the
 * {@code WXF} and {@code Chinese} formats (named by the Format tag, or recognised from the first
 * move when the tag is missing); every move is checked against the rules and a problem
 * is reported with its line, the move's number and its text.
 */
public final class XiangqiGameFile {

    public static final String GAME = "Chinese Chess";
    public static final String EXTENSION = "pgn";

    /** Tags the file writes from the game itself rather than from {@link XiangqiGameRecord#tags()}. */
    private static final Set<String> OWN_TAGS = Set.of("Game", "Result", "FEN", "Format");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    // Possessive runs ([^"\\]++, )*+): the regex engine takes a run of plain characters in one
    // step instead of recursing once per character, so a 100,000-character tag value cannot
    // overflow the stack.
    private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]++|\\\\.)*+)\"\\s*]");
    private static final Pattern MOVE_NUMBER = Pattern.compile("(\\d+)\\.(\\.\\.)?");
    private static final Pattern ICCS = Pattern.compile("([a-iA-I][0-9])-([a-iA-I][0-9])");

    private XiangqiGameFile() {
    }

    // ------------------------------------------------------------------ writing

    public static String write(XiangqiGameRecord game) {
        PgnText pgn = new PgnText().tag("Game", GAME);
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            if (!OWN_TAGS.contains(tag.getKey())) {
                pgn.tag(tag.getKey(), tag.getValue());
            }
        }
        pgn.tag("Result", game.result());
        Position start = game.start();
        String fen = Fen.write(start);
        if (!fen.equals(Position.START_FEN)) {
            pgn.tag("FEN", fen);
        }
        pgn.tag("Format", "ICCS");
        return pgn.moves(start, Notation.COORDINATE.formatMoves(start, game.moves()), null).end(game.result());
    }

    /** Writes the game to {@code file} atomically. */
    public static void save(Path file, XiangqiGameRecord game) throws IOException {
        AtomicWrite.text(file, write(game));
    }

    // ------------------------------------------------------------------ reading

    /**
     * Reads a game file in whatever encoding it came: UTF-8, UTF-16 with a byte-order mark, or
     * GBK/GB18030 as Chinese Xiangqi programs write it (see {@link TextFiles}).
     */
    public static XiangqiGameRecord load(Path file) throws IOException, GameFileException {
        return read(TextFiles.readString(file));
    }

    /**
     * Reads a game.
     *
     * @throws GameFileException for the first problem: a malformed tag, another game, a bad FEN,
     *                           an unknown format, a move that is not legal, text after the
     *                           result, a result token that contradicts the Result tag;
     *                           a problem in the move text carries the game of the moves
     *                           before it ({@link GameFileException#movesBefore()})
     */
    public static XiangqiGameRecord read(String text) throws GameFileException {
        String[] lines = text.replace("\uFEFF", "").replace("\r", "").split("\n", -1);
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, Integer> tagLines = new LinkedHashMap<>();
        int i = 0;
        for (; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            if (!line.startsWith("[")) {
                break;
            }
            Matcher m = TAG.matcher(line);
            if (!m.matches()) {
                throw new GameFileException(i + 1, "expected a tag like [Event \"name\"], found " + line);
            }
            String value = m.group(2).replaceAll("\\\\(.)", "$1");
            tags.put(m.group(1), value);
            tagLines.put(m.group(1), i + 1);
        }
        String game = tags.get("Game");
        if (game != null && !game.equalsIgnoreCase(GAME)) {
            throw new GameFileException(tagLines.get("Game"), "this is a game of \"" + game + "\", not of \"" + GAME + "\"");
        }
        Position start = startPosition(tags, tagLines);
        Notation notation = notation(tags, tagLines, firstMove(lines, i));
        Map<String, String> kept = new LinkedHashMap<>(tags);
        kept.keySet().removeAll(OWN_TAGS);
        MoveText moves = new MoveText();
        try {
            readMoves(lines, i, start, notation, moves);
            String tagResult = tags.get("Result");
            if (moves.result != null && tagResult != null && !tagResult.equals(moves.result)) {
                throw new GameFileException(moves.resultLine, 0, moves.result,
                        "the result differs from the Result tag \"" + tagResult + "\" (line " + tagLines.get("Result") + ")", null);
            }
            String result = moves.result != null ? moves.result : tagResult != null && RESULTS.contains(tagResult) ? tagResult : "*";
            return new XiangqiGameRecord(kept, start, moves.array(), result);
        } catch (GameFileException e) {
            throw e.withMovesBefore(XiangqiGameRecord.of(start, moves.array(), kept));
        }
    }

    private static Position startPosition(Map<String, String> tags, Map<String, Integer> tagLines) throws GameFileException {
        String fen = tags.get("FEN");
        if (fen == null) {
            return Position.startPosition();
        }
        try {
            return Fen.parse(fen);
        } catch (FenException e) {
            throw new GameFileException(tagLines.get("FEN"), 0, null, "bad FEN: " + e.getMessage(), e);
        }
    }

    /**
     * The notation of a game without a Format tag, from its first move: Chinese if it is written
     * in Chinese characters (GBK collections often leave the tag out), coordinates if it is a
     * from and a to square, WXF if it starts with a piece letter or a tandem sign; coordinates
     * when there is no move.
     */
    private static Notation notation(Map<String, String> tags, Map<String, Integer> tagLines, String firstMove)
            throws GameFileException {
        String format = tags.get("Format");
        if (format == null) {
            if (firstMove == null) {
                return Notation.COORDINATE;
            }
            if (firstMove.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN)) {
                return Notation.CHINESE;
            }
            if (!firstMove.matches("(?i)[a-i][0-9]-?[a-i][0-9]") && firstMove.matches("(?i)[KAEBHNRCP+\\-].*")) {
                return Notation.WXF;
            }
            return Notation.COORDINATE;
        }
        switch (format.strip().toUpperCase(Locale.ROOT)) {
            case "ICCS":
            case "COORDINATE":
            case "UCCI":
                return Notation.COORDINATE;
            case "WXF":
                return Notation.WXF;
            case "CHINESE":
                return Notation.CHINESE;
            default:
                throw new GameFileException(tagLines.get("Format"),
                        "unknown move format \"" + format + "\" (known: ICCS, WXF, Chinese)");
        }
    }

    /** The moves and the result token read from the move text. */
    private static final class MoveText {
        final List<Integer> moves = new ArrayList<>();
        String result;
        int resultLine;

        int[] array() {
            return moves.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private static void readMoves(String[] lines, int first, Position start, Notation notation, MoveText text)
            throws GameFileException {
        Position position = start.copy();
        boolean inComment = false;
        int commentLine = 0;
        for (int i = first; i < lines.length; i++) {
            int lineNumber = i + 1;
            for (String token : tokens(lines[i])) {
                if (inComment) {
                    inComment = !token.endsWith("}");
                    continue;
                }
                if (token.startsWith("{")) {
                    inComment = !token.endsWith("}");
                    commentLine = lineNumber;
                    continue;
                }
                if (token.startsWith(";")) {
                    break;
                }
                if (text.result != null) {
                    throw new GameFileException(lineNumber, 0, token, "text after the result " + text.result, null);
                }
                if (RESULTS.contains(token)) {
                    text.result = token;
                    text.resultLine = lineNumber;
                    continue;
                }
                Matcher number = MOVE_NUMBER.matcher(token);
                if (number.lookingAt()) {
                    token = token.substring(number.end());
                    if (token.isEmpty()) {
                        continue;
                    }
                }
                play(position, notation, token, lineNumber, text.moves);
            }
        }
        if (inComment) {
            throw new GameFileException(commentLine, "a comment opened with { is never closed");
        }
    }

    /** The first move token of the move text from line {@code first} on (comments, numbers and results skipped), or null. */
    private static String firstMove(String[] lines, int first) {
        boolean inComment = false;
        for (int i = first; i < lines.length; i++) {
            for (String token : tokens(lines[i])) {
                if (inComment) {
                    inComment = !token.endsWith("}");
                    continue;
                }
                if (token.startsWith("{")) {
                    inComment = !token.endsWith("}");
                    continue;
                }
                if (token.startsWith(";")) {
                    break;
                }
                if (RESULTS.contains(token)) {
                    return null;
                }
                Matcher number = MOVE_NUMBER.matcher(token);
                if (number.lookingAt()) {
                    token = token.substring(number.end());
                }
                if (!token.isEmpty()) {
                    return token;
                }
            }
        }
        return null;
    }

    /** The line's tokens: words, with braces split off so that {a comment} is seen as such. */
    private static List<String> tokens(String line) {
        List<String> tokens = new ArrayList<>();
        for (String word : line.replace("{", " {").replace("}", "} ").strip().split("\\s+")) {
            if (!word.isEmpty()) {
                tokens.add(word);
            }
        }
        return tokens;
    }

    private static void play(Position position, Notation notation, String token, int lineNumber, List<Integer> moves)
            throws GameFileException {
        int moveNumber = moves.size() + 1;
        GameResult result = GameRules.result(position);
        if (result.isOver()) {
            throw new GameFileException(lineNumber, moveNumber, token, "the game is already over ("
                    + result.reason().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")", null);
        }
        String written = token;
        Matcher iccs = ICCS.matcher(token);
        if (notation == Notation.COORDINATE && iccs.matches()) {
            written = iccs.group(1) + iccs.group(2);
        }
        int move;
        try {
            move = notation.parse(position, written);
        } catch (NotationException e) {
            throw new GameFileException(lineNumber, moveNumber, token, e.getMessage(), e);
        }
        GameRules.play(position, move);
        moves.add(move);
    }
}
