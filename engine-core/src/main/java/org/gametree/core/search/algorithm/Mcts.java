package org.gametree.core.search.algorithm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/**
 * Monte Carlo tree search with UCT (Kocsis &amp; Szepesvári 2006; the four phases as in Browne et
 * al., "A Survey of Monte Carlo Tree Search Methods", 2012). Each iteration:
 * <ol>
 *   <li><b>Selection</b> — from the root, while every child of the node is in the tree, go to
 *       the child with the highest UCT score {@code mean + c·√(ln N / n)} ({@code N} the node's
 *       visits, {@code n} the child's, {@code c} = {@link SearchConfig#mctsExploration()}); ties go
 *       to the child that comes first in move order.</li>
 *   <li><b>Expansion</b> — at the first node with a move not yet in the tree, add the child for
 *       the first such move in generation order: one new node per iteration, so unvisited
 *       children are tried first, in move order.</li>
 *   <li><b>Simulation</b> — from the new node, play uniformly random moves (a
 *       {@link SplittableRandom} seeded with {@link SearchConfig#mctsSeed()} at every search, so a
 *       search is reproducible) for at most {@link SearchConfig#mctsPlayoutDepth()} plies, then
 *       take the static evaluation {@code v} of the side to move and map it to a win probability
 *       {@code 1 / (1 + e^(−v / scale))} (scale {@value #DEFAULT_SCALE} by default: +400
 *       centipawns ≈ 73 %). A position the rules decide on the way (no legal move, a rule value)
 *       ends the playout with its exact value: a mate is a win (1) or a loss (0), a draw (0) is ½.</li>
 *   <li><b>Backpropagation</b> — every node on the path gains a visit and the result, seen from
 *       the player who chose that node.</li>
 * </ol>
 *
 * <p><b>The tree</b> lives in parallel primitive arrays indexed by node number (the root is
 * node 0), grown by doubling; nothing is allocated per node. A node's children are a chain in
 * move order ({@code firstChild}, {@code nextSibling}); children are added one at a time, so a
 * node's moves are generated again at each expansion below it and memory grows by one node per
 * iteration, not by the branching factor. {@code valueSum/visits} of a node is its mean result
 * for the player who moved into it (the side to move at its parent); the root's is for its own
 * side to move. Each node has a uniform prior {@code 1/k} ({@code k} legal moves at its parent):
 * plain UCT ignores it; it is kept for the UI and for a PUCT variant.
 *
 * <p><b>Depth and budget.</b> {@link Searcher#search} runs iterations by depth; here depth
 * {@code d} is a batch of {@value #ITERATIONS_PER_DEPTH} more iterations on the same tree (the
 * tree is built anew at depth 1), so {@code --depth D} runs {@code D × 1000} iterations and
 * reports progress after each thousand. Given a node or time limit, the first batch instead runs
 * until that limit and its result is the tree's best. The stop signal
 * ({@link #checkStop()}, tested before each iteration) ends the search earlier; as for every
 * algorithm, the result is then the last complete batch's (or, inside the first batch, the
 * tree's best so far), while {@link #rootChildren()} shows the whole tree.
 *
 * <p><b>Memory.</b> The tree holds at most {@link Searcher#treeCap()} nodes (the cap set with
 * {@link Searcher#setTreeNodeCap}, or one sized from the heap); when it is full the search stops
 * as at a limit, with the most visited move so far, and the result says so
 * ({@link org.gametree.core.search.SearchResult#treeCapped()}).
 *
 * <p><b>Counters.</b> {@code nodes}: nodes added to the tree (the root included). {@code leaves}:
 * iterations that ended at a node the rules decide (or at the ply limit) without a playout.
 * {@code evaluations}: static evaluations at the end of playouts. Positions a playout walks
 * through are not in the tree and are not counted; so {@code nodes + leaves} is the number of
 * iterations plus one, and a node limit of {@code n} allows about {@code n} iterations.
 *
 * <p><b>Result.</b> The best move is the most visited root child (ties: first in move order);
 * the value is its mean turned back into centipawn-like units, {@code scale · ln(m / (1 − m))},
 * kept inside ±({@link Score#MATE_BOUND} − 1): MCTS does not prove mates. The principal
 * variation follows the most visited child from each node. {@link #isExact()} is false.
 */
