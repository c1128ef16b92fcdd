package org.gametree.xiangqi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.gametree.core.search.TimeManager;
import org.junit.jupiter.api.Test;

/** The UCI front end driven through whole sessions on in-memory streams. */
class UciEngineTest {

    /** Runs a session (the engine waits for its search to finish before reading "quit"). */
    private static List<String> session(String... lines) throws Exception {
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        for (String line : lines) {
            if (line.matches("go (depth|nodes|movetime) \\d+")) {
                engine.handle(line);
                engine.handle("isready"); // answered at once, while the search runs
                waitFor(out, "bestmove");
            } else {
                engine.handle(line);
            }
        }
        engine.run(new StringReader("quit\n"));
        return Arrays.asList(out.toString().split("\\R"));
    }

    private static void waitFor(StringWriter out, String token) throws InterruptedException {
        waitFor(out, token, 1);
    }

    /** Waits (up to 30 s) until {@code token} has been written {@code times} times. */
    private static void waitFor(StringWriter out, String token, int times) throws InterruptedException {
        for (int i = 0; i < 600 && out.toString().split(java.util.regex.Pattern.quote(token), -1).length <= times; i++) {
            Thread.sleep(50);
        }
    }

    @Test
    void threadsAreAnOptionAndTwoThreadsAnswerLegally() throws Exception {
        List<String> out = session("uci", "setoption name Threads value 2", "setoption name Threads value 0",
                "setoption name Threads value x", "isready", "position startpos", "go depth 6");
        assertTrue(out.contains("option name Threads type spin default 1 min 1 max 256"), String.join("\n", out));
        assertEquals(2, out.stream().filter(l -> l.startsWith("info string Threads must be")).count(), String.join("\n", out));
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth 6 ")), String.join("\n", out));
        String best = out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow();
        assertTrue(best.matches("bestmove [a-i]\\d[a-i]\\d.*"), best);
    }

    @Test
    void evalFileLoadsTheRichEvaluationsWeightsAndABadOneIsReported(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder)
            throws Exception {
        java.nio.file.Path file = folder.resolve("tempo.params");
        int tempo = org.gametree.xiangqi.eval.EvalParameters.defaults().get("tempo");
        org.gametree.xiangqi.eval.EvalParameters.defaults().with("tempo", tempo + 20).save(file);
        List<String> shipped = session("setoption name Evaluation value rich", "position startpos", "go depth 1");
        List<String> loaded = session("uci", "setoption name EvalFile value " + folder.resolve("none.params"),
                "setoption name EvalFile value " + file, "setoption name Evaluation value rich", "position startpos",
                "go depth 1");
        assertTrue(loaded.contains("option name EvalFile type string default <empty>"), String.join("\n", loaded));
        assertTrue(loaded.contains("info string no parameter file " + folder.resolve("none.params")), String.join("\n", loaded));
        // at depth 1 the leaves have Black to move: the larger tempo is Black's, 20 less for Red
        assertEquals(score(shipped) - 20, score(loaded), "the file's tempo counts");
    }

    private static int score(List<String> out) {
        String info = out.stream().filter(l -> l.startsWith("info depth 1 ")).findFirst().orElseThrow();
        return Integer.parseInt(info.replaceAll(".* score cp (-?\\d+) .*", "$1"));
    }

    @Test
    void handshakeAndASearchToDepth() throws Exception {
        List<String> out = session("uci", "isready", "position startpos moves h2e2 h9g7", "go depth 4");
        assertTrue(out.contains("uciok"));
        assertTrue(out.contains("readyok"));
        List<String> infos = out.stream().filter(l -> l.startsWith("info depth")).collect(Collectors.toList());
        assertEquals(4, infos.size(), String.join("\n", out));
        assertTrue(infos.get(3).matches("info depth 4 score cp -?\\d+ nodes \\d+ nps \\d+ time \\d+ hashfull \\d+ pv( [a-i]\\d[a-i]\\d)+"),
                infos.get(3));
        String best = out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow();
        assertTrue(best.matches("bestmove [a-i]\\d[a-i]\\d( ponder [a-i]\\d[a-i]\\d)?"), best);
        assertTrue(infos.get(3).contains(" pv " + best.split(" ")[1]), "the last PV starts with the best move");
    }

    @Test
    void aMateIsReportedAsMate() throws Exception {
        // Rook to b9 mates (the other rook holds rank 8).
        List<String> out = session("position fen 3k5/R8/1R7/9/9/9/9/9/9/5K3 w - - 0 1", "go depth 3");
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth") && l.contains("score mate 1")), String.join("\n", out));
        assertTrue(out.contains("bestmove b7b9"), String.join("\n", out));
    }

