package org.gametree.core.search;

/**
 * The move-ordering stages, as scores: the table's move first, then captures by MVV-LVA, then
 * the two killer moves of the ply, then the rest by history. Each stage is a switch of
 * {@link SearchConfig}; with every switch off moves keep their generation order (the plain
 * algorithms of the book). Moves are picked lazily — a cutoff after the first move never sorts
 * the rest — and ties keep generation order, so node counts are reproducible.
 */
public final class MoveOrdering {

    /** Score bands: a stage's moves all come before the next stage's. */
    public static final int HASH_MOVE = 3 << 28;
    public static final int CAPTURE = 2 << 28;
    public static final int KILLER = 1 << 28;
    /** Captures that probably lose material come after every quiet move. */
    public static final int BAD_CAPTURE = -(1 << 28);
    /** History scores stay within ±HISTORY_LIMIT, between the killer and bad-capture bands. */
    private static final int HISTORY_LIMIT = (1 << 27) - 1;

    private final SearchConfig config;
    private final int[] scores;
    private final int[] killers;
    private int[] history;

    MoveOrdering(SearchConfig config, int moveBufferSize, int maxPly) {
        this.config = config;
        this.scores = new int[moveBufferSize];
        this.killers = new int[maxPly * 2];
        this.history = new int[0];
    }

    /** Forgets killers and history: every search starts from the same state. */
    void clear(int historySize) {
        java.util.Arrays.fill(killers, 0);
        if (history.length != historySize) {
            history = new int[historySize];
        } else {
            java.util.Arrays.fill(history, 0);
        }
    }

    /** Scores {@code moves[start..end)} for picking. */
    void score(SearchPosition position, int[] moves, int start, int end, int ply, int hashMove) {
        boolean hashFirst = config.hashMoveFirst() && hashMove != 0;
        boolean captures = config.captureOrdering();
        boolean useKillers = config.killers();
        boolean useHistory = config.history() != SearchConfig.History.OFF;
        int killer1 = killers[ply * 2];
        int killer2 = killers[ply * 2 + 1];
        for (int i = start; i < end; i++) {
            int move = moves[i];
            int score = 0;
            if (hashFirst && move == hashMove) {
                score = HASH_MOVE;
            } else if (captures && position.isNoisy(move)) {
                int order = position.captureOrder(move);
                score = order >= 0 ? CAPTURE + order : BAD_CAPTURE + order;
            } else if (useKillers && (move == killer1 || move == killer2)) {
                score = KILLER + (move == killer1 ? 1 : 0);
            } else if (useHistory) {
                score = history[position.historyIndex(move)];
            }
            scores[i] = score;
        }
    }

    /** The stage of the score band of the move picked at index {@code i}. */
    MoveStage stageAt(int i) {
        int score = scores[i];
        if (score >= HASH_MOVE) {
            return MoveStage.HASH_MOVE;
        }
        if (score >= CAPTURE) {
            return MoveStage.GOOD_CAPTURE;
        }
        if (score >= KILLER) {
            return MoveStage.KILLER;
        }
        return score <= BAD_CAPTURE + (1 << 27) ? MoveStage.BAD_CAPTURE : MoveStage.QUIET;
    }

    /** Whether a move is one of the ply's two killer moves. */
    boolean isKiller(int ply, int move) {
        return killers[ply * 2] == move || killers[ply * 2 + 1] == move;
    }

    /** Scores one capture for quiescence search, which always orders by MVV-LVA. */
    void scoreCapture(int index, int captureOrder) {
        scores[index] = CAPTURE + captureOrder;
    }

    /**
     * Brings the best-scored move of {@code moves[i..end)} to index {@code i}, keeping the
     * others in order (the first of equal scores wins), and returns it.
     */
    int pick(int[] moves, int i, int end) {
        int best = i;
        for (int j = i + 1; j < end; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        int move = moves[best];
        int score = scores[best];
        for (int j = best; j > i; j--) {
            moves[j] = moves[j - 1];
            scores[j] = scores[j - 1];
        }
        moves[i] = move;
        scores[i] = score;
        return move;
    }


    /**
     * Credits a move that caused a cutoff (or was best): history by {@link SearchConfig#history()},
     * and, if it is quiet, the ply's killer slots.
     */
    void credit(SearchPosition position, int move, int ply, int depth) {
        int bonus = bonus(depth);
        if (bonus != 0) {
            addHistory(position.historyIndex(move), bonus);
        }
        if (config.killers() && !position.isNoisy(move) && killers[ply * 2] != move) {
            killers[ply * 2 + 1] = killers[ply * 2];
            killers[ply * 2] = move;
        }
    }

    /**
     * With {@link SearchConfig.History#DEPTH_SQUARED} (the modern scheme), quiet moves tried
     * before the one that cut off lose what the cutoff move gains, so moves that keep failing
     * sink. The book's 2^depth scheme only ever adds.
     */
    void penalize(SearchPosition position, int[] tried, int start, int end, int depth) {
        if (config.history() != SearchConfig.History.DEPTH_SQUARED) {
            return;
        }
        int malus = -bonus(depth);
        for (int i = start; i < end; i++) {
            if (!position.isNoisy(tried[i])) {
                addHistory(position.historyIndex(tried[i]), malus);
            }
        }
    }

    private int bonus(int depth) {
        switch (config.history()) {
            case POWER_OF_TWO:
                return 1 << Math.min(Math.max(depth, 0), 20);
            case DEPTH_SQUARED:
                return depth * depth;
            default:
                return 0;
        }
    }

    private void addHistory(int index, int amount) {
        int value = history[index] + amount;
        if (value > HISTORY_LIMIT || value < -HISTORY_LIMIT) {
            // Keep every history score inside its band: halve them all, the order is kept.
            for (int i = 0; i < history.length; i++) {
                history[i] /= 2;
            }
            value = Math.max(-HISTORY_LIMIT, Math.min(history[index] + amount, HISTORY_LIMIT));
        }
        history[index] = value;
    }
}
