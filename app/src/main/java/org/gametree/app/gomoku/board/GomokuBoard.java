package org.gametree.app.gomoku.board;

import java.util.List;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.event.EventHandler;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import org.gametree.app.analysis.BoardMark;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * A Gomoku/Renju board of 15 to 20 lines: draws a {@link GomokuBoardState} and reports what the
 * user activates as {@link GomokuBoardEvent}s. Besides the state it has only view settings of
 * its own — points to emphasise ({@link #highlightProperty()}, e.g. the stones of an evaluation
 * row), move numbers on the stones, the keyboard cursor and the language of its tooltips — so
 * it can sit beside any view-model and show the game or any preview position.
 *
 * <p>The look is in {@code gomoku-board.css} (looked-up colours; add the style class
 * {@code dark} to the board or an ancestor for the dark variant); drawing and input handling
 * are in {@link GomokuBoardSkin}.
 */
public class GomokuBoard extends Control {

    private static final String STYLESHEET = GomokuBoard.class.getResource("gomoku-board.css").toExternalForm();

    private final ObjectProperty<GomokuBoardState> state =
            new SimpleObjectProperty<>(this, "state", GomokuBoardState.empty(Rule.RENJU, GomokuPosition.DEFAULT_SIZE));
    private final ObjectProperty<int[]> highlight = new SimpleObjectProperty<>(this, "highlight", new int[0]);
    private final ObjectProperty<List<BoardMark>> marks = new SimpleObjectProperty<>(this, "marks", List.of());
    private final ObjectProperty<org.gametree.app.analysis.HeatMap> heat =
            new SimpleObjectProperty<>(this, "heat", org.gametree.app.analysis.HeatMap.EMPTY);
    private final BooleanProperty showMoveNumbers = new SimpleBooleanProperty(this, "showMoveNumbers", false);
    private final BooleanProperty showThreats = new SimpleBooleanProperty(this, "showThreats", false);
    /** Starts on the centre point, where the first stone usually goes. */
    private final IntegerProperty cursorPoint = new SimpleIntegerProperty(this, "cursorPoint",
            centre(GomokuPosition.DEFAULT_SIZE));
    private final ObjectProperty<Localization> localization = new SimpleObjectProperty<>(this, "localization");

    private final ObjectProperty<EventHandler<GomokuBoardEvent>> onPointActivated =
            new SimpleObjectProperty<>(this, "onPointActivated") {
                @Override
                protected void invalidated() {
                    setEventHandler(GomokuBoardEvent.POINT_ACTIVATED, get());
                }
            };
    private final ObjectProperty<EventHandler<GomokuBoardEvent>> onCancelled =
            new SimpleObjectProperty<>(this, "onCancelled") {
                @Override
                protected void invalidated() {
                    setEventHandler(GomokuBoardEvent.CANCELLED, get());
                }
            };

    /** A board whose tooltips are in English. */
    public GomokuBoard() {
        this(new Localization(Language.ENGLISH));
    }

    /** A board whose tooltips follow the language of {@code l10n}. */
    public GomokuBoard(Localization l10n) {
        localization.set(l10n);
        getStyleClass().add("gomoku-board");
        setId("gomoku-board");
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.NODE);
        // A new board size moves the cursor back to the centre rather than off the board.
        state.addListener((o, old, now) -> {
            if (old == null || old.size() != now.size() || !now.isOnBoard(getCursorPoint())) {
                setCursorPoint(centre(now.size()));
            }
        });
    }

    /** The centre point of a board (for even sizes the one just above and left of the middle). */
    static int centre(int size) {
        return GomokuPosition.point((size - 1) / 2, (size - 1) / 2);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new GomokuBoardSkin(this);
    }

    @Override
    public String getUserAgentStylesheet() {
        return STYLESHEET;
    }

    public ObjectProperty<GomokuBoardState> stateProperty() {
        return state;
    }

    public GomokuBoardState getState() {
        return state.get();
    }

    public void setState(GomokuBoardState value) {
        state.set(value);
    }

    /** Points (engine indices) to emphasise with a ring; null or empty for none. */
    public ObjectProperty<int[]> highlightProperty() {
        return highlight;
    }

    public int[] getHighlight() {
        return highlight.get();
    }

    public void setHighlight(int[] points) {
        highlight.set(points);
    }

    /**
     * Analysis marks (the move being searched, a refutation, best moves): each point is ringed
     * in its kind's colour ({@code -gm-mark-*}) with a small label, and an empty point gets a
     * ghost stone. Only {@link BoardMark#from()} is used. Null or empty for none.
     */
    public ObjectProperty<List<BoardMark>> marksProperty() {
        return marks;
    }

    public List<BoardMark> getMarks() {
        return marks.get() == null ? List.of() : marks.get();
    }

    public void setMarks(List<BoardMark> value) {
        marks.set(value);
    }

    /**
     * Candidate points coloured by score, numbered by rank ({@link HeatSpot}), over the stones and
     * under the analysis marks; null or empty for none.
     */
    public ObjectProperty<org.gametree.app.analysis.HeatMap> heatProperty() {
        return heat;
    }

    public org.gametree.app.analysis.HeatMap getHeat() {
        return heat.get() == null ? org.gametree.app.analysis.HeatMap.EMPTY : heat.get();
    }

    /**
     * Whether every threat point of both sides is marked by kind (five, straight four, four,
     * three: {@link org.gametree.gomoku.threat.ThreatMap}) — black's in the lower left of a
     * point, white's in the upper right.
     */
    public BooleanProperty showThreatsProperty() {
        return showThreats;
    }

    public boolean isShowThreats() {
        return showThreats.get();
    }

    public void setShowThreats(boolean value) {
        showThreats.set(value);
    }

    public BooleanProperty showMoveNumbersProperty() {
        return showMoveNumbers;
    }

    public boolean isShowMoveNumbers() {
        return showMoveNumbers.get();
    }

    public void setShowMoveNumbers(boolean value) {
        showMoveNumbers.set(value);
    }

    /** The point under the keyboard cursor. */
    public IntegerProperty cursorPointProperty() {
        return cursorPoint;
    }

    public int getCursorPoint() {
        return cursorPoint.get();
    }

    public void setCursorPoint(int point) {
        cursorPoint.set(point);
    }

    /** The language of the forbidden-point tooltips. */
    public ObjectProperty<Localization> localizationProperty() {
        return localization;
    }

    public Localization getLocalization() {
        return localization.get();
    }

    public ObjectProperty<EventHandler<GomokuBoardEvent>> onPointActivatedProperty() {
        return onPointActivated;
    }

    /** Called with the point a click or Enter/Space activated (the event's {@link GomokuBoardEvent#point()}). */
    public void setOnPointActivated(EventHandler<GomokuBoardEvent> handler) {
        onPointActivated.set(handler);
    }

    public ObjectProperty<EventHandler<GomokuBoardEvent>> onCancelledProperty() {
        return onCancelled;
    }

    public void setOnCancelled(EventHandler<GomokuBoardEvent> handler) {
        onCancelled.set(handler);
    }

    /** The geometry of the board at its current size. */
    public GomokuBoardGeometry geometry() {
        Insets in = getInsets();
        return GomokuBoardGeometry.fit(getState().size(), in.getLeft(), in.getTop(),
                getWidth() - in.getLeft() - in.getRight(), getHeight() - in.getTop() - in.getBottom());
    }

    /** Where a point is, in this control's coordinates (for tests and tooltips). */
    public Point2D pointOf(int point) {
        return geometry().center(point);
    }

    @Override
    protected double computePrefWidth(double height) {
        return 40 * GomokuBoardGeometry.units(getState().size());
    }

    @Override
    protected double computePrefHeight(double width) {
        return 40 * GomokuBoardGeometry.units(getState().size());
    }

    @Override
    protected double computeMinWidth(double height) {
        return 16 * GomokuBoardGeometry.units(getState().size());
    }

    @Override
    protected double computeMinHeight(double width) {
        return 16 * GomokuBoardGeometry.units(getState().size());
    }
}
