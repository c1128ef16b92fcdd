package org.gametree.app.gomoku.board;

import javafx.event.Event;
import javafx.event.EventType;

/**
 * What the user did on the Gomoku board, by mouse or keyboard alike: activated a point (clicked
 * it, or pressed Enter/Space on the keyboard cursor) or cancelled (Escape). The board only
 * reports; whether a stone goes there is the view-model's decision.
 */
public final class GomokuBoardEvent extends Event {

    private static final long serialVersionUID = 1L;

    public static final EventType<GomokuBoardEvent> ANY = new EventType<>(Event.ANY, "GOMOKU_BOARD");
    public static final EventType<GomokuBoardEvent> POINT_ACTIVATED = new EventType<>(ANY, "POINT_ACTIVATED");
    public static final EventType<GomokuBoardEvent> CANCELLED = new EventType<>(ANY, "GOMOKU_CANCELLED");

    private final int point;

    public GomokuBoardEvent(EventType<GomokuBoardEvent> type, int point) {
        super(type);
        this.point = point;
    }

    /** The engine point index activated, or 0 for {@link #CANCELLED}. */
    public int point() {
        return point;
    }
}
