package org.gametree.app.analysis.stepper;

import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.i18n.Localization;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.core.search.Bound;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Presets;
import org.gametree.core.search.PruningParameters;
import org.gametree.core.search.Score;
import org.gametree.core.search.Technique;
import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;
import org.gametree.core.trace.TraceStepper;
import org.gametree.core.trace.TraceTree;

/**
 * Says in the current language what the event just replayed did: "Cutoff at 1.2: value +7 ≥
 * β +5: 1 remaining move skipped". Depth-first events are named through the recorded tree;
 * best-first and MCTS node ids through the replays, which must already stand at the stepper's
 * position. Values are written by the one score formatter from the side the user chose (the
 * search holds them for the side to move at each node); MCTS events are named as MCTS steps
 * with their iteration.
 */
final class EventExplainer {

    private final RecordedSearch search;
    private final Localization l10n;
    private final NodeNames names;
    private final MoveCounter counter;
    private final StepperScores scores;
    private final BestFirstReplay bestFirst;
    private final MctsReplay mcts;

    /** {@code bestFirst} and {@code mcts} may be null when the search is of another kind. */
    EventExplainer(RecordedSearch search, Localization l10n, NodeNames names, MoveCounter counter, StepperScores scores,
                   BestFirstReplay bestFirst, MctsReplay mcts) {
        this.search = search;
        this.l10n = l10n;
        this.names = names;
        this.counter = counter;
        this.scores = scores;
        this.bestFirst = bestFirst;
        this.mcts = mcts;
    }

    /** The kind of the event just applied in words ("cutoff", "MCTS iteration 12: expansion"); the start before any. */
    String kindName(TraceStepper stepper) {
        int kind = stepper.position() == 0 ? 0 : stepper.kind();
        if (mcts != null && stepper.position() > 0) {
            switch (kind) {
                case TraceEvent.MCTS_SELECTED, TraceEvent.MCTS_EXPANDED, TraceEvent.MCTS_SIMULATED,
                     TraceEvent.MCTS_BACKPROPAGATED -> {
                    return l10n.get("stepper.kind.mctsStep", mcts.iterationOf(stepper.event()),
                            l10n.get("stepper.kind." + TraceEvent.name(kind)));
                }
                case TraceEvent.ITERATION_STARTED, TraceEvent.ITERATION_ENDED, TraceEvent.PV_CHANGED -> {
                    return l10n.get("stepper.kind.mcts." + TraceEvent.name(kind));
                }
                default -> {
                }
            }
        }
        return l10n.get("stepper.kind." + TraceEvent.name(kind));
    }

