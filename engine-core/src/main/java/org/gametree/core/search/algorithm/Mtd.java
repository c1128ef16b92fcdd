package org.gametree.core.search.algorithm;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;

/**
 * The MTD family (Plaat et al., "Memory-enhanced Test Driver"): a sequence of null-window
 * fail-soft alpha-beta passes, each proving the value below or above a test value, until the
 * upper and lower bounds meet. Members differ only in the first test value:
 * MTD(f) starts from a guess, MTD(+∞) from above (it expands the same leaves as SSS*:
 * "AB-SSS*"), MTD(−∞) from below (DUAL*: "AB-DUAL*"). Without a transposition table the
 * passes are still correct but redo each other's work, so by name ({@code Presets.searcherFor})
 * they always get one ({@code Algorithms.needsTable}); its probes and hits are counted like any
 * other algorithm's. Every pass after the first counts as a re-search.
 */
public abstract class Mtd extends FailSoftAlphaBeta {

    protected Mtd(SearchConfig config) {
        super(config);
    }

    /** The first test value. */
    protected abstract int firstGuess(int depth, int previousValue);

    @Override
    protected final int searchDepth(int depth, int previousValue) {
        int g = firstGuess(depth, previousValue);
        int lower = -Score.INFINITE;
        int upper = Score.INFINITE;
        int provenMove = 0;
        boolean first = true;
        while (lower < upper) {
            int beta = g == lower ? g + 1 : g;
            if (!first) {
                researches++;
            }
            first = false;
            g = alphaBeta(depth, 0, beta - 1, beta);
            if (stopped) {
                break;
            }
            if (g < beta) {
                upper = g;
            } else {
                lower = g;
                provenMove = rootBestMove; // a fail high names a move that reaches the value
            }
        }
        if (provenMove != 0) {
            rootBestMove = provenMove;
            rootBestValue = g;
        }
        return g;
    }

    /** MTD(f): the previous iteration's value is the first guess; it always deepens iteratively. */
    public static final class F extends Mtd {
        public F(SearchConfig config) {
            super(config);
        }

        @Override
        public String name() {
            return "mtdf";
        }

        @Override
        protected boolean usesIterativeDeepening() {
            return true;
        }

        @Override
        protected int firstGuess(int depth, int previousValue) {
            return previousValue;
        }
    }

    /** MTD(+∞), "AB-SSS*": every pass fails low until the value is reached from above. */
    public static final class PlusInfinity extends Mtd {
        public PlusInfinity(SearchConfig config) {
            super(config);
        }

        @Override
        public String name() {
            return "mtd-plus";
        }

        @Override
        protected int firstGuess(int depth, int previousValue) {
            return Score.INFINITE;
        }
    }

    /** MTD(−∞), "AB-DUAL*": every pass fails high until the value is reached from below. */
    public static final class MinusInfinity extends Mtd {
        public MinusInfinity(SearchConfig config) {
            super(config);
        }

        @Override
        public String name() {
            return "mtd-minus";
        }

        @Override
        protected int firstGuess(int depth, int previousValue) {
            return -Score.INFINITE;
        }
    }
}
