package org.gametree.app.analysis.whynot;

import java.util.function.IntConsumer;

import javafx.scene.Cursor;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import org.gametree.app.gomoku.board.GomokuBoard;
import org.gametree.app.xiangqi.board.XiangqiBoard;
import org.gametree.xiangqi.Move;

/**
 * Asks "why not?" from the boards instead of playing: with Alt held, dragging a Xiangqi piece from
 * one point to another (or Alt+clicking the piece, then Alt+clicking where it would go) and
 * Alt+clicking a Gomoku point ask about that move. From the keyboard, Alt+Enter on the board's
 * cursor does what an Alt+click there would. The boards know nothing of this: event filters see
 * Alt+mouse events and Alt+Enter before the boards' skins do and consume them, so a why-not
 * gesture never selects, moves or places anything. Plain clicks, drags and keys pass through.
 */
public final class WhyNotGestures {

    /** The keyboard's Alt+click: on the board's cursor. */
    static final KeyCombination ALT_ENTER = new KeyCodeCombination(KeyCode.ENTER, KeyCombination.ALT_DOWN);

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
        board.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (ALT_ENTER.match(e)) {
                e.consume();
                xiangqi.altClick(board.getCursorSquare());
            }
        });
        gomoku.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (ALT_ENTER.match(e)) {
                e.consume();
                if (gomoku.getCursorPoint() != 0) {
                    ask.accept(gomoku.getCursorPoint());
                }
            }
        });
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
            altClick(square);
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
            altClick(from);
        }
    }

    /**
     * An Alt+click (or Alt+Enter) on {@code square}: picks it as the move's start, or asks about
     * the move from the square picked before; on the picked square again it drops the pick.
     */
    private void altClick(int square) {
        if (square < 0) {
            return;
        }
        if (pickedFrom >= 0 && square != pickedFrom) {
            int from = pickedFrom;
            pick(-1);
            ask.accept(Move.of(from, square));
        } else {
            pick(square == pickedFrom ? -1 : square);
        }
    }

    /** Remembers (or forgets, -1) the square of a half-made Alt+click move; the cursor says so. */
    private void pick(int square) {
        pickedFrom = square;
        board.setCursor(square >= 0 ? Cursor.CROSSHAIR : null);
    }
}
