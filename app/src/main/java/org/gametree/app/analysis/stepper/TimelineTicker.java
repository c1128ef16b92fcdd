package org.gametree.app.analysis.stepper;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

/** The window's {@link StepperReplay.Ticker}: a timeline on the FX thread, made at the first start. */
final class TimelineTicker implements StepperReplay.Ticker {

    private Timeline timeline;
    private Runnable tick = () -> { };

    @Override
    public void start(Runnable action) {
        tick = action;
        if (timeline == null) {
            timeline = new Timeline(new KeyFrame(Duration.seconds(1.0 / StepperReplay.TICKS_PER_SECOND), e -> tick.run()));
            timeline.setCycleCount(Timeline.INDEFINITE);
        }
        timeline.play();
    }

    @Override
    public void stop() {
        if (timeline != null) {
            timeline.stop();
        }
    }
}
