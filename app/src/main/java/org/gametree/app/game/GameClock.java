package org.gametree.app.game;

import java.util.function.LongSupplier;

/**
 * The two players' clocks. Toolkit-free: it reads a time source (nanoseconds, {@code System::nanoTime}
 * in the window, a fake in tests) whenever asked, so nothing has to tick it.
 *
 * <p>With a time allowance each clock counts down from it and a side whose time is used up has
 * {@link #isFlagged lost on time}; with none (allowance 0) each clock counts up the time its side
 * has spent thinking. At most one clock runs: {@link #start} runs a side's clock, and starting
 * the other side's stops the first (a move was made).
 */
public final class GameClock {

    private final LongSupplier nanoTime;
    private long allowanceMillis;
    /** Nanoseconds each side has used, not counting the running stretch. */
    private final long[] usedNanos = new long[2];
    private int running = -1;
    private long runningSince;

    /** A clock counting up, both sides at zero, stopped. */
    public GameClock(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** Stops and sets both clocks back: counting down from {@code allowanceMillis}, or up when it is 0. */
    public void reset(long allowanceMillis) {
        if (allowanceMillis < 0) {
            throw new IllegalArgumentException("negative time allowance");
        }
        this.allowanceMillis = allowanceMillis;
        usedNanos[0] = 0;
        usedNanos[1] = 0;
        running = -1;
    }

    /** Runs {@code side}'s clock (0 first player, 1 second); the other one stops. */
    public void start(int side) {
        if (side != 0 && side != 1) {
            throw new IllegalArgumentException("side must be 0 or 1, got " + side);
        }
        if (running == side) {
            return;
        }
        stop();
        running = side;
        runningSince = nanoTime.getAsLong();
    }

    /** Stops whichever clock runs (game over, paused). */
    public void stop() {
        if (running >= 0) {
            usedNanos[running] += nanoTime.getAsLong() - runningSince;
            running = -1;
        }
    }

    /** The side whose clock runs, or -1. */
    public int running() {
        return running;
    }

    public boolean isCountingDown() {
        return allowanceMillis > 0;
    }

    /** Milliseconds {@code side} has used so far. */
    public long usedMillis(int side) {
        long used = usedNanos[side];
        if (running == side) {
            used += nanoTime.getAsLong() - runningSince;
        }
        return used / 1_000_000;
    }

    /** What the clock shows: time left when counting down (never below 0), time used otherwise. */
    public long displayedMillis(int side) {
        return isCountingDown() ? Math.max(0, allowanceMillis - usedMillis(side)) : usedMillis(side);
    }

    /** Whether {@code side} has used up its allowance (never, when counting up). */
    public boolean isFlagged(int side) {
        return isCountingDown() && usedMillis(side) >= allowanceMillis;
    }

    /**
     * {@code m:ss.d}, to the tenth of a second, cut down (not rounded, so a clock never shows a
     * tenth its side has not reached); minutes go on past 59.
     */
    public static String format(long millis) {
        long tenths = Math.max(0, millis) / 100;
        long seconds = tenths / 10;
        return (seconds / 60) + ":" + String.format("%02d", seconds % 60) + "." + (tenths % 10);
    }
}