    String explain(TraceStepper stepper) {
        if (stepper.position() == 0) {
            return l10n.get("stepper.explain.start", stepper.length());
        }
        TraceTree tree = search.tree();
        Trace trace = tree.trace();
        int event = stepper.event();
        int node = stepper.node();
        if (mcts != null) {
            String text = mctsEvent(trace, event);
            if (text != null) {
                return text;
            }
        }
        switch (trace.kind(event)) {
            case TraceEvent.SEARCH_STARTED:
                return l10n.get("stepper.explain.searchStarted", search.algorithm(), trace.arg1(event));
            case TraceEvent.SEARCH_ENDED:
                return l10n.get("stepper.explain.searchEnded", move(trace.arg1(event)), scores.value(trace.arg2(event), 0));
            case TraceEvent.ITERATION_STARTED:
                return l10n.get("stepper.explain.iterationStarted", trace.arg1(event));
            case TraceEvent.ITERATION_ENDED:
                return l10n.get("stepper.explain.iterationEnded", trace.arg1(event), scores.value(trace.arg2(event), 0),
                        move(trace.arg3(event)));
            case TraceEvent.NODE_ENTERED:
                return entered(tree, node);
            case TraceEvent.LEAF_EVALUATED:
                if (node < 0) {
                    int popped = poppedBefore(trace, event);
                    return l10n.get("stepper.explain.leafBestFirst", bestFirstName(popped),
                            scores.value(trace.arg1(event), bestFirstPly(popped, trace.ply(event))));
                }
                return l10n.get("stepper.explain.leaf", name(tree, node), scores.value(trace.arg1(event), tree.ply(node)));
            case TraceEvent.CUTOFF:
                return cutoff(tree, node, event);
            case TraceEvent.TABLE_PROBED:
                return probed(tree, node, trace.arg1(event));
            case TraceEvent.NODE_LEFT:
                return left(tree, node, event);
            case TraceEvent.PV_CHANGED:
                return l10n.get("stepper.explain.pv", trace.arg1(event), scores.value(trace.arg2(event), 0),
                        names.of(trace.pv(event)));
            case TraceEvent.OPEN_PUSHED:
                return l10n.get("stepper.explain.openPushed", bestFirstName(trace.arg1(event)), state(trace.arg3(event)),
                        merit(trace.arg1(event), trace.arg2(event)));
            case TraceEvent.OPEN_POPPED:
                return l10n.get(trace.arg3(event) != 0 ? "stepper.explain.openPoppedSolved" : "stepper.explain.openPoppedLive",
                        bestFirstName(trace.arg1(event)), merit(trace.arg1(event), trace.arg2(event)));
            case TraceEvent.NODE_CREATED:
                return l10n.get("stepper.explain.nodeCreated", bestFirstName(trace.arg1(event)));
            case TraceEvent.NULL_MOVE:
                return nullMoveTried(tree, node, trace.arg1(event));
            case TraceEvent.PRUNED:
                return trace.arg1(event) == 0 ? decided(tree, node, event) : skipped(tree, node, event);
            case TraceEvent.REDUCED:
                return reduced(tree, node, event);
            case TraceEvent.EXTENDED:
                return extended(tree, node, event);
            case TraceEvent.RESEARCHED:
                return researched(tree, node, event);
            case TraceEvent.PROOF_ENTERED:
                return proofEntered(tree, node);
            case TraceEvent.PROOF_LEFT:
                return proofLeft(tree, node);
            default:
                return trace.describe(event);
        }
    }

    /**
     * A proof-number search expands its most-proving node: the path from the root to it is the
     * one where proving (or disproving) is cheapest, and the thresholds say when it returns.
     */
    private String proofEntered(TraceTree tree, int node) {
        String thresholds = l10n.get("stepper.explain.proofThresholds", TraceStepper.proofNumber(tree.pnThreshold(node)),
                TraceStepper.proofNumber(tree.dnThreshold(node)));
        if (tree.parent(node) < 0) {
            return l10n.get("stepper.explain.proofRoot", thresholds);
        }
        boolean attacker = (tree.ply(node) & 1) == 1;
        return l10n.get(attacker ? "stepper.explain.proofEnteredOr" : "stepper.explain.proofEnteredAnd",
                name(tree, node), threat(tree.threatKind(node)), thresholds);
    }

    /** A proof-number search's node returns: its numbers, and why when it was decided at once. */
    private String proofLeft(TraceTree tree, int node) {
        int pn = tree.proofNumber(node);
        int dn = tree.disproofNumber(node);
        String numbers = l10n.get("stepper.explain.proofNumbers", TraceStepper.proofNumber(pn), TraceStepper.proofNumber(dn));
        String verdict = l10n.get(pn == 0 ? "stepper.proof.proven" : dn == 0 ? "stepper.proof.disproven" : "stepper.proof.open");
        int decision = tree.proofDecision(node);
        if (decision >= 0) {
            return l10n.get("stepper.explain.proofDecided", name(tree, node), numbers, verdict,
                    l10n.get("tree.proof.decision." + org.gametree.gomoku.threat.ProofListener.Decision.values()[decision].name()));
        }
        int best = tree.proofBestMove(node);
        return l10n.get("stepper.explain.proofLeft", name(tree, node), numbers, verdict, move(best));
    }

    private String threat(int kind) {
        return kind < 0 ? "" : l10n.get("tree.threat." + org.gametree.gomoku.threat.ThreatKind.of(kind).name());
    }

