package org.gametree.app.analysis.external;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.core.search.Score;
import org.gametree.gomoku.GomokuPosition;

/**
 * Reads what a Gomocup engine prints as {@code MESSAGE} lines while it thinks. The protocol does
 * not say what they hold; Rapfi's are {@code Depth 12-17 | Eval 216 | Time 8ms | H7 G8 I7} and
 * {@code Speed 935K | Depth 24-38 | Eval 384 | Node 1842K | Time 1970ms}: fields split by
 * '|', points as a column letter (A = x 0) and a row number from 1. Fields it does not know and
 * lines without any of these are ignored, so another engine's chatter does no harm.
 */
final class GomocupMessages {

    private static final Pattern FIELD = Pattern.compile("(?i)(depth|eval|node|nodes|speed|nps|time)\\s*[:=]?\\s*([-+]?\\d+(?:\\.\\d+)?)(?:([km])(?![a-z]))?");
    private static final Pattern POINT = Pattern.compile("([A-Za-z])(\\d{1,2})");

    private final GomokuPosition root;
    private int depth = -1;
    private long nodes = -1;
    private long nps = -1;
    private long millis = -1;
    private ExternalLine line;

    GomocupMessages(GomokuPosition root) {
        this.root = root;
    }

    /** Takes one message (without the word MESSAGE); false when it said nothing readable. */
    boolean add(String message) {
        boolean read = false;
        int value = Score.NONE;
        int lineDepth = -1;
        int[] pv = null;
        for (String field : message.split("\\|")) {
            String text = field.strip();
            Matcher m = FIELD.matcher(text);
            if (m.lookingAt()) {
                long number = scaled(m.group(2), m.group(3));
                switch (m.group(1).toLowerCase(Locale.ROOT)) {
                    case "depth" -> lineDepth = (int) Math.min(Integer.MAX_VALUE, number);
                    case "eval" -> value = (int) Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, number));
                    case "node", "nodes" -> nodes = number;
                    case "speed", "nps" -> nps = number;
                    case "time" -> millis = number;
                    default -> { }
                }
                read = true;
            } else {
                int[] points = points(text);
                if (points.length > 0) {
                    pv = points;
                    read = true;
                }
            }
        }
        depth = Math.max(depth, lineDepth);
        if (pv != null) {
            line = new ExternalLine(1, lineDepth, value, pv);
        } else if (value != Score.NONE && line != null) {
            line = new ExternalLine(1, lineDepth, value, line.moves());
        }
        return read;
    }

    ExternalSnapshot snapshot() {
        return new ExternalSnapshot(depth, nodes, nps, millis, line == null ? List.of() : List.of(line));
    }

    /** "935K" → 935000: Rapfi shortens big counts. */
    private static long scaled(String number, String unit) {
        double n = Double.parseDouble(number);
        if (unit != null) {
            n *= unit.equalsIgnoreCase("k") ? 1e3 : 1e6;
        }
        return (long) n;
    }

    /** The field as a line of points legal in turn from the root; empty when it is not all points. */
    private int[] points(String text) {
        String[] words = text.split("\\s+");
        GomokuPosition walk = root.copy();
        List<Integer> moves = new ArrayList<>();
        for (String word : words) {
            Matcher m = POINT.matcher(word);
            if (!m.matches()) {
                return new int[0];
            }
            int x = Character.toUpperCase(m.group(1).charAt(0)) - 'A';
            int y = Integer.parseInt(m.group(2)) - 1;
            if (x < 0 || y < 0 || x >= walk.size() || y >= walk.size()) {
                break;
            }
            int point = GomokuPosition.point(x, y);
            if (!walk.isLegal(point)) {
                break;
            }
            moves.add(point);
            walk.makeMove(point);
        }
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }
}
