package org.gametree.xiangqi.uci;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gametree.core.book.BookChooser;
import org.gametree.core.book.BookMove;
import org.gametree.core.io.BoundedLineReader;
import org.gametree.core.search.TableMemory;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Presets;
import org.gametree.core.search.PvLine;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.core.search.TimeManager;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.book.EccoOpenings;
import org.gametree.xiangqi.book.XiangqiBook;
import org.gametree.xiangqi.endgame.EndgameProber;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.RichEvaluation;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

/**
 * The engine over UCI, as Pikafish speaks it for Xiangqi: {@code position startpos|fen … moves …}
 * with coordinates a0–i9, {@code go depth|movetime|nodes|wtime/btime/winc/binc/movestogo|infinite|ponder|searchmoves m1 m2 …},
 * {@code ponderhit}, {@code stop}, {@code isready}, {@code ucinewgame},
 * {@code setoption name Hash|Algorithm|Evaluation|EvalFile|TreeNodes|Move Overhead|Threads|MultiPV|OwnBook|BookFile|BookSeed|EndgameTables|EndgamePath}, {@code quit}
 * ({@code EvalFile}: a parameter file of the rich evaluation's weights, empty for the shipped ones). Each
 * completed iteration prints {@code info depth … score cp|mate … nodes … nps … time … pv …}; the
 * search ends with {@code bestmove}. With {@code MultiPV} N above 1 each iteration prints N such
 * lines, {@code info depth … multipv k …} for k = 1..N best first (fewer when the root has fewer
 * moves), and {@code bestmove} is line 1's. {@code go searchmoves} searches only the moves listed
 * (the ones legal here; all moves if none is); the book is not asked then.
 *
 * <p>Book: with {@code OwnBook true} a {@code go} (not infinite, not ponder) first probes the opening
 * book ({@code BookFile}, {@code <builtin>} for the shipped one) and, if it knows the position,
 * answers at once with a move chosen at random by weight ({@code BookSeed}: 0 seeds from the clock,
 * any other number repeats the same choices; moves of the line — ECCO group — of the game's earlier
 * book moves are preferred), after an {@code info string book …} line. Off by
 * default, so searches and their node counts are as without a book.
 *
 * <p>Endgame databases: with {@code EndgameTables true} (the default) a search whose algorithm has
 * the {@code endgame-tables} switch on (the {@code best} preset) values positions of the
 * databases already built in {@code EndgamePath} (the user's cache directory when empty; built by
 * {@code endgame build} or the workbench) exactly, and reports their mates; none is built by a
 * search.
 *
 * <p>Time: {@code go movetime T} searches T ms less the {@code Move Overhead} (at most half of T;
 * the GUI's stopwatch runs from its go to our bestmove, latency included). With a clock ({@code wtime} …)
 * {@link TimeManager} gives a soft time (no iteration starts after it) and a hard one (the
 * search stops), keeping {@code Move Overhead} ms per move for what the search does not see;
 * and no iteration starts that is predicted to end past the hard time
 * ({@link #nextIterationFits}).
 * {@code go ponder} searches without a limit until {@code stop} or {@code ponderhit}; after
 * {@code ponderhit} the search ends at the soft time of the clock given with {@code go ponder},
 * counted from the ponderhit (the iteration then running is cut there, since the soft limit of a
 * running search cannot be moved), or at once if it had already finished.
 *
 * <p>A malformed line is answered with {@code info string} and otherwise ignored. An illegal move
 * in {@code position} is reported and the position stops before it — nothing is dropped silently.
 * Searches run on their own thread, so {@code stop} and {@code isready} are answered at once.
 */
public final class UciEngine {

    public static final String NAME = "Game-tree workbench Xiangqi";
    private static final int MAX_HASH_MB = 4096;
    /** The largest {@code Move Overhead} accepted, in ms. */
    public static final int MAX_MOVE_OVERHEAD = 5000;
    /** The default {@code Move Overhead} in ms: process and pipe latency, with room for a GC pause. */
    public static final int DEFAULT_MOVE_OVERHEAD = 50;
    /** The BookFile value naming the book shipped in the jar. */
    public static final String BUILT_IN_BOOK = "<builtin>";

