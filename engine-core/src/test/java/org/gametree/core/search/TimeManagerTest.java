package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

/** The clock arithmetic of {@link TimeManager}: never lose on time, spend most of a last move, stay small when short. */
class TimeManagerTest {

    private static final long OVERHEAD = 50;

    /**
     * A 40-moves-in-60-s game over three periods where every move thinks for its whole hard limit
     * (the worst case: the soft limit never stops it) and then loses a fixed overhead: the clock
     * stays positive after every move.
     */
    @Test
    void aFortyMovesInSixtySecondsGameIsNeverLostOnTimeEvenWhenEveryMoveUsesItsHardLimit() {
        for (long realOverhead : new long[] {0, 10, 30, OVERHEAD}) {
            long clock = 60_000;
            long spent = 0;
            for (int move = 0; move < 120; move++) {
                int toGo = 40 - move % 40;
                TimeManager.Budget budget = TimeManager.forClock(clock, 0, toGo, OVERHEAD);
                clock -= budget.hardMillis() + realOverhead;
                spent += budget.hardMillis();
                assertTrue(clock > 0, "move " + (move + 1) + " with overhead " + realOverhead + " left " + clock + " ms");
                if (toGo == 1) {
                    clock += 60_000;
                }
            }
            assertTrue(spent > 150_000, "the three periods are mostly used, not hoarded: " + spent + " ms");
        }
    }

    /** The same game with each move stopping somewhere between its soft and its hard limit. */
    @Test
    void randomUseBetweenSoftAndHardNeverLosesOnTime() {
        Random random = new Random(12);
        for (int game = 0; game < 200; game++) {
            long clock = 60_000;
            for (int move = 0; move < 200; move++) {
                int toGo = 40 - move % 40;
                TimeManager.Budget budget = TimeManager.forClock(clock, 0, toGo, OVERHEAD);
                long used = budget.softMillis()
                        + (long) (random.nextDouble() * (budget.hardMillis() - budget.softMillis() + 1));
                clock -= used + random.nextInt((int) OVERHEAD + 1);
                assertTrue(clock > 0, "game " + game + " move " + (move + 1) + ": " + clock);
                if (toGo == 1) {
                    clock += 60_000;
                }
            }
        }
    }

    /** With an increment of at least the overhead a sudden-death clock never runs out. */
    @Test
    void anIncrementGameIsNeverLostOnTime() {
        long clock = 10_000;
        for (int move = 0; move < 500; move++) {
            TimeManager.Budget budget = TimeManager.forClock(clock, 100, 0, OVERHEAD);
            clock -= budget.hardMillis() + OVERHEAD;
            assertTrue(clock > 0, "move " + (move + 1) + ": " + clock);
            clock += 100;
        }
        assertTrue(clock > 100, "the clock settles above the increment: " + clock);
    }

    @Test
    void theLastMoveBeforeTheRefillUsesMostButNotAllOfTheClock() {
        TimeManager.Budget budget = TimeManager.forClock(10_000, 0, 1, OVERHEAD);
        assertTrue(budget.hardMillis() >= 8_000, "most of the clock: " + budget);
        assertTrue(budget.hardMillis() + OVERHEAD < 10_000, "not all of it: " + budget);
        assertTrue(budget.softMillis() >= 4_000 && budget.softMillis() < budget.hardMillis(), budget.toString());
    }

    @Test
    void anEvenShareWhenManyMovesRemain() {
        TimeManager.Budget budget = TimeManager.forClock(60_000, 0, 40, OVERHEAD);
        // optimum = (60000 - 50 - safety - 39 * 50) / 40, about 1450 ms
        double optimum = (60_000 - 50 - TimeManager.SAFETY_MILLIS - 39 * 50) / 40.0;
        assertEquals((long) (optimum * TimeManager.SOFT_SHARE), budget.softMillis());
        assertEquals((long) (optimum * TimeManager.HARD_FACTOR), budget.hardMillis());
    }

    @Test
    void anIncrementIsSpentAsItComes() {
        TimeManager.Budget without = TimeManager.forClock(30_000, 0, 0, OVERHEAD);
        TimeManager.Budget with = TimeManager.forClock(30_000, 1_000, 0, OVERHEAD);
        // 29 increments of 1 s, less their overhead, spread over 30 moves: about 920 ms more per move
        assertTrue(with.softMillis() > without.softMillis() + 920 * TimeManager.SOFT_SHARE, without + " vs " + with);
        assertTrue(with.hardMillis() <= (30_000 - OVERHEAD) / 2, "one move never takes half the clock: " + with);
    }

    @Test
    void tinyClocksGiveTinyTimes() {
        assertEquals(new TimeManager.Budget(1, 1), TimeManager.forClock(40, 0, 0, OVERHEAD), "under the overhead");
        assertEquals(new TimeManager.Budget(1, 1), TimeManager.forClock(0, 0, 5, OVERHEAD));
        assertEquals(new TimeManager.Budget(1, 1), TimeManager.forClock(-300, -5, 0, OVERHEAD), "negative counts as 0");
        TimeManager.Budget short1 = TimeManager.forClock(500, 0, 0, OVERHEAD);
        assertTrue(short1.hardMillis() <= 20, short1.toString());
        TimeManager.Budget short2 = TimeManager.forClock(300, 0, 20, 10);
        assertTrue(short2.hardMillis() <= 50, short2.toString());
        assertTrue(short2.softMillis() >= 1 && short2.softMillis() <= short2.hardMillis(), short2.toString());
    }

    @Test
    void noOverheadAndLongClocksAreFine() {
        TimeManager.Budget budget = TimeManager.forClock(3_600_000, 0, 0, 0);
        assertEquals(3_600_000 / TimeManager.SUDDEN_DEATH_MOVES * TimeManager.HARD_FACTOR, budget.hardMillis(), 2.0);
        TimeManager.Budget many = TimeManager.forClock(100_000, 0, 1000, 0);
        assertEquals(100_000 / TimeManager.MAX_HORIZON * TimeManager.SOFT_SHARE, many.softMillis(), 2.0,
                "movestogo beyond the horizon is planned as the horizon");
    }
}
