package org.gametree.core.search;

/**
 * The enhancements of a search, as switches: "PVS + TT + HH" is a configuration, not a class.
 * Immutable; build one with {@link #builder()} or start from a {@link Presets preset}. Every
 * algorithm reads the switches that make sense for it and ignores the rest.
 */
public final class SearchConfig {

    /** How the history heuristic credits a good move found at remaining depth d. */
    public enum History {
        OFF,
        /** 2^d, as in the book (CHistoryHeuristic). */
        POWER_OF_TWO,
        /** d², the usual choice in modern engines. */
        DEPTH_SQUARED
    }

    /** Which moves quiescence search plays. */
    public enum Quiescence {
        OFF,
        /** Captures only, with stand-pat. */
        CAPTURES,
        /** Captures, and every move when in check (no stand-pat in check). */
        CAPTURES_AND_EVASIONS
    }

    /** How late quiet moves are reduced. */
    public enum Reductions {
        OFF,
        /** One ply, from the fourth move on, at depth 4 or more (the first LMR). */
        ONE_PLY,
        /** By a table growing with ln(depth)·ln(move number), as today's engines do. */
        LOGARITHMIC
    }

    /** Which transposition-table entry a new result may overwrite. */
    public enum Replacement {
        /** Always overwrite (the book's CAlphaBetaAndTT). */
        ALWAYS,
        /** Keep a deeper entry of the same search; overwrite shallower or stale ones. */
        DEPTH_PREFERRED
    }

    private final int ttMegabytes;
    private final Replacement replacement;
    private final boolean iterativeDeepening;
    private final History history;
    private final boolean killers;
    private final boolean hashMoveFirst;
    private final boolean captureOrdering;
    private final Quiescence quiescence;
    private final boolean checkExtension;
    private final Reductions reductions;
    private final boolean stagedMoves;
    private final boolean counterMoves;
    private final boolean continuationHistory;
    private final boolean nullMove;
    private final boolean reverseFutility;
    private final boolean razoring;
    private final boolean futility;
    private final boolean lateMovePruning;
    private final boolean seePruning;
    private final boolean quiescenceSee;
    private final boolean internalIterativeReduction;
    private final boolean singularExtension;
    private final boolean endgameTables;
    private final PruningParameters pruning;
    private final int threads;
    private final boolean repetitions;
    private final int aspirationWindow;
    private final boolean aspirationWindows;
    private final double mctsExploration;
    private final long mctsSeed;
    private final int mctsPlayoutDepth;

    private SearchConfig(Builder b) {
        ttMegabytes = b.ttMegabytes;
        replacement = b.replacement;
        iterativeDeepening = b.iterativeDeepening;
        history = b.history;
        killers = b.killers;
        hashMoveFirst = b.hashMoveFirst;
        captureOrdering = b.captureOrdering;
        quiescence = b.quiescence;
        checkExtension = b.checkExtension;
        reductions = b.reductions;
        stagedMoves = b.stagedMoves;
        counterMoves = b.counterMoves;
        continuationHistory = b.continuationHistory;
        nullMove = b.nullMove;
        reverseFutility = b.reverseFutility;
        razoring = b.razoring;
        futility = b.futility;
        lateMovePruning = b.lateMovePruning;
        seePruning = b.seePruning;
        quiescenceSee = b.quiescenceSee;
        internalIterativeReduction = b.internalIterativeReduction;
        singularExtension = b.singularExtension;
        endgameTables = b.endgameTables;
        pruning = b.pruning;
        threads = b.threads;
        repetitions = b.repetitions;
        aspirationWindow = b.aspirationWindow;
        aspirationWindows = b.aspirationWindows;
        mctsExploration = b.mctsExploration;
        mctsSeed = b.mctsSeed;
        mctsPlayoutDepth = b.mctsPlayoutDepth;
    }

    /** Everything off: the plain algorithm, moves in generation order. Repetitions on. */
    public static Builder builder() {
        return new Builder();
    }

    /** The plain algorithm with no enhancement at all. */
    public static SearchConfig plain() {
        return builder().build();
    }

