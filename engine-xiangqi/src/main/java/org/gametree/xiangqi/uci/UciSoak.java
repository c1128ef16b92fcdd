package org.gametree.xiangqi.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.gametree.core.soak.LinePipe;
import org.gametree.core.soak.LiveHeap;
import org.gametree.core.soak.SoakReport;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * A soak of the UCI engine: many {@code position … moves …} + {@code go} cycles in one process,
 * through the engine's own protocol loop ({@link UciEngine#run}) fed line by line as a GUI feeds
 * it. The cycles vary, from a seeded generator: the start position or a FEN from a fixed list,
 * a random legal move sequence after it, {@code go depth 1–3 | nodes N | movetime 5 |
 * wtime/btime … | infinite} (then {@code stop}, or a new {@code position} that ends the search),
 * a {@code stop} racing a short search, a negative clock, and now and then {@code ucinewgame},
 * {@code setoption name Hash|Algorithm|Evaluation} and {@code isready} (also during a search).
 *
 * <p>Checked: every {@code go} gets exactly one {@code bestmove}, legal in its position (or
 * {@code (none)} when there is no legal move), with a legal {@code ponder} move if one is given;
 * every {@code isready} one {@code readyok}; no other line than {@code info} search reports
 * (an {@code info string} only where a negative clock was sent); no answer later than
 * {@link #ANSWER_TIMEOUT_MILLIS}; the live heap after collections no more than the allowed slack
 * above its value at the start (both measured with the same table size, after one search).
 */
public final class UciSoak {

    /** The longest wait for an answer before the run counts it as lost and stops. */
    public static final long ANSWER_TIMEOUT_MILLIS = 10_000;
    /** The table size at the start and the end of the run, so the two heap figures compare. */
    static final int BASELINE_HASH_MB = 16;
    /** How many problems are kept word for word (all are counted). */
    static final int PROBLEMS_KEPT = 20;

    /** Start positions besides {@code startpos}: openings, middle games, endgames, one checkmate. */
    static final List<String> FENS = List.of(
            Position.START_FEN,
            "1nbakab1r/6c2/3r4n/p1C1p1p1p/9/4P4/P1P3c1P/N3B1C2/9/R1BAKA1NR w - - 5 10",
            "r1bak2cr/4a4/2n1bc2n/p3p1p1p/2p6/6PCP/P1P1P4/2C1B1N2/8R/1N1AKAB1R b - - 15 8",
            "r1baka3/3r5/2n1b1n2/p5p2/4P3p/1p4P2/P6cP/4C1NC1/9/R1BAKAB1R b - - 2 13",
            "4kaR2/4aC3/n3b1n2/p1p3p1r/4p1c1p/9/PrP1P3P/B8/2CN2R2/3AKAB2 b - - 4 20",
            "3ak1b2/4a4/4b4/2n6/8P/9/4R4/B8/4A4/4KABc1 b - - 12 53",
            "2bak4/4a4/7P1/3R5/2b6/6r2/P8/9/4A1n2/3K1A3 w - - 12 63",
            "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1");
    private static final int[] HASH_SIZES = {1, 2, 4, 8, 16, 32};
    private static final String[] ALGORITHMS = {"best", "negascout-tt-hh", "book-id"};
    private static final String[] EVALUATIONS = {"pst", "book"};

    /**
     * What a run found.
     *
     * @param cycles         cycles done
     * @param gos            {@code go} commands sent
     * @param bestmoves      {@code bestmove} lines received
     * @param illegal        bestmove or ponder moves not legal in their position
     * @param early          bestmoves of a {@code go infinite} that came before {@code stop} (seen while an
     *                       {@code isready} was pending): UCI asks the engine to wait for {@code stop}, so each
     *                       one fails the run
     * @param readies        {@code isready} sent
     * @param readyoks       {@code readyok} received
     * @param infoLines      search reports received ({@code info depth …})
     * @param problems       how many other faults were seen (unexpected lines, a lost answer, an exception)
     * @param firstProblems  the first {@value #PROBLEMS_KEPT} of them, word for word
     * @param millis         wall time of the cycles
     * @param heapStartBytes live heap after collections before the cycles
     * @param heapEndBytes   the same after them
     * @param heapSlackBytes the growth allowed
     */
    public record Result(int cycles, long gos, long bestmoves, long illegal, long early, long readies, long readyoks,
                         long infoLines, long problems, List<String> firstProblems, long millis,
                         long heapStartBytes, long heapEndBytes, long heapSlackBytes) implements SoakReport {

        public Result {
            firstProblems = List.copyOf(firstProblems);
        }

        /** The heap at the end minus the heap at the start. */
        public long heapGrowthBytes() {
            return heapEndBytes - heapStartBytes;
        }

        /** Whether every check held. */
        public boolean passed() {
            return problems == 0 && illegal == 0 && early == 0 && gos == bestmoves && readies == readyoks
                    && heapGrowthBytes() <= heapSlackBytes;
        }

        /** The report, one figure a line. */
        public List<String> lines() {
            List<String> lines = new ArrayList<>();
            lines.add("cycles       " + cycles);
            lines.add("go           " + gos + "   bestmove " + bestmoves + (gos == bestmoves ? "   (equal)" : "   (DIFFERENT)"));
            lines.add("illegal      " + illegal);
            lines.add("early        " + early + "   (bestmove of go infinite before stop)");
            lines.add("isready      " + readies + "   readyok " + readyoks);
            lines.add("info lines   " + infoLines);
            lines.add("problems     " + problems);
            for (String problem : firstProblems) {
                lines.add("  " + problem);
            }
            lines.add(String.format(Locale.ROOT, "time         %.1f s (%.2f ms per cycle)", millis / 1000.0,
                    cycles == 0 ? 0.0 : (double) millis / cycles));
            lines.add(SoakReport.heapLine(heapStartBytes, heapEndBytes, heapSlackBytes));
            lines.add("result       " + (passed() ? "PASS" : "FAIL"));
            return lines;
        }
    }

    /** The run stops: an answer did not come. */
    private static final class Lost extends Exception {
        private static final long serialVersionUID = 1L;

        Lost(String message) {
            super(message);
        }
    }

    /** A protocol loop reading commands from {@code in} and answering on {@code out} until the input ends. */
    @FunctionalInterface
    interface Loop {
        void run(BufferedReader in, PrintWriter out) throws IOException;
    }

    private final Loop loop;
    private final long answerTimeoutMillis;
    private final int cycles;
    private final Random random;
    private final long heapSlackBytes;
    private final PrintWriter progress;
    private final LinePipe toEngine = new LinePipe();
    private final LinePipe fromEngine = new LinePipe();
    private volatile Throwable engineFailure;

    private long gos;
    private long bestmoves;
    private long illegal;
    private long readies;
    private long earlyBestmoves;
    private long readyoks;
    private long infoLines;
    private long problems;
    private final List<String> firstProblems = new ArrayList<>();
    /** An {@code info string} is expected: a negative clock was sent. */
    private boolean negativeClockSent;
    private String lastSent = "";

    /**
     * A soak of {@code cycles} cycles from {@code seed}, allowing the live heap to grow by
     * {@code heapSlackBytes}; a line per tenth of the run goes to {@code progress} (may be null).
     */
    public UciSoak(int cycles, long seed, long heapSlackBytes, PrintWriter progress) {
        this((in, out) -> new UciEngine(out).run(in), ANSWER_TIMEOUT_MILLIS, cycles, seed, heapSlackBytes, progress);
    }

    /** A soak of another loop (a test's faulty one), waiting at most {@code answerTimeoutMillis} for an answer. */
    UciSoak(Loop loop, long answerTimeoutMillis, int cycles, long seed, long heapSlackBytes, PrintWriter progress) {
        this.loop = loop;
        this.answerTimeoutMillis = answerTimeoutMillis;
        this.cycles = cycles;
        this.random = new Random(seed);
        this.heapSlackBytes = heapSlackBytes;
        this.progress = progress;
    }

    /** Runs the soak: starts the engine's loop on its own thread, drives it, ends it with {@code quit}. */
    public Result run() throws InterruptedException {
        Thread engine = new Thread(() -> {
            try {
                loop.run(toEngine.reader(), new PrintWriter(fromEngine.writer(), true));
            } catch (Throwable t) { // an engine that dies is what the soak looks for
                engineFailure = t;
            } finally {
                fromEngine.close();
            }
        }, "uci-soak-engine");
        engine.setDaemon(true);
        engine.start();
        long heapStart = 0;
        long heapEnd = 0;
        long millis = 0;
        long started = System.nanoTime();
        int done = 0;
        try {
            handshake();
            heapStart = LiveHeap.bytesAfterGc();
            started = System.nanoTime();
            for (; done < cycles; done++) {
                cycle();
                if (progress != null && cycles >= 10 && (done + 1) % (cycles / 10) == 0) {
                    progress.printf(Locale.ROOT, "  %d cycles, %d go, %d bestmove, %d illegal, %d problems%n",
                            done + 1, gos, bestmoves, illegal, problems);
                    progress.flush();
                }
            }
            millis = (System.nanoTime() - started) / 1_000_000;
            baseline();
            heapEnd = LiveHeap.bytesAfterGc();
            send("quit");
            toEngine.close();
            drain();
        } catch (Lost e) {
            millis = (System.nanoTime() - started) / 1_000_000;
            problem(e.getMessage() + "; the run stopped there");
            toEngine.close();
        }
        engine.join(answerTimeoutMillis);
        if (engine.isAlive()) {
            problem("the engine's loop did not end after quit and the end of its input");
        }
        if (engineFailure != null) {
            problem("the engine's loop ended with " + engineFailure);
        }
        return new Result(done, gos, bestmoves, illegal, earlyBestmoves, readies, readyoks, infoLines, problems, firstProblems,
                millis, heapStart, heapEnd, heapSlackBytes);
    }

    // ---------------------------------------------------------------- the script

    /** {@code uci}, then the baseline state. */
    private void handshake() throws Lost, InterruptedException {
        send("uci");
        for (String line = next(); !line.equals("uciok"); line = next()) {
            if (!line.startsWith("id ") && !line.startsWith("option ")) {
                problem("unexpected line in the uci handshake: " + line);
            }
        }
        baseline();
    }

    /** The state both heap figures are taken in: the baseline table size, one search done, nothing running. */
    private void baseline() throws Lost, InterruptedException {
        send("ucinewgame");
        send("setoption name Algorithm value best");
        send("setoption name Evaluation value pst");
        send("setoption name Hash value " + BASELINE_HASH_MB);
        Position start = Position.startPosition();
        send("position startpos");
        go("go depth 1", start);
        isReady();
    }

    private void cycle() throws Lost, InterruptedException {
        int roll = random.nextInt(1000);
        if (roll < 10) {
            send("ucinewgame");
        } else if (roll < 20) {
            send("setoption name Hash value " + HASH_SIZES[random.nextInt(HASH_SIZES.length)]);
        } else if (roll < 24) {
            send("setoption name Algorithm value " + ALGORITHMS[random.nextInt(ALGORITHMS.length)]);
        } else if (roll < 28) {
            send("setoption name Evaluation value " + EVALUATIONS[random.nextInt(EVALUATIONS.length)]);
        } else if (roll < 80) {
            isReady();
        }
        Position position = sendPosition();
        int kind = random.nextInt(100);
        if (kind < 35) {
            go("go depth " + (1 + random.nextInt(3)), position);
        } else if (kind < 55) {
            go("go nodes " + (1 + random.nextInt(4000)), position);
        } else if (kind < 70) {
            go("go movetime 5", position);
        } else if (kind < 78) {
            go(String.format(Locale.ROOT, "go wtime %d btime %d winc %d binc %d", 30 + random.nextInt(270),
                    30 + random.nextInt(270), random.nextInt(10), random.nextInt(10)), position);
        } else if (kind < 81) {
            long clock = -1 - random.nextInt(1000);
            negativeClockSent = true;
            go("go wtime " + clock + " btime " + clock, position);
            negativeClockSent = false;
        } else if (kind < 89) {
            // a search without limits, ended by stop; now and then isready while it runs
            send("go infinite");
            gos++;
            String early = random.nextBoolean() ? isReady(true) : null;
            send("stop");
            check(early != null ? early : awaitBestmove(), position);
        } else if (kind < 94) {
            // a new position ends the running search: its bestmove still comes, for the old position
            send("go infinite");
            gos++;
            Position next = sendPosition();
            check(awaitBestmove(), position);
            go("go depth 1", next);
        } else {
            // stop races a short search
            send("go depth 3");
            gos++;
            send("stop");
            check(awaitBestmove(), position);
        }
    }

    /** Sends a position: startpos or a listed FEN, then up to 40 random legal moves; returns it. */
    private Position sendPosition() {
        boolean startpos = random.nextInt(10) < 5;
        String fen = startpos ? Position.START_FEN : FENS.get(random.nextInt(FENS.size()));
        Position position = Fen.parse(fen);
        StringBuilder line = new StringBuilder(startpos ? "position startpos" : "position fen " + fen);
        int length = random.nextInt(41);
        int[] moves = new int[Position.MAX_MOVES];
        for (int i = 0; i < length; i++) {
            int n = position.generateMoves(moves, 0);
            if (n == 0) {
                break;
            }
            int move = moves[random.nextInt(n)];
            line.append(i == 0 ? " moves " : " ").append(Move.toCoordinate(move));
            GameRules.play(position, move);
        }
        if (length == 0 && random.nextBoolean()) {
            line.append(" moves"); // an empty move list is valid too
        }
        send(line.toString());
        return position;
    }

    private void go(String command, Position position) throws Lost, InterruptedException {
        send(command);
        gos++;
        check(awaitBestmove(), position);
    }

    private void isReady() throws Lost, InterruptedException {
        isReady(false);
    }

    /**
     * Sends {@code isready} and waits for {@code readyok}. During a {@code go infinite}
     * ({@code searching}) the search's bestmove may come first — when the position has no legal
     * move or a mate is proven; it is returned (null if none came) and counted as early.
     */
    private String isReady(boolean searching) throws Lost, InterruptedException {
        send("isready");
        readies++;
        String bestmove = null;
        String line;
        while (!(line = next()).equals("readyok")) {
            if (searching && bestmove == null && line.startsWith("bestmove")) {
                bestmoves++;
                earlyBestmoves++;
                bestmove = line;
            } else {
                unexpected(line);
            }
        }
        readyoks++;
        return bestmove;
    }

    // ---------------------------------------------------------------- answers

    private String awaitBestmove() throws Lost, InterruptedException {
        String line;
        while (!(line = next()).startsWith("bestmove")) {
            if (line.equals("readyok")) {
                problem("readyok without an isready, while waiting for bestmove after '" + lastSent + "'");
                continue;
            }
            unexpected(line);
        }
        bestmoves++;
        return line;
    }

    /** A line nothing was waiting for: a search report is fine, anything else is a problem. */
    private void unexpected(String line) {
        if (line.startsWith("info string")) {
            if (!negativeClockSent || !line.contains("is negative")) {
                problem("unexpected '" + line + "' after '" + lastSent + "'");
            }
        } else if (line.startsWith("info ")) {
            infoLines++;
        } else if (line.startsWith("bestmove")) {
            bestmoves++;
            problem("a bestmove nobody asked for: '" + line + "' after '" + lastSent + "'");
        } else {
            problem("unexpected '" + line + "' after '" + lastSent + "'");
        }
    }

    /** Checks a bestmove line against the position it answers. */
    private void check(String line, Position position) {
        String[] words = line.split(" ");
        boolean wellFormed = words.length == 2 || words.length == 4 && words[2].equals("ponder");
        int[] moves = new int[Position.MAX_MOVES];
        int n = position.generateMoves(moves, 0);
        if (!wellFormed) {
            illegal++;
            problem("malformed '" + line + "' in " + Fen.write(position));
            return;
        }
        if (n == 0) {
            if (!words[1].equals("(none)")) {
                illegal++;
                problem("'" + line + "' where there is no legal move: " + Fen.write(position));
            }
            return;
        }
        int move = parse(words[1]);
        if (move == 0 || !position.isLegal(move)) {
            illegal++;
            problem("'" + line + "' is not legal in " + Fen.write(position));
            return;
        }
        if (words.length == 4) {
            Position after = position.copy();
            GameRules.play(after, move);
            int ponder = parse(words[3]);
            if (ponder == 0 || !after.isLegal(ponder)) {
                illegal++;
                problem("ponder move of '" + line + "' is not legal in " + Fen.write(after));
            }
        }
    }

    private static int parse(String text) {
        if (text.length() != 4) {
            return 0;
        }
        int from = Squares.parse(text, 0);
        int to = Squares.parse(text, 2);
        return from < 0 || to < 0 ? 0 : Move.of(from, to);
    }

    /** Reads what the engine says after everything was sent, to its end. */
    private void drain() throws Lost, InterruptedException {
        while (true) {
            String line;
            try {
                line = fromEngine.take(answerTimeoutMillis);
            } catch (LinePipe.TimeoutException e) {
                throw new Lost("the engine's output did not end within " + answerTimeoutMillis + " ms after quit");
            }
            if (line == null) {
                return;
            }
            unexpected(line);
        }
    }

    private String next() throws Lost, InterruptedException {
        try {
            String line = fromEngine.take(answerTimeoutMillis);
            if (line == null) {
                throw new Lost("the engine's output ended after '" + lastSent + "'");
            }
            return line;
        } catch (LinePipe.TimeoutException e) {
            throw new Lost("no answer within " + answerTimeoutMillis + " ms after '" + lastSent + "'");
        }
    }

    private void send(String line) {
        lastSent = line;
        toEngine.send(line);
    }

    private void problem(String text) {
        problems++;
        if (firstProblems.size() < PROBLEMS_KEPT) {
            firstProblems.add(text);
        }
    }
}
