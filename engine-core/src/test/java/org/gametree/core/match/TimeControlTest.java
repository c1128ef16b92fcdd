package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void parsesClocks() {
        assertEquals(TimeControl.clock(40, 60_000, 0), TimeControl.parseClock("40/60"));
        assertEquals(TimeControl.clock(0, 60_000, 500), TimeControl.parseClock("60+0.5"));
        assertEquals(TimeControl.clock(40, 120_000, 1_000), TimeControl.parseClock(" 40/120+1 "));
        assertEquals(TimeControl.clock(0, 300_000, 0), TimeControl.parseClock("300"));
        assertEquals(TimeControl.clock(0, 0, 1_000), TimeControl.parseClock("0+1"), "increment only");
        assertEquals("40/60", TimeControl.parseClock("40/60").describe());
        assertEquals("60+0.5", TimeControl.parseClock("60+0.5").describe());
        assertEquals("2.5+0.1", TimeControl.parseClock("2.5+0.1").describe());
    }

    @Test
    void badClocksSayWhatIsWrong() {
        for (String bad : new String[] {"", "x/60", "0/60", "40/", "40/abc", "60+x", "-5", "40/0", "0", "1e9"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeControl.parseClock(bad), bad);
            assertTrue(e.getMessage().contains("e.g. 40/60"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> TimeControl.movetime(0));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.nodes(0));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.depth(0));
    }

    @Test
    void aRepeatingClockIsRefilledAfterEachPeriod() {
        TimeControl.Clock clock = TimeControl.parseClock("2/10").newClock();
        assertEquals(2, clock.movesToGo());
        assertTrue(clock.charge(3_000, 0));
        assertEquals(7_000, clock.remaining());
        assertEquals(1, clock.movesToGo());
        assertTrue(clock.charge(6_000, 0));
        assertEquals(1_000 + 10_000, clock.remaining(), "the second period's time is added");
        assertEquals(2, clock.movesToGo());
    }

    @Test
    void theFlagFallsBeyondTheMarginOnly() {
        TimeControl.Clock clock = TimeControl.parseClock("10+1").newClock();
        assertEquals(0, clock.movesToGo(), "sudden death");
        assertTrue(clock.charge(10_040, 50), "40 ms over, within the 50 ms margin");
        assertEquals(1_000, clock.remaining(), "stopped at 0, then the increment");
        assertFalse(clock.charge(1_051, 50));
        assertTrue(clock.remaining() < 0);
    }
}
