package org.gametree.xiangqi.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.io.AtomicWrite;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;

/**
 * Match games in the PGN-like text the workbench reads ({@code org.gametree.app.io.XiangqiGameFile}):
 * tags {@code Game "Chinese Chess"}, Event, Date, Round, Red, Black, Result, FEN, Format "ICCS",
 * Opening, TimeControl, Termination, PlyCount; then the moves in coordinates with move numbers,
 * each engine move followed by a comment {@code {+35/12 0.98s}} (score in centipawns from the
 * mover's side, or {@code +M5} for a mate, depth, time), and the result. A match file holds its
 * games one after another, separated by a blank line; {@link #games} splits it.
 */
public final class PgnWriter {

    public static final String GAME = "Chinese Chess";

    private PgnWriter() {
    }

    /** One game's text, ending with a line break. */
    public static String write(GameRecord game) {
        StringBuilder sb = new StringBuilder();
        tag(sb, "Game", GAME);
        tag(sb, "Event", game.event());
        tag(sb, "Date", game.date());
        tag(sb, "Round", Integer.toString(game.round()));
        tag(sb, "Red", game.red());
        tag(sb, "Black", game.black());
        tag(sb, "Result", game.result());
        Position start = game.start();
        tag(sb, "FEN", Fen.write(start));
        tag(sb, "Format", "ICCS");
        tag(sb, "Opening", game.opening().english());
        if (!game.opening().chinese().isEmpty()) {
            tag(sb, "OpeningChinese", game.opening().chinese());
        }
        tag(sb, "TimeControl", game.timeControl());
        tag(sb, "Termination", game.reason());
        tag(sb, "PlyCount", Integer.toString(game.moves().length));
        sb.append('\n');
        int[] moves = game.moves();
        String[] comments = game.comments();
        StringBuilder line = new StringBuilder();
        int number = start.fullmoveNumber();
        int side = start.sideToMove();
        boolean afterComment = false;
        for (int i = 0; i < moves.length; i++) {
            String token = Move.toCoordinate(moves[i]);
            if (side == 0) {
                token = number + ". " + token;
            } else if (i == 0 || afterComment) {
                token = number + "... " + token;
            }
            append(sb, line, token);
            afterComment = comments[i] != null;
            if (afterComment) {
                append(sb, line, "{" + comments[i].replace('{', '(').replace('}', ')') + "}");
            }
            if (side == 1) {
                number++;
            }
            side ^= 1;
        }
        append(sb, line, game.result());
        sb.append(line).append('\n');
        return sb.toString();
    }

    /** All the games, separated by blank lines. */
    public static String writeAll(List<GameRecord> games) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord game : games) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(write(game));
        }
        return sb.toString();
    }

    /**
     * Writes the games to {@code file} atomically: to a temporary file in the same directory,
     * forced to the disk, then renamed over the target — a reader never sees half a match.
     */
    public static void save(Path file, List<GameRecord> games) throws IOException {
        AtomicWrite.text(file, writeAll(games));
    }

    /** The games of a match file, each as its own text (split before each {@code [Game} tag). */
    public static List<String> games(String text) {
        List<String> games = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.replace("\r", "").split("\n", -1)) {
            if (line.startsWith("[Game ") && current.toString().contains("[Game ")) {
                games.add(current.toString().strip() + "\n");
                current.setLength(0);
            }
            current.append(line).append('\n');
        }
        if (!current.toString().isBlank()) {
            games.add(current.toString().strip() + "\n");
        }
        return games;
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"").replace('\n', ' ').replace('\r', ' '))
                .append("\"]\n");
    }

    /** Adds a token to the move text, starting a new line before 80 characters. */
    private static void append(StringBuilder sb, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > 79) {
            sb.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }
}
