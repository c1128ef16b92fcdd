package org.gametree.gomoku.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Timer;
import java.util.TimerTask;

import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.search.GomokuEngine;

/**
 * The Gomocup (Piskvork) protocol loop: one command per line in, one reply per command out
 * (flushed), with {@code MESSAGE} lines before a move. Commands are case-insensitive; an empty
 * line is ignored; anything else the driver cannot use — an unknown command, bad numbers, an
 * occupied or off-board point, a command before {@code START} — is answered {@code ERROR <reason>}
 * and changes nothing. Nothing is thrown out of the loop; {@code END} or the end of the input
 * ends it. See the package documentation for the commands and the decisions behind them.
 *
 * <p>Not thread-safe: one manager, one thread (the search's alarm is the only other thread).
 */
public final class GomocupDriver {

    /** The {@code ABOUT} reply. */
    public static final String ABOUT =
            "name=\"gametree-gomoku\", version=\"0.1\", author=\"gametree workbench\", country=\"n/a\"";

    private final GomokuEngine engine;
    private final PrintWriter out;
    private final TimeControl time = new TimeControl();
    private Rule rule = Rule.FREESTYLE;
    /** The game, or null before START. */
    private GomokuPosition game;
    /** The lines of a BOARD command until DONE, or null outside one. */
    private List<String> boardLines;
    /** What followed BOARD on its line: BOARD takes nothing, so anything is rejected at DONE. */
    private String boardArguments;

    /** A driver playing with {@code engine} and replying on {@code out}. */
    public GomocupDriver(GomokuEngine engine, PrintWriter out) {
        this.engine = engine;
        this.out = out;
    }