    private final PrintWriter out;
    private Position position = Position.startPosition();
    private int hashMegabytes = 64;
    private String algorithm = "best";
    private String evaluation = XiangqiEvaluation.FOR_PLAY;
    /** The rich evaluation's weights (EvalFile). */
    private EvalParameters parameters = EvalParameters.defaults();
    private int treeNodes; // 0: sized from the heap
    /** Search threads (Lazy SMP); 1 is deterministic. */
    private int threads = 1;
    /** Root lines searched and reported (MultiPV); 1 is the plain search. */
    private int multiPv = 1;
    private long moveOverhead = DEFAULT_MOVE_OVERHEAD;
    /** Set by the search thread once its bestmove is sent (the thread then only returns). */
    private volatile boolean answered;
    /** True while a go infinite / go ponder search must hold its bestmove (until stop or ponderhit). */
    private volatile boolean holding;
    /** The limits of the last search started (for tests). */
    private volatile SearchLimits lastLimits;
    /** Whether the running search is a go ponder one (ponderhit applies to it). */
    private volatile boolean pondering;
    /** The soft time of the running ponder search's clock, applied from ponderhit (0: none). */
    private long ponderSoftMillis;
    /** Whether go plays from the opening book when it knows the position. */
    private boolean ownBook;
    private boolean endgameTables = true;
    /** The databases' directory; null for the user's cache directory. */
    private Path endgamePath;
    /** The prober of the databases in use (copied for each search), made on first use. */
    private EndgameProber endgames;
    private String bookFile = BUILT_IN_BOOK;
    /** The loaded book (null until first needed or after BookFile changes). */
    private XiangqiBook book;
    private BookChooser bookChooser = new BookChooser(System.nanoTime());
    /** The book line (ECCO group) of this game's last book move, preferred for the next (0: none yet). */
    private int bookGroup;
    private Searcher searcher;
    private Thread searchThread;
    private StopSignal stop;

    public UciEngine(PrintWriter out) {
        this.out = out;
    }

    /** No wtime/btime given: the search has no clock limit. */
    private static final long NO_CLOCK = Long.MIN_VALUE;

    /**
     * The longest command line read whole: a {@code position … moves} line of a 100,000-ply game
     * fits many times over, and a peer that never sends a line break cannot fill the heap.
     */
    public static final int MAX_LINE_CHARS = 1 << 20;

