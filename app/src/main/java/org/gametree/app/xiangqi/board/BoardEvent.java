package org.gametree.app.xiangqi.board;

import javafx.event.Event;
import javafx.event.EventType;

/**
 * What the user did on the board, by mouse or keyboard alike: activated a square (clicked it,
 * pressed Enter/Space on the cursor, or dropped a dragged piece on it), cancelled (Escape, or a
 * dragged piece dropped where it cannot go), or asked to leave a preview (clicked or pressed
 * Enter/Space/Escape while the board shows a preview instead of the game). The board only reports; what an
 * activation means (select, move, deselect) is the view-model's decision.
 */
public final class BoardEvent extends Event {

    private static final long serialVersionUID = 1L;

    public static final EventType<BoardEvent> ANY = new EventType<>(Event.ANY, "XIANGQI_BOARD");
    public static final EventType<BoardEvent> SQUARE_ACTIVATED = new EventType<>(ANY, "SQUARE_ACTIVATED");
    public static final EventType<BoardEvent> CANCELLED = new EventType<>(ANY, "CANCELLED");
    public static final EventType<BoardEvent> PREVIEW_DISMISSED = new EventType<>(ANY, "PREVIEW_DISMISSED");

    private final int square;

    public BoardEvent(EventType<BoardEvent> type, int square) {
        super(type);
        this.square = square;
    }

    /** The mailbox square activated, or -1 for {@link #CANCELLED} and {@link #PREVIEW_DISMISSED}. */
    public int square() {
        return square;
    }
}