    // ---------------------------------------------------------------- a selective search's decisions

    /** The side to move at a node, named (Red, Black; Black, White; MAX, MIN). */
    private String side(int ply) {
        return l10n.get(scores.sides().nameKey(scores.sideAt(ply)));
    }

    /** "β +45" — or, when the scores are shown from the other side, "α −45": what a value must reach to cut. */
    private String betaBound(TraceTree tree, int node) {
        int ply = tree.ply(node);
        boolean turned = scores.flips(ply);
        int shown = turned ? scores.shownAlpha(tree.alpha(node), tree.beta(node), ply)
                : scores.shownBeta(tree.alpha(node), tree.beta(node), ply);
        return l10n.get(turned ? "stepper.bound.alpha" : "stepper.bound.beta", scores.plain(shown));
    }

    /** "α +12" as the node stands at {@code event} — "β −12" from the other side: what a move must beat. */
    private String alphaBound(TraceTree tree, int node, int event) {
        return alphaBoundOf(tree, node, tree.alphaAt(node, event));
    }

    /** {@code alpha} of the node written as {@link #alphaBound} writes it. */
    private String alphaBoundOf(TraceTree tree, int node, int alpha) {
        int ply = tree.ply(node);
        int beta = tree.beta(node);
        boolean turned = scores.flips(ply);
        int shown = turned ? scores.shownBeta(alpha, beta, ply) : scores.shownAlpha(alpha, beta, ply);
        return l10n.get(turned ? "stepper.bound.beta" : "stepper.bound.alpha", scores.plain(shown));
    }

    /** A move of the node, named from the node's position. */
    private String moveOf(TraceTree tree, int node, int move) {
        int[] path = tree.path(node);
        int[] line = java.util.Arrays.copyOf(path, path.length + 1);
        line[path.length] = move;
        return names.child(line);
    }

    private static String technique(Localization l10n, Technique technique) {
        return l10n.get("tree.technique." + technique.name());
    }

    /**
     * The numbers behind the techniques of the recorded preset (the defaults for a plain
     * algorithm). Read from the preset's configuration, never by building its searcher: that
     * would allocate a transposition table for every event explained.
     */
    private PruningParameters pruning() {
        return Presets.exists(search.algorithm()) ? Presets.get(search.algorithm()).config().pruning()
                : PruningParameters.DEFAULT;
    }

    /** The static evaluation of a node, as the search saw it (side to move); {@link Score#NONE} if it cannot be had. */
    private int staticEvaluation(TraceTree tree, int node) {
        try {
            if (search.textbook() != null) {
                org.gametree.core.tree.TextbookTree walk = search.textbook().copy();
                for (int move : tree.path(node)) {
                    walk.makeMove(move);
                }
                return walk.evaluate();
            }
            AnalysisPosition position = search.positionAt(node);
            return position.searchPosition(search.evaluation()).evaluate();
        } catch (RuntimeException e) {
            return Score.NONE;
        }
    }

    private String nullMoveTried(TraceTree tree, int node, int reduction) {
        int ply = tree.ply(node);
        return l10n.get("stepper.explain.nullMoveTried", name(tree, node), side(ply), side(ply + 1), reduction,
                betaBound(tree, node));
    }

    /** A node decided by a technique instead of its moves (PRUNED with move 0). */
    private String decided(TraceTree tree, int node, int event) {
        Trace trace = tree.trace();
        Technique technique = trace.technique(event);
        int ply = tree.ply(node);
        String value = scores.value(trace.arg3(event), ply);
        String name = name(tree, node);
        switch (technique) {
            case NULL_MOVE, NULL_MOVE_VERIFICATION: {
                int child = tree.nullMoveChild(node);
                int reduction = child >= 0 ? tree.nullMoveReduction(child) : 0;
                return l10n.get(technique == Technique.NULL_MOVE ? "stepper.explain.nullMoveCut" : "stepper.explain.nullMoveVerified",
                        name, side(ply), reduction, betaBound(tree, node), value);
            }
            case REVERSE_FUTILITY:
                return l10n.get("stepper.explain.reverseFutility", name, value, betaBound(tree, node),
                        pruning().reverseFutilityMargin());
            case RAZORING:
                return l10n.get("stepper.explain.razoring", name, value, alphaBound(tree, node, event));
            case MULTI_CUT:
                return l10n.get("stepper.explain.multiCut", name, value, betaBound(tree, node));
            case ENDGAME_TABLE:
                return l10n.get("stepper.explain.endgameTable", name, value);
            default:
                return l10n.get("stepper.explain.decided", name, technique(l10n, technique), value);
        }
    }

