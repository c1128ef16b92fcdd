package org.gametree.core.search;

/**
 * The numbers behind the selective techniques of {@link SearchConfig}: depths up to which each
 * applies and the margins it judges by, in the evaluation's units (centipawns for Xiangqi). A
 * technique reads its numbers only when its switch is on. One record, so that a tuner can treat
 * them as one vector and the stepper can quote the margin a decision used.
 *
 * @param nullMoveMinDepth       null move only at this remaining depth or more
 * @param nullMoveReduction      a null move is searched {@code R = nullMoveReduction + depth / nullMoveDepthDivisor} plies shallower
 * @param nullMoveDepthDivisor   see {@code nullMoveReduction}
 * @param nullMoveVerifyDepth    a null-move cut at this depth or more is verified by a search without passing
 * @param reverseFutilityDepth   reverse futility up to this depth
 * @param reverseFutilityMargin  margin per ply of remaining depth
 * @param razoringDepth          razoring up to this depth
 * @param razoringMargin         margin per ply of remaining depth (plus one base margin of the same size)
 * @param futilityDepth          futility pruning of quiet moves up to this depth
 * @param futilityBase           futility margin at depth 0
 * @param futilityMargin         futility margin added per ply of remaining depth
 * @param lateMovePruningDepth   late-move pruning up to this depth; the quiet moves kept are {@code 3 + depth²} (half when not improving)
 * @param seePruningMargin       near the horizon, a capture losing more than this × depth by SEE is skipped
 * @param seePruningDepth        SEE pruning up to this depth
 * @param reductionBase          logarithmic LMR: {@code r = (reductionBase + ln(depth)·ln(moveNumber) · 100 / reductionDivisor) / 100}
 * @param reductionDivisor       see {@code reductionBase}
 * @param internalReductionDepth internal iterative reduction from this depth on
 * @param singularDepth          singular extension from this depth on
 */
public record PruningParameters(int nullMoveMinDepth, int nullMoveReduction, int nullMoveDepthDivisor,
                                int nullMoveVerifyDepth, int reverseFutilityDepth, int reverseFutilityMargin,
                                int razoringDepth, int razoringMargin, int futilityDepth, int futilityBase,
                                int futilityMargin, int lateMovePruningDepth, int seePruningMargin, int seePruningDepth,
                                int reductionBase, int reductionDivisor, int internalReductionDepth, int singularDepth) {

    /** Values that work for Xiangqi with the workbench's evaluations (pawn = 100). */
    public static final PruningParameters DEFAULT = new PruningParameters(
            2, 3, 4, 10,
            7, 90,
            3, 200,
            6, 100, 90,
            8,
            90, 6,
            80, 240,
            4, 8);

    public PruningParameters {
        if (nullMoveMinDepth < 1 || nullMoveReduction < 1 || nullMoveDepthDivisor < 1 || reductionDivisor < 1) {
            throw new IllegalArgumentException("null-move depth, reduction and divisors must be at least 1");
        }
    }
}
