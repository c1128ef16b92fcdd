package org.gametree.core.search;

/**
 * The selective techniques of a modern search, as the listener reports them: each is a switch of
 * {@link SearchConfig} (its {@link #switchName()}), and every time one changes what the search
 * does — prunes a node or a move, reduces or extends a depth, searches again — the listener hears
 * which one it was ({@link SearchListener#pruned}, {@link SearchListener#reduced},
 * {@link SearchListener#extended}, {@link SearchListener#researched}). The stepper turns them
 * into words, the compare view's ablation switches them off one at a time.
 */
public enum Technique {

    /** The side to move passes; if a shallow search still reaches beta, the node is cut. */
    NULL_MOVE("null-move"),
    /** A null-move cut confirmed by a reduced search without passing (against zugzwang). */
    NULL_MOVE_VERIFICATION("null-move"),
    /** Static evaluation minus a margin per ply already reaches beta: cut without a search ("static null move"). */
    REVERSE_FUTILITY("reverse-futility"),
    /** Static evaluation far below alpha near the horizon: quiescence decides the node. */
    RAZORING("razoring"),
    /** A quiet move near the horizon cannot lift the evaluation plus a margin to alpha: skipped. */
    FUTILITY("futility"),
    /** Late quiet moves near the horizon are not searched at all. */
    LATE_MOVE_PRUNING("late-move-pruning"),
    /** A capture that loses material by static exchange, near the horizon: skipped. */
    SEE_PRUNING("see-pruning"),
    /** Quiescence skips captures that lose material by static exchange. */
    QUIESCENCE_SEE("quiescence-see"),
    /** Late quiet moves are searched shallower first (by a logarithmic table or one ply). */
    LATE_MOVE_REDUCTION("late-move-reductions"),
    /** A node without a hash move is searched one ply shallower. */
    INTERNAL_ITERATIVE_REDUCTION("internal-iterative-reduction"),
    /** A move that gives check is searched one ply deeper. */
    CHECK_EXTENSION("check-extension"),
    /** The hash move is much better than every alternative: searched one ply deeper. */
    SINGULAR_EXTENSION("singular-extension"),
    /** Even without the hash move the node reaches beta: cut ("multi-cut" of singular search). */
    MULTI_CUT("singular-extension"),
    /** A null-window search beat alpha inside a PV node: searched again with the full window. */
    PVS_RESEARCH(""),
    /** The root's value fell outside the window around the last iteration's value: searched again with a wider one. */
    ASPIRATION_WINDOW("aspiration"),
    /** An endgame database knows the node's exact value (win or loss in so many plies, or draw): no search. */
    ENDGAME_TABLE("endgame-tables");

    private final String switchName;

    Technique(String switchName) {
        this.switchName = switchName;
    }

    /**
     * The name of the {@link SearchSwitch} that turns this technique on or off (CLI, ablation);
     * empty for the PVS re-search, which is part of the algorithm.
     */
    public String switchName() {
        return switchName;
    }
}