    @Test
    void illegalMovesAndGarbageAreReportedNotDropped() throws Exception {
        List<String> out = session("position startpos moves h2e2 h9h5 b0c2", "d", "flurb", "go depth x",
                "setoption name Hash value -5", "setoption name Algorithm value quantum", "setoption nonsense",
                "position fen rnbakabnr/9 w", "d");
        String all = String.join("\n", out);
        assertTrue(all.contains("info string illegal move 'h9h5' (move 2)"), all);
        // The position stops before the illegal move: h2e2 was played, Black to move.
        assertTrue(all.contains("info string rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"), all);
        assertTrue(all.contains("unknown command 'flurb'"), all);
        assertTrue(all.contains("'go depth' needs a number"), all);
        assertTrue(all.contains("Hash must be a whole number"), all);
        assertTrue(all.contains("unknown algorithm or preset 'quantum'"), all);
        assertTrue(all.contains("setoption needs 'name <id> value <x>'"), all);
        assertTrue(all.contains("invalid FEN, position unchanged: board: expected 10 ranks"), all);
    }

    @Test
    void stopEndsAnInfiniteSearchWithABestMove() throws Exception {
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        engine.handle("position startpos");
        engine.handle("go infinite");
        Thread.sleep(300);
        engine.handle("stop");
        assertTrue(out.toString().contains("bestmove "), out.toString());
        engine.handle("quit");
    }

    /** A GUI sends the next go the moment it reads a bestmove: never refused, though the search thread may still be returning. */
    @Test
    void aGoRightAfterABestmoveIsAnswered() throws Exception {
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        engine.handle("position startpos");
        for (int i = 1; i <= 30; i++) {
            engine.handle("go depth 1");
            for (int spin = 0; spin < 200_000 && out.toString().split("bestmove", -1).length <= i; spin++) {
                Thread.onSpinWait(); // no sleep: the next go follows the bestmove as closely as it can
            }
        }
        waitFor(out, "bestmove", 30);
        String text = out.toString();
        assertEquals(31, text.split("bestmove", -1).length, text);
        assertTrue(!text.contains("a search is running"), text);
        engine.handle("quit");
    }

    @Test
    void aClockIsTurnedIntoSoftAndHardTimeWithTheMoveOverhead() throws Exception {
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        engine.handle("position startpos moves h2e2");
        engine.handle("go wtime 1000 btime 60000 winc 0 binc 0 movestogo 40");
        waitFor(out, "bestmove");
        TimeManager.Budget budget = TimeManager.forClock(60_000, 0, 40, UciEngine.DEFAULT_MOVE_OVERHEAD);
        assertEquals(budget.softMillis(), engine.lastLimits().softMillis(), "Black's clock, the default overhead");
        assertEquals(budget.hardMillis(), engine.lastLimits().millis());
        engine.handle("setoption name Move Overhead value 300");
        engine.handle("setoption name Move Overhead value -3");
        engine.handle("go wtime 1000 btime 20000 binc 500");
        waitFor(out, "bestmove", 2);
        TimeManager.Budget withOverhead = TimeManager.forClock(20_000, 500, 0, 300);
        assertEquals(withOverhead.softMillis(), engine.lastLimits().softMillis());
        assertEquals(withOverhead.hardMillis(), engine.lastLimits().millis());
        String text = out.toString();
        assertTrue(text.contains("Move Overhead must be a whole number 0-5000 (ms); got '-3'"), text);
        engine.handle("go movetime 300");
        waitFor(out, "bestmove", 3);
        assertEquals(300 - 150, engine.lastLimits().millis(), "movetime less the overhead (300 ms), at most half of it");
        engine.handle("setoption name Move Overhead value 40");
        engine.handle("go movetime 300");
        waitFor(out, "bestmove", 4);
        assertEquals(300 - 40, engine.lastLimits().millis(), "movetime less the overhead");
        assertEquals(0, engine.lastLimits().softMillis());
        engine.handle("go depth 2");
        waitFor(out, "bestmove", 5);
        assertEquals(0, engine.lastLimits().millis(), "no clock, no time limit");
        assertEquals(2, engine.lastLimits().depth());
        engine.handle("uci");
        assertTrue(out.toString().contains("option name Move Overhead type spin default 50 min 0 max 5000"), out.toString());
        engine.handle("quit");
    }

    @Test
    void anIterationThatCannotEndBeforeTheHardTimeIsNotStarted() {
        // 300 ms so far, the last iteration 200 ms after one of 50: x4 predicts 800 more
        assertFalse(UciEngine.nextIterationFits(300, 200, 50, 1000));
        assertTrue(UciEngine.nextIterationFits(300, 200, 50, 1100));
        // growth clamped: x20 counts as x8, x1 as x1.5
        assertTrue(UciEngine.nextIterationFits(100, 100, 5, 900));
        assertFalse(UciEngine.nextIterationFits(100, 100, 5, 899));
        assertTrue(UciEngine.nextIterationFits(400, 200, 200, 700));
        assertFalse(UciEngine.nextIterationFits(400, 200, 200, 699));
        // nothing measured before: x3
        assertTrue(UciEngine.nextIterationFits(10, 10, 0, 40));
        assertFalse(UciEngine.nextIterationFits(10, 10, 0, 39));
    }