    /** A move skipped without a search (PRUNED with a move). */
    private String skipped(TraceTree tree, int node, int event) {
        Trace trace = tree.trace();
        Technique technique = trace.technique(event);
        int ply = tree.ply(node);
        String move = moveOf(tree, node, trace.arg1(event));
        String name = name(tree, node);
        int value = trace.arg3(event);
        switch (technique) {
            case FUTILITY: {
                int eval = staticEvaluation(tree, node);
                int margin = eval == Score.NONE ? -1 : value - eval;
                if (margin < 0) {
                    return l10n.get("stepper.explain.futilityBound", move, name, scores.value(value, ply),
                            alphaBound(tree, node, event));
                }
                return l10n.get("stepper.explain.futility", move, name, scores.value(eval, ply), margin,
                        scores.value(value, ply), alphaBound(tree, node, event));
            }
            case LATE_MOVE_PRUNING:
                return l10n.get("stepper.explain.lateMovePruning", move, name, value);
            case SEE_PRUNING:
                return l10n.get("stepper.explain.seePruning", move, name, Math.max(0, -value));
            case QUIESCENCE_SEE:
                return l10n.get("stepper.explain.quiescenceSee", move, name);
            default:
                return l10n.get("stepper.explain.skipped", move, name, technique(l10n, technique));
        }
    }

    private String reduced(TraceTree tree, int node, int event) {
        Trace trace = tree.trace();
        int plies = trace.arg2(event);
        if (trace.arg1(event) == 0) {
            return l10n.get("stepper.explain.internalReduction", name(tree, node), plies);
        }
        String move = moveOf(tree, node, trace.arg1(event));
        Technique technique = trace.technique(event);
        if (technique == Technique.LATE_MOVE_REDUCTION) {
            return l10n.get("stepper.explain.lateMoveReduction", move, plies, alphaBound(tree, node, event));
        }
        return l10n.get("stepper.explain.reducedBy", move, plies, technique(l10n, technique));
    }

    private String extended(TraceTree tree, int node, int event) {
        Trace trace = tree.trace();
        String move = moveOf(tree, node, trace.arg1(event));
        int plies = trace.arg2(event);
        return switch (trace.technique(event)) {
            case CHECK_EXTENSION -> l10n.get("stepper.explain.checkExtension", move, plies);
            case SINGULAR_EXTENSION -> l10n.get("stepper.explain.singularExtension", move, plies);
            default -> l10n.get("stepper.explain.extendedBy", move, plies, technique(l10n, trace.technique(event)));
        };
    }

    /** A move searched again: the last child searched is its first search, whose value beat alpha. */
    private String researched(TraceTree tree, int node, int event) {
        Trace trace = tree.trace();
        if (trace.technique(event) == Technique.ASPIRATION_WINDOW) {
            return l10n.get("stepper.explain.aspiration");
        }
        int ply = tree.ply(node);
        String move = moveOf(tree, node, trace.arg1(event));
        int first = -1;
        for (int c = tree.firstChild(node); c >= 0 && tree.enterEvent(c) < event; c = tree.nextSibling(c)) {
            first = c;
        }
        String value = first >= 0 && tree.isComplete(first) ? scores.value(-tree.value(first), ply) : l10n.get("score.none");
        // The first search had the null window (alpha, alpha + 1) from here: its alpha is what it beat.
        String alpha = first >= 0 ? alphaBoundOf(tree, node, -tree.beta(first)) : alphaBound(tree, node, event);
        if (trace.technique(event) == Technique.LATE_MOVE_REDUCTION) {
            return l10n.get("stepper.explain.lmrResearch", move, first >= 0 ? tree.reduction(first) : 0, value, alpha);
        }
        return l10n.get("stepper.explain.pvsResearch", move, value, alpha, betaBound(tree, node));
    }