    /** A builder holding this configuration, to change a few switches. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.ttMegabytes = ttMegabytes;
        b.replacement = replacement;
        b.iterativeDeepening = iterativeDeepening;
        b.history = history;
        b.killers = killers;
        b.hashMoveFirst = hashMoveFirst;
        b.captureOrdering = captureOrdering;
        b.quiescence = quiescence;
        b.checkExtension = checkExtension;
        b.reductions = reductions;
        b.stagedMoves = stagedMoves;
        b.counterMoves = counterMoves;
        b.continuationHistory = continuationHistory;
        b.nullMove = nullMove;
        b.reverseFutility = reverseFutility;
        b.razoring = razoring;
        b.futility = futility;
        b.lateMovePruning = lateMovePruning;
        b.seePruning = seePruning;
        b.quiescenceSee = quiescenceSee;
        b.internalIterativeReduction = internalIterativeReduction;
        b.singularExtension = singularExtension;
        b.endgameTables = endgameTables;
        b.pruning = pruning;
        b.threads = threads;
        b.repetitions = repetitions;
        b.aspirationWindow = aspirationWindow;
        b.aspirationWindows = aspirationWindows;
        b.mctsExploration = mctsExploration;
        b.mctsSeed = mctsSeed;
        b.mctsPlayoutDepth = mctsPlayoutDepth;
        return b;
    }

    /** Transposition table size in MiB; 0 = no table. */
    public int ttMegabytes() {
        return ttMegabytes;
    }

    public boolean usesTable() {
        return ttMegabytes > 0;
    }

    public Replacement replacement() {
        return replacement;
    }

    public boolean iterativeDeepening() {
        return iterativeDeepening;
    }

    public History history() {
        return history;
    }

    public boolean killers() {
        return killers;
    }

    /** Try the table's best move first. */
    public boolean hashMoveFirst() {
        return hashMoveFirst;
    }

    /** Try captures first, most valuable victim / least valuable attacker first. */
    public boolean captureOrdering() {
        return captureOrdering;
    }

    /** Whether any ordering stage is on (otherwise moves come in generation order). */
    public boolean ordersMoves() {
        return hashMoveFirst || captureOrdering || killers || history != History.OFF;
    }

    public Quiescence quiescence() {
        return quiescence;
    }

    /** Search one ply deeper after a move that gives check. */
    public boolean checkExtension() {
        return checkExtension;
    }

    /**
     * Late-move reductions: at null-window nodes, quiet moves late in the ordered list are first
     * searched one ply shallower, and again at full depth only if they beat alpha. Trades a
     * little accuracy for much smaller trees; it relies on good move ordering. Used by PVS.
     */
    public boolean lateMoveReductions() {
        return reductions != Reductions.OFF;
    }

    /** How late quiet moves are reduced ({@link #lateMoveReductions()} is whether at all). */
    public Reductions reductions() {
        return reductions;
    }

    /**
     * The staged move picker ({@link MovePicker}): the hash move before any generation, then
     * captures that win material by static exchange (MVV-LVA order), killers, quiet moves by
     * history, and losing captures last; generation is lazy. Off: every move is generated and
     * scored at once ({@link MoveOrdering}).
     */
    public boolean stagedMoves() {
        return stagedMoves;
    }

    /** With the staged picker: the quiet move that last refuted the previous move is tried after the killers. */
    public boolean counterMoves() {
        return counterMoves;
    }

    /** With the staged picker: quiet moves are also ordered by what followed the previous one and two moves. */
    public boolean continuationHistory() {
        return continuationHistory;
    }

    /** Null-move pruning (with verification at depth and a guard for positions without attackers). */
    public boolean nullMove() {
        return nullMove;
    }

    /** Reverse futility pruning ("static null move"). */
    public boolean reverseFutility() {
        return reverseFutility;
    }

    public boolean razoring() {
        return razoring;
    }

    /** Futility pruning of quiet moves near the horizon. */
    public boolean futility() {
        return futility;
    }

    public boolean lateMovePruning() {
        return lateMovePruning;
    }

    /** SEE pruning of losing captures near the horizon. */
    public boolean seePruning() {
        return seePruning;
    }

    /** Quiescence skips captures that lose material by static exchange. */
    public boolean quiescenceSee() {
        return quiescenceSee;
    }

    public boolean internalIterativeReduction() {
        return internalIterativeReduction;
    }

    public boolean singularExtension() {
        return singularExtension;
    }

    /**
     * Whether nodes below the root are valued by the game's endgame databases where they know the
     * position ({@link SearchPosition#tablebaseValue}): an exact value ends the node unsearched.
     */
    public boolean endgameTables() {
        return endgameTables;
    }

    /**
     * Search threads (Lazy SMP, for algorithms that support it: {@code modern}): helpers search
     * the same root and share the transposition table. 1 (the default) is deterministic.
     */
    public int threads() {
        return threads;
    }

