package org.gametree.app.analysis.stepper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;
import org.gametree.core.trace.TraceRecorder;
import org.gametree.core.trace.TraceTree;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/** The toolkit-free replay: stepping and playing with a hand-cranked ticker, no JavaFX, no real time. */
class StepperReplayTest {

    /** A ticker the test turns: each {@link #tick()} is one of the timeline's frames. */
    private static final class FakeTicker implements StepperReplay.Ticker {
        Runnable action;
        int starts;
        int stops;

        @Override
        public void start(Runnable tick) {
            action = tick;
            starts++;
        }

        @Override
        public void stop() {
            stops++;
            action = null;
        }

        void tick(int frames) {
            for (int i = 0; i < frames && action != null; i++) {
                action.run();
            }
        }
    }

    private static TraceTree figure74() {
        Searcher searcher = Algorithms.create("alphabeta", SearchConfig.plain());
        TraceRecorder recorder = new TraceRecorder();
        searcher.setListener(recorder);
        searcher.search(TextbookTree.figure74(), SearchLimits.depth(3));
        return TraceTree.of(recorder);
    }

    @Test
    void playsAtItsSpeedOnTheTickersFramesAndStopsAtTheEnd() {
        FakeTicker ticker = new FakeTicker();
        StepperReplay replay = new StepperReplay(ticker);
        int[] changes = new int[1];
        replay.setOnChange(() -> changes[0]++);
        replay.load(figure74(), 1.4);
        assertEquals(0, replay.position(), "a recording opens before its first event");
        replay.setSpeed(15);
        replay.play();
        assertTrue(replay.isPlaying());
        assertEquals(1, ticker.starts);
        ticker.tick(StepperReplay.TICKS_PER_SECOND); // one second at 15 events a second
        assertEquals(15, replay.position());
        replay.pause();
        assertEquals(1, ticker.stops);
        ticker.tick(30);
        assertEquals(15, replay.position(), "paused: the ticker no longer moves it");
        replay.setSpeed(StepperReplay.MAX_SPEED);
        replay.play();
        ticker.tick(1000);
        assertEquals(replay.length(), replay.position());
        assertFalse(replay.isPlaying(), "stops at the end");
        assertEquals(2, ticker.stops);
        assertTrue(changes[0] > 3);
        replay.play(); // at the end: starts over
        assertEquals(0, replay.position());
    }

    @Test
    void stepsAndRunsToCutoffs() {
        StepperReplay replay = new StepperReplay(new FakeTicker());
        replay.load(figure74(), 1.4);
        replay.next();
        replay.next();
        assertEquals(2, replay.position());
        replay.back();
        assertEquals(1, replay.position());
        assertTrue(replay.nextCutoff());
        assertEquals(org.gametree.core.trace.TraceEvent.CUTOFF, replay.stepper().kind());
        replay.last();
        assertFalse(replay.nextCutoff());
        replay.clear();
        assertFalse(replay.isLoaded());
        assertEquals(0, replay.length());
    }
}