    /** Reads and answers commands until {@code END} or the end of {@code in}. */
    public void run(BufferedReader in) {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handle(line)) {
                    return;
                }
            }
        } catch (IOException e) {
            // the manager went away: the same as the end of the input
        }
    }

    /** Answers one line; false after {@code END}. */
    public boolean handle(String line) {
        try {
            return dispatch(line.trim());
        } catch (Rejected e) {
            reply("ERROR " + e.getMessage());
        } catch (RuntimeException e) {
            reply("ERROR internal error: " + e);
        }
        return true;
    }

    /** The rule of an {@code INFO rule} bitmask: 4 renju (first), 1 exactly five, other bits ignored. */
    static Rule ruleOf(int bitmask) {
        if ((bitmask & 4) != 0) {
            return Rule.RENJU;
        }
        return (bitmask & 1) != 0 ? Rule.STANDARD : Rule.FREESTYLE;
    }

    private boolean dispatch(String line) {
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split("\\s+", 2);
        String command = words[0].toUpperCase(Locale.ROOT);
        String args = words.length > 1 ? words[1] : "";
        if (boardLines != null) {
            if (command.equals("END")) {
                return false;
            }
            if (command.equals("DONE")) {
                List<String> lines = boardLines;
                boardLines = null;
                noArguments("BOARD", boardArguments);
                board(lines);
            } else {
                boardLines.add(line);
            }
            return true;
        }
        switch (command) {
            case "END":
                return false;
            case "START":
                start(number(args, "board size"));
                break;
            case "RECTSTART":
                rectStart(args);
                break;
            case "RESTART":
                noArguments(command, args);
                start(requireGame().size());
                break;
            case "INFO":
                info(args);
                break;
            case "BEGIN":
                noArguments(command, args);
                if (requireGame().ply() != 0) {
                    throw new Rejected("BEGIN needs an empty board (use BOARD for a position)");
                }
                play();
                break;
            case "TURN":
                turn(point(args));
                break;
            case "BOARD":
                // the stone lines follow whatever this line says: collect them, reject at DONE
                boardLines = new ArrayList<>();
                boardArguments = args;
                break;
            case "TAKEBACK":
                takeBack(point(args));
                break;
            case "ABOUT":
                noArguments(command, args);
                reply(ABOUT);
                break;
            default:
                throw new Rejected("unknown command '" + words[0] + "'");
        }
        return true;
    }

    // ---------------------------------------------------------------- commands

    private void start(int size) {
        if (size < GomokuPosition.MIN_SIZE || size > GomokuPosition.MAX_SIZE) {
            throw new Rejected("unsupported board size " + size + " (supported: "
                    + GomokuPosition.MIN_SIZE + " to " + GomokuPosition.MAX_SIZE + ")");
        }
        game = new GomokuPosition(rule, size);
        engine.newGame();
        time.newGame();
        reply("OK");
    }

    private void rectStart(String args) {
        String[] parts = args.split(",", -1);
        if (parts.length != 2) {
            throw new Rejected("RECTSTART expects width,height, got '" + args + "'");
        }
        int width = number(parts[0], "width");
        if (width != number(parts[1], "height")) {
            throw new Rejected("rectangular boards are not supported, only square ones");
        }
        start(width);
    }

    private void info(String args) {
        String[] words = args.split("\\s+", 2);
        if (words[0].isEmpty() || words.length < 2) {
            throw new Rejected("INFO expects a key and a value, got '" + args + "'");
        }
        String key = words[0].toLowerCase(Locale.ROOT);
        switch (key) {
            case "timeout_turn":
                time.timeoutTurn(nonNegative(words[1], key));
                break;
            case "timeout_match":
                time.timeoutMatch(nonNegative(words[1], key));
                break;
            case "time_left":
                time.timeLeft(nonNegative(words[1], key));
                break;
            case "max_memory":
                nonNegative(words[1], key); // checked, but the table size is fixed
                break;
            case "rule":
                setRule(ruleOf((int) Math.min(Integer.MAX_VALUE, nonNegative(words[1], key))));
                break;
            default:
                break; // game_type, folder, evaluate, and keys not known yet: ignored as the protocol asks
        }
    }

    /** The new rule, and the current game replayed under it (managers send INFO after START). */
    private void setRule(Rule newRule) {
        rule = newRule;
        if (game != null && game.rule() != newRule) {
            GomokuPosition replayed = new GomokuPosition(newRule, game.size());
            for (int move : game.moves()) {
                replayed.makeMove(move);
            }
            game = replayed;
        }
    }

    private void turn(int point) {
        requireGame();
        requirePlayable();
        String name = Notation.toGomocup(point);
        if (game.stoneAt(point) != GomokuPosition.EMPTY) {
            throw new Rejected(name + " is occupied");
        }
        if (game.rule() == Rule.RENJU && game.stoneToMove() == GomokuPosition.BLACK
                && ForbiddenPoints.isForbidden(game, point)) {
            throw new Rejected(name + " is forbidden for black under renju ("
                    + ForbiddenPoints.reason(game, point).label() + ")");
        }
        game.makeMove(point);
        play();
    }

    private void takeBack(int point) {
        requireGame();
        if (game.ply() == 0 || game.lastMove() != point) {
            throw new Rejected(Notation.toGomocup(point) + " is not the last move ("
                    + (game.ply() == 0 ? "the board is empty" : "the last move is " + Notation.toGomocup(game.lastMove()))
                    + ")");
        }
        game.unmakeMove();
        reply("OK");
    }

    /**
     * BOARD … DONE: own stones (field 1) and the opponent's (field 2), listed in the order they
     * were played, replayed alternately from black. The side to move is this engine: black when
     * both have as many stones, white when the opponent has one more. Any bad line leaves the
     * game as it was.
     */
    private void board(List<String> lines) {
        requireGame();
        List<Integer> own = new ArrayList<>();
        List<Integer> opponent = new ArrayList<>();
        for (String line : lines) {
            String[] parts = line.split(",", -1);
            if (parts.length != 3) {
                throw new Rejected("BOARD line '" + line + "': expected x,y,field");
            }
            int point = point(parts[0] + "," + parts[1]);
            int field = number(parts[2], "field");
            if (field == 1) {
                own.add(point);
            } else if (field == 2) {
                opponent.add(point);
            } else if (field == 3) {
                throw new Rejected("BOARD line '" + line + "': continuous game (field 3) is not supported");
            } else {
                throw new Rejected("BOARD line '" + line + "': field must be 1 (own) or 2 (opponent)");
            }
        }
        boolean black = own.size() == opponent.size();
        if (!black && opponent.size() != own.size() + 1) {
            throw new Rejected("BOARD has " + own.size() + " own and " + opponent.size()
                    + " opponent stones; the opponent must have as many as this engine or one more");
        }
        List<Integer> blacks = black ? own : opponent;
        List<Integer> whites = black ? opponent : own;
        GomokuPosition rebuilt = new GomokuPosition(rule, game.size());
        for (int i = 0; i < blacks.size(); i++) {
            place(rebuilt, blacks.get(i));
            if (i < whites.size()) {
                place(rebuilt, whites.get(i));
            }
        }
        if (rebuilt.result().isOver()) {
            throw new Rejected("BOARD: the game is over (" + describe(rebuilt.result()) + ")");
        }
        game = rebuilt;
        play();
    }

    private static void place(GomokuPosition position, int point) {
        String name = Notation.toGomocup(point);
        if (position.stoneAt(point) != GomokuPosition.EMPTY) {
            throw new Rejected("BOARD lists " + name + " twice");
        }
        if (position.result().isOver()) {
            throw new Rejected("BOARD: the game was over (" + describe(position.result()) + ") before " + name);
        }
        if (position.rule() == Rule.RENJU && position.stoneToMove() == GomokuPosition.BLACK
                && ForbiddenPoints.isForbidden(position, point)) {
            throw new Rejected("BOARD: black stone " + name + " stands on a forbidden point ("
                    + ForbiddenPoints.reason(position, point).label() + ")");
        }
        position.makeMove(point);
    }

    // ---------------------------------------------------------------- our move

    /** Thinks within the time, plays the move and sends it, after MESSAGE lines about the search. */
    private void play() {
        requirePlayable();
        SearchLimits limits = time.limits();
        StopSignal stop = new StopSignal();
        // The search's own limit counts from the search; the alarm counts from now, so the
        // threat solver's time before the search is inside the budget too.
        Timer alarm = limits.millis() > 0 ? new Timer("gomocup-alarm", true) : null;
        if (alarm != null) {
            alarm.schedule(new TimerTask() {
                @Override
                public void run() {
                    stop.stop();
                }
            }, limits.millis());
        }
        long start = System.nanoTime();
        GomokuEngine.Choice choice;
        try {
            choice = engine.think(game, limits.withStop(stop), new Reporter());
        } finally {
            if (alarm != null) {
                alarm.cancel();
            }
        }
        time.spent((System.nanoTime() - start) / 1_000_000);
        if (choice.source() != GomokuEngine.Source.SEARCH) {
            message(choice.source() + " value " + Score.describe(choice.value()) + " nodes " + choice.nodes()
                    + " pv " + line(choice.pv()));
        }
        if (!game.isLegal(choice.point())) {
            throw new IllegalStateException("the engine chose " + Notation.toGomocup(choice.point()) + ", not a legal move");
        }
        game.makeMove(choice.point());
        reply(Notation.toGomocup(choice.point()));
    }

    /** One MESSAGE per completed iteration: nodes and time add up over the iterations. */
    private final class Reporter implements GomokuEngine.Progress {
        private long nodes;
        private long millis;

        @Override
        public void iteration(IterationReport report) {
            nodes += report.statistics().totalNodes();
            millis += report.statistics().millis();
            message("depth " + report.depth() + " value " + Score.describe(report.value()) + " nodes " + nodes
                    + " time " + millis + " nps " + nodes * 1000 / Math.max(1, millis) + " pv " + line(report.pv()));
        }
    }

    // ---------------------------------------------------------------- helpers

    private GomokuPosition requireGame() {
        if (game == null) {
            throw new Rejected("no game: send START first");
        }
        return game;
    }

    private void requirePlayable() {
        if (game.result().isOver()) {
            throw new Rejected("the game is over (" + describe(game.result()) + ")");
        }
    }

    private static String describe(GameResult result) {
        return result == GameResult.DRAW ? "the board is full" : result.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** A point {@code x,y} on the current board. */
    private int point(String text) {
        int size = requireGame().size();
        String[] parts = text.split(",", -1);
        if (parts.length != 2) {
            throw new Rejected("expected a point x,y, got '" + text + "'");
        }
        int x = number(parts[0], "x");
        int y = number(parts[1], "y");
        if (x < 0 || x >= size || y < 0 || y >= size) {
            throw new Rejected("point " + x + "," + y + " is off the board (0 to " + (size - 1) + ")");
        }
        return GomokuPosition.point(x, y);
    }

    private static int number(String text, String what) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new Rejected(what + " must be a whole number, got '" + text.trim() + "'");
        }
    }

    private static long nonNegative(String text, String what) {
        long value;
        try {
            value = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new Rejected(what + " must be a whole number, got '" + text.trim() + "'");
        }
        if (value < 0) {
            throw new Rejected(what + " must not be negative, got " + value);
        }
        return value;
    }

    private static void noArguments(String command, String args) {
        if (!args.isEmpty()) {
            throw new Rejected(command + " takes no arguments, got '" + args + "'");
        }
    }

    private static String line(int[] points) {
        StringBuilder text = new StringBuilder();
        for (int point : points) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(Notation.toGomocup(point));
        }
        return text.toString();
    }

    private void message(String text) {
        reply("MESSAGE " + text);
    }

    private void reply(String text) {
        out.println(text);
        out.flush();
    }

    /** Input the driver answers with ERROR; the message is the reason. */
    private static final class Rejected extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Rejected(String message) {
            super(message, null, false, false);
        }
    }
}
