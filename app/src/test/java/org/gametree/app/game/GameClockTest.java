package org.gametree.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GameClockTest {

    /** A time source the test moves by hand. */
    private long now = 1_000_000_000L;
    private final GameClock clock = new GameClock(() -> now);

    private void advance(long millis) {
        now += millis * 1_000_000;
    }

    @Test
    void formatsToTheTenthCuttingDown() {
        assertEquals("0:00.0", GameClock.format(0));
        assertEquals("0:00.0", GameClock.format(99));
        assertEquals("0:00.1", GameClock.format(100));
        assertEquals("0:09.9", GameClock.format(9_999));
        assertEquals("1:05.3", GameClock.format(65_370));
        assertEquals("75:00.0", GameClock.format(4_500_000));
        assertEquals("0:00.0", GameClock.format(-5));
    }

    @Test
    void countsUpOnlyTheRunningSideAndSwitchesSides() {
        clock.start(0);
        advance(1_250);
        assertEquals(1_250, clock.displayedMillis(0));
        assertEquals(0, clock.displayedMillis(1));
        assertEquals(0, clock.running());

        clock.start(1);   // Red moved
        advance(3_049);
        assertEquals(1, clock.running());
        assertEquals("0:01.2", GameClock.format(clock.displayedMillis(0)));
        assertEquals("0:03.0", GameClock.format(clock.displayedMillis(1)));

        clock.start(0);
        advance(100);
        clock.stop();
        advance(10_000);   // stopped: nobody's time runs
        assertEquals(-1, clock.running());
        assertEquals(1_350, clock.usedMillis(0));
        assertEquals(3_049, clock.usedMillis(1));
    }

    @Test
    void countsDownAndFlagsTheSideOutOfTime() {
        clock.reset(60_000);
        assertTrue(clock.isCountingDown());
        clock.start(0);
        advance(59_950);
        assertEquals("0:00.0", GameClock.format(clock.displayedMillis(0)));
        assertFalse(clock.isFlagged(0));
        advance(50);
        assertTrue(clock.isFlagged(0));
        advance(5_000);
        assertEquals(0, clock.displayedMillis(0), "never below zero");
        assertEquals("1:00.0", GameClock.format(clock.displayedMillis(1)));
        assertFalse(clock.isFlagged(1));
    }

    @Test
    void resetStopsAndClears() {
        clock.start(1);
        advance(500);
        clock.reset(0);
        assertEquals(-1, clock.running());
        assertEquals(0, clock.displayedMillis(1));
        assertFalse(clock.isCountingDown());
    }

    @Test
    void theIncrementIsCreditedAfterAMoveAndATimePerMoveRestarts() {
        clock.reset(TimeControl.increment(1, 5));
        clock.start(0);
        advance(20_000);
        clock.credit(0);
        clock.start(1);
        assertEquals("0:45.0", GameClock.format(clock.displayedMillis(0)), "60 - 20 + 5");
        assertEquals(45_000, clock.remainingMillis(0));

        clock.reset(TimeControl.perMove(3));
        clock.start(0);
        advance(2_500);
        clock.start(1);
        advance(1_000);
        clock.start(0);
        assertEquals("0:03.0", GameClock.format(clock.displayedMillis(0)), "a new move, the whole time");
        assertEquals("0:02.0", GameClock.format(clock.displayedMillis(1)), "Black's last move took 1 s");
        advance(3_000);
        assertTrue(clock.isFlagged(0));
        assertFalse(clock.isFlagged(1));
    }
}
