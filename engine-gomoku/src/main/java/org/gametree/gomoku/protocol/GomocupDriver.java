package org.gametree.gomoku.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Timer;
import java.util.TimerTask;

import org.gametree.core.book.BookChooser;
import org.gametree.core.book.BookMove;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.book.GomokuBook;
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
 * <p>Two ways to drive it. {@link #run} reads the input on the calling thread and searches on a
 * second one, so the loop stays responsive while it thinks: {@code END} stops the search and
 * returns at once (nothing is written after {@code END}: the move being searched is dropped),
 * {@code INFO} is taken (it applies to the next search; {@code INFO rule} after the move is
 * played), {@code ABOUT} is answered, and anything else is answered {@code ERROR busy: …}. At
 * the end of the input a running search is finished and its move sent. {@link #handle} answers
 * one line completely, searching on the calling thread (tests, in-process use).
 *
 * <p>Input is bounded: a line longer than {@value #MAX_LINE} characters is not kept (answered
 * {@code ERROR}), and a {@code BOARD} block holds at most one line per point of the board.
 *
 * <p>Not thread-safe for callers: one manager, one thread calling {@link #run} or {@link #handle}
 * (the search thread and its alarm are the driver's own).
 */
public final class GomocupDriver {

    /** The {@code ABOUT} reply. */
    public static final String ABOUT =
            "name=\"gametree-gomoku\", version=\"0.1\", author=\"gametree workbench\", country=\"n/a\"";

    /** The longest input line kept, in characters; the rest of a longer line is skipped. */
    public static final int MAX_LINE = 4096;
    /** How long {@link #run} waits, after {@code END}, for the stopped search to let go of the engine. */
    static final long END_GRACE_MILLIS = 1_000;

    /** Where a BOARD block is. */
    private enum BoardState {
        /** Not in a BOARD block. */
        NONE,
        /** Collecting stone lines until DONE. */
        COLLECTING,
        /** The block was answered with ERROR: its lines are skipped until DONE. */
        SKIPPING
    }

    private final GomokuEngine engine;
    private final PrintWriter out;
    private final TimeControl time = new TimeControl();
    private Rule rule = Rule.FREESTYLE;
    /** The game, or null before START. */
    private GomokuPosition game;

    private BoardState boardState = BoardState.NONE;
    /** The stones of the BOARD block being collected (point, field), at most one per point of the board. */
    private int[] boardPoints = new int[0];
    private int[] boardFields = new int[0];
    private int boardCount;
    /** Lines of the BOARD block so far, for error messages. */
    private int boardLine;

    // Searching on another thread (run): guarded by this object's monitor.
    /** Whether {@link #run} drives the loop (searches go to their own thread). */
    private boolean background;
    /** The search thread while a move is being searched in the background, else null. */
    private Thread searchThread;
    /** The running background search's stop signal. */
    private StopSignal searchStop;
    /** An INFO rule received during a background search, applied after its move. */
    private Rule pendingRule;
    /** Set by END: nothing more is written. */
    private boolean ended;

    /** The opening book played from before any search, or null (the default: every move searched). */
    private GomokuBook book;
    private BookChooser bookChooser;
    /** The Renju opening (book group) of this game's last book move, preferred for the next (0: none yet). */
    private int bookGroup;

    /** A driver playing with {@code engine} and replying on {@code out}. */
    public GomocupDriver(GomokuEngine engine, PrintWriter out) {
        this.engine = engine;
        this.out = out;
    }

    /**
     * Plays from {@code book} (null: no book) when it knows the position and the board has its
     * size: a move chosen at random by weight from a generator started at {@code seed}, sent at
     * once after a MESSAGE naming it; moves of the Renju opening (book group) of the game's earlier
     * book moves are preferred. Off by default, so searches and node counts are unchanged.
     */
    public synchronized void useBook(GomokuBook book, long seed) {
        this.book = book;
        this.bookChooser = new BookChooser(seed);
    }

    /** The book's move for the game (0 if there is no book, another board size, or the book does not know it). */
    private int bookMove() {
        if (book == null || game.size() != book.size()) {
            return 0;
        }
        List<GomokuBook.Entry> entries = book.probe(game);
        List<BookMove> stats = new ArrayList<>(entries.size());
        for (GomokuBook.Entry e : entries) {
            stats.add(e.stats());
        }
        int chosen = bookChooser.choose(stats, bookGroup);
        if (chosen < 0) {
            return 0;
        }
        GomokuBook.Entry entry = entries.get(chosen);
        if (entry.stats().group() != 0) {
            bookGroup = entry.stats().group();
        }
        message("book move " + Notation.toGomocup(entry.point()) + " weight " + entry.stats().weight()
                + " of " + entries.size() + " book moves");
        return entry.point();
    }

    /**
     * Reads and answers commands until {@code END} or the end of {@code in}, searching on a
     * thread of its own (see the class documentation). Returns within about a millisecond of
     * {@code END} plus the time the search takes to notice its stop signal (bounded by
     * {@value #END_GRACE_MILLIS} ms); at the end of the input a running search is finished first.
     */
    public void run(BufferedReader in) {
        synchronized (this) {
            background = true;
        }
        try {
            LineReader lines = new LineReader(in);
            String line;
            while ((line = lines.next()) != null) {
                boolean goOn = lines.truncated() ? tooLong(line) : handle(line);
                if (!goOn) {
                    awaitSearch(END_GRACE_MILLIS);
                    return;
                }
            }
        } catch (IOException e) {
            // the manager went away: the same as the end of the input
        }
        awaitSearch(0);
    }

    /**
     * Answers one line; false after {@code END}. Outside {@link #run} a search runs on the
     * calling thread, so every reply to the line is written when this returns.
     */
    public synchronized boolean handle(String line) {
        if (ended) {
            return false;
        }
        try {
            return dispatch(line.trim());
        } catch (Rejected e) {
            reply("ERROR " + e.getMessage());
        } catch (RuntimeException e) {
            reply("ERROR internal error: " + e);
        }
        return true;
    }

    /** The limits the next search would get (for tests: INFO during a search applies to the next one). */
    synchronized SearchLimits nextLimits() {
        return time.limits();
    }

    /** The stone lines the BOARD block being read holds (for tests: never more than the board's points). */
    synchronized int boardLinesHeld() {
        return boardCount;
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
        if (boardState != BoardState.NONE) {
            return boardLine(command, line);
        }
        if (command.equals("END")) {
            end();
            return false;
        }
        if (searchThread != null) {
            return whileSearching(command, args);
        }
        switch (command) {
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
                beginBoard(args);
                break;
            case "TAKEBACK":
                takeBack(point(args));
                break;
            case "ABOUT":
                noArguments(command, args);
                reply(ABOUT);
                break;
            default:
                throw new Rejected("unknown command '" + quote(words[0]) + "'");
        }
        return true;
    }

    /** A command while a background search runs: INFO and ABOUT are taken, the rest is refused. */
    private boolean whileSearching(String command, String args) {
        switch (command) {
            case "INFO":
                info(args);
                break;
            case "ABOUT":
                noArguments(command, args);
                reply(ABOUT);
                break;
            default:
                throw new Rejected("busy: still thinking about a move; " + command
                        + " is refused until it is sent (INFO, ABOUT and END are taken meanwhile)");
        }
        return true;
    }

    /** END: the running search (if any) is stopped and nothing more is written. */
    private void end() {
        ended = true;
        if (searchStop != null) {
            searchStop.stop();
        }
    }

    /** Waits for the background search to finish, at most {@code millis} (0: as long as it takes). */
    private void awaitSearch(long millis) {
        Thread thread;
        synchronized (this) {
            thread = searchThread;
        }
        if (thread == null) {
            return;
        }
        try {
            thread.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
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
        bookGroup = 0;
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
                Rule newRule = ruleOf((int) Math.min(Integer.MAX_VALUE, nonNegative(words[1], key)));
                if (searchThread != null) {
                    pendingRule = newRule; // the game is being searched: replayed after the move
                } else {
                    setRule(newRule);
                }
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

    /** BOARD: its stone lines follow, up to DONE; a BOARD that cannot be used is answered now. */
    private void beginBoard(String args) {
        boardLine = 0;
        boardCount = 0;
        if (!args.isEmpty()) {
            skipBoard("BOARD takes no arguments, got '" + quote(args) + "'");
            return;
        }
        if (game == null) {
            skipBoard("no game: send START first");
            return;
        }
        int points = game.size() * game.size();
        if (boardPoints.length != points) {
            boardPoints = new int[points];
            boardFields = new int[points];
        }
        boardState = BoardState.COLLECTING;
    }

    /**
     * Answers the BOARD block with ERROR now (its one reply) and skips its remaining lines up to
     * DONE; the game stays as it was before BOARD.
     */
    private void skipBoard(String reason) {
        boardState = BoardState.SKIPPING;
        reply("ERROR " + reason + "; BOARD ignored up to DONE, the game is unchanged");
    }

    /**
     * A line inside a BOARD block: END ends, DONE closes the block (and, if nothing was wrong,
     * plays), anything else is a stone {@code x,y,field}, checked as it arrives. The block holds
     * at most one line per point of the board, so a block without DONE stays bounded.
     */
    private boolean boardLine(String command, String line) {
        if (command.equals("END")) {
            end();
            return false;
        }
        if (command.equals("DONE")) {
            BoardState state = boardState;
            boardState = BoardState.NONE;
            if (state == BoardState.COLLECTING) {
                board();
            }
            return true;
        }
        if (boardState == BoardState.SKIPPING) {
            return true;
        }
        boardLine++;
        String where = "BOARD line " + boardLine + " '" + quote(line) + "': ";
        if (boardCount == boardPoints.length) {
            skipBoard(where + "more stone lines than the board's " + boardPoints.length + " points");
            return true;
        }
        String[] parts = line.split(",", 4);
        if (parts.length != 3) {
            skipBoard(where + "expected x,y,field");
            return true;
        }
        int point;
        int field;
        try {
            point = point(parts[0] + "," + parts[1]);
            field = number(parts[2], "field");
        } catch (Rejected e) {
            skipBoard(where + e.getMessage());
            return true;
        }
        if (field == 3) {
            skipBoard(where + "continuous game (field 3) is not supported");
        } else if (field != 1 && field != 2) {
            skipBoard(where + "field must be 1 (own) or 2 (opponent)");
        } else {
            boardPoints[boardCount] = point;
            boardFields[boardCount] = field;
            boardCount++;
        }
        return true;
    }

    /** A line longer than {@link #MAX_LINE} (its beginning): refused, inside a BOARD block too. */
    private synchronized boolean tooLong(String beginning) {
        if (ended) {
            return false;
        }
        String what = "a line longer than " + MAX_LINE + " characters ('" + quote(beginning) + "')";
        if (boardState == BoardState.COLLECTING) {
            boardLine++;
            skipBoard("BOARD line " + boardLine + ": " + what);
        } else if (boardState == BoardState.NONE) {
            reply("ERROR " + what + " is ignored");
        }
        return true;
    }

    /**
     * BOARD … DONE: own stones (field 1) and the opponent's (field 2), listed in the order they
     * were played, replayed alternately from black. The side to move is this engine: black when
     * both have as many stones, white when the opponent has one more. Any bad line leaves the
     * game as it was.
     */
    private void board() {
        requireGame();
        int own = 0;
        for (int i = 0; i < boardCount; i++) {
            if (boardFields[i] == 1) {
                own++;
            }
        }
        int opponent = boardCount - own;
        boolean black = own == opponent;
        if (!black && opponent != own + 1) {
            throw new Rejected("BOARD has " + own + " own and " + opponent
                    + " opponent stones; the opponent must have as many as this engine or one more");
        }
        int blackField = black ? 1 : 2;
        int[] blacks = new int[boardCount];
        int[] whites = new int[boardCount];
        int blackCount = 0;
        int whiteCount = 0;
        for (int i = 0; i < boardCount; i++) {
            if (boardFields[i] == blackField) {
                blacks[blackCount++] = boardPoints[i];
            } else {
                whites[whiteCount++] = boardPoints[i];
            }
        }
        GomokuPosition rebuilt = new GomokuPosition(rule, game.size());
        for (int i = 0; i < blackCount; i++) {
            place(rebuilt, blacks[i]);
            if (i < whiteCount) {
                place(rebuilt, whites[i]);
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

    /**
     * Thinks within the time, plays the move and sends it, after MESSAGE lines about the search:
     * on the calling thread, or (under {@link #run}) on a search thread of its own.
     */
    private void play() {
        requirePlayable();
        int fromBook = bookMove();
        if (fromBook != 0) {
            game.makeMove(fromBook);
            reply(Notation.toGomocup(fromBook));
            return;
        }
        SearchLimits limits = time.limits();
        StopSignal stop = new StopSignal();
        long start = System.nanoTime();
        if (!background) {
            playChoice(think(limits, stop), start);
            return;
        }
        searchStop = stop;
        Thread thread = new Thread(() -> searchInBackground(limits, stop, start), "gomocup-search");
        thread.setDaemon(true);
        searchThread = thread;
        thread.start();
    }

    /** The engine's choice within the limits. The position is not changed (and not changed meanwhile). */
    private GomokuEngine.Choice think(SearchLimits limits, StopSignal stop) {
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
        try {
            return engine.think(game, limits.withStop(stop), new Reporter());
        } finally {
            if (alarm != null) {
                alarm.cancel();
            }
        }
    }

    /** The search thread: thinks, then (unless END came) plays and sends the move. */
    private void searchInBackground(SearchLimits limits, StopSignal stop, long start) {
        GomokuEngine.Choice choice = null;
        RuntimeException failure = null;
        try {
            choice = think(limits, stop);
        } catch (RuntimeException e) {
            failure = e;
        }
        synchronized (this) {
            try {
                if (failure != null) {
                    throw failure;
                }
                if (!ended) {
                    playChoice(choice, start);
                }
            } catch (Rejected e) {
                reply("ERROR " + e.getMessage());
            } catch (RuntimeException e) {
                reply("ERROR internal error: " + e);
            } finally {
                searchThread = null;
                searchStop = null;
                if (pendingRule != null) {
                    Rule newRule = pendingRule;
                    pendingRule = null;
                    setRule(newRule);
                }
            }
        }
    }

    /** Plays the engine's choice and sends it. */
    private void playChoice(GomokuEngine.Choice choice, long start) {
        time.spent((System.nanoTime() - start) / 1_000_000);
        if (choice.source() != GomokuEngine.Source.SEARCH) {
            message(choice.source() + " value " + Score.describe(choice.value()) + " nodes " + choice.nodes()
                    + " pv " + line(choice.pv()));
        }
        if (choice.defence() != GomokuEngine.Defence.NONE) {
            message("defence against a " + choice.defence() + ": " + choice.defences() + " moves searched");
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

    /** Writes a line, unless END came (the search thread writes through here too). */
    private synchronized void reply(String text) {
        if (ended) {
            return;
        }
        out.println(text);
        out.flush();
    }

    /** Input quoted in a message: at most 40 characters of it. */
    private static String quote(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }

    /**
     * Lines of at most {@link GomocupDriver#MAX_LINE} characters, ended by LF, CR LF or CR; a
     * longer line's beginning is returned with {@link #truncated()} set and the rest skipped.
     */
    private static final class LineReader {
        private final BufferedReader in;
        private final StringBuilder line = new StringBuilder();
        /** The last line ended with CR: an LF right after it belongs to it. */
        private boolean skipLf;
        private boolean truncated;

        LineReader(BufferedReader in) {
            this.in = in;
        }

        /** The next line, or null at the end of the input. */
        String next() throws IOException {
            line.setLength(0);
            truncated = false;
            while (true) {
                int c = in.read();
                if (c < 0) {
                    return line.length() > 0 || truncated ? line.toString() : null;
                }
                if (skipLf) {
                    skipLf = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                if (c == '\n') {
                    return line.toString();
                }
                if (c == '\r') {
                    if (in.ready()) {
                        in.mark(1);
                        if (in.read() != '\n') {
                            in.reset();
                        }
                    } else {
                        skipLf = true; // do not wait for the next character: the manager may be waiting for us
                    }
                    return line.toString();
                }
                if (line.length() < MAX_LINE) {
                    line.append((char) c);
                } else {
                    truncated = true;
                }
            }
        }

        boolean truncated() {
            return truncated;
        }
    }

    /** Input the driver answers with ERROR; the message is the reason. */
    private static final class Rejected extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Rejected(String message) {
            super(message, null, false, false);
        }
    }
}