public final class Mcts extends Searcher {

    /** It builds its own tree from all root moves: one line, no searchmoves. */
    @Override
    protected boolean supportsRootRestriction() {
        return false;
    }

    /** Iterations (playouts) per unit of depth. */
    public static final int ITERATIONS_PER_DEPTH = 1000;
    /** Logistic scale in evaluation units: a position worth +scale wins 1/(1+e⁻¹) ≈ 73 %. */
    public static final double DEFAULT_SCALE = 400;

    private static final int ROOT = 0;
    private static final int NONE = -1;
    /** The largest value reported: beyond it a value would read as a mate. */
    private static final int VALUE_CAP = Score.MATE_BOUND - 1;

    /** Statistics of one root move, for the UI. {@code mean} is NaN while the move is unvisited. */
    public record RootChild(int move, int visits, double mean, double prior) {
    }

    private final double scale;

    // The tree, one entry per node.
    private int size;
    private int[] parent = new int[0];
    private int[] move = new int[0];          // the move from the parent (0 at the root)
    private int[] firstChild = new int[0];    // NONE until a child is added
    private int[] nextSibling = new int[0];   // NONE for the last child
    private int[] moveCount = new int[0];     // legal moves here; NONE until generated
    private int[] childCount = new int[0];    // children added so far: moves [0, childCount) of the generation order
    private int[] visits = new int[0];
    private double[] valueSum = new double[0];
    private double[] prior = new double[0];
    private byte[] side = new byte[0];        // side to move at the node
    private int[] terminal = new int[0];      // the exact value (side to move's view) if the rules decide the node, else Score.NONE

    private SplittableRandom random;
    private int rootSide;
    private int[] rootMoves = new int[0];
    private long iterations;

    public Mcts(SearchConfig config) {
        this(config, DEFAULT_SCALE);
    }

    /** With another logistic scale: e.g. a few units for textbook trees with one-digit leaves. */
    public Mcts(SearchConfig config, double scale) {
        super(config);
        if (!(scale > 0)) {
            throw new IllegalArgumentException("logistic scale must be positive, got " + scale);
        }
        this.scale = scale;
    }

    @Override
    public String name() {
        return "mcts";
    }

    @Override
    public boolean isExact() {
        return false;
    }

    /** Always: each depth is one more batch of iterations on the same tree. */
    @Override
    protected boolean usesIterativeDeepening() {
        return true;
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        if (depth == 1) {
            newTree();
        }
        if (rootMoves.length == 0) {
            return position.noMovesValue(0);
        }
        // With a time or node limit the first batch runs until the limit; otherwise depth × batch.
        boolean budget = hasBudget();
        for (int i = 0; (budget || i < ITERATIONS_PER_DEPTH) && !checkStop(); i++) {
            if (size >= treeCap()) {
                treeFull(); // an iteration adds a node: the tree is as large as it may grow
                break;
            }
            iterate();
        }
        int best = mostVisitedRootChild();
        if (best == NONE) {
            return 0;
        }
        int value = toValue(mean(best));
        setRootLine(mostVisitedLine(), lineLength);
        newBest(0, move[best], value);
        return value;
    }

    // ---------------------------------------------------------------- the four phases

    private void newTree() {
        random = new SplittableRandom(config.mctsSeed());
        iterations = 0;
        size = 0;
        rootSide = position.sideToMove();
        int root = addNode(NONE, 0, 1.0);
        side[root] = (byte) rootSide;
        int end = position.generateMoves(moves, 0);
        rootMoves = Arrays.copyOf(moves, end);
        moveCount[root] = end;
        if (end == 0) {
            leaves++;
            terminal[root] = position.noMovesValue(0);
        } else {
            nodes++;
        }
    }

