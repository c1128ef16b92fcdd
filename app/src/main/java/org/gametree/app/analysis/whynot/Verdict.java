package org.gametree.app.analysis.whynot;

import org.gametree.gomoku.threat.ThreatKind;

/**
 * What a "why not?" comes to, before it is put into words ({@link VerdictText}).
 *
 * @param kind       which sentence applies
 * @param difference how much worse the user's move scores than the best move (≥ 0; 0 for mates)
 * @param moves      for {@link Kind#ALLOWS_MATE} and {@link Kind#MISSES_MATE}: the mate's (or
 *                   Gomoku win's) length in moves of the winning side; 0 otherwise
 * @param loss       for {@link Kind#LOSES_MATERIAL}: the biggest piece lost along the refutation
 *                   (Xiangqi only); null otherwise
 * @param lineToLoss the refutation up to and including the move that takes {@code loss}
 *                   (starting with the user's move); empty without a loss
 * @param replyThreat Gomoku: the threat the opponent's reply makes (five, straight four, four,
 *                   three), or null when it makes none or the game is Xiangqi
 */
public record Verdict(Kind kind, int difference, int moves, LineCapture loss, int[] lineToLoss,
                      ThreatKind replyThreat) {

    public Verdict {
        lineToLoss = lineToLoss.clone();
    }

    @Override
    public int[] lineToLoss() {
        return lineToLoss.clone();
    }

    /** The sentences, most decisive first. */
    public enum Kind {
        /** The user's move is the engine's own choice. */
        BEST,
        /** It scores within a small margin of the best move. */
        EQUAL,
        /** The opponent mates (Gomoku: wins) by force after it, and did not after the best move. */
        ALLOWS_MATE,
        /** The best move mates (wins) by force; this one does not, or only later. */
        MISSES_MATE,
        /** The refutation wins material compared with the best line (Xiangqi). */
        LOSES_MATERIAL,
        /** Only the score drops: a positional difference. */
        WORSE
    }
}
