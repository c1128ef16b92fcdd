package org.gametree.app.xiangqi.board;

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

import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * A Xiangqi board: draws a {@link BoardState} and reports what the user activates as
 * {@link BoardEvent}s. It keeps only view state of its own — whether it is seen from Black
 * ({@link #flippedProperty()}) and where the keyboard cursor is — so it can sit beside any
 * view-model. The look is in {@code xiangqi-board.css} (looked-up colours, override them in an
 * application stylesheet); drawing and input handling are in {@link XiangqiBoardSkin}.
 */
public class XiangqiBoard extends Control {

    private static final String STYLESHEET = XiangqiBoard.class.getResource("xiangqi-board.css").toExternalForm();

    private final ObjectProperty<BoardState> state =
            new SimpleObjectProperty<>(this, "state", BoardState.of(Position.startPosition(), -1, new int[0]));
    private final BooleanProperty flipped = new SimpleBooleanProperty(this, "flipped", false);
    /** Starts on Red's king file, one rank up: a central point from which every piece is near. */
    private final IntegerProperty cursorSquare = new SimpleIntegerProperty(this, "cursorSquare", Squares.of(4, 0));

    private final ObjectProperty<EventHandler<BoardEvent>> onSquareActivated =
            new SimpleObjectProperty<>(this, "onSquareActivated") {
                @Override
                protected void invalidated() {
                    setEventHandler(BoardEvent.SQUARE_ACTIVATED, get());
                }
            };
    private final ObjectProperty<EventHandler<BoardEvent>> onCancelled =
            new SimpleObjectProperty<>(this, "onCancelled") {
                @Override
                protected void invalidated() {
                    setEventHandler(BoardEvent.CANCELLED, get());
                }
            };

    public XiangqiBoard() {
        getStyleClass().add("xiangqi-board");
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.NODE);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new XiangqiBoardSkin(this);
    }

    @Override
    public String getUserAgentStylesheet() {
        return STYLESHEET;
    }

    public ObjectProperty<BoardState> stateProperty() {
        return state;
    }

    public BoardState getState() {
        return state.get();
    }

    public void setState(BoardState value) {
        state.set(value);
    }

    public BooleanProperty flippedProperty() {
        return flipped;
    }

    public boolean isFlipped() {
        return flipped.get();
    }

    public void setFlipped(boolean value) {
        flipped.set(value);
    }

    /** The square under the keyboard cursor. */
    public IntegerProperty cursorSquareProperty() {
        return cursorSquare;
    }

    public int getCursorSquare() {
        return cursorSquare.get();
    }

    public void setCursorSquare(int square) {
        cursorSquare.set(square);
    }

    public ObjectProperty<EventHandler<BoardEvent>> onSquareActivatedProperty() {
        return onSquareActivated;
    }

    public void setOnSquareActivated(EventHandler<BoardEvent> handler) {
        onSquareActivated.set(handler);
    }

    public ObjectProperty<EventHandler<BoardEvent>> onCancelledProperty() {
        return onCancelled;
    }

    public void setOnCancelled(EventHandler<BoardEvent> handler) {
        onCancelled.set(handler);
    }

    /** The geometry of the board at its current size and orientation. */
    public BoardGeometry geometry() {
        Insets in = getInsets();
        return BoardGeometry.fit(in.getLeft(), in.getTop(),
                getWidth() - in.getLeft() - in.getRight(), getHeight() - in.getTop() - in.getBottom(),
                isFlipped());
    }

    /** Where a square's point is, in this control's coordinates (for tests and tooltips). */
    public Point2D pointOf(int square) {
        return geometry().center(square);
    }

    @Override
    protected double computePrefWidth(double height) {
        return 64 * BoardGeometry.WIDTH_UNITS;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 64 * BoardGeometry.HEIGHT_UNITS;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 24 * BoardGeometry.WIDTH_UNITS;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 24 * BoardGeometry.HEIGHT_UNITS;
    }
}
