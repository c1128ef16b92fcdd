package org.gametree.xiangqi.tactics;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * The tactics suite file ({@code testdata/xiangqi-tactics.tsv}): one problem a line, tab-separated,
 * under the header {@link #HEADER}. Lines starting with {@code #} and blank lines are skipped.
 *
 * <ul>
 *   <li>{@code id}: unique name, e.g. {@code xt017};</li>
 *   <li>{@code fen}: the position as {@link Fen} reads it;</li>
 *   <li>{@code kind}: {@code mate} (a forced mate) or {@code material} (a move that wins material);</li>
 *   <li>{@code mate_in}: for a mate, its length in moves of the side to move (1 = mate now);
 *       {@code -} for material;</li>
 *   <li>{@code accepted}: the moves that solve it, comma-separated, in our coordinates (ranks
 *       0–9, e.g. {@code h2e2}); every one must be legal;</li>
 *   <li>{@code fsf_depth}, {@code fsf_score}, {@code fsf_second}: the verifying Fairy-Stockfish
 *       search — its depth, the best move's score ({@code mate 3}, {@code cp 412}) and the best
 *       other move's ({@code -} when there is no other move);</li>
 *   <li>{@code comment}: free text (where the position comes from, the line that wins).</li>
 * </ul>
 *
 * <p>Reading checks every field, FEN and move and reports the first problem as a
 * {@link SuiteException} naming the source, the line and the column.
 */
public final class TacticsSuite {

    public static final String HEADER = "id\tfen\tkind\tmate_in\taccepted\tfsf_depth\tfsf_score\tfsf_second\tcomment";
    private static final String[] COLUMNS = HEADER.split("\t");
    /** The longest mate a row may claim (moves). */
    public static final int MAX_MATE_IN = 20;

    /** What a problem asks for. */
    public enum Kind {
        MATE, MATERIAL;

        /** "mate" or "material", as written in the file and on the command line. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The kind named {@code text}, or null. */
        public static Kind parse(String text) {
            for (Kind kind : values()) {
                if (kind.label().equals(text)) {
                    return kind;
                }
            }
            return null;
        }
    }

    /**
     * One problem.
     *
     * @param line     its line in the file (1-based)
     * @param mateIn   the mate's length in moves, 0 for a material problem
     * @param accepted the solving moves in our coordinates
     */
    public record Problem(int line, String id, String fen, Kind kind, int mateIn, List<String> accepted,
                          int depth, String score, String second, String comment) {

        public Problem {
            accepted = List.copyOf(accepted);
        }

        /** A fresh position. */
        public Position position() {
            return Fen.parse(fen);
        }

        /** Whether {@code move} (our coordinates) solves it. */
        public boolean accepts(String move) {
            return move != null && accepted.contains(move);
        }

        /** "mate 3" or "material". */
        public String kindLabel() {
            return kind == Kind.MATE ? "mate " + mateIn : kind.label();
        }
    }

    /** A suite file that cannot be used: the message names the source, line and column. */
    public static final class SuiteException extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;
        private final int line;
        private final String column;

        SuiteException(String source, int line, String column, String problem) {
            super(source + (line > 0 ? " line " + line : "") + (column != null ? ", column '" + column + "'" : "")
                    + ": " + problem);
            this.line = line;
            this.column = column;
        }

        /** The 1-based line, 0 for the file as a whole. */
        public int line() {
            return line;
        }

        /** The column's name, or null. */
        public String column() {
            return column;
        }
    }

    private TacticsSuite() {
    }

    /** Reads a suite file (UTF-8). A missing or unreadable file is a {@link SuiteException} too. */
    public static List<Problem> read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new SuiteException(file.toString(), 0, null, "no such file");
        } catch (IOException e) {
            throw new SuiteException(file.toString(), 0, null, "cannot read it (" + e.getMessage() + ")");
        }
        return parse(text, file.toString());
    }

    /** Parses a suite's text; {@code source} names it in error messages. */
    public static List<Problem> parse(String text, String source) {
        String[] lines = text.split("\r?\n", -1);
        List<Problem> problems = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        boolean header = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int number = i + 1;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (!header) {
                if (!line.equals(HEADER)) {
                    throw new SuiteException(source, number, null,
                            "the first line must be the header '" + HEADER.replace("\t", "<TAB>") + "'");
                }
                header = true;
                continue;
            }
            Problem problem = row(line.split("\t", -1), number, source);
            if (!ids.add(problem.id())) {
                throw new SuiteException(source, number, "id", "duplicate id '" + problem.id() + "'");
            }
            problems.add(problem);
        }
        if (problems.isEmpty()) {
            throw new SuiteException(source, 0, null, header ? "no problems after the header" : "empty (no header, no problems)");
        }
        return Collections.unmodifiableList(problems);
    }

    private static Problem row(String[] cells, int line, String source) {
        if (cells.length != COLUMNS.length) {
            throw new SuiteException(source, line, null,
                    "expected " + COLUMNS.length + " tab-separated columns, found " + cells.length);
        }
        String id = cells[0].trim();
        if (id.isEmpty() || !id.matches("[A-Za-z0-9_.-]+")) {
            throw new SuiteException(source, line, "id", "must be letters, digits, '_', '.' or '-', found '" + id + "'");
        }
        Position position;
        try {
            position = Fen.parse(cells[1]);
        } catch (FenException e) {
            throw new SuiteException(source, line, "fen", e.getMessage());
        }
        Kind kind = Kind.parse(cells[2].trim());
        if (kind == null) {
            throw new SuiteException(source, line, "kind", "must be 'mate' or 'material', found '" + cells[2] + "'");
        }
        int mateIn = 0;
        String mate = cells[3].trim();
        if (kind == Kind.MATE) {
            mateIn = number(mate, 1, MAX_MATE_IN, source, line, "mate_in");
        } else if (!mate.equals("-")) {
            throw new SuiteException(source, line, "mate_in", "must be '-' for a material problem, found '" + mate + "'");
        }
        List<String> accepted = new ArrayList<>();
        for (String move : cells[4].split(",", -1)) {
            String text = move.trim();
            int from = text.length() == 4 ? Squares.parse(text, 0) : -1;
            int to = text.length() == 4 ? Squares.parse(text, 2) : -1;
            if (from < 0 || to < 0) {
                throw new SuiteException(source, line, "accepted",
                        "'" + text + "' is not a move like h2e2 (files a-i, ranks 0-9)");
            }
            if (!position.isLegal(Move.of(from, to))) {
                throw new SuiteException(source, line, "accepted", "'" + text + "' is not legal in the FEN");
            }
            if (accepted.contains(text)) {
                throw new SuiteException(source, line, "accepted", "'" + text + "' is listed twice");
            }
            accepted.add(text);
        }
        int depth = number(cells[5].trim(), 1, 200, source, line, "fsf_depth");
        String score = cells[6].trim();
        if (!score.matches("(cp|mate) -?\\d+")) {
            throw new SuiteException(source, line, "fsf_score", "must be 'cp N' or 'mate N', found '" + score + "'");
        }
        String second = cells[7].trim();
        if (!second.equals("-") && !second.matches("(cp|mate) -?\\d+")) {
            throw new SuiteException(source, line, "fsf_second", "must be 'cp N', 'mate N' or '-', found '" + second + "'");
        }
        return new Problem(line, id, Fen.write(position), kind, mateIn, accepted, depth, score, second, cells[8].trim());
    }

    private static int number(String text, int min, int max, String source, int line, String column) {
        try {
            int value = Integer.parseInt(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new SuiteException(source, line, column, "must be a whole number " + min + "-" + max + ", found '" + text + "'");
    }

    /** One row in the file's format (no line break). */
    public static String format(Problem problem) {
        return String.join("\t", problem.id(), problem.fen(), problem.kind().label(),
                problem.kind() == Kind.MATE ? Integer.toString(problem.mateIn()) : "-",
                String.join(",", problem.accepted()), Integer.toString(problem.depth()), problem.score(),
                problem.second(), problem.comment());
    }
}