    /** Reads commands until {@code quit} or the end of input; returns when any search has ended. */
    public void run(Reader in) throws IOException {
        BoundedLineReader lines = new BoundedLineReader(in, MAX_LINE_CHARS);
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            if (lines.lastLineTooLong()) {
                send("info string error: a line of more than " + MAX_LINE_CHARS + " characters ignored");
                continue;
            }
            if (!handle(line)) {
                break;
            }
        }
        stopSearch();
    }

    /**
     * Handles one line; false after {@code quit}. No line ends the session by an exception: an
     * unexpected one is reported as an {@code info string} and the engine reads on.
     */
    public boolean handle(String line) {
        try {
            return dispatch(line);
        } catch (RuntimeException e) {
            send("info string error: '" + line.trim() + "' could not be handled (" + e + "); ignored");
            return true;
        }
    }

    private boolean dispatch(String line) {
        String[] words = line.trim().split("\\s+");
        if (words.length == 0 || words[0].isEmpty()) {
            return true;
        }
        switch (words[0]) {
            case "uci":
                send("id name " + NAME);
                send("id author the workbench authors");
                send("option name Hash type spin default 64 min 1 max " + MAX_HASH_MB);
                send("option name Algorithm type string default best");
                send("option name Evaluation type combo default " + XiangqiEvaluation.FOR_PLAY + " var pst var book var rich");
                send("option name EvalFile type string default <empty>");
                send("option name TreeNodes type spin default 0 min 0 max " + TableMemory.MAX_TREE_NODES);
                send("option name Move Overhead type spin default " + DEFAULT_MOVE_OVERHEAD + " min 0 max " + MAX_MOVE_OVERHEAD);
                send("option name Threads type spin default 1 min 1 max " + SearchConfig.MAX_THREADS);
                send("option name MultiPV type spin default 1 min 1 max " + SearchLimits.MAX_MULTI_PV);
                send("option name OwnBook type check default false");
                send("option name BookFile type string default " + BUILT_IN_BOOK);
                send("option name BookSeed type spin default 0 min 0 max " + Integer.MAX_VALUE);
                send("option name EndgameTables type check default true");
                send("option name EndgamePath type string default <empty>");
                send("uciok");
                break;
            case "isready":
                if (searcher == null && (searchThread == null || !searchThread.isAlive())) {
                    // the table is allocated now, not in the clock time of the next go
                    searcher = newSearcher();
                }
                send("readyok");
                break;
            case "ucinewgame":
                stopSearch();
                searcher = null; // a fresh table and history
                position = Position.startPosition();
                bookGroup = 0;
                break;
            case "setoption":
                setOption(line);
                break;
            case "position":
                stopSearch();
                setPosition(words);
                break;
            case "go":
                go(words);
                break;
            case "stop":
                stopSearch();
                break;
            case "ponderhit":
                ponderHit();
                break;
            case "quit":
                stopSearch();
                return false;
            case "d":
                send("info string " + Fen.write(position));
                break;
            default:
                send("info string unknown command '" + words[0] + "' ignored");
        }
        return true;
    }

    private void setOption(String line) {
        String rest = line.trim().substring("setoption".length()).trim();
        int valueAt = rest.indexOf(" value ");
        if (!rest.startsWith("name ") || valueAt < 0) {
            send("info string setoption needs 'name <id> value <x>'; ignored: " + line.trim());
            return;
        }
        if (valueAt < 5) { // "setoption name value 5": the name is missing
            send("info string setoption needs an option name before 'value'; ignored: " + line.trim());
            return;
        }
        String name = rest.substring(5, valueAt).trim();
        String value = rest.substring(valueAt + 7).trim();
        switch (name.toLowerCase(Locale.ROOT)) {
            case "hash":
                try {
                    int mb = Integer.parseInt(value);
                    if (mb < 1 || mb > MAX_HASH_MB) {
                        throw new NumberFormatException();
                    }
                    int affordable = TableMemory.affordableMegabytes();
                    if (mb > affordable) {
                        send("info string Hash " + mb + " does not fit in this JVM's heap; using " + affordable
                                + " (raise it with java -Xmx…)");
                        mb = affordable;
                    }
                    hashMegabytes = mb;
                    searcher = null;
                } catch (NumberFormatException e) {
                    send("info string Hash must be a whole number 1-" + MAX_HASH_MB + "; got '" + value + "'");
                }
                break;
            case "algorithm":
                try {
                    Presets.searcherFor(value, 1);
                    algorithm = value;
                    searcher = null;
                } catch (IllegalArgumentException e) {
                    send("info string " + e.getMessage());
                }
                break;
            case "evaluation":
                try {
                    XiangqiEvaluation.byName(value);
                    evaluation = value;
                } catch (IllegalArgumentException e) {
                    send("info string " + e.getMessage());
                }
                break;
            case "evalfile":
                try {
                    parameters = value.isEmpty() || value.equals("<empty>") ? EvalParameters.defaults()
                            : EvalParameters.read(java.nio.file.Path.of(value));
                } catch (IllegalArgumentException e) {
                    send("info string " + e.getMessage());
                }
                break;
            case "treenodes":
                try {
                    int nodes = Integer.parseInt(value);
                    if (nodes < 0 || nodes > TableMemory.MAX_TREE_NODES) {
                        throw new NumberFormatException();
                    }
                    treeNodes = nodes;
                } catch (NumberFormatException e) {
                    send("info string TreeNodes must be a whole number 0-" + TableMemory.MAX_TREE_NODES
                            + " (0: sized from the heap); got '" + value + "'");
                }
                break;
            case "threads":
                try {
                    int count = Integer.parseInt(value);
                    if (count < 1 || count > SearchConfig.MAX_THREADS) {
                        throw new NumberFormatException();
                    }
                    threads = count;
                    searcher = null;
                } catch (NumberFormatException e) {
                    send("info string Threads must be a whole number 1-" + SearchConfig.MAX_THREADS + "; got '" + value + "'");
                }
                break;
            case "multipv":
                try {
                    int lines = Integer.parseInt(value);
                    if (lines < 1 || lines > SearchLimits.MAX_MULTI_PV) {
                        throw new NumberFormatException();
                    }
                    multiPv = lines; // a limit of each search: the searcher stays
                } catch (NumberFormatException e) {
                    send("info string MultiPV must be a whole number 1-" + SearchLimits.MAX_MULTI_PV + "; got '" + value + "'");
                }
                break;
            case "move overhead":
                try {
                    int millis = Integer.parseInt(value);
                    if (millis < 0 || millis > MAX_MOVE_OVERHEAD) {
                        throw new NumberFormatException();
                    }
                    moveOverhead = millis;
                } catch (NumberFormatException e) {
                    send("info string Move Overhead must be a whole number 0-" + MAX_MOVE_OVERHEAD + " (ms); got '" + value + "'");
                }
                break;
            case "ownbook":
                if (value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false")) {
                    ownBook = Boolean.parseBoolean(value.toLowerCase(Locale.ROOT));
                    if (ownBook) {
                        loadBook();
                    }
                } else {
                    send("info string OwnBook must be true or false; got '" + value + "'");
                }
                break;
            case "bookfile":
                bookFile = value.isEmpty() || value.equals("<empty>") ? BUILT_IN_BOOK : value;
                book = null;
                if (ownBook) {
                    loadBook();
                }
                break;
            case "bookseed":
                try {
                    long seed = Long.parseLong(value);
                    if (seed < 0 || seed > Integer.MAX_VALUE) {
                        throw new NumberFormatException();
                    }
                    bookChooser = new BookChooser(seed == 0 ? System.nanoTime() : seed);
                } catch (NumberFormatException e) {
                    send("info string BookSeed must be a whole number 0-" + Integer.MAX_VALUE + "; got '" + value + "'");
                }
                break;
            case "endgametables":
                if (value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false")) {
                    endgameTables = Boolean.parseBoolean(value.toLowerCase(Locale.ROOT));
                } else {
                    send("info string EndgameTables must be true or false; got '" + value + "'");
                }
                break;
            case "endgamepath":
                endgamePath = value.isEmpty() || value.equals("<empty>") ? null : Path.of(value);
                endgames = null;
                break;
            default:
                send("info string unknown option '" + name + "' ignored");
        }
    }

    /** A prober for one search, or null when the databases are off. */
    private EndgameProber endgamesForSearch() {
        if (!endgameTables) {
            return null;
        }
        if (endgames == null) {
            Path directory = endgamePath != null ? endgamePath : EndgameTablebases.defaultDirectory();
            endgames = new EndgameProber(EndgameTablebases.shared(directory));
        }
        return endgames.copy();
    }

    /** Loads the book named by BookFile; a book that cannot be read is reported and play goes on without one. */
    private XiangqiBook loadBook() {
        if (book == null) {
            try {
                book = bookFile.equals(BUILT_IN_BOOK) ? XiangqiBook.builtIn() : XiangqiBook.load(Path.of(bookFile));
                send("info string book " + bookFile + ": " + book.book().positionCount() + " positions");
            } catch (IOException | RuntimeException e) {
                send("info string book " + bookFile + " not used: " + e.getMessage());
                ownBook = false;
            }
        }
        return book;
    }

    /** The book's move for the current position (0 if the book is off or does not know it), announced. */
    private int bookMove() {
        if (!ownBook || loadBook() == null) {
            return 0;
        }
        List<XiangqiBook.Entry> entries = book.probe(position);
        List<BookMove> stats = new ArrayList<>(entries.size());
        for (XiangqiBook.Entry e : entries) {
            stats.add(e.stats());
        }
        int chosen = bookChooser.choose(stats, bookGroup);
        if (chosen < 0) {
            return 0;
        }
        XiangqiBook.Entry entry = entries.get(chosen);
        if (entry.stats().group() != 0) {
            bookGroup = entry.stats().group();
        }
        send("info string book move " + Move.toCoordinate(entry.move()) + " weight " + entry.stats().weight()
                + " of " + entries.size() + " book moves"
                + (entry.stats().group() != 0 ? " line " + EccoOpenings.code(entry.stats().group()) : ""));
        return entry.move();
    }

    private void setPosition(String[] words) {
        int i = 1;
        Position next;
        try {
            if (words.length > 1 && words[1].equals("startpos")) {
                next = Position.startPosition();
                i = 2;
            } else if (words.length > 1 && words[1].equals("fen")) {
                StringBuilder fen = new StringBuilder();
                for (i = 2; i < words.length && !words[i].equals("moves"); i++) {
                    fen.append(fen.length() == 0 ? "" : " ").append(words[i]);
                }
                next = Fen.parse(fen.toString());
            } else {
                send("info string position needs 'startpos' or 'fen <FEN>'; position unchanged");
                return;
            }
        } catch (FenException e) {
            send("info string invalid FEN, position unchanged: " + e.getMessage());
            return;
        }
        if (i < words.length && words[i].equals("moves")) {
            for (int k = i + 1; k < words.length; k++) {
                int move = parseMove(words[k]);
                if (move == 0 || !next.isLegal(move)) {
                    send("info string illegal move '" + words[k] + "' (move " + (k - i) + ") in "
                            + Fen.write(next) + "; the position stops before it");
                    break;
                }
                GameRules.play(next, move);
            }
        } else if (i < words.length) {
            send("info string expected 'moves' after the position, found '" + words[i] + "'");
        }
        position = next;
    }

    private static int parseMove(String text) {
        if (text.length() != 4) {
            return 0;
        }
        int from = Squares.parse(text, 0);
        int to = Squares.parse(text, 2);
        return from < 0 || to < 0 ? 0 : Move.of(from, to);
    }

    private void go(String[] words) {
        if (searchThread != null && searchThread.isAlive() && answered) {
            // its bestmove is out and the thread only has to return: a GUI may send the next go
            // the moment it reads that bestmove, and must not be refused for it
            joinSearchThread();
        }
        if (searchThread != null && searchThread.isAlive()) {
            send("info string a search is running (or waiting for 'stop' after go infinite); send 'stop' first");
            return;
        }
        int depth = SearchLimits.MAX_DEPTH;
        long movetime = 0;
        long nodes = 0;
        long[] clock = {NO_CLOCK, NO_CLOCK, 0, 0}; // wtime, btime, winc, binc
        long movesToGo = 0;
        boolean malformed = false;
        boolean infinite = false;
        boolean ponder = false;
        List<Integer> searchMoves = new ArrayList<>();
        for (int i = 1; i < words.length; i++) {
            String key = words[i];
            if (key.equals("searchmoves")) {
                // the moves run to the next word that is not a move (UCI puts searchmoves last)
                while (i + 1 < words.length && parseMove(words[i + 1]) != 0) {
                    int move = parseMove(words[++i]);
                    if (position.isLegal(move)) {
                        searchMoves.add(move);
                    } else {
                        send("info string searchmoves: '" + words[i] + "' is not legal here; ignored");
                    }
                }
                continue;
            }
            if (key.equals("infinite")) {
                infinite = true;
                continue;
            }
            if (key.equals("ponder")) {
                ponder = true;
                continue;
            }
            if (i + 1 >= words.length) {
                send("info string 'go " + key + "' needs a value; the line is ignored");
                malformed = true;
                continue;
            }
            long value;
            try {
                value = Long.parseLong(words[++i]);
            } catch (NumberFormatException e) {
                send("info string 'go " + key + "' needs a number, got '" + words[i] + "'; the line is ignored");
                malformed = true;
                continue;
            }
            switch (key) {
                case "depth": depth = (int) Math.max(1, Math.min(SearchLimits.MAX_DEPTH, value)); break;
                case "movetime": movetime = Math.max(1, value); break;
                case "nodes": nodes = Math.max(1, value); break;
                case "wtime": clock[0] = clamped(key, value); break;
                case "btime": clock[1] = clamped(key, value); break;
                case "winc": clock[2] = clamped(key, value); break;
                case "binc": clock[3] = clamped(key, value); break;
                case "movestogo": movesToGo = value; break;
                default:
                    send("info string unknown 'go' parameter '" + key + "'; the line is ignored");
                    malformed = true;
            }
        }
        if (malformed) {
            return;
        }
        if (!infinite && !ponder && searchMoves.isEmpty()) {
            int fromBook = bookMove();
            if (fromBook != 0) {
                send("bestmove " + Move.toCoordinate(fromBook));
                return;
            }
        }
        int side = position.sideToMove();
        long soft = 0;
        if (movetime > 0) {
            // The GUI counts from sending go to reading bestmove: keep the overhead (at most half) for that.
            movetime = Math.max(1, movetime - Math.min(moveOverhead, movetime / 2));
        } else if (clock[side] != NO_CLOCK) {
            TimeManager.Budget budget = TimeManager.forClock(clock[side], clock[2 + side], movesToGo, moveOverhead);
            movetime = budget.hardMillis();
            soft = budget.softMillis();
        }
        ponderSoftMillis = 0;
        if (ponder) {
            // Our clock is not running yet: search until ponderhit or stop, then keep to the soft time.
            ponderSoftMillis = soft > 0 ? soft : movetime;
            movetime = 0;
            soft = 0;
        }
        if (infinite) {
            movetime = 0;
            soft = 0;
        }
        stop = new StopSignal();
        int[] rootMoves = null;
        if (!searchMoves.isEmpty()) {
            rootMoves = new int[searchMoves.size()];
            for (int k = 0; k < rootMoves.length; k++) {
                rootMoves[k] = searchMoves.get(k);
            }
        }
        SearchLimits limits = new SearchLimits(depth, movetime, nodes, stop).withSoftMillis(soft)
                .withMultiPv(multiPv).withSearchMoves(rootMoves);
        lastLimits = limits;
        if (searcher == null) {
            searcher = newSearcher();
        }
        Searcher running = searcher;
        running.setTreeNodeCap(treeNodes);
        StopSignal signal = stop;
        holding = infinite || ponder;
        pondering = ponder && !infinite;
        XiangqiSearchPosition root = new XiangqiSearchPosition(position, evaluation.equals(RichEvaluation.NAME)
                ? new RichEvaluation(parameters) : XiangqiEvaluation.byName(evaluation)).useEndgames(endgamesForSearch());
        long clockHard = soft > 0 ? movetime : 0; // a clock search: its hard time
        running.setListener(new SearchListener() {
            private long nodesSoFar;
            private long millisSoFar;
            private long previousMillis;

            @Override
            public void iterationEnded(IterationReport report) {
                nodesSoFar += report.statistics().totalNodes();
                long millis = report.statistics().millis();
                millisSoFar += millis;
                if (limits.multiPv() == 1) {
                    send(info(report, nodesSoFar, millisSoFar, running.tableFillPermille()));
                } else {
                    int hashfull = running.tableFillPermille();
                    for (int k = 0; k < report.lines().size(); k++) {
                        send(info(report.lines().get(k), k + 1, nodesSoFar, millisSoFar, hashfull));
                    }
                }
                if (clockHard > 0 && !nextIterationFits(millisSoFar, millis, previousMillis, clockHard)) {
                    signal.stop(); // it would be cut by the hard time, and a cut iteration is thrown away
                }
                previousMillis = millis;
            }
        });
        answered = false;
        searchThread = new Thread(() -> {
            SearchResult result = running.search(root, limits);
            awaitStopWhileHolding(signal);
            int best = result.bestMove();
            if (result.treeCapped()) {
                send("info string search stopped: its tree reached the node cap; best move so far");
            }
            send(best == 0 ? "bestmove (none)"
                    : "bestmove " + Move.toCoordinate(best)
                    + (result.pv().length > 1 ? " ponder " + Move.toCoordinate(result.pv()[1]) : ""));
            answered = true;
        }, "uci-search");
        searchThread.start();
    }

    /**
     * Whether the next iteration is expected to end within the hard time: it is predicted to take
     * as long as the last one times the growth from the one before ({@link #MIN_GROWTH} to
     * {@link #MAX_GROWTH}, {@link #FIRST_GROWTH} when there is no earlier one to compare). The
     * search keeps only complete iterations, so one cut by the hard time is time lost from the
     * clock for nothing.
     *
     * @param elapsed  ms since the search started
     * @param last     ms the last iteration took
     * @param previous ms the one before took (0 if none or too short to measure)
     * @param hard     the hard time in ms
     */
    static boolean nextIterationFits(long elapsed, long last, long previous, long hard) {
        double growth = previous > 0 ? Math.max(MIN_GROWTH, Math.min(MAX_GROWTH, (double) last / previous)) : FIRST_GROWTH;
        return elapsed + last * growth <= hard;
    }

    /** Bounds of an iteration's predicted growth in time over the one before. */
    static final double MIN_GROWTH = 1.5;
    static final double MAX_GROWTH = 8;
    /** The growth assumed when the iteration before was too short to measure. */
    static final double FIRST_GROWTH = 3;

    /**
     * {@code ponderhit}: the move pondered on was played, our clock runs. The search goes on until
     * the soft time of its clock (from now), or ends at once if it has already finished; its
     * bestmove is no longer held.
     */
    private void ponderHit() {
        if (searchThread == null || !searchThread.isAlive() || !pondering) {
            send("info string ponderhit without a go ponder search; ignored");
            return;
        }
        long after = ponderSoftMillis;
        StopSignal signal = stop;
        pondering = false;
        holding = false;
        if (after > 0) {
            Thread timer = new Thread(() -> {
                try {
                    Thread.sleep(after);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                signal.stop(); // harmless if that search has ended: each go has its own signal
            }, "uci-ponderhit-timer");
            timer.setDaemon(true);
            timer.start();
        }
    }

    /**
     * In {@code go infinite} (and {@code go ponder}) UCI wants no {@code bestmove} before the GUI
     * says {@code stop} (or {@code ponderhit}), even when the search ends by itself (a proven mate,
     * no legal move, the depth limit): a GUI may take an early one for the answer to a later command.
     */
    private void awaitStopWhileHolding(StopSignal signal) {
        while (holding && !signal.isStopped()) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * A clock value as searched with: a negative one (a GUI past its flag, or garbage) counts as
     * 0, so the engine answers at once instead of taking a missing limit for no limit; said so.
     */
    private long clamped(String key, long value) {
        if (value >= 0) {
            return value;
        }
        send("info string go " + key + " " + value + " is negative; searched as " + key + " 0");
        return 0;
    }

    /** The limits the last {@code go} searched with (null before the first). */
    SearchLimits lastLimits() {
        return lastLimits;
    }

    /** A searcher for the options set: algorithm, Hash and Threads. */
    private Searcher newSearcher() {
        int count = threads;
        return Presets.searcherFor(algorithm, hashMegabytes,
                config -> count > 1 ? config.toBuilder().threads(count).build() : config);
    }

    /** The info line of an iteration; nodes and time count from the start of the search. */
    static String info(IterationReport report, long nodes, long millis) {
        return info(report, nodes, millis, -1);
    }

    /** The same with the table's fill in permille ({@code hashfull}), when not negative. */
    static String info(IterationReport report, long nodes, long millis, int hashfull) {
        return info(report.depth(), 0, report.value(), report.pv(), nodes, millis, hashfull);
    }

    /** The info line of MultiPV line {@code rank} (from 1): the iteration's counters, the line's depth, score and PV. */
    static String info(PvLine pvLine, int rank, long nodes, long millis, int hashfull) {
        return info(pvLine.depth(), rank, pvLine.value(), pvLine.pv(), nodes, millis, hashfull);
    }

    /** An info line; {@code rank} 0 leaves out {@code multipv} (MultiPV 1 prints as it always did). */
    private static String info(int depth, int rank, int value, int[] pv, long nodes, long millis, int hashfull) {
        StringBuilder line = new StringBuilder("info depth ").append(depth);
        if (rank > 0) {
            line.append(" multipv ").append(rank);
        }
        line.append(" score ");
        if (Score.isMate(value)) {
            line.append("mate ").append(value > 0 ? (Score.MATE - value + 1) / 2 : -((Score.MATE + value + 1) / 2));
        } else {
            line.append("cp ").append(value);
        }
        line.append(" nodes ").append(nodes)
                .append(" nps ").append(millis > 0 ? nodes * 1000 / millis : nodes * 1000)
                .append(" time ").append(millis);
        if (hashfull >= 0) {
            line.append(" hashfull ").append(hashfull);
        }
        line.append(" pv");
        for (int move : pv) {
            line.append(' ').append(Move.toCoordinate(move));
        }
        return line.toString();
    }

    private void stopSearch() {
        if (stop != null) {
            stop.stop();
        }
        joinSearchThread();
    }

    private void joinSearchThread() {
        if (searchThread != null) {
            try {
                searchThread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            searchThread = null;
        }
    }

    private synchronized void send(String line) {
        out.println(line);
        out.flush();
    }
}
