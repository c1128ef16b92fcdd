package org.gametree.app.game;

import java.util.function.LongSupplier;

/**
 * The two players' clocks. Toolkit-free: it reads a time source (nanoseconds, {@code System::nanoTime}
 * in the window, a fake in tests) whenever asked, so nothing has to tick it.
 *
 * <p>Under a {@link TimeControl} each clock counts down — a side's budget plus the increments it
 * earned, or the fixed time of the move being thought about — and a side whose time is used up
 * has {@link #isFlagged lost on time}. Without one each clock counts up the time its side has
 * spent thinking. At most one clock runs: {@link #start} runs a side's clock, and starting the
 * other side's stops the first. {@link #credit} adds a side's increment after its move.
 */
public final class GameClock {

    private final LongSupplier nanoTime;
    private TimeControl control = TimeControl.none();
    /**
     * Nanoseconds each side has used, not counting the running stretch; under a time per move,
     * those of the side's current (or last) move only.
     */
    private final long[] usedNanos = new long[2];
    /** Increments earned so far, in milliseconds. */
    private final long[] creditMillis = new long[2];
    private int running = -1;
    private long runningSince;
    /**
     * The side whose move is under way (its clock may be paused), or -1: starting its clock
     * again continues that move, so a pause never hands out a fresh time per move.
     */
    private int moving = -1;

    /** A clock counting up, both sides at zero, stopped. */
    public GameClock(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** Stops and sets both clocks back: counting down from {@code allowanceMillis}, or up when it is 0. */
    public void reset(long allowanceMillis) {
        if (allowanceMillis < 0) {
            throw new IllegalArgumentException("negative time allowance");
        }
        reset(allowanceMillis == 0 ? TimeControl.none()
                : new TimeControl(TimeControl.Kind.INCREMENT, allowanceMillis, 0, 0));
    }

    /** Stops and sets both clocks back to the start of a game under {@code value}. */
    public void reset(TimeControl value) {
        control = value;
        for (int side = 0; side < 2; side++) {
            usedNanos[side] = 0;
            creditMillis[side] = 0;
        }
        running = -1;
        moving = -1;
    }

    public TimeControl control() {
        return control;
    }

    /**
     * Runs {@code side}'s clock (0 first player, 1 second); the other one stops. Under a time per
     * move this starts a new move, the side having its whole time again — unless the side's move
     * was already under way (its clock was only paused): then that move goes on.
     */
    public void start(int side) {
        if (side != 0 && side != 1) {
            throw new IllegalArgumentException("side must be 0 or 1, got " + side);
        }
        if (running == side) {
            return;
        }
        stop();
        if (control.kind() == TimeControl.Kind.PER_MOVE && side != moving) {
            usedNanos[side] = 0;
        }
        moving = side;
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

    /** Adds the increment to {@code side}'s budget: it has just made a move. */
    public void credit(int side) {
        creditMillis[side] += control.kind() == TimeControl.Kind.INCREMENT ? control.incrementMillis() : 0;
    }

    /** The side whose clock runs, or -1. */
    public int running() {
        return running;
    }

    public boolean isCountingDown() {
        return control.isTimed();
    }

    /** Milliseconds {@code side} has used so far (this move only, under a time per move). */
    public long usedMillis(int side) {
        long used = usedNanos[side];
        if (running == side) {
            used += nanoTime.getAsLong() - runningSince;
        }
        return used / 1_000_000;
    }

    /** Milliseconds {@code side} has left (may be negative once flagged); 0 when counting up. */
    public long remainingMillis(int side) {
        return switch (control.kind()) {
            case NONE -> 0;
            case INCREMENT -> control.baseMillis() + creditMillis[side] - usedMillis(side);
            case PER_MOVE -> control.perMoveMillis() - usedMillis(side);
        };
    }

    /** What the clock shows: time left when counting down (never below 0), time used otherwise. */
    public long displayedMillis(int side) {
        return isCountingDown() ? Math.max(0, remainingMillis(side)) : usedMillis(side);
    }

    /** Whether {@code side} has used up its time (never, when counting up). */
    public boolean isFlagged(int side) {
        return isCountingDown() && remainingMillis(side) <= 0;
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
