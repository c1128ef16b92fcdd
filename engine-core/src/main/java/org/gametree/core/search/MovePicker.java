package org.gametree.core.search;

/**
 * The staged move picker: hands out the moves of a node one at a time, generating them in
 * stages so that a cutoff early in the list saves the generation of the rest.
 *
 * <ol>
 * <li>{@link MoveStage#HASH_MOVE} — the transposition table's move, checked for legality,
 *     before anything is generated;</li>
 * <li>{@link MoveStage#GOOD_CAPTURE} — captures by most valuable victim / least valuable
 *     attacker; one that loses material by static exchange is set aside;</li>
 * <li>{@link MoveStage#KILLER} — the ply's two killers, {@link MoveStage#COUNTER_MOVE} — the
 *     refutation of the opponent's last move (both checked for legality, quiet only);</li>
 * <li>{@link MoveStage#QUIET} — the other quiet moves, generated now, by history;</li>
 * <li>{@link MoveStage#BAD_CAPTURE} — the captures set aside.</li>
 * </ol>
 * In check, after the hash move every legal evasion is generated at once
 * ({@link MoveStage#EVASION}): captures first, then quiet moves by history.
 *
 * <p>State is kept per frame (a node's ply) in primitive arrays, and the moves in per-frame
 * slices of one buffer the picker owns. Picking is lazy selection (the best remaining score, ties in generation order),
 * so a node visits the same moves in the same order every time.
 */
public final class MovePicker {

    // Internal steps (finer than MoveStage: a stage may need an "init" step that generates).
    private static final int HASH = 0;
    private static final int CAPTURES_INIT = 1;
    private static final int GOOD_CAPTURES = 2;
    private static final int KILLER_1 = 3;
    private static final int KILLER_2 = 4;
    private static final int COUNTER = 5;
    private static final int QUIETS_INIT = 6;
    private static final int QUIETS = 7;
    private static final int BAD_CAPTURES = 8;
    private static final int EVASION_HASH = 9;
    private static final int EVASIONS_INIT = 10;
    private static final int EVASIONS = 11;
    private static final int DONE = 12;

    /** Evasions: captures come before every quiet move (history stays within ±3·LIMIT). */
    private static final int CAPTURE_BAND = 1 << 24;

    private final int[] moves;
    private final int[] scores;
    private final int sliceSize;
    private final QuietHistory history;
    /** The killer stage ({@link SearchConfig#killers()}); off: killers come with the other quiet moves. */
    private final boolean useKillers;
    /** Captures by MVV-LVA ({@link SearchConfig#captureOrdering()}); off: in generation order. */
    private final boolean mvvLva;
    private SearchPosition position;

    private final int[] step;
    private final int[] cursor;
    private final int[] end;
    private final int[] badEnd;
    private final int[] hashMove;
    private final int[] killer1;
    private final int[] killer2;
    private final int[] counter;
    private final int[] previous1;
    private final int[] previous2;
    private final boolean[] skipQuiets;
    private final byte[] lastStage;

    /**
     * A picker with {@code frames} frames of {@code sliceSize} moves each (more than any node of the
     * game has), using {@code history} for killers, counter-moves and quiet-move scores.
     */
    public MovePicker(int frames, int sliceSize, QuietHistory history, boolean useKillers, boolean mvvLva) {
        this.useKillers = useKillers;
        this.mvvLva = mvvLva;
        int maxPly = frames;
        this.moves = new int[frames * sliceSize];
        this.scores = new int[moves.length];
        this.sliceSize = sliceSize;
        this.history = history;
        step = new int[maxPly];
        cursor = new int[maxPly];
        end = new int[maxPly];
        badEnd = new int[maxPly];
        hashMove = new int[maxPly];
        killer1 = new int[maxPly];
        killer2 = new int[maxPly];
        counter = new int[maxPly];
        previous1 = new int[maxPly];
        previous2 = new int[maxPly];
        skipQuiets = new boolean[maxPly];
        lastStage = new byte[maxPly];
    }

    /** Lets go of the last search's position (a helper's copy, with what it keeps, becomes garbage). */
    public void release() {
        position = null;
    }

    /**
     * Starts picking the moves of a node. Picker state and move slices are kept per
     * {@code frame}: the node's ply, or another frame for a search of the same node nested in its
     * own move loop (singular extension's search without the hash move).
     *
     * @param ply       the node's ply (whose killers are tried)
     * @param hash      the table's move (0: none); tried first if legal
     * @param inCheck   whether the side to move is in check (then: evasions)
     * @param counterMove the counter-move of the previous move (0: none)
     * @param prev1     piece-to index of the previous move for continuation history (-1: none)
     * @param prev2     the same for the move before it (-1: none)
     */
    public void start(SearchPosition position, int frame, int ply, int hash, boolean inCheck, int counterMove,
                      int prev1, int prev2) {
        this.position = position;
        killer1[frame] = useKillers ? history.killer1(ply) : 0;
        killer2[frame] = useKillers ? history.killer2(ply) : 0;
        start(frame, hash, inCheck, counterMove, prev1, prev2);
    }

    private void start(int ply, int hash, boolean inCheck, int counterMove, int prev1, int prev2) {
        step[ply] = inCheck ? EVASION_HASH : HASH;
        hashMove[ply] = hash;
        counter[ply] = counterMove;
        previous1[ply] = prev1;
        previous2[ply] = prev2;
        skipQuiets[ply] = false;
        lastStage[ply] = (byte) MoveStage.UNORDERED.ordinal();
    }

    /** From now on the node's quiet moves are not wanted (late-move pruning): killers and quiet moves are skipped. */
    public void skipQuietMoves(int frame) {
        int ply = frame;
        skipQuiets[ply] = true;
    }

