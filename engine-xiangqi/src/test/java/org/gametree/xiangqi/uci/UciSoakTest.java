package org.gametree.xiangqi.uci;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.xiangqi.cli.XiangqiCli;
import org.junit.jupiter.api.Test;

/** The UCI soak: a short run holds every check, and a faulty engine is caught. */
class UciSoakTest {

    private static final long NO_HEAP_CHECK = Long.MAX_VALUE / 2;

    @Test
    void shortSoakThroughTheCliHoldsEveryCheck() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(new String[] {"soak", "--cycles", "200", "--seed", "3"},
                new PrintWriter(out, true), new PrintWriter(err, true));
        String text = out.toString();
        Matcher counts = Pattern.compile("go +(\\d+) +bestmove (\\d+)").matcher(text);
        assertTrue(counts.find(), text);
        long gos = Long.parseLong(counts.group(1));
        assertAll(text + err,
                () -> assertEquals(0, status),
                () -> assertTrue(text.contains("cycles       200"), "cycles line"),
                () -> assertTrue(gos >= 200, "at least one go a cycle"),
                () -> assertEquals(gos, Long.parseLong(counts.group(2)), "go = bestmove"),
                () -> assertTrue(text.contains("illegal      0"), "no illegal bestmove"),
                () -> assertTrue(text.contains("problems     0"), "no problem"),
                () -> assertTrue(text.contains("live heap    start"), "heap figures"),
                () -> assertTrue(text.contains("result       PASS"), "passed"));
    }

    @Test
    void sameSeedSameScript() throws InterruptedException {
        UciSoak.Result first = new UciSoak(60, 11, NO_HEAP_CHECK, null).run();
        UciSoak.Result second = new UciSoak(60, 11, NO_HEAP_CHECK, null).run();
        assertAll(() -> assertTrue(first.passed(), first.lines()::toString),
                () -> assertEquals(first.gos(), second.gos()),
                () -> assertEquals(first.readies(), second.readies()));
    }

    @Test
    void anIllegalBestmoveIsCaughtAndFails() throws InterruptedException {
        AtomicInteger bestmoves = new AtomicInteger();
        UciSoak.Loop corrupting = (in, out) -> new UciEngine(new PrintWriter(out) {
            @Override
            public void println(String line) {
                // every 10th bestmove: a move no side can make at the start, and never a legal one
                if (line.startsWith("bestmove") && bestmoves.incrementAndGet() % 10 == 0) {
                    line = "bestmove a0a9";
                }
                super.println(line);
            }
        }).run(in);
        UciSoak.Result result = new UciSoak(corrupting, 5_000, 60, 5, NO_HEAP_CHECK, null).run();
        assertAll(result.lines()::toString,
                () -> assertTrue(result.illegal() > 0, "illegal counted"),
                () -> assertEquals(result.gos(), result.bestmoves(), "still one answer a go"),
                () -> assertFalse(result.passed()));
    }

    @Test
    void aLostBestmoveStopsTheRunAndFails() throws InterruptedException {
        AtomicInteger bestmoves = new AtomicInteger();
        UciSoak.Loop losing = (in, out) -> new UciEngine(new PrintWriter(out) {
            @Override
            public void println(String line) {
                if (line.startsWith("bestmove") && bestmoves.incrementAndGet() == 5) {
                    return; // the fifth bestmove never arrives
                }
                super.println(line);
            }
        }).run(in);
        UciSoak.Result result = new UciSoak(losing, 2_000, 60, 5, NO_HEAP_CHECK, null).run();
        assertAll(result.lines()::toString,
                () -> assertTrue(result.cycles() < 60, "the run stopped at the lost answer"),
                () -> assertTrue(result.firstProblems().get(0).startsWith("no answer within 2000 ms after '")),
                () -> assertEquals(result.gos(), result.bestmoves() + 1, "the lost one"),
                () -> assertFalse(result.passed()));
    }

    @Test
    void aStrayLineIsAProblem() throws InterruptedException {
        AtomicInteger readyoks = new AtomicInteger();
        UciSoak.Loop chatty = (in, out) -> new UciEngine(new PrintWriter(out) {
            @Override
            public void println(String line) {
                if (line.equals("readyok") && readyoks.incrementAndGet() == 3) {
                    super.println("info string error: something went wrong");
                }
                super.println(line);
            }
        }).run(in);
        UciSoak.Result result = new UciSoak(chatty, 5_000, 60, 5, NO_HEAP_CHECK, null).run();
        assertAll(result.lines()::toString,
                () -> assertEquals(1, result.problems()),
                () -> assertTrue(result.firstProblems().get(0).contains("something went wrong")),
                () -> assertFalse(result.passed()));
    }
}
