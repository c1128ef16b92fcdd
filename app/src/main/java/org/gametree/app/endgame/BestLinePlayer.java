package org.gametree.app.endgame;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.util.Duration;

/**
 * "Play the best line": a timeline on the FX thread that, every {@link #stepMillisProperty()}
 * milliseconds, asks for the next best move and plays it, until the line ends. Each move changes
 * the position and the tab probes the new one in the background; a step that comes while that
 * answer is not back yet simply waits for the next tick, so the FX thread never waits.
 */
final class BestLinePlayer {

    /** What a step does: play a move, wait for an answer, or end the line. */
    interface Steps {
        /** The next move to play, {@link #WAIT} while the answer is not there, {@link #END} when the line is over. */
        int next();

        void play(int move);
    }

    static final int WAIT = -1;
    static final int END = 0;

    private final Steps steps;
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing");
    private final IntegerProperty stepMillis = new SimpleIntegerProperty(this, "stepMillis", 600);
    private Timeline timeline;

    BestLinePlayer(Steps steps) {
        this.steps = steps;
    }

    ReadOnlyBooleanProperty playingProperty() {
        return playing.getReadOnlyProperty();
    }

    /** Time between two moves (tests shorten it). */
    IntegerProperty stepMillisProperty() {
        return stepMillis;
    }

    void start() {
        stop();
        timeline = new Timeline(new KeyFrame(Duration.millis(Math.max(10, stepMillis.get())), e -> step()));
        timeline.setCycleCount(Timeline.INDEFINITE);
        playing.set(true);
        timeline.play();
    }

    void stop() {
        if (timeline != null) {
            timeline.stop();
            timeline = null;
        }
        playing.set(false);
    }

    private void step() {
        int move = steps.next();
        if (move == END) {
            stop();
        } else if (move != WAIT) {
            steps.play(move);
        }
    }
}