    /** The stage of the move last returned by {@link #next} in {@code frame}. */
    public MoveStage stage(int frame) {
        return MoveStage.ofOrdinal(lastStage[frame]);
    }

    /** The next move of the node picked in {@code frame}, or 0 when there are no more. */
    public int next(int frame) {
        int ply = frame; // one frame per node being picked
        int start = ply * sliceSize;
        while (true) {
            switch (step[ply]) {
                case HASH:
                    step[ply] = CAPTURES_INIT;
                    if (isLegal(hashMove[ply])) {
                        return give(ply, hashMove[ply], MoveStage.HASH_MOVE);
                    }
                    break;
                case CAPTURES_INIT: {
                    int e = position.generateNoisyMoves(moves, start);
                    for (int i = start; i < e; i++) {
                        scores[i] = mvvLva ? position.captureOrder(moves[i]) : 0;
                    }
                    cursor[ply] = start;
                    end[ply] = e;
                    badEnd[ply] = start;
                    step[ply] = GOOD_CAPTURES;
                    break;
                }
                case GOOD_CAPTURES:
                    while (cursor[ply] < end[ply]) {
                        int move = pickBest(cursor[ply]++, end[ply]);
                        if (move == hashMove[ply]) {
                            continue;
                        }
                        if (position.staticExchangeAtLeast(move, 0)) {
                            return give(ply, move, MoveStage.GOOD_CAPTURE);
                        }
                        moves[badEnd[ply]++] = move; // below the cursor: a slot already handed out
                    }
                    step[ply] = KILLER_1;
                    break;
                case KILLER_1:
                    step[ply] = KILLER_2;
                    if (!skipQuiets[ply] && isFreshQuiet(killer1[ply], ply) ) {
                        return give(ply, killer1[ply], MoveStage.KILLER);
                    }
                    break;
                case KILLER_2:
                    step[ply] = COUNTER;
                    if (!skipQuiets[ply] && killer2[ply] != killer1[ply] && isFreshQuiet(killer2[ply], ply)) {
                        return give(ply, killer2[ply], MoveStage.KILLER);
                    }
                    break;
                case COUNTER:
                    step[ply] = QUIETS_INIT;
                    int c = counter[ply];
                    if (!skipQuiets[ply] && c != killer1[ply] && c != killer2[ply] && isFreshQuiet(c, ply)) {
                        return give(ply, c, MoveStage.COUNTER_MOVE);
                    }
                    break;
                case QUIETS_INIT: {
                    int quietStart = end[ply];
                    int e = skipQuiets[ply] ? quietStart : position.generateQuietMoves(moves, quietStart);
                    for (int i = quietStart; i < e; i++) {
                        scores[i] = quietScore(moves[i], ply);
                    }
                    cursor[ply] = quietStart;
                    end[ply] = e;
                    step[ply] = QUIETS;
                    break;
                }
                case QUIETS:
                    while (!skipQuiets[ply] && cursor[ply] < end[ply]) {
                        int move = pickBest(cursor[ply]++, end[ply]);
                        if (move != hashMove[ply] && move != killer1[ply] && move != killer2[ply] && move != counter[ply]) {
                            return give(ply, move, MoveStage.QUIET);
                        }
                    }
                    cursor[ply] = start;
                    step[ply] = BAD_CAPTURES;
                    break;
                case BAD_CAPTURES:
                    if (cursor[ply] < badEnd[ply]) {
                        return give(ply, moves[cursor[ply]++], MoveStage.BAD_CAPTURE);
                    }
                    step[ply] = DONE;
                    break;
                case EVASION_HASH:
                    step[ply] = EVASIONS_INIT;
                    if (isLegal(hashMove[ply])) {
                        return give(ply, hashMove[ply], MoveStage.HASH_MOVE);
                    }
                    break;
                case EVASIONS_INIT: {
                    int e = position.generateMoves(moves, start);
                    for (int i = start; i < e; i++) {
                        int move = moves[i];
                        scores[i] = position.isNoisy(move) ? CAPTURE_BAND + (mvvLva ? position.captureOrder(move) : 0)
                                : quietScore(move, ply);
                    }
                    cursor[ply] = start;
                    end[ply] = e;
                    step[ply] = EVASIONS;
                    break;
                }
                case EVASIONS:
                    while (cursor[ply] < end[ply]) {
                        int move = pickBest(cursor[ply]++, end[ply]);
                        if (move != hashMove[ply]) {
                            return give(ply, move, MoveStage.EVASION);
                        }
                    }
                    step[ply] = DONE;
                    break;
                default:
                    return 0;
            }
        }
    }

    private int give(int ply, int move, MoveStage stage) {
        lastStage[ply] = (byte) stage.ordinal();
        return move;
    }

    private boolean isLegal(int move) {
        return move != 0 && position.isLegalMove(move);
    }

    /** A killer or counter-move worth trying here: not the hash move, quiet, and legal. */
    private boolean isFreshQuiet(int move, int ply) {
        return move != 0 && move != hashMove[ply] && !position.isNoisy(move) && position.isLegalMove(move);
    }

    private int quietScore(int move, int ply) {
        return history.score(position.historyIndex(move), position.pieceToIndex(move), previous1[ply], previous2[ply]);
    }

    /** Brings the best-scored move of {@code moves[i..end)} to {@code i} (the first of equals) and returns it. */
    private int pickBest(int i, int e) {
        int best = i;
        for (int j = i + 1; j < e; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        int move = moves[best];
        if (best != i) {
            moves[best] = moves[i];
            scores[best] = scores[i];
            moves[i] = move;
        }
        return move;
    }
}
