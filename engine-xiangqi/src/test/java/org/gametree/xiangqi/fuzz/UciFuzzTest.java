package org.gametree.xiangqi.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.gametree.core.fuzz.Fuzz;
import org.gametree.core.fuzz.Inputs;
import org.gametree.xiangqi.uci.UciEngine;
import org.junit.jupiter.api.Test;

/**
 * Property-based fuzzing of the UCI loop (issue 11): sessions built from valid ones with random
 * edits, random text and random bytes, fed line by line to one engine. The property: no line
 * ends the session except {@code quit}, no line is answered with the "could not be handled"
 * report of an unexpected exception, every {@code go} gets its {@code bestmove} (after the
 * harness's {@code stop}) or an {@code info string} saying why not, and afterwards the engine is
 * alive: {@code isready} → {@code readyok}, {@code position startpos} + {@code go depth 1} →
 * {@code bestmove}, {@code quit} ends the session. Searches are bounded: each {@code go} gets at
 * most {@value #GO_MILLIS} ms before the harness sends {@code stop}; the table is 1 MB.
 */
class UciFuzzTest {

    private static final long GO_MILLIS = 5;

    private static final List<String> SESSIONS = List.of(
            "uci\nisready\nucinewgame\nposition startpos moves h2e2 h9g7\ngo depth 1\nisready\nquit",
            "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1 moves h9g7 h0g2\n"
                    + "go nodes 300\nstop\nd",
            "setoption name Algorithm value alphabeta\nsetoption name Evaluation value book\nposition startpos\ngo depth 2",
            "go wtime 100 btime 100 winc 0 binc 0 movestogo 5\nstop\nposition startpos moves h2e2\ngo movetime 5",
            "go infinite\nstop\nsetoption name Hash value 1\nucinewgame\ngo depth 1 nodes 50",
            "position fen 3k5/9/9/2P1P4/2P1P4/4P4/9/9/4A4/3AK4 w - - 0 1 moves e5e6\ngo depth 3\nstop\nisready",
            "setoption name Algorithm value mtdf\nposition startpos moves b2e2 b9c7 b0c2\ngo btime 50 wtime 50\nquit");

    private static final List<String> WORDS = List.of("go", "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc",
            "movestogo", "infinite", "ponder", "position", "startpos", "fen", "moves", "setoption", "name", "value",
            "Hash", "Algorithm", "Evaluation", "stop", "isready", "ucinewgame", "quit", "d", "uci", "h2e2", "a0a1",
            "e9e8", "e0e1", "mtdf", "minimax", "sss", "mcts", "book", "pst", " value ", "name value");

    @Test
    void uciSessions() {
        Fuzz.of("UCI", r -> Inputs.mixed(r, SESSIONS, WORDS, 200), UciFuzzTest::session)
                .tries(150).timeoutMillis(30_000).run();
    }

    /** An exception that ended a search thread (the engine's threads have no handler of their own). */
    private static final AtomicReference<Throwable> UNCAUGHT = new AtomicReference<>();

    private static void session(String script) throws InterruptedException {
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        UNCAUGHT.set(null);
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> UNCAUGHT.set(e));
        try {
            play(script); // quit or stop has joined every search thread when it returns
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(previous);
        }
    }

    private static void play(String script) throws InterruptedException {
        StringWriter buffer = new StringWriter();
        UciEngine uci = new UciEngine(new PrintWriter(buffer, true));
        uci.handle("setoption name Hash value 1");
        for (String line : script.split("\n", -1)) {
            int before = buffer.getBuffer().length();
            String command = line.trim().split("\\s+")[0];
            boolean more = uci.handle(line);
            if (command.equals("go")) {
                long until = System.nanoTime() + GO_MILLIS * 1_000_000;
                while (System.nanoTime() < until && buffer.getBuffer().indexOf("bestmove", before) < 0) {
                    Thread.sleep(1);
                }
                uci.handle("stop");
                rethrowUncaught();
                String answer = buffer.getBuffer().substring(before);
                boolean refused = answer.contains("the line is ignored") || answer.contains("a search is running");
                if (!answer.contains("bestmove") && !refused) {
                    throw new AssertionError("'" + line + "' got neither bestmove nor a reason: " + answer);
                }
            }
            if (!more) {
                if (!command.equals("quit")) {
                    throw new AssertionError("the session ended on '" + line + "'");
                }
                break;
            }
        }
        rethrowUncaught();
        String output = buffer.toString();
        int unexpected = output.indexOf("could not be handled");
        if (unexpected >= 0) {
            throw new AssertionError("an unexpected exception: " + output.substring(output.lastIndexOf('\n', unexpected) + 1,
                    Math.min(output.length(), unexpected + 400)));
        }
        alive(uci, buffer);
    }

    /** An exception that ended a search thread, thrown here: its type is the failure's (shrinking keeps it). */
    private static void rethrowUncaught() {
        Throwable dead = UNCAUGHT.get();
        if (dead instanceof RuntimeException e) {
            throw e;
        }
        if (dead instanceof Error e) {
            throw e;
        }
    }

    /** isready answered, a depth-1 search answered, quit ends the session. */
    private static void alive(UciEngine uci, StringWriter buffer) throws InterruptedException {
        uci.handle("stop");
        int before = buffer.getBuffer().length();
        uci.handle("isready");
        if (!buffer.getBuffer().substring(before).strip().endsWith("readyok")) {
            throw new AssertionError("no readyok after the session: " + buffer.getBuffer().substring(before));
        }
        before = buffer.getBuffer().length();
        uci.handle("position startpos");
        uci.handle("go depth 1");
        long until = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < until && buffer.getBuffer().indexOf("bestmove", before) < 0) {
            Thread.sleep(1);
        }
        if (buffer.getBuffer().indexOf("bestmove", before) < 0) {
            throw new AssertionError("no bestmove for go depth 1 after the session: " + buffer.getBuffer().substring(before));
        }
        if (uci.handle("quit")) {
            throw new AssertionError("quit did not end the session");
        }
    }

    /** Found by fuzzing: this session's search thread died (halfmove clock overflow), no bestmove. */
    @Test
    void aHugeHalfmoveClockNoLongerKillsTheSearch() throws InterruptedException {
        session("position fen 3k5/9/9/2P1P4/2P1P4/4P4/9/9/4A4/3AK4 w - - 2147483647 moves \ngo depth 3");
        StringWriter buffer = new StringWriter();
        UciEngine uci = new UciEngine(new PrintWriter(buffer, true));
        uci.handle("position fen 3k5/9/9/2P1P4/2P1P4/4P4/9/9/4A4/3AK4 w - - 2147483647 1");
        assertTrue(buffer.toString().startsWith("info string invalid FEN"), buffer.toString());
    }
}
