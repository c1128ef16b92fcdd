package org.gametree.app.analysis.stepper;

import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;
import org.gametree.core.trace.TraceStepper;
import org.gametree.core.trace.TraceTree;

/**
 * Says in the current language what the event just replayed did: "Cutoff at 1.2: value 7 ≥ β 5:
 * 1 remaining move skipped". Depth-first events are named through the recorded tree; best-first
 * and MCTS node ids through the replays, which must already stand at the stepper's position.
 * Values are the search's own, from the side to move's view (negamax), like the α-β window.
 */
final class EventExplainer {

    private final RecordedSearch search;
    private final Localization l10n;
    private final NodeNames names;
    private final MoveCounter counter;
    private final ValueText values;
    private final BestFirstReplay bestFirst;
    private final MctsReplay mcts;

    /** {@code bestFirst} and {@code mcts} may be null when the search is of another kind. */
    EventExplainer(RecordedSearch search, Localization l10n, NodeNames names, MoveCounter counter,
                   BestFirstReplay bestFirst, MctsReplay mcts) {
        this.search = search;
        this.l10n = l10n;
        this.names = names;
        this.counter = counter;
        this.values = new ValueText(l10n);
        this.bestFirst = bestFirst;
        this.mcts = mcts;
    }

    /** The kind of an event in words ("cutoff"); the start before any event (kind 0). */
    String kindName(int kind) {
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
        switch (trace.kind(event)) {
            case TraceEvent.SEARCH_STARTED:
                return l10n.get("stepper.explain.searchStarted", search.algorithm(), trace.arg1(event));
            case TraceEvent.SEARCH_ENDED:
                return l10n.get("stepper.explain.searchEnded", move(trace.arg1(event)), values.value(trace.arg2(event)));
            case TraceEvent.ITERATION_STARTED:
                return l10n.get("stepper.explain.iterationStarted", trace.arg1(event));
            case TraceEvent.ITERATION_ENDED:
                return l10n.get("stepper.explain.iterationEnded", trace.arg1(event), values.value(trace.arg2(event)),
                        move(trace.arg3(event)));
            case TraceEvent.NODE_ENTERED:
                return entered(tree, node);
            case TraceEvent.LEAF_EVALUATED:
                return node < 0
                        ? l10n.get("stepper.explain.leafBestFirst", bestFirstName(poppedBefore(trace, event)),
                                values.value(trace.arg1(event)))
                        : l10n.get("stepper.explain.leaf", name(tree, node), values.value(trace.arg1(event)));
            case TraceEvent.CUTOFF:
                return cutoff(tree, node, event);
            case TraceEvent.TABLE_PROBED:
                return probed(tree, node, trace.arg1(event));
            case TraceEvent.NODE_LEFT:
                return left(tree, node, event);
            case TraceEvent.PV_CHANGED:
                return l10n.get("stepper.explain.pv", trace.arg1(event), values.value(trace.arg2(event)),
                        names.of(trace.pv(event)));
            case TraceEvent.OPEN_PUSHED:
                return l10n.get("stepper.explain.openPushed", bestFirstName(trace.arg1(event)), state(trace.arg3(event)),
                        values.value(trace.arg2(event)));
            case TraceEvent.OPEN_POPPED:
                return l10n.get(trace.arg3(event) != 0 ? "stepper.explain.openPoppedSolved" : "stepper.explain.openPoppedLive",
                        bestFirstName(trace.arg1(event)), values.value(trace.arg2(event)));
            case TraceEvent.NODE_CREATED:
                return l10n.get("stepper.explain.nodeCreated", bestFirstName(trace.arg1(event)));
            case TraceEvent.MCTS_SELECTED:
                return trace.arg1(event) == 0
                        ? l10n.get("stepper.explain.mctsSelectedRoot")
                        : l10n.get("stepper.explain.mctsSelected", mctsName(trace.arg1(event)), trace.ply(event));
            case TraceEvent.MCTS_EXPANDED:
                return l10n.get("stepper.explain.mctsExpanded", mctsName(trace.arg1(event)));
            case TraceEvent.MCTS_SIMULATED:
                return l10n.get("stepper.explain.mctsSimulated", mctsName(trace.arg1(event)),
                        ValueText.probability(trace.mctsValue(event)));
            case TraceEvent.MCTS_BACKPROPAGATED:
                return l10n.get("stepper.explain.mctsBackpropagated", mctsName(trace.arg1(event)), trace.arg2(event),
                        ValueText.probability(trace.mctsValue(event)));
            default:
                return trace.describe(event);
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
        String text = tree.parent(node) < 0
                ? l10n.get("stepper.explain.enterRoot", values.value(alpha), values.value(beta))
                : l10n.get("stepper.explain.enter", name(tree, node), tree.ply(node), values.value(alpha), values.value(beta));
        if (alpha > -Score.INFINITE && beta < Score.INFINITE && beta - alpha == 1) {
            text += " " + l10n.get("stepper.explain.nullWindow", values.value(alpha));
        }
        return text;
    }

    /** "value 120 ≥ β 100: 31 remaining moves skipped", with the move that refuted the node. */
    private String cutoff(TraceTree tree, int node, int event) {
        Trace trace = tree.trace();
        int index = trace.arg2(event);
        int total = counter.movesAt(node);
        int remaining = Math.max(0, total - index - 1);
        int child = tree.cutoffChild(node);
        String move = child >= 0 ? names.child(tree.path(child)) : Integer.toString(trace.arg1(event));
        String beta = values.value(tree.beta(node));
        if (child >= 0 && tree.isComplete(child) && !tree.wasStopped(child)) {
            return l10n.get("stepper.explain.cutoff", name(tree, node), values.value(-tree.value(child)), beta, remaining,
                    move, index + 1, total);
        }
        return l10n.get("stepper.explain.cutoffNoValue", name(tree, node), beta, remaining, move, index + 1, total);
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
        String value = values.value(trace.arg1(event));
        String how = bound == Bound.LOWER ? l10n.get("stepper.explain.failHigh")
                : bound == Bound.UPPER ? l10n.get("stepper.explain.failLow") : l10n.get("stepper.explain.exact");
        return l10n.get("stepper.explain.leave", name(tree, node), value, how);
    }

    private String name(TraceTree tree, int node) {
        return node < 0 ? l10n.get("stepper.value.none") : names.of(tree.path(node));
    }

    private String move(int move) {
        return move == 0 ? l10n.get("stepper.value.none") : names.lastMove(new int[] {move});
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
