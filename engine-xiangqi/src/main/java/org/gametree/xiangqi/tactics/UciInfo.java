package org.gametree.xiangqi.tactics;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * What one {@code info} line of a UCI engine says, for a live display: any of depth, selective
 * depth, MultiPV index, score, nodes, speed, time and PV may be missing (-1, or an empty PV).
 * Lines that say nothing of these ({@code info string …}, {@code info currmove …}, garbage) are
 * not infos at all: {@link #parse} gives null for them and the caller skips them.
 *
 * @param multipv the line's MultiPV index (1 when the engine did not say)
 * @param mate    whether {@code score} counts moves to mate (positive: the side to move mates)
 * @param bound   true when the score is only a lower or upper bound
 * @param pv      the line in our coordinates, cut at the first word that is no move
 */
public record UciInfo(int depth, int seldepth, int multipv, boolean hasScore, boolean mate, int score, boolean bound,
                      long nodes, long nps, long millis, List<String> pv) {

    public UciInfo {
        pv = List.copyOf(pv);
    }

    /**
     * Reads an {@code info} line; {@code move} turns an engine's move into ours (null when a word
     * is no move). Null when the line is no info or carries none of the figures above.
     */
    public static UciInfo parse(String line, UnaryOperator<String> move) {
        String trimmed = line == null ? "" : line.strip();
        if (!trimmed.startsWith("info ")) {
            return null;
        }
        String[] words = trimmed.split("\\s+");
        int depth = -1;
        int seldepth = -1;
        int multipv = 1;
        boolean hasScore = false;
        boolean mate = false;
        int score = 0;
        boolean bound = false;
        long nodes = -1;
        long nps = -1;
        long millis = -1;
        List<String> pv = new ArrayList<>();
        for (int i = 1; i < words.length; i++) {
            switch (words[i]) {
                case "string" -> i = words.length; // free text to the end of the line
                case "depth" -> depth = (int) Math.min(Integer.MAX_VALUE, count(words, ++i));
                case "seldepth" -> seldepth = (int) Math.min(Integer.MAX_VALUE, count(words, ++i));
                case "multipv" -> multipv = (int) Math.min(Integer.MAX_VALUE, count(words, ++i));
                case "nodes" -> nodes = count(words, ++i);
                case "nps" -> nps = count(words, ++i);
                case "time" -> millis = count(words, ++i);
                case "score" -> {
                    if (i + 2 < words.length && (words[i + 1].equals("cp") || words[i + 1].equals("mate"))) {
                        long value = number(words, i + 2);
                        if (value != Long.MIN_VALUE) {
                            hasScore = true;
                            mate = words[i + 1].equals("mate");
                            score = (int) Math.max(Integer.MIN_VALUE + 1, Math.min(Integer.MAX_VALUE, value));
                        }
                        i += 2;
                    }
                }
                case "lowerbound", "upperbound" -> bound = true;
                case "pv" -> {
                    for (i++; i < words.length; i++) {
                        String ours = move.apply(words[i]);
                        if (ours == null) {
                            break;
                        }
                        pv.add(ours);
                    }
                    i = words.length;
                }
                default -> { } // currmove, hashfull, tbhits, words we do not know
            }
        }
        if (multipv < 1) {
            multipv = 1;
        }
        if (depth < 0 && !hasScore && nodes < 0 && pv.isEmpty()) {
            return null;
        }
        return new UciInfo(depth, seldepth, multipv, hasScore, mate, score, bound, nodes, nps, millis, pv);
    }

    /** A count (depth, nodes…) at {@code words[i]}: -1 when missing, not a number or negative. */
    private static long count(String[] words, int i) {
        long n = number(words, i);
        return n < 0 ? -1 : n;
    }

    /** The number at {@code words[i]}, or Long.MIN_VALUE when there is none or it is not a number. */
    private static long number(String[] words, int i) {
        if (i >= words.length) {
            return Long.MIN_VALUE;
        }
        try {
            return Long.parseLong(words[i]);
        } catch (NumberFormatException e) {
            return Long.MIN_VALUE;
        }
    }
}
