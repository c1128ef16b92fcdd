package org.gametree.app.analysis.whynot;

import java.util.function.IntConsumer;

import javafx.scene.Cursor;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import org.gametree.app.gomoku.board.GomokuBoard;
import org.gametree.app.xiangqi.board.XiangqiBoard;
import org.gametree.xiangqi.Move;

/**
 * Asks "why not?" from the boards instead of playing: with Alt held, dragging a Xiangqi piece from
 * one point to another (or Alt+clicking the piece, then Alt+clicking where it would go) and
 * Alt+clicking a Gomoku point ask about that move. The boards know nothing of this: event filters
 * see Alt+mouse events before the boards' skins do and consume them, so a why-not gesture never
 * selects, moves or places anything. Plain clicks and drags pass through untouched.
 */
public final class WhyNotGestures {

    private final XiangqiBoard board;
    private final IntConsumer ask;
    /** The square an Alt+press started on (a drag in progress), or -1. */
    private int pressedFrom = -1;
    /** The square an Alt+click picked, waiting for the Alt+click on its destination, or -1. */
    private int pickedFrom = -1;

    private WhyNotGestures(XiangqiBoard board, IntConsumer ask) {
        this.board = board;
        this.ask = ask;
    }

    /** Listens on both boards; {@code ask} receives the move (Xiangqi) or point (Gomoku). */
    public static void attach(XiangqiBoard board, GomokuBoard gomoku, IntConsumer ask) {
        WhyNotGestures xiangqi = new WhyNotGestures(board, ask);
        board.addEventFilter(MouseEvent.MOUSE_PRESSED, xiangqi::pressed);
        board.addEventFilter(MouseEvent.MOUSE_DRAGGED, xiangqi::dragged);
        board.addEventFilter(MouseEvent.MOUSE_RELEASED, xiangqi::released);
        gomoku.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isAltDown()) {
                e.consume();
                int point = gomoku.geometry().pointNear(e.getX(), e.getY());
                if (point != 0) {
                    ask.accept(point);
                }
            }
        });
    }

    private void pressed(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        if (!e.isAltDown()) {
            pick(-1); // a plain click forgets a half-made Alt+click move
            return;
        }
        e.consume();
        board.requestFocus();
        int square = board.geometry().squareNear(e.getX(), e.getY());
        if (pickedFrom >= 0 && square >= 0 && square != pickedFrom) {
            int from = pickedFrom;
            pick(-1);
            ask.accept(Move.of(from, square));
            return;
        }
        pressedFrom = square;
    }

    private void dragged(MouseEvent e) {
        if (pressedFrom >= 0) {
            e.consume();
            board.setCursor(Cursor.CLOSED_HAND);
        }
    }

    private void released(MouseEvent e) {
        if (pressedFrom < 0 || e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        e.consume();
        int from = pressedFrom;
        pressedFrom = -1;
        board.setCursor(null);
        int square = board.geometry().squareNear(e.getX(), e.getY());
        if (square >= 0 && square != from) {
            pick(-1);
            ask.accept(Move.of(from, square));
        } else {
            pick(from == pickedFrom ? -1 : from); // a second Alt+click on the same piece drops it
        }
    }

    /** Remembers (or forgets, -1) the square of a half-made Alt+click move; the cursor says so. */
    private void pick(int square) {
        pickedFrom = square;
        board.setCursor(square >= 0 ? Cursor.CROSSHAIR : null);
    }
}