    /** One iteration: select, expand, simulate, backpropagate; the position ends where it began. */
    private void iterate() {
        int node = ROOT;
        int ply = 0;
        double result; // for the side to move at the root, 0..1
        if (listener != null) {
            listener.mctsSelected(ROOT, 0);
        }
        while (true) {
            if (terminal[node] != Score.NONE) {
                leaves++;
                result = forRoot(terminal[node], side[node]);
                break;
            }
            if (ply >= MAX_PLY - 1) {
                leaves++;
                evaluations++;
                result = forRoot(position.evaluate(), position.sideToMove());
                break;
            }
            if (moveCount[node] == NONE || childCount[node] < moveCount[node]) {
                node = expand(node);
                ply++;
                result = simulate(node, ply);
                break;
            }
            node = selectChild(node);
            position.makeMove(move[node]);
            ply++;
            if (listener != null) {
                listener.mctsSelected(node, ply);
            }
        }
        if (listener != null) {
            listener.mctsSimulated(node, result);
        }
        backpropagate(node, result);
        for (; ply > 0; ply--) {
            position.unmakeMove();
        }
        iterations++;
    }

    /** The child with the highest UCT score; every child has been visited. */
    private int selectChild(int node) {
        double logVisits = Math.log(visits[node]);
        double exploration = config.mctsExploration();
        int best = NONE;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int child = firstChild[node]; child != NONE; child = nextSibling[child]) {
            double score = mean(child) + exploration * Math.sqrt(logVisits / visits[child]);
            if (score > bestScore) { // strictly: ties keep the earlier move
                bestScore = score;
                best = child;
            }
        }
        return best;
    }

    /** Adds the child for the first move not yet in the tree, plays it, and returns it. */
    private int expand(int node) {
        int end = position.generateMoves(moves, 0);
        moveCount[node] = end;
        int index = childCount[node];
        int m = moves[index];
        int child = addNode(node, m, 1.0 / end);
        if (index == 0) {
            firstChild[node] = child;
        } else {
            int last = firstChild[node];
            while (nextSibling[last] != NONE) {
                last = nextSibling[last];
            }
            nextSibling[last] = child;
        }
        childCount[node] = index + 1;
        position.makeMove(m);
        side[child] = (byte) position.sideToMove();
        nodes++;
        if (listener != null) {
            listener.mctsExpanded(child, node, m);
        }
        return child;
    }

    /**
     * A random playout from the new node at {@code ply}; returns the result for the root's side.
     * If the rules decide the node itself, it is marked terminal and later visits reuse the value.
     */
    private double simulate(int node, int ply) {
        int played = 0;
        int value;
        boolean decided = true; // by the rules, not by the evaluation
        while (true) {
            int rule = position.ruleValue(ply + played, config.repetitions());
            if (rule != Score.NONE) {
                value = rule;
                break;
            }
            int end = position.generateMoves(moves, 0);
            if (end == 0) {
                value = position.noMovesValue(ply + played);
                break;
            }
            if (played == config.mctsPlayoutDepth() || ply + played >= MAX_PLY - 1) {
                evaluations++;
                value = position.evaluate();
                decided = false;
                break;
            }
            position.makeMove(moves[random.nextInt(end)]);
            played++;
        }
        if (decided && played == 0) {
            terminal[node] = value;
        }
        double result = forRoot(value, position.sideToMove());
        for (; played > 0; played--) {
            position.unmakeMove();
        }
        return result;
    }

    /** Adds the result to every node from {@code node} up to the root, each from its mover's view. */
    private void backpropagate(int node, double result) {
        for (int n = node; n != NONE; n = parent[n]) {
            int viewer = n == ROOT ? rootSide : side[parent[n]];
            visits[n]++;
            valueSum[n] += viewer == rootSide ? result : 1 - result;
            if (listener != null) {
                listener.mctsBackpropagated(n, visits[n], mean(n));
            }
        }
    }

    // ---------------------------------------------------------------- values

    /** A value for {@code sideToMove} as a result (0..1) for the root's side. */
    private double forRoot(int value, int sideToMove) {
        double p = winProbability(value);
        return sideToMove == rootSide ? p : 1 - p;
    }

    /** Mates are certain; other values go through the logistic function. */
    private double winProbability(int value) {
        if (value >= Score.MATE_BOUND) {
            return 1;
        }
        if (value <= -Score.MATE_BOUND) {
            return 0;
        }
        return 1 / (1 + Math.exp(-value / scale));
    }

    /** The inverse of the logistic function, in evaluation units, inside ±{@link #VALUE_CAP}. */
    public int toValue(double mean) {
        if (!(mean > 0)) {
            return -VALUE_CAP;
        }
        if (mean >= 1) {
            return VALUE_CAP;
        }
        double v = scale * Math.log(mean / (1 - mean));
        return (int) Math.max(-VALUE_CAP, Math.min(VALUE_CAP, Math.round(v)));
    }

    private double mean(int node) {
        return visits[node] == 0 ? Double.NaN : valueSum[node] / visits[node];
    }

    private final int[] line = new int[MAX_PLY];
    private int lineLength;

    /** The principal variation of MCTS: from the root, the most visited child while it has visits. */
    private int[] mostVisitedLine() {
        lineLength = 0;
        for (int node = ROOT; lineLength < line.length; ) {
            int best = NONE;
            for (int child = firstChild[node]; child != NONE; child = nextSibling[child]) {
                if (visits[child] > 0 && (best == NONE || visits[child] > visits[best])) {
                    best = child;
                }
            }
            if (best == NONE) {
                break;
            }
            line[lineLength++] = move[best];
            node = best;
        }
        return line;
    }

    private int mostVisitedRootChild() {
        int best = NONE;
        for (int child = firstChild[ROOT]; child != NONE; child = nextSibling[child]) {
            if (visits[child] > 0 && (best == NONE || visits[child] > visits[best])) {
                best = child;
            }
        }
        return best;
    }

    // ---------------------------------------------------------------- storage

    private int addNode(int parentNode, int m, double p) {
        if (size == parent.length) {
            int capacity = Math.max(size + 1, Math.max(1024, (int) Math.min(2L * size, treeCap())));
            parent = Arrays.copyOf(parent, capacity);
            move = Arrays.copyOf(move, capacity);
            firstChild = Arrays.copyOf(firstChild, capacity);
            nextSibling = Arrays.copyOf(nextSibling, capacity);
            moveCount = Arrays.copyOf(moveCount, capacity);
            childCount = Arrays.copyOf(childCount, capacity);
            visits = Arrays.copyOf(visits, capacity);
            valueSum = Arrays.copyOf(valueSum, capacity);
            prior = Arrays.copyOf(prior, capacity);
            side = Arrays.copyOf(side, capacity);
            terminal = Arrays.copyOf(terminal, capacity);
        }
        int node = size++;
        parent[node] = parentNode;
        move[node] = m;
        firstChild[node] = NONE;
        nextSibling[node] = NONE;
        moveCount[node] = NONE;
        childCount[node] = 0;
        visits[node] = 0;
        valueSum[node] = 0;
        prior[node] = p;
        side[node] = 0;
        terminal[node] = Score.NONE;
        return node;
    }

    // ---------------------------------------------------------------- reading the tree (between searches or on the search thread)

    /**
     * Every legal root move of the last search in generation order with its visits, mean result
     * for the side to move at the root (NaN if unvisited) and prior.
     */
    public List<RootChild> rootChildren() {
        List<RootChild> children = new ArrayList<>(rootMoves.length);
        int child = size > 0 ? firstChild[ROOT] : NONE;
        for (int m : rootMoves) {
            if (child != NONE && move[child] == m) {
                children.add(new RootChild(m, visits[child], mean(child), prior[child]));
                child = nextSibling[child];
            } else {
                children.add(new RootChild(m, 0, Double.NaN, 1.0 / rootMoves.length));
            }
        }
        return List.copyOf(children);
    }

    /** Iterations completed by the last search (the root's visits). */
    public long iterations() {
        return iterations;
    }

    /** Nodes in the tree; node numbers, as the listener reports them, run from 0 (the root). */
    public int treeSize() {
        return size;
    }

    /** The parent of a node (-1 for the root). */
    public int parentOf(int node) {
        return parent[checked(node)];
    }

    /** The move leading to a node (0 for the root). */
    public int moveOf(int node) {
        return move[checked(node)];
    }

    public int visitsOf(int node) {
        return visits[checked(node)];
    }

    /** A node's mean result for the player who moved into it (the root's: for its side to move). */
    public double meanOf(int node) {
        return mean(checked(node));
    }

    /** The logistic scale, in evaluation units. */
    public double scale() {
        return scale;
    }

    private int checked(int node) {
        if (node < 0 || node >= size) {
            throw new IndexOutOfBoundsException("node " + node + " of " + size);
        }
        return node;
    }
}