    @Test
    void aSearchOnAClockStopsWithinItsHardTime() throws Exception {
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        engine.handle("position startpos");
        long start = System.nanoTime();
        engine.handle("go wtime 3000 btime 3000 movestogo 1");
        waitFor(out, "bestmove");
        long millis = (System.nanoTime() - start) / 1_000_000;
        TimeManager.Budget budget = TimeManager.forClock(3000, 0, 1, UciEngine.DEFAULT_MOVE_OVERHEAD);
        assertTrue(out.toString().contains("bestmove "), out.toString());
        assertTrue(millis < budget.hardMillis() + 1000, "answered in " + millis + " ms, hard " + budget.hardMillis());
        engine.handle("quit");
    }

    @Test
    void ponderHoldsTheAnswerUntilPonderhitThenKeepsToTheSoftTime() throws Exception {
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        engine.handle("position startpos moves h2e2");
        engine.handle("go ponder wtime 5000 btime 5000");
        Thread.sleep(400);
        assertFalse(out.toString().contains("bestmove"), "no answer while pondering: " + out);
        long start = System.nanoTime();
        engine.handle("ponderhit");
        waitFor(out, "bestmove");
        long millis = (System.nanoTime() - start) / 1_000_000;
        TimeManager.Budget budget = TimeManager.forClock(5000, 0, 0, UciEngine.DEFAULT_MOVE_OVERHEAD);
        assertTrue(out.toString().contains("bestmove "), out.toString());
        assertTrue(millis < budget.softMillis() + 1000, "answered " + millis + " ms after ponderhit; soft " + budget.softMillis());
        engine.handle("ponderhit");
        assertTrue(out.toString().contains("info string ponderhit without a go ponder search"), out.toString());
        engine.handle("quit");
    }

    @Test
    void stopEndsAPonderSearchWithAnAnswer() throws Exception {
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        engine.handle("position startpos");
        engine.handle("go ponder wtime 60000 btime 60000");
        Thread.sleep(200);
        engine.handle("stop");
        assertTrue(out.toString().matches("(?s).*bestmove [a-i]\\d[a-i]\\d.*"), out.toString());
        engine.handle("quit");
    }

    @Test
    void anOptionWithoutANameIsReportedAndTheSessionGoesOn() throws Exception {
        // issue 11: this line used to throw StringIndexOutOfBoundsException and end the engine
        List<String> out = session("uci", "setoption name value 5", "isready");
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string setoption needs an option name")),
                String.join("\n", out));
        assertTrue(out.contains("readyok"), "the engine still answers: " + String.join("\n", out));
    }

    @Test
    void aNegativeClockIsClampedAndAnsweredAtOnce() throws Exception {
        // issue 11: "go wtime -100 btime -100" used to search without a limit, for ever
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        engine.handle("position startpos");
        engine.handle("go wtime -100 btime -100");
        waitFor(out, "bestmove");
        String text = out.toString();
        assertTrue(text.contains("info string go wtime -100 is negative"), text);
        assertTrue(text.contains("bestmove "), "answered within its (clamped) limit: " + text);
        engine.run(new StringReader("quit\n"));
    }

    @Test
    void aLineWithoutEndIsCutAndIgnoredAndTheEngineAnswersOn() throws Exception {
        // issue 11: a peer that never sends a line break grew the line buffer without bound
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        String endless = "position startpos moves " + "h2e2 ".repeat(UciEngine.MAX_LINE_CHARS / 5 + 10);
        engine.run(new StringReader(endless + "\nisready\nquit\n"));
        String text = out.toString();
        assertTrue(text.contains("info string error: a line of more than " + UciEngine.MAX_LINE_CHARS
                + " characters ignored"), text);
        assertTrue(text.contains("readyok"), text);
    }

    @Test
    void goInfiniteAnswersOnlyAfterStopEvenWhenTheSearchEndsByItself() throws Exception {
        // issue 11 (soak): a mate in 1 is proven at once; bestmove came before the GUI's stop
        StringWriter out = new StringWriter();
        UciEngine engine = new UciEngine(new PrintWriter(out));
        engine.handle("position fen 3k5/R8/1R7/9/9/9/9/9/9/5K3 w - - 0 1");
        engine.handle("go infinite");
        waitFor(out, "score mate 1");
        Thread.sleep(300);
        assertTrue(out.toString().contains("score mate 1"), out.toString());
        assertFalse(out.toString().contains("bestmove"), "no bestmove before stop: " + out);
        engine.handle("stop");
        assertTrue(out.toString().contains("bestmove "), "answered when stopped: " + out);
        engine.run(new StringReader("quit\n"));
    }

    @Test
    void aTreeSearchStoppedByTreeNodesSaysSoAndStillAnswers() throws Exception {
        // MCTS keeps its tree in memory; TreeNodes caps it (0 sizes it from the heap)
        List<String> out = session("setoption name Algorithm value mcts", "setoption name TreeNodes value 5000",
                "setoption name TreeNodes value -3", "position startpos", "go movetime 60000");
        assertTrue(out.contains("info string TreeNodes must be a whole number 0-268435456 (0: sized from the heap); got '-3'"),
                String.join("\n", out));
        assertTrue(out.contains("info string search stopped: its tree reached the node cap; best move so far"),
                String.join("\n", out));
        assertTrue(out.stream().anyMatch(l -> l.matches("bestmove [a-i]\\d[a-i]\\d.*")), String.join("\n", out));
    }
}
