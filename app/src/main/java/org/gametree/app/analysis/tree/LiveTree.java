package org.gametree.app.analysis.tree;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Technique;
import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceIteration;
import org.gametree.core.trace.TraceTree;

/** A {@link RecordedSearch} as an {@link ExplorableTree}: every fact read straight from its {@link TraceTree}. */
public final class LiveTree implements ExplorableTree {

    private final RecordedSearch search;
    private final TraceTree tree;

    public LiveTree(RecordedSearch search) {
        this.search = search;
        this.tree = search.tree();
    }

    public RecordedSearch search() {
        return search;
    }

    @Override
    public String game() {
        return search.root() == null ? TEXTBOOK : search.root().game().name();
    }

    @Override
    public String algorithm() {
        return search.algorithm();
    }

    @Override
    public int depth() {
        return search.depth();
    }

    @Override
    public String evaluation() {
        return search.evaluation();
    }

    @Override
    public AnalysisPosition rootPosition() {
        return search.root() == null ? null : search.root().copy();
    }

    @Override
    public int nodeCount() {
        return tree.nodeCount();
    }

    @Override
    public boolean isTruncated() {
        return tree.isTruncated();
    }

    @Override
    public long droppedEvents() {
        return tree.trace().droppedEvents();
    }

    @Override
    public long droppedNodes() {
        return tree.trace().droppedNodes();
    }

    @Override
    public int iterationCount() {
        return tree.iterations().size();
    }

    @Override
    public int iterationDepth(int k) {
        return tree.iterations().get(k).depth();
    }

    @Override
    public int[] iterationRoots(int k) {
        return tree.iterationRoots(k);
    }

    @Override
    public int[] iterationPv(int k) {
        TraceIteration iteration = tree.iterations().get(k);
        return iteration.report() == null ? new int[0] : iteration.report().pv().clone();
    }

    @Override
    public int[] pv() {
        return search.result() == null ? new int[0] : search.result().pv().clone();
    }

    @Override
    public int parent(int node) {
        return tree.parent(node);
    }

    @Override
    public int subtreeSize(int node) {
        return tree.subtreeSize(node);
    }

    @Override
    public int move(int node) {
        return tree.move(node);
    }

    @Override
    public String moveName(int node, MoveNotation notation) {
        if (tree.parent(node) < 0) {
            return "";
        }
        if (search.root() == null) {
            // RecordedSearch names textbook nodes through TextbookTree.nameOf, which copies the whole
            // tree per call; the trace's path of child numbers is the same name, in O(ply).
            return tree.pathName(node);
        }
        return search.moveName(node, notation);
    }

    @Override
    public List<String> pathNames(int node, MoveNotation notation) {
        if (search.root() == null) {
            List<String> names = new ArrayList<>();
            for (int move : tree.path(node)) {
                names.add(Integer.toString(move));
            }
            return names;
        }
        return search.pathNames(node, notation);
    }

    @Override
    public int alpha(int node) {
        return tree.alpha(node);
    }

    @Override
    public int beta(int node) {
        return tree.beta(node);
    }

    @Override
    public boolean isComplete(int node) {
        return tree.isComplete(node);
    }

    @Override
    public int value(int node) {
        return tree.value(node);
    }

    @Override
    public int bound(int node) {
        return tree.bound(node);
    }

    @Override
    public boolean isCutoff(int node) {
        return tree.isCutoff(node);
    }

    @Override
    public int cutoffIndex(int node) {
        return tree.cutoffIndex(node);
    }

    @Override
    public boolean tableHit(int node) {
        return tree.tableHit(node);
    }

    @Override
    public boolean tableUsed(int node) {
        return tree.tableUsed(node);
    }

    @Override
    public int evaluationValue(int node) {
        return tree.evaluation(node);
    }

    @Override
    public int nullMoveReduction(int node) {
        return tree.nullMoveReduction(node);
    }

    @Override
    public int reduction(int node) {
        return tree.reduction(node);
    }

    @Override
    public int extension(int node) {
        return tree.extension(node);
    }

    @Override
    public Technique extensionTechnique(int node) {
        return tree.extensionTechnique(node);
    }

    @Override
    public Technique research(int node) {
        return tree.research(node);
    }

    @Override
    public int internalReduction(int node) {
        return tree.internalReduction(node);
    }

    @Override
    public Technique decidedBy(int node) {
        return tree.decidedBy(node);
    }

    @Override
    public int decidedValue(int node) {
        return tree.decidedValue(node);
    }

    @Override
    public MoveStage cutoffStage(int node) {
        return tree.cutoffStage(node);
    }

    @Override
    public List<SkippedMove> skips(int node) {
        int[] events = tree.skips(node);
        if (events.length == 0) {
            return List.of();
        }
        Trace trace = tree.trace();
        List<SkippedMove> skips = new ArrayList<>(events.length);
        for (int e : events) {
            skips.add(new SkippedMove(trace.arg1(e), trace.technique(e), trace.arg3(e), tree.childrenBefore(node, e), ""));
        }
        return skips;
    }

    @Override
    public AnalysisPosition positionAt(int node) {
        return search.positionAt(node);
    }

    @Override
    public int[] path(int node) {
        return tree.path(node);
    }

    @Override
    public boolean isProofNode(int node) {
        return tree.isProofNode(node);
    }

    @Override
    public int threatKind(int node) {
        return tree.isProofNode(node) ? tree.threatKind(node) : -1;
    }

    @Override
    public int pnThreshold(int node) {
        return tree.pnThreshold(node);
    }

    @Override
    public int dnThreshold(int node) {
        return tree.dnThreshold(node);
    }

    @Override
    public int proofNumber(int node) {
        return tree.proofNumber(node);
    }

    @Override
    public int disproofNumber(int node) {
        return tree.disproofNumber(node);
    }

    @Override
    public int proofDecision(int node) {
        return tree.proofDecision(node);
    }
}
