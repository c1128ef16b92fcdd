package org.gametree.xiangqi.match;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;

/**
 * Openings of random legal plies from the start position, to spread self-play games over many
 * positions. Opening i is drawn from its own generator, seeded from (seed, i) alone, so it is
 * the same whichever other openings are drawn, in what order and on which thread or machine.
 * A walk that meets the end of the game, or ends in a decided position or with the side to move
 * in check (no quiet position to learn from, and a check leaves the engines little choice), is
 * thrown away and the same generator draws again.
 */
public final class RandomOpenings {

    /** Far more than any sensible number of plies needs (a redraw is rare below 20 plies). */
    private static final int MAX_ATTEMPTS = 10_000;

    private RandomOpenings() {
    }

    /** Openings {@code first} … {@code first + count - 1} of the seed. */
    public static List<Opening> range(long seed, int first, int count, int plies) {
        if (first < 0 || count < 0) {
            throw new IllegalArgumentException("openings are numbered from 0; got first " + first + ", count " + count);
        }
        List<Opening> openings = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            openings.add(opening(seed, first + i, plies));
        }
        return openings;
    }

    /** Opening {@code index} of the seed: {@code plies} random legal plies, named "random INDEX" / "随机 INDEX". */
    public static Opening opening(long seed, int index, int plies) {
        if (plies < 0) {
            throw new IllegalArgumentException("an opening has 0 or more plies, got " + plies);
        }
        SplittableRandom random = new SplittableRandom(mix(mix(seed) + index));
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            int[] moves = walk(random, plies);
            if (moves != null) {
                return new Opening("random " + index, "随机 " + index, moves);
            }
        }
        throw new IllegalStateException("no playable opening of " + plies + " random plies in " + MAX_ATTEMPTS + " attempts");
    }

    /** One random walk, or null if it ran into the end of the game or ends decided or in check. */
    private static int[] walk(SplittableRandom random, int plies) {
        Position position = Position.startPosition();
        int[] moves = new int[plies];
        for (int i = 0; i < plies; i++) {
            if (GameRules.result(position).isOver()) {
                return null;
            }
            int[] legal = position.legalMoves();
            moves[i] = legal[random.nextInt(legal.length)];
            GameRules.play(position, moves[i]);
        }
        if (GameRules.result(position).isOver() || position.isInCheck()) {
            return null;
        }
        return moves;
    }

    /**
     * SplitMix64's finaliser: neighbouring seeds and indices give unrelated generator states
     * (SplittableRandom's own sequences from nearby raw seeds would overlap).
     */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
