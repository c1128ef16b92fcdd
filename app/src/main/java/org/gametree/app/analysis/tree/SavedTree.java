package org.gametree.app.analysis.tree;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Score;
import org.gametree.core.search.Technique;

/**
 * A search tree reopened from a JSON file ({@link TreeJson}): read-only, held in a few primitive
 * arrays. When the file carries the root position, moves are renamed in any notation and every
 * node's position can be shown; otherwise the names saved with the file are used.
 */
public final class SavedTree implements ExplorableTree {

    /** What the file says about the search as a whole. */
    record Header(String game, String algorithm, int depth, String evaluation, boolean truncated,
                  long droppedEvents, long droppedNodes, int[] pv) {
    }

    /** One iteration as saved. */
    record Iteration(int depth, int[] roots, int[] pv) {
    }

    /** The per-node columns, index = node id. */
    record Nodes(int count, int[] parent, int[] size, int[] move, String[] names, int[] alpha, int[] beta,
                 int[] value, int[] bound, int[] cutoff, boolean[] ttHit, boolean[] ttUsed, int[] eval,
                 Decisions decisions, Proofs proofs) {
    }

    /**
     * A proof-number search's facts per node (format version 3): the threat kind ordinal (-1: not
     * a proof node), thresholds, proof and disproof numbers (-1: unfinished) and the decision
     * ordinal (-1: searched).
     */
    record Proofs(int[] kind, int[] pnThreshold, int[] dnThreshold, int[] pn, int[] dn, int[] decision) {
    }

    /**
     * A selective search's decisions per node (format version 2; all empty in a version-1 file):
     * plies as ints (0 = none), techniques and stages as their ordinal + 1 (0 = none), values,
     * and the skipped moves of the nodes that have any.
     */
    record Decisions(int[] nullReduction, int[] reduction, int[] extension, byte[] extendedBy, byte[] research,
                     int[] internalReduction, byte[] decidedBy, int[] decidedValue, byte[] stage,
                     java.util.Map<Integer, List<SkippedMove>> skips) {
    }

    private final Header header;
    private final AnalysisPosition root;
    private final List<Iteration> iterations;
    private final Nodes nodes;

    SavedTree(Header header, AnalysisPosition root, List<Iteration> iterations, Nodes nodes) {
        this.header = header;
        this.root = root;
        this.iterations = List.copyOf(iterations);
        this.nodes = nodes;
    }

    @Override
    public String game() {
        return header.game();
    }

    @Override
    public String algorithm() {
        return header.algorithm();
    }

    @Override
    public int depth() {
        return header.depth();
    }

    @Override
    public String evaluation() {
        return header.evaluation();
    }

    @Override
    public AnalysisPosition rootPosition() {
        return root == null ? null : root.copy();
    }

    @Override
    public int nodeCount() {
        return nodes.count();
    }

    @Override
    public boolean isTruncated() {
        return header.truncated();
    }

    @Override
    public long droppedEvents() {
        return header.droppedEvents();
    }

    @Override
    public long droppedNodes() {
        return header.droppedNodes();
    }

    @Override
    public int iterationCount() {
        return iterations.size();
    }

    @Override
    public int iterationDepth(int k) {
        return iterations.get(k).depth();
    }

    @Override
    public int[] iterationRoots(int k) {
        return iterations.get(k).roots().clone();
    }

    @Override
    public int[] iterationPv(int k) {
        return iterations.get(k).pv().clone();
    }

    @Override
    public int[] pv() {
        return header.pv().clone();
    }

    @Override
    public int parent(int node) {
        return nodes.parent()[node];
    }

    @Override
    public int subtreeSize(int node) {
        return nodes.size()[node];
    }

    @Override
    public int move(int node) {
        return nodes.move()[node];
    }

    @Override
    public String moveName(int node, MoveNotation notation) {
        int parent = nodes.parent()[node];
        if (parent < 0) {
            return "";
        }
        if (root == null) {
            return nodes.names()[node];
        }
        return positionAt(parent).moveName(nodes.move()[node], notation);
    }

    @Override
    public List<String> pathNames(int node, MoveNotation notation) {
        if (root != null) {
            return root.lineNames(path(node), notation);
        }
        List<String> names = new ArrayList<>();
        for (int n = node; nodes.parent()[n] >= 0; n = nodes.parent()[n]) {
            names.add(0, nodes.names()[n]);
        }
        return names;
    }

    @Override
    public int alpha(int node) {
        return nodes.alpha()[node];
    }

    @Override
    public int beta(int node) {
        return nodes.beta()[node];
    }

    @Override
    public boolean isComplete(int node) {
        return nodes.value()[node] != Score.NONE;
    }

    @Override
    public int value(int node) {
        return nodes.value()[node];
    }

    @Override
    public int bound(int node) {
        return nodes.bound()[node];
    }

    @Override
    public boolean isCutoff(int node) {
        return nodes.cutoff()[node] >= 0;
    }

    @Override
    public int cutoffIndex(int node) {
        return nodes.cutoff()[node];
    }

    @Override
    public boolean tableHit(int node) {
        return nodes.ttHit()[node];
    }

    @Override
    public boolean tableUsed(int node) {
        return nodes.ttUsed()[node];
    }

    @Override
    public int evaluationValue(int node) {
        return nodes.eval()[node];
    }

    @Override
    public int nullMoveReduction(int node) {
        return nodes.decisions().nullReduction()[node];
    }

    @Override
    public int reduction(int node) {
        return nodes.decisions().reduction()[node];
    }

    @Override
    public int extension(int node) {
        return nodes.decisions().extension()[node];
    }

    @Override
    public Technique extensionTechnique(int node) {
        return technique(nodes.decisions().extendedBy()[node]);
    }

    @Override
    public Technique research(int node) {
        return technique(nodes.decisions().research()[node]);
    }

    @Override
    public int internalReduction(int node) {
        return nodes.decisions().internalReduction()[node];
    }

    @Override
    public Technique decidedBy(int node) {
        return technique(nodes.decisions().decidedBy()[node]);
    }

    @Override
    public int decidedValue(int node) {
        return nodes.decisions().decidedBy()[node] == 0 ? Score.NONE : nodes.decisions().decidedValue()[node];
    }

    @Override
    public MoveStage cutoffStage(int node) {
        int stage = nodes.decisions().stage()[node];
        return stage == 0 ? null : MoveStage.values()[stage - 1];
    }

    @Override
    public List<SkippedMove> skips(int node) {
        return nodes.decisions().skips().getOrDefault(node, List.of());
    }

    @Override
    public boolean isProofNode(int node) {
        return nodes.proofs().kind()[node] >= 0;
    }

    @Override
    public int threatKind(int node) {
        return nodes.proofs().kind()[node];
    }

    @Override
    public int pnThreshold(int node) {
        return nodes.proofs().pnThreshold()[node];
    }

    @Override
    public int dnThreshold(int node) {
        return nodes.proofs().dnThreshold()[node];
    }

    @Override
    public int proofNumber(int node) {
        return nodes.proofs().pn()[node];
    }

    @Override
    public int disproofNumber(int node) {
        return nodes.proofs().dn()[node];
    }

    @Override
    public int proofDecision(int node) {
        return nodes.proofs().decision()[node];
    }

    private static Technique technique(byte code) {
        return code == 0 ? null : Technique.values()[code - 1];
    }
}
