package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.gomoku.protocol.GomocupDriver;
import org.gametree.gomoku.search.GomokuEngine;
import org.junit.jupiter.api.Test;

/** The Gomocup soak: a short run holds every check, and a faulty brain is caught. */
class GomocupSoakTest {

    private static final long NO_HEAP_CHECK = Long.MAX_VALUE / 2;
    private static final Pattern MOVE = Pattern.compile("\\d+,\\d+");

    private static int sessions(String text) {
        Matcher sessions = Pattern.compile("sessions +(\\d+)").matcher(text);
        return sessions.find() ? Integer.parseInt(sessions.group(1)) : 0;
    }

    /** 20 games; with seed 6 the first session (its length is drawn before any move) ends before the 12th game. */
    @Test
    void shortSoakThroughTheCliHoldsEveryCheck() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(new String[] {"soak", "--games", "20", "--seed", "6"},
                new PrintWriter(out, true), new PrintWriter(err, true));
        String text = out.toString();
        Matcher counts = Pattern.compile("turns +(\\d+) +answers (\\d+)").matcher(text);
        assertTrue(counts.find(), text);
        long turns = Long.parseLong(counts.group(1));
        assertAll(text + err,
                () -> assertEquals(0, status),
                () -> assertTrue(text.contains("games        20 to the end"), "games line"),
                () -> assertTrue(turns >= 20, "at least one move asked a game"),
                () -> assertEquals(turns, Long.parseLong(counts.group(2)), "turns = answers"),
                () -> assertTrue(text.contains("illegal      0"), "no illegal answer"),
                () -> assertTrue(text.contains("problems     0"), "no problem"),
                () -> assertTrue(sessions(text) >= 2, "a new session after END"),
                () -> assertTrue(text.contains("live heap    start"), "heap figures"),
                () -> assertTrue(text.contains("result       PASS"), "passed"));
    }

    /**
     * A brain whose every 7th move answer is the point it answered before: occupied, or off a
     * smaller board, or — from an earlier game — empty, so the soak's board and the brain's part
     * (later moves may then be refused: turns and answers need not match here).
     */
    @Test
    void anIllegalAnswerIsCaughtAndFails() throws InterruptedException {
        AtomicInteger moves = new AtomicInteger();
        String[] previous = {null};
        GomocupSoak.Loop corrupting = (in, out) -> new GomocupDriver(GomokuEngine.strongest(), new PrintWriter(out) {
            @Override
            public void println(String line) {
                if (MOVE.matcher(line).matches()) {
                    if (moves.incrementAndGet() % 7 == 0 && previous[0] != null) {
                        line = previous[0];
                    }
                    previous[0] = line;
                }
                super.println(line);
            }
        }).run(in);
        GomocupSoak.Result result = new GomocupSoak(corrupting, 5_000, 3, 5, NO_HEAP_CHECK, null).run();
        assertAll(result.lines()::toString,
                () -> assertTrue(result.illegal() > 0, "illegal counted"),
                () -> assertTrue(result.firstProblems().stream().anyMatch(p -> p.contains("is not legal"))),
                () -> assertFalse(result.passed()));
    }

    @Test
    void aLostAnswerStopsTheRunAndFails() throws InterruptedException {
        AtomicInteger moves = new AtomicInteger();
        GomocupSoak.Loop losing = (in, out) -> new GomocupDriver(GomokuEngine.strongest(), new PrintWriter(out) {
            @Override
            public void println(String line) {
                if (MOVE.matcher(line).matches() && moves.incrementAndGet() == 9) {
                    return; // the ninth move never arrives
                }
                super.println(line);
            }
        }).run(in);
        GomocupSoak.Result result = new GomocupSoak(losing, 3_000, 10, 5, NO_HEAP_CHECK, null).run();
        assertAll(result.lines()::toString,
                () -> assertTrue(result.games() < 10, "the run stopped at the lost answer"),
                () -> assertTrue(result.firstProblems().get(0).startsWith("no answer within 3000 ms after '")),
                () -> assertEquals(result.turns(), result.answers() + 1),
                () -> assertFalse(result.passed()));
    }

    @Test
    void anErrorOrAStrayLineIsAProblem() throws InterruptedException {
        AtomicInteger oks = new AtomicInteger();
        GomocupSoak.Loop chatty = (in, out) -> new GomocupDriver(GomokuEngine.strongest(), new PrintWriter(out) {
            @Override
            public void println(String line) {
                if (line.equals("OK") && oks.incrementAndGet() == 4) {
                    super.println("ERROR internal error: something went wrong");
                }
                super.println(line);
            }
        }).run(in);
        GomocupSoak.Result result = new GomocupSoak(chatty, 5_000, 3, 5, NO_HEAP_CHECK, null).run();
        assertAll(result.lines()::toString,
                () -> assertTrue(result.problems() >= 1),
                () -> assertTrue(result.firstProblems().get(0).contains("something went wrong"),
                        () -> result.firstProblems().get(0)),
                () -> assertFalse(result.passed()));
    }
}