    /** "Cut by the killer (stage 3)." for a cut by a move the ordering placed; "" for unordered moves. */
    private String stage(Trace trace, int event) {
        MoveStage stage = trace.stage(event);
        return stage == MoveStage.UNORDERED ? "" : " " + l10n.get("stepper.stage." + stage.name(), stage.number());
    }

    /** MCTS's own events and its batches, named as MCTS steps; null for others. */
    private String mctsEvent(Trace trace, int event) {
        int iteration = mcts.iterationOf(event);
        switch (trace.kind(event)) {
            case TraceEvent.SEARCH_STARTED:
                return l10n.get("stepper.explain.mcts.searchStarted", search.algorithm());
            case TraceEvent.ITERATION_STARTED:
                return l10n.get("stepper.explain.mcts.batchStarted", trace.arg1(event));
            case TraceEvent.ITERATION_ENDED:
                return l10n.get("stepper.explain.mcts.batchEnded", iteration, scores.value(trace.arg2(event), 0),
                        move(trace.arg3(event)));
            case TraceEvent.PV_CHANGED:
                return l10n.get("stepper.explain.mcts.line", iteration, scores.value(trace.arg2(event), 0),
                        names.of(trace.pv(event)));
            case TraceEvent.MCTS_SELECTED:
                return trace.arg1(event) == 0
                        ? l10n.get("stepper.explain.mctsSelectedRoot", iteration)
                        : l10n.get("stepper.explain.mctsSelected", mctsName(trace.arg1(event)), trace.ply(event), iteration);
            case TraceEvent.MCTS_EXPANDED:
                return l10n.get("stepper.explain.mctsExpanded", mctsName(trace.arg1(event)), iteration);
            case TraceEvent.MCTS_SIMULATED:
                return l10n.get("stepper.explain.mctsSimulated", mctsName(trace.arg1(event)),
                        StepperScores.probability(trace.mctsValue(event)), iteration);
            case TraceEvent.MCTS_BACKPROPAGATED:
                return l10n.get("stepper.explain.mctsBackpropagated", mctsName(trace.arg1(event)), trace.arg2(event),
                        StepperScores.probability(trace.mctsValue(event)), iteration);
            default:
                return null;
        }
    }

    /** The node of the latest OPEN pop before an event (a best-first leaf is valued right after its pop); −1 if none. */
    private static int poppedBefore(Trace trace, int event) {
        for (int e = event - 1; e >= 0; e--) {
            if (trace.kind(e) == TraceEvent.OPEN_POPPED) {
                return trace.arg1(e);
            }
        }
        return -1;
    }

    private String entered(TraceTree tree, int node) {
        int alpha = tree.alpha(node);
        int beta = tree.beta(node);
        int ply = tree.ply(node);
        String window = scores.window(alpha, beta, ply);
        String text = tree.parent(node) < 0
                ? l10n.get("stepper.explain.enterRoot", window)
                : l10n.get("stepper.explain.enter", name(tree, node), ply, window);
        if (alpha > -Score.INFINITE && beta < Score.INFINITE && beta - alpha == 1) {
            text += " " + l10n.get("stepper.explain.nullWindow");
        }
        if (tree.isNullMove(node)) {
            text += " " + l10n.get("stepper.explain.enterNullMove", side(ply - 1), tree.nullMoveReduction(node));
        } else if (tree.reduction(node) > 0) {
            text += " " + l10n.get("stepper.explain.enterReduced", tree.reduction(node));
        } else if (tree.research(node) != null) {
            text += " " + l10n.get("stepper.explain.enterResearch", technique(l10n, tree.research(node)));
        }
        if (tree.extension(node) > 0) {
            text += " " + l10n.get("stepper.explain.enterExtended", tree.extension(node));
        }
        return text;
    }

