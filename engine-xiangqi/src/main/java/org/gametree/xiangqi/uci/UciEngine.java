package org.gametree.xiangqi.uci;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.Locale;

import org.gametree.core.io.BoundedLineReader;
import org.gametree.core.search.TableMemory;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

/**
 * The engine over UCI, as Pikafish speaks it for Xiangqi: {@code position startpos|fen … moves …}
 * with coordinates a0–i9, {@code go depth|movetime|nodes|wtime/btime/winc/binc|infinite},
 * {@code stop}, {@code isready}, {@code ucinewgame}, {@code setoption name Hash|Algorithm|Evaluation|TreeNodes},
 * {@code quit}. Each completed iteration prints {@code info depth … score cp|mate … nodes … nps …
 * time … pv …}; the search ends with {@code bestmove}.
 *
 * <p>A malformed line is answered with {@code info string} and otherwise ignored. An illegal move
 * in {@code position} is reported and the position stops before it — nothing is dropped silently.
 * Searches run on their own thread, so {@code stop} and {@code isready} are answered at once.
 */
public final class UciEngine {

    public static final String NAME = "Game-tree workbench Xiangqi";
    private static final int MAX_HASH_MB = 4096;

    private final PrintWriter out;
    private Position position = Position.startPosition();
    private int hashMegabytes = 64;
    private String algorithm = "best";
    private String evaluation = "pst";
    private int treeNodes; // 0: sized from the heap
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
                send("option name Evaluation type combo default pst var pst var book var rich");
                send("option name TreeNodes type spin default 0 min 0 max " + TableMemory.MAX_TREE_NODES);
                send("uciok");
                break;
            case "isready":
                send("readyok");
                break;
            case "ucinewgame":
                stopSearch();
                searcher = null; // a fresh table and history
                position = Position.startPosition();
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
            default:
                send("info string unknown option '" + name + "' ignored");
        }
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
        boolean untilStop = false;
        for (int i = 1; i < words.length; i++) {
            String key = words[i];
            if (key.equals("infinite") || key.equals("ponder")) {
                untilStop = true;
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
        int side = position.sideToMove();
        if (movetime == 0 && clock[side] != NO_CLOCK) {
            movetime = allot(clock[side], clock[2 + side], movesToGo);
        }
        stop = new StopSignal();
        SearchLimits limits = new SearchLimits(depth, movetime, nodes, stop);
        if (searcher == null) {
            searcher = Presets.searcherFor(algorithm, hashMegabytes);
        }
        Searcher running = searcher;
        running.setTreeNodeCap(treeNodes);
        StopSignal signal = stop;
        boolean holdAnswer = untilStop;
        XiangqiSearchPosition root = new XiangqiSearchPosition(position, XiangqiEvaluation.byName(evaluation));
        running.setListener(new SearchListener() {
            private long nodesSoFar;
            private long millisSoFar;

            @Override
            public void iterationEnded(IterationReport report) {
                nodesSoFar += report.statistics().totalNodes();
                millisSoFar += report.statistics().millis();
                send(info(report, nodesSoFar, millisSoFar));
            }
        });
        searchThread = new Thread(() -> {
            SearchResult result = running.search(root, limits);
            if (holdAnswer) {
                awaitStop(signal);
            }
            int best = result.bestMove();
            if (result.treeCapped()) {
                send("info string search stopped: its tree reached the node cap; best move so far");
            }
            send(best == 0 ? "bestmove (none)"
                    : "bestmove " + Move.toCoordinate(best)
                    + (result.pv().length > 1 ? " ponder " + Move.toCoordinate(result.pv()[1]) : ""));
        }, "uci-search");
        searchThread.start();
    }

    /**
     * In {@code go infinite} (and {@code go ponder}) UCI wants no {@code bestmove} before the GUI
     * says {@code stop}, even when the search ends by itself (a proven mate, no legal move, the
     * depth limit): a GUI may take an early one for the answer to a later command.
     */
    private static void awaitStop(StopSignal signal) {
        while (!signal.isStopped()) {
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

    /** Time for this move: an even share of the clock plus most of the increment, never the whole clock. */
    static long allot(long remaining, long increment, long movesToGo) {
        long moves = movesToGo > 0 ? movesToGo : 30;
        long share = remaining / moves + increment * 3 / 4;
        return Math.max(1, Math.min(share, remaining * 4 / 5));
    }

    /** The info line of an iteration; nodes and time count from the start of the search. */
    static String info(IterationReport report, long nodes, long millis) {
        StringBuilder line = new StringBuilder("info depth ").append(report.depth()).append(" score ");
        int value = report.value();
        if (Score.isMate(value)) {
            line.append("mate ").append(value > 0 ? (Score.MATE - value + 1) / 2 : -((Score.MATE + value + 1) / 2));
        } else {
            line.append("cp ").append(value);
        }
        line.append(" nodes ").append(nodes)
                .append(" nps ").append(millis > 0 ? nodes * 1000 / millis : nodes * 1000)
                .append(" time ").append(millis)
                .append(" pv");
        for (int move : report.pv()) {
            line.append(' ').append(Move.toCoordinate(move));
        }
        return line.toString();
    }

    private void stopSearch() {
        if (stop != null) {
            stop.stop();
        }
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
