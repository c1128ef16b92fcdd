package org.gametree.xiangqi.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.io.AtomicWrite;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.io.PgnText;

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
        PgnText pgn = new PgnText();
        pgn.tag("Game", GAME).tag("Event", game.event()).tag("Date", game.date())
                .tag("Round", Integer.toString(game.round())).tag("Red", game.red()).tag("Black", game.black())
                .tag("Result", game.result());
        Position start = game.start();
        pgn.tag("FEN", Fen.write(start)).tag("Format", "ICCS").tag("Opening", game.opening().english());
        if (!game.opening().chinese().isEmpty()) {
            pgn.tag("OpeningChinese", game.opening().chinese());
        }
        pgn.tag("TimeControl", game.timeControl()).tag("Termination", game.reason())
                .tag("PlyCount", Integer.toString(game.moves().length));
        List<String> names = new ArrayList<>();
        for (int move : game.moves()) {
            names.add(Move.toCoordinate(move));
        }
        return pgn.moves(start, names, game.comments()).end(game.result());
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
}