    /**
     * "value +120 ≥ β +100: 31 remaining moves skipped", with the move that refuted the node;
     * seen from the other side the same test reads "value −120 ≤ α −100".
     */
    private String cutoff(TraceTree tree, int node, int event) {
        Trace trace = tree.trace();
        int index = trace.arg2(event);
        int total = counter.movesAt(node);
        int remaining = Math.max(0, total - index - 1);
        int child = tree.cutoffChild(node);
        String move = child >= 0 ? names.child(tree.path(child)) : Integer.toString(trace.arg1(event));
        int ply = tree.ply(node);
        boolean turned = scores.flips(ply);
        String bound = turned
                ? scores.plain(scores.shownAlpha(tree.alpha(node), tree.beta(node), ply))
                : scores.plain(scores.shownBeta(tree.alpha(node), tree.beta(node), ply));
        if (child >= 0 && tree.isComplete(child) && !tree.wasStopped(child)) {
            return l10n.get(turned ? "stepper.explain.cutoffTurned" : "stepper.explain.cutoff", name(tree, node),
                    scores.value(-tree.value(child), ply), bound, remaining, move, index + 1, total) + stage(trace, event);
        }
        return l10n.get(turned ? "stepper.explain.cutoffNoValueTurned" : "stepper.explain.cutoffNoValue",
                name(tree, node), bound, remaining, move, index + 1, total) + stage(trace, event);
    }

    private String probed(TraceTree tree, int node, int probe) {
        String name = name(tree, node);
        if ((probe & TraceEvent.PROBE_HIT) == 0) {
            return l10n.get("stepper.explain.probeMiss", name);
        }
        return l10n.get((probe & TraceEvent.PROBE_USED) != 0 ? "stepper.explain.probeUsed" : "stepper.explain.probeHit", name);
    }

    private String left(TraceTree tree, int node, int event) {
        Trace trace = tree.trace();
        int bound = trace.arg2(event);
        if (bound == 0) {
            return l10n.get("stepper.explain.stopped", name(tree, node));
        }
        String value = scores.bounded(trace.arg1(event), bound, tree.ply(node));
        String how = bound == Bound.LOWER ? l10n.get("stepper.explain.failHigh")
                : bound == Bound.UPPER ? l10n.get("stepper.explain.failLow") : l10n.get("stepper.explain.exact");
        return l10n.get("stepper.explain.leave", name(tree, node), value, how);
    }

    /** A best-first merit (the root player's view) as the value of its node, shown. */
    private String merit(int node, int merit) {
        int ply = bestFirstPly(node, 0);
        return scores.value(rootViewAt(merit, ply), ply);
    }

    /** A value from the root player's view turned to the side to move at {@code ply}. */
    static int rootViewAt(int value, int ply) {
        return (ply & 1) == 0 || value == Score.NONE ? value : -value;
    }

    private int bestFirstPly(int node, int fallback) {
        return bestFirst != null && node >= 0 && node < bestFirst.nodeCount() ? bestFirst.ply(node) : fallback;
    }

    private String name(TraceTree tree, int node) {
        return node < 0 ? l10n.get("score.none") : names.of(tree.path(node));
    }

    private String move(int move) {
        return move == 0 ? l10n.get("score.none") : names.lastMove(new int[] {move});
    }

    private String state(int solved) {
        return l10n.get(solved != 0 ? "stepper.open.solved" : "stepper.open.live");
    }

    private String bestFirstName(int node) {
        if (bestFirst == null || node < 0 || node >= bestFirst.nodeCount()) {
            return "#" + node;
        }
        return names.of(bestFirst.path(node));
    }

    private String mctsName(int node) {
        if (mcts == null || node < 0 || node >= mcts.nodeCount()) {
            return "#" + node;
        }
        return names.of(mcts.path(node));
    }
}
