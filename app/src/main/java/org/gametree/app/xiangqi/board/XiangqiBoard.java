package org.gametree.app.xiangqi.board;

import java.util.List;
import java.util.function.Function;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.PseudoClass;
import javafx.event.EventHandler;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import org.gametree.app.analysis.BoardMark;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * A Xiangqi board: draws a {@link BoardState} and reports what the user activates as
 * {@link BoardEvent}s. It keeps only view state of its own — whether it is seen from Black
 * ({@link #flippedProperty()}), where the keyboard cursor is, the looks ({@link BoardStyle},
 * {@link PieceStyle}, blind mode), points to highlight and an optional preview — so it can sit
 * beside any view-model. The look is in {@code xiangqi-board.css} (looked-up colours, override
 * them in an application stylesheet); drawing and input handling are in {@link XiangqiBoardSkin}.
 *
 * <p>Moves are entered by click-click, by dragging a piece, or from the keyboard; all three end
 * in the same {@link BoardEvent#SQUARE_ACTIVATED} events, so the view-model cannot tell them
 * apart.
 */
public class XiangqiBoard extends Control {

    private static final String STYLESHEET = XiangqiBoard.class.getResource("xiangqi-board.css").toExternalForm();

    private final ObjectProperty<BoardState> state =
            new SimpleObjectProperty<>(this, "state", BoardState.of(Position.startPosition(), -1, new int[0]));
    private final BooleanProperty flipped = new SimpleBooleanProperty(this, "flipped", false);
    /** Starts on Red's king file, one rank up: a central point from which every piece is near. */
    private final IntegerProperty cursorSquare = new SimpleIntegerProperty(this, "cursorSquare", Squares.of(4, 0));

    private final ObjectProperty<BoardState> preview = new SimpleObjectProperty<>(this, "preview") {
        @Override
        protected void invalidated() {
            pseudoClassStateChanged(PREVIEWING, get() != null);
        }
    };
    private final ObjectProperty<int[]> highlight = new SimpleObjectProperty<>(this, "highlight", new int[0]);
    private final ObjectProperty<List<BoardMark>> marks = new SimpleObjectProperty<>(this, "marks", List.of());
    private final BooleanProperty blind = new SimpleBooleanProperty(this, "blind", false) {
        @Override
        protected void invalidated() {
            pseudoClassStateChanged(BLIND, get());
        }
    };
    private final ObjectProperty<BoardStyle> boardStyle = new SimpleObjectProperty<>(this, "boardStyle", BoardStyle.WOOD) {
        @Override
        protected void invalidated() {
            restyle(BoardStyle.values(), getBoardStyle(), BoardStyle::styleClass);
        }
    };
    private final ObjectProperty<PieceStyle> pieceStyle =
            new SimpleObjectProperty<>(this, "pieceStyle", PieceStyle.TRADITIONAL) {
                @Override
                protected void invalidated() {
                    restyle(PieceStyle.values(), getPieceStyle(), PieceStyle::styleClass);
                }
            };

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

    private final ObjectProperty<EventHandler<BoardEvent>> onPreviewDismissed =
            new SimpleObjectProperty<>(this, "onPreviewDismissed") {
                @Override
                protected void invalidated() {
                    setEventHandler(BoardEvent.PREVIEW_DISMISSED, get());
                }
            };

    private static final PseudoClass PREVIEWING = PseudoClass.getPseudoClass("previewing");
    private static final PseudoClass BLIND = PseudoClass.getPseudoClass("blind");

    public XiangqiBoard() {
        getStyleClass().addAll("xiangqi-board", BoardStyle.WOOD.styleClass(), PieceStyle.TRADITIONAL.styleClass());
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

    /**
     * A position to show instead of {@link #stateProperty()} (a tree node, a hovered PV move), or
     * null for the game. While a preview is shown the board takes no move input: a click, Enter,
     * Space or Escape fires {@link BoardEvent#PREVIEW_DISMISSED} instead, so the owner can go
     * back to the game. The control has the {@code :previewing} pseudo-class meanwhile.
     */
    public ObjectProperty<BoardState> previewProperty() {
        return preview;
    }

    public BoardState getPreview() {
        return preview.get();
    }

    public void setPreview(BoardState value) {
        preview.set(value);
    }

    /** What is drawn: the preview if there is one, else the state. */
    public BoardState getShownState() {
        return preview.get() != null ? preview.get() : state.get();
    }

    /** Squares to ring (e.g. the pieces an evaluation term counts); null or empty for none. */
    public ObjectProperty<int[]> highlightProperty() {
        return highlight;
    }

    public int[] getHighlight() {
        return highlight.get() == null ? new int[0] : highlight.get().clone();
    }

    public void setHighlight(int... squares) {
        highlight.set(squares == null ? null : squares.clone());
    }

    /**
     * Moves drawn as arrows from square to square (the move being searched, a refutation, best
     * lines), coloured by {@link BoardMark.Kind} with the stylesheet's {@code -xq-arrow-*} colours;
     * a mark whose from and to are one square is drawn as a ring. Null or empty for none.
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
     * Blind mode: pieces are not drawn, but the board still takes moves and shows the last
     * move, the check, the selection and legal destinations. Pseudo-class {@code :blind}.
     */
    public BooleanProperty blindProperty() {
        return blind;
    }

    public boolean isBlind() {
        return blind.get();
    }

    public void setBlind(boolean value) {
        blind.set(value);
    }

    /** The board's look; null means {@link BoardStyle#WOOD}. */
    public ObjectProperty<BoardStyle> boardStyleProperty() {
        return boardStyle;
    }

    public BoardStyle getBoardStyle() {
        return boardStyle.get() == null ? BoardStyle.WOOD : boardStyle.get();
    }

    public void setBoardStyle(BoardStyle value) {
        boardStyle.set(value);
    }

    /** The pieces' look; null means {@link PieceStyle#TRADITIONAL}. */
    public ObjectProperty<PieceStyle> pieceStyleProperty() {
        return pieceStyle;
    }

    public PieceStyle getPieceStyle() {
        return pieceStyle.get() == null ? PieceStyle.TRADITIONAL : pieceStyle.get();
    }

    public void setPieceStyle(PieceStyle value) {
        pieceStyle.set(value);
    }

    public ObjectProperty<EventHandler<BoardEvent>> onPreviewDismissedProperty() {
        return onPreviewDismissed;
    }

    public void setOnPreviewDismissed(EventHandler<BoardEvent> handler) {
        onPreviewDismissed.set(handler);
    }

    /** Replaces the style class of whichever value of a look was applied by the new value's. */
    private <E> void restyle(E[] values, E value, Function<E, String> styleClass) {
        for (E each : values) {
            getStyleClass().remove(styleClass.apply(each));
        }
        getStyleClass().add(styleClass.apply(value));
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