    /** The depths and margins of the selective techniques. */
    public PruningParameters pruning() {
        return pruning;
    }

    /** Whether any technique that can change a fixed-depth value is on (pruning, reductions, extensions). */
    public boolean isSelective() {
        return nullMove || reverseFutility || razoring || futility || lateMovePruning || seePruning || quiescenceSee
                || reductions != Reductions.OFF || internalIterativeReduction || singularExtension || endgameTables;
    }

    /** Whether repetition rules apply inside the search (off in exactness tests). */
    public boolean repetitions() {
        return repetitions;
    }

    /** Half-width of the aspiration window (the book: 50). */
    public int aspirationWindow() {
        return aspirationWindow;
    }

    /**
     * Aspiration windows at the root of each iteration (from depth 4, algorithm modern): the
     * window is the last value ± {@link #aspirationWindow()}, widened (doubled) after each failure.
     * The book's "aspiration" algorithm is the one-shot version of the same idea.
     */
    public boolean aspirationWindows() {
        return aspirationWindows;
    }

    /** UCT exploration constant c in mean + c·√(ln N / n). */
    public double mctsExploration() {
        return mctsExploration;
    }

    public long mctsSeed() {
        return mctsSeed;
    }

    /** Random playout length before the evaluation decides (0 = evaluate at once). */
    public int mctsPlayoutDepth() {
        return mctsPlayoutDepth;
    }

    /** True when nothing changes the value a plain exact algorithm computes at fixed depth. */
    public boolean isValuePreserving() {
        return quiescence == Quiescence.OFF && !checkExtension && !isSelective();
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        if (usesTable()) {
            s.append("TT ").append(ttMegabytes).append(" MB ").append(replacement.name().toLowerCase()).append(", ");
        }
        if (iterativeDeepening) {
            s.append("ID, ");
        }
        if (aspirationWindows) {
            s.append("aspiration windows ±").append(aspirationWindow).append(", ");
        }
        if (history != History.OFF) {
            s.append("history ").append(history.name().toLowerCase()).append(", ");
        }
        if (killers) {
            s.append("killers, ");
        }
        if (hashMoveFirst) {
            s.append("hash move, ");
        }
        if (captureOrdering) {
            s.append("MVV-LVA, ");
        }
        if (quiescence != Quiescence.OFF) {
            s.append("quiescence ").append(quiescence.name().toLowerCase()).append(", ");
        }
        if (checkExtension) {
            s.append("check extension, ");
        }
        if (stagedMoves) {
            s.append("staged moves, ");
        }
        if (counterMoves) {
            s.append("counter-moves, ");
        }
        if (continuationHistory) {
            s.append("continuation history, ");
        }
        if (nullMove) {
            s.append("null move, ");
        }
        if (reverseFutility) {
            s.append("reverse futility, ");
        }
        if (razoring) {
            s.append("razoring, ");
        }
        if (futility) {
            s.append("futility, ");
        }
        if (lateMovePruning) {
            s.append("late-move pruning, ");
        }
        if (seePruning) {
            s.append("SEE pruning, ");
        }
        if (quiescenceSee) {
            s.append("quiescence SEE, ");
        }
        if (reductions == Reductions.ONE_PLY) {
            s.append("late-move reductions, ");
        } else if (reductions == Reductions.LOGARITHMIC) {
            s.append("logarithmic late-move reductions, ");
        }
        if (internalIterativeReduction) {
            s.append("IIR, ");
        }
        if (singularExtension) {
            s.append("singular extension, ");
        }
        if (endgameTables) {
            s.append("endgame tables, ");
        }
        if (threads > 1) {
            s.append(threads).append(" threads, ");
        }
        if (!repetitions) {
            s.append("no repetition rules, ");
        }
        return s.length() == 0 ? "plain" : s.substring(0, s.length() - 2);
    }

    /** The most search threads a configuration may ask for. */
    public static final int MAX_THREADS = 256;

    /** Builds a {@link SearchConfig}; every switch starts off. */
    public static final class Builder {
        private int ttMegabytes;
        private Replacement replacement = Replacement.DEPTH_PREFERRED;
        private boolean iterativeDeepening;
        private History history = History.OFF;
        private boolean killers;
        private boolean hashMoveFirst;
        private boolean captureOrdering;
        private Quiescence quiescence = Quiescence.OFF;
        private boolean checkExtension;
        private Reductions reductions = Reductions.OFF;
        private boolean stagedMoves;
        private boolean counterMoves;
        private boolean continuationHistory;
        private boolean nullMove;
        private boolean reverseFutility;
        private boolean razoring;
        private boolean futility;
        private boolean lateMovePruning;
        private boolean seePruning;
        private boolean quiescenceSee;
        private boolean internalIterativeReduction;
        private boolean singularExtension;
        private boolean endgameTables;
        private PruningParameters pruning = PruningParameters.DEFAULT;
        private int threads = 1;
        private boolean repetitions = true;
        private int aspirationWindow = 50;
        private boolean aspirationWindows;
        private double mctsExploration = 1.4;
        private long mctsSeed = 1;
        private int mctsPlayoutDepth = 8;

