package org.gametree.gomoku.threat;

import org.gametree.gomoku.GomokuPosition;

/**
 * Every threat point of both colours in a position, by kind: where a stone of that colour
 * would make a five, a straight four, a four or a three (see {@link ThreatScanner}). The
 * position's side to move does not matter: each colour is asked as if it were to move. For the
 * board's threat view, the puzzle tools and the stepper.
 */
public final class ThreatMap {

    private final int size;
    /** kinds[colour][point]: a {@link ThreatKind} ordinal, or -1 for no threat. */
    private final byte[][] kinds = new byte[3][GomokuPosition.MAX_POINTS];

    private ThreatMap(int size) {
        this.size = size;
        java.util.Arrays.fill(kinds[GomokuPosition.BLACK], (byte) -1);
        java.util.Arrays.fill(kinds[GomokuPosition.WHITE], (byte) -1);
    }

    /** The threat points of both colours in {@code position} (left unchanged). */
    public static ThreatMap of(GomokuPosition position) {
        GomokuPosition pos = position.copy();
        ThreatMap map = new ThreatMap(pos.size());
        ThreatScanner scanner = new ThreatScanner();
        scanner.attach(pos);
        int[] fives = new int[1];
        for (int colour = GomokuPosition.BLACK; colour <= GomokuPosition.WHITE; colour++) {
            for (int y = 0; y < pos.size(); y++) {
                for (int x = 0; x < pos.size(); x++) {
                    int p = GomokuPosition.point(x, y);
                    if (pos.stoneAt(p) != GomokuPosition.EMPTY || !nearOwnStones(pos, p, colour)) {
                        continue;
                    }
                    ThreatKind kind = classify(pos, scanner, p, colour, fives);
                    if (kind != null) {
                        map.kinds[colour][p] = (byte) kind.ordinal();
                    }
                }
            }
        }
        return map;
    }

    private static ThreatKind classify(GomokuPosition pos, ThreatScanner scanner, int p, int colour, int[] fives) {
        pos.putStone(p, colour);
        boolean five = pos.makesWin(p);
        pos.takeStone(p);
        if (five) {
            return ThreatKind.FIVE;
        }
        if (!scanner.legalFor(colour, p)) {
            return null; // a Renju black forbidden point is no threat of black's
        }
        int strength = scanner.fourStrength(p, colour);
        if (strength == 2) {
            return ThreatKind.STRAIGHT_FOUR;
        }
        if (strength == 1) {
            return ThreatKind.FOUR;
        }
        return scanner.makesThree(p, colour) ? ThreatKind.THREE : null;
    }

    /** Whether a window through p holds two or more stones of the colour and none of the other (a threat needs that). */
    private static boolean nearOwnStones(GomokuPosition pos, int p, int colour) {
        int other = GomokuPosition.opponent(colour);
        for (int w : pos.lines().windowsAt[p]) {
            if (pos.stonesInWindow(colour, w) >= 2 && pos.stonesInWindow(other, w) == 0) {
                return true;
            }
        }
        return false;
    }

    /** The threat {@code colour} makes at {@code point}, or null. */
    public ThreatKind at(int colour, int point) {
        int k = kinds[colour][point];
        return k < 0 ? null : ThreatKind.of(k);
    }

    /** The points where {@code colour} has a threat of {@code kind}, in board order. */
    public int[] points(int colour, ThreatKind kind) {
        int n = 0;
        int[] out = new int[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (kinds[colour][p] == kind.ordinal()) {
                    out[n++] = p;
                }
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
