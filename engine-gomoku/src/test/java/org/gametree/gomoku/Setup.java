package org.gametree.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.notation.Notation;

/**
 * Builds test positions from line patterns: {@code line("h8", H, "..xx?..")} puts the pattern
 * along a direction so that its {@code ?} (an empty anchor) falls on the named point; {@code x}
 * is black, {@code o} white, {@code .} empty (asserted), {@code #} off the board (asserted).
 * Directions: H left to right, V top to bottom, D down-right, A down-left. The stones are then
 * played alternately (black first), with white filler stones in the bottom-right corner (or
 * black ones spread along the top edge) so that black is to move.
 */
final class Setup {

    static final int H = 1;
    static final int V = GomokuPosition.STRIDE;
    static final int D = GomokuPosition.STRIDE + 1;
    static final int A = GomokuPosition.STRIDE - 1;

    private static final String[] WHITE_FILLER = {"o1", "m1", "o3", "k1", "o5", "m3", "i1", "o7", "k3", "m5"};
    private static final String[] BLACK_FILLER = {"a15", "g15", "n15", "a9"};

    private final Rule rule;
    private final int size;
    private final int[] cells;
    private final List<Integer> empties = new ArrayList<>();

    Setup(Rule rule) {
        this(rule, 15);
    }

    Setup(Rule rule, int size) {
        this.rule = rule;
        this.size = size;
        this.cells = new int[GomokuPosition.MAX_POINTS];
    }

    Setup line(String anchor, int direction, String pattern) {
        int center = Notation.parsePoint(size, anchor);
        int at = pattern.indexOf('?');
        for (int i = 0; i < pattern.length(); i++) {
            int p = center + (i - at) * direction;
            boolean on = onBoard(p);
            char c = pattern.charAt(i);
            if (c == '#') {
                assertFalse(on, "pattern " + pattern + ": '#' must be off the board");
                continue;
            }
            if (!on) {
                throw new AssertionError("pattern " + pattern + " runs off the board at " + anchor);
            }
            int want = c == 'x' ? GomokuPosition.BLACK : c == 'o' ? GomokuPosition.WHITE : GomokuPosition.EMPTY;
            if (want == GomokuPosition.EMPTY) {
                empties.add(p);
            } else {
                if (cells[p] != 0 && cells[p] != want) {
                    throw new AssertionError("patterns disagree at " + Notation.name(size, p));
                }
                cells[p] = want;
            }
        }
        return this;
    }

    private boolean onBoard(int p) {
        int x = GomokuPosition.x(p);
        int y = GomokuPosition.y(p);
        return x >= 0 && y >= 0 && x < size && y < size && p >= 0;
    }

    GomokuPosition position() {
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == GomokuPosition.BLACK) {
                black.add(p);
            } else if (cells[p] == GomokuPosition.WHITE) {
                white.add(p);
            }
        }
        for (String name : WHITE_FILLER) {
            if (white.size() >= black.size()) {
                break;
            }
            white.add(Notation.parsePoint(size, name));
        }
        for (String name : BLACK_FILLER) {
            if (black.size() >= white.size()) {
                break;
            }
            black.add(Notation.parsePoint(size, name));
        }
        assertEquals(black.size(), white.size(), "filler ran out");
        GomokuPosition position = new GomokuPosition(rule, size);
        for (int i = 0; i < black.size(); i++) {
            position.makeMove(black.get(i));
            position.makeMove(white.get(i));
        }
        for (int p : empties) {
            assertEquals(GomokuPosition.EMPTY, position.stoneAt(p), "a pattern's '.' is occupied");
        }
        return position;
    }
}