        private Builder() {
        }

        public Builder table(int megabytes, Replacement replacement) {
            if (megabytes < 0 || megabytes > 4096) {
                throw new IllegalArgumentException("table size must be 0..4096 MB, got " + megabytes);
            }
            this.ttMegabytes = megabytes;
            this.replacement = replacement;
            return this;
        }

        public Builder table(int megabytes) {
            return table(megabytes, replacement);
        }

        public Builder iterativeDeepening(boolean on) {
            iterativeDeepening = on;
            return this;
        }

        public Builder history(History value) {
            history = value;
            return this;
        }

        public Builder killers(boolean on) {
            killers = on;
            return this;
        }

        public Builder hashMoveFirst(boolean on) {
            hashMoveFirst = on;
            return this;
        }

        public Builder captureOrdering(boolean on) {
            captureOrdering = on;
            return this;
        }

        public Builder quiescence(Quiescence value) {
            quiescence = value;
            return this;
        }

        public Builder checkExtension(boolean on) {
            checkExtension = on;
            return this;
        }

        /** On: one-ply reductions ({@link Reductions#ONE_PLY}); off: none. */
        public Builder lateMoveReductions(boolean on) {
            reductions = on ? Reductions.ONE_PLY : Reductions.OFF;
            return this;
        }

        public Builder reductions(Reductions value) {
            reductions = value;
            return this;
        }

        public Builder stagedMoves(boolean on) {
            stagedMoves = on;
            return this;
        }

        public Builder counterMoves(boolean on) {
            counterMoves = on;
            return this;
        }

        public Builder continuationHistory(boolean on) {
            continuationHistory = on;
            return this;
        }

        public Builder nullMove(boolean on) {
            nullMove = on;
            return this;
        }

        public Builder reverseFutility(boolean on) {
            reverseFutility = on;
            return this;
        }

        public Builder razoring(boolean on) {
            razoring = on;
            return this;
        }

        public Builder futility(boolean on) {
            futility = on;
            return this;
        }

        public Builder lateMovePruning(boolean on) {
            lateMovePruning = on;
            return this;
        }

        public Builder seePruning(boolean on) {
            seePruning = on;
            return this;
        }

        public Builder quiescenceSee(boolean on) {
            quiescenceSee = on;
            return this;
        }

        public Builder internalIterativeReduction(boolean on) {
            internalIterativeReduction = on;
            return this;
        }

        public Builder endgameTables(boolean on) {
            endgameTables = on;
            return this;
        }

        public Builder singularExtension(boolean on) {
            singularExtension = on;
            return this;
        }

        /** Search threads, 1..{@value #MAX_THREADS}. */
        public Builder threads(int count) {
            if (count < 1 || count > MAX_THREADS) {
                throw new IllegalArgumentException("threads must be 1.." + MAX_THREADS + ", got " + count);
            }
            threads = count;
            return this;
        }

        public Builder pruning(PruningParameters parameters) {
            pruning = java.util.Objects.requireNonNull(parameters);
            return this;
        }

        public Builder repetitions(boolean on) {
            repetitions = on;
            return this;
        }

        public Builder aspirationWindows(boolean on) {
            aspirationWindows = on;
            return this;
        }

        public Builder aspirationWindow(int halfWidth) {
            if (halfWidth <= 0) {
                throw new IllegalArgumentException("aspiration window must be positive, got " + halfWidth);
            }
            aspirationWindow = halfWidth;
            return this;
        }

        public Builder mcts(double exploration, long seed, int playoutDepth) {
            if (!(exploration >= 0) || playoutDepth < 0) {
                throw new IllegalArgumentException("MCTS exploration must be ≥ 0 and playout depth ≥ 0");
            }
            mctsExploration = exploration;
            mctsSeed = seed;
            mctsPlayoutDepth = playoutDepth;
            return this;
        }

        public SearchConfig build() {
            return new SearchConfig(this);
        }
    }
}
