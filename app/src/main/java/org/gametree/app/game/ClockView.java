package org.gametree.app.game;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.Localization;

/**
 * Both sides' clocks as {@code m:ss.d}, the running one emphasised ({@code :running}) and a side
 * out of time marked ({@code :flagged}). A {@link Timeline} redraws them ten times a second
 * while the view is in a scene; the {@link GameClock} itself needs no ticking.
 */
public final class ClockView extends HBox {

    static final PseudoClass RUNNING = PseudoClass.getPseudoClass("running");
    static final PseudoClass FLAGGED = PseudoClass.getPseudoClass("flagged");

    private final GameClock clock;
    private final ObjectProperty<Game> game = new SimpleObjectProperty<>(this, "game", Game.XIANGQI);
    private final VBox[] faces = new VBox[2];
    private final Label[] times = new Label[2];
    private final Timeline ticker = new Timeline(new KeyFrame(Duration.millis(100), e -> refresh()));

    public ClockView(Localization l10n, GameClock clock) {
        this.clock = clock;
        setId("clock-view");
        getStyleClass().add("clock-view");
        getStylesheets().add(GameStyles.URL);
        setSpacing(8);
        String[] ids = {"clock-first", "clock-second"};
        for (int side = 0; side < 2; side++) {
            Label name = new Label();
            name.textProperty().bind(SideNames.of(l10n, game, side));
            name.getStyleClass().add("clock-side");
            times[side] = new Label();
            times[side].setId(ids[side]);
            times[side].getStyleClass().add("clock-time");
            faces[side] = new VBox(name, times[side]);
            faces[side].setAlignment(Pos.CENTER);
            faces[side].getStyleClass().add("clock-face");
            faces[side].setMaxWidth(Double.MAX_VALUE);
            HBox.setHgrow(faces[side], javafx.scene.layout.Priority.ALWAYS);
            getChildren().add(faces[side]);
        }
        ticker.setCycleCount(Timeline.INDEFINITE);
        // Tick only while shown: a clock view dropped from the window must not keep a timeline alive.
        sceneProperty().addListener((o, old, scene) -> {
            if (scene == null) {
                ticker.stop();
            } else {
                ticker.play();
            }
        });
        refresh();
    }

    /** Which game's side names to show (Red/Black or Black/White). */
    public ObjectProperty<Game> gameProperty() {
        return game;
    }

    public GameClock clock() {
        return clock;
    }

    /** Redraws both clocks from the clock's current reading (the timeline calls it at 10 Hz). */
    public void refresh() {
        for (int side = 0; side < 2; side++) {
            times[side].setText(GameClock.format(clock.displayedMillis(side)));
            faces[side].pseudoClassStateChanged(RUNNING, clock.running() == side);
            faces[side].pseudoClassStateChanged(FLAGGED, clock.isFlagged(side));
        }
    }
}
