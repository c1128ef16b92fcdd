package org.gametree.core.search.algorithm;

import java.util.Arrays;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/**
 * Stockman's SSS* (1979) with Campbell and Marsland's insertion fix, and its dual DUAL*, as
 * genuine best-first searches: an explicit OPEN list of states (n, s, h) — node, LIVE or SOLVED,
 * merit — and the Γ operator applied to the best state until the root is solved.
 *
 * <p>Both are written once, for a <em>proponent</em>: the player whose values OPEN holds largest
 * first. In SSS* the proponent is MAX (the side to move at the root); merits are upper bounds on
 * MAX's value that fall until one is proven. DUAL* is SSS* run for MIN on the same tree: the
 * roles of MAX and MIN swap and, seen from MAX, OPEN is kept in ascending order. Γ, with "MAX"
 * meaning the proponent and h measured in the proponent's values:
 *
 * <pre>
 *  SOLVED, n = root              stop: h is the value
 *  SOLVED, n a MIN node          push (parent(n), SOLVED, h); purge the states below parent(n)
 *  SOLVED, n a MAX node, next    push (next(n), LIVE, h)
 *  SOLVED, n a MAX node, last    push (parent(n), SOLVED, h)
 *  LIVE,   n a leaf              insert (n, SOLVED, min(h, f(n))) in order of merit
 *  LIVE,   n an inner MIN node   push (first(n), LIVE, h)
 *  LIVE,   n an inner MAX node   push (n_i, LIVE, h) for every child, the first child on top
 * </pre>
 *
 * <p>Ties. States of equal merit are taken <em>left-first</em>: the one whose node comes first
 * in the tree (preorder, moves in generation order) is popped first, whenever it was added. This
 * is how the corrected algorithm is usually stated (Pearl 1984; Plaat et al. 1996: a leaf's
 * state goes in front of all states of lesser merit, ties resolved left-first), and it is what
 * makes SSS* never evaluate a leaf alpha-beta skips and evaluate the same leaves as MTD(+∞) with
 * a table. Taking equal merits in the order they arrived instead ("a new state goes after the
 * states of equal merit") breaks both on the book's own figure 7.4: once 2.1 is solved with 8,
 * the states (2.2.1, SOLVED, min(8, 9) = 8) and (2.2.2, LIVE, 8) tie, and arrival order goes on
 * to evaluate 2.2.2, which alpha-beta cuts off (the book's walk-through stops at 2.2.1 ≥ 8).
 * That order is kept as an option ({@link Ties#ARRIVAL}) so the difference can be shown.
 *
 * <p>The tree is fixed-depth: a node at the search depth is a leaf valued by
 * {@code evaluate()}; a node the rules decide ({@code ruleValue}) or without legal moves
 * ({@code noMovesValue}) is a leaf too. Quiescence search, check extensions, the table and
 * move ordering are not used: children come in generation order, the order alpha-beta without
 * ordering sees them in, so the two can be compared leaf by leaf.
 *
 * <p>Storage, all growable primitive arrays, nothing allocated per node:
 * <ul>
 * <li>explored nodes: parent, child index (the move's place in the parent's move list), ply,
 *     and for an expanded node the slice of the move pool holding its moves in generation order,
 *     so next(n) is child index + 1 of the same parent;</li>
 * <li>OPEN: a binary heap of (key, state). The key packs the merit, {@code (-h) << 32}, and
 *     for arrival-order ties an arrival number in the low 32 bits; the smallest key comes first,
 *     and equal keys are ordered by the nodes' places in the tree (compared by walking up to
 *     their common ancestor). The state packs {@code node << 1 | solved}.</li>
 * </ul>
 * The purge is lazy: a MAX node solved by one of its MIN children is marked, and a state popped
 * later below a marked node is dropped without being reported as popped.
 *
 * <p>Memory: the nodes and OPEN states of one iteration are held under {@link Searcher#treeCap()}
 * (the cap set with {@link Searcher#setTreeNodeCap}, or one sized from the heap); when the next
 * step might not fit, the search stops as at a limit — the last complete depth's answer, or the
 * root's best child so far — and the result says so
 * ({@link org.gametree.core.search.SearchResult#treeCapped()}).
 *
 * <p>The game is walked to each popped node by unmaking moves up to the common ancestor of the
 * node it is at and the target, and making the target's path from there.
 *
 * <p>Listener merits are MAX's values (the root's side to move), for both algorithms; node ids
 * are this search's numbering, the root being 0, renumbered at each iteration.
 */
public abstract class BestFirstSearch extends Searcher {

    /** It builds its own tree from all root moves: one line, no searchmoves. */
    @Override
    protected boolean supportsRootRestriction() {
        return false;
    }

    /** How states of equal merit are ordered on OPEN. */
    public enum Ties {
        /** The node first in the tree first: the corrected algorithm. */
        LEFT_FIRST,
        /**
         * The state that arrived first first ("a new state goes after the states of equal
         * merit"): still finds the value, but may evaluate leaves alpha-beta skips.
         */
        ARRIVAL
    }

    private static final int SOLVED = 1;

    /** +1 for SSS* (the proponent is MAX), −1 for DUAL* (it is MIN): proponent value = sign × MAX's value. */
    private final int sign;
    /** The parity of the plies where the proponent is to move: 0 for SSS*, 1 for DUAL*. */
    private final int proponentParity;
    private final Ties ties;

    // Explored nodes, by id; the root is 0.
    private int nodeCount;
    private int[] parent = new int[1024];
    private int[] childIndex = new int[1024];
    private int[] plyOf = new int[1024];
    /** Start of the node's moves in {@link #movePool}, −1 while it is not expanded. */
    private int[] moveStart = new int[1024];
    private int[] moveCount = new int[1024];
    /** A MAX node solved by one of its MIN children: every state below it is purged. */
    private boolean[] closed = new boolean[1024];
    /** The merit of the node's LIVE state. */
    private int[] liveMerit = new int[1024];
    /**
     * The child a solved node's value comes from, −1 if none (yet): for a MAX node the MIN child
     * that solved it; for a MIN node the last child solved below the merit it started with (that
     * child's merit is its value), or the first child. The principal variation follows it.
     */
    private int[] bestChild = new int[1024];

    private int[] movePool = new int[16 * MAX_MOVES];
    private int movePoolSize;

    // OPEN: a binary min-heap on openKey.
    private long[] openKey = new long[1024];
    private int[] openState = new int[1024];
    private int openSize;
    /** The next arrival number (arrival-order ties only). */
    private long arrivals;

    /** The node the game is at. */
    private int current;
    /** Moves of the path being walked down, by ply. */
    private final int[] walk = new int[MAX_PLY + 2];
    /** The principal variation being read off the solved tree. */
    private final int[] line = new int[MAX_PLY];

    protected BestFirstSearch(SearchConfig config, boolean dual) {
        this(config, dual, Ties.LEFT_FIRST);
    }

    /**
     * @param dual DUAL* rather than SSS*
     * @param ties how equal merits are ordered ({@link Ties#LEFT_FIRST} is the algorithm)
     */
    protected BestFirstSearch(SearchConfig config, boolean dual, Ties ties) {
        super(config);
        this.sign = dual ? -1 : 1;
        this.proponentParity = dual ? 1 : 0;
        this.ties = ties;
    }

    @Override
    protected final int searchDepth(int depth, int previousValue) {
        nodeCount = 0;
        movePoolSize = 0;
        openSize = 0;
        arrivals = 0;
        current = 0;
        int root = newNode(-1, 0);
        push(root, false, Score.INFINITE);
        int value = 0;
        while (true) {
            if (checkStop()) {
                break;
            }
            if (storageFull()) {
                treeFull();
                break;
            }
            if (openSize == 0) {
                throw new IllegalStateException("OPEN ran empty before the root was solved");
            }
            long key = openKey[0];
            int state = openState[0];
            removeTop();
            int node = state >>> 1;
            boolean solved = (state & SOLVED) != 0;
            if (isPurged(node)) {
                continue;
            }
            int h = meritOf(key);
            if (listener != null) {
                listener.openPopped(node, solved, sign * h);
            }
            if (solved) {
                if (node == root) {
                    value = sign * h;
                    setRootLine(line, principalVariation(root));
                    break;
                }
                solvedState(node, h);
            } else {
                liveState(node, h, depth);
            }
        }
        goTo(root);
        return value;
    }

    /** Γ for a SOLVED state of a node below the root. */
    private void solvedState(int node, int h) {
        int up = parent[node];
        if (!isProponentNode(node)) {
            // A MIN node is solved: its MAX parent is solved with the same merit, and the states
            // of the parent's other successors are purged.
            closed[up] = true;
            setBestChild(up, node, h); // SSS*: at the root, the child whose subtree solved it
            push(up, true, h);
            return;
        }
        if (childIndex[node] == 0 || h < liveMerit[node]) {
            // The children of a MIN node are solved one by one, each below the merit the previous
            // one left; a child that lowers it has that value. (DUAL*: this is the root's case.)
            setBestChild(up, node, h);
        }
        int next = childIndex[node] + 1;
        if (next < moveCount[up]) {
            push(newNode(up, next), false, h);
        } else {
            push(up, true, h);
        }
    }

    /** Γ for a LIVE state: a leaf is valued, an inner node gets its first or all children. */
    private void liveState(int node, int h, int depth) {
        goTo(node);
        int ply = plyOf[node];
        int leafValue = Score.NONE; // from the side to move's point of view
        int rule = ply > 0 ? position.ruleValue(ply, config.repetitions()) : Score.NONE;
        if (rule != Score.NONE) {
            leafValue = rule;
        } else if (ply >= depth || ply >= MAX_PLY - 1) {
            evaluations++;
            leafValue = position.evaluate();
        } else {
            int start = reserveMoves();
            int end = position.generateMoves(movePool, start);
            if (end == start) {
                leafValue = position.noMovesValue(ply);
            } else {
                nodes++;
                movePoolSize = end;
                moveStart[node] = start;
                moveCount[node] = end - start;
            }
        }
        if (leafValue != Score.NONE) {
            leaves++;
            if (listener != null) {
                listener.leafEvaluated(ply, leafValue);
            }
            int f = isProponentNode(node) ? leafValue : -leafValue;
            push(node, true, Math.min(h, f));
        } else if (!isProponentNode(node)) {
            push(newNode(node, 0), false, h);
        } else {
            int first = nodeCount;
            int count = moveCount[node];
            for (int i = 0; i < count; i++) {
                newNode(node, i);
            }
            for (int i = 0; i < count; i++) {
                push(first + i, false, h); // equal merits: the first child is taken first
            }
        }
    }

    private void setBestChild(int node, int child, int h) {
        bestChild[node] = child;
        if (node == 0) {
            newBest(0, moveOf(child), sign * h);
        }
    }

    /** Writes the line of best children from {@code node} into {@link #line}; returns its length. */
    private int principalVariation(int node) {
        int length = 0;
        for (int n = bestChild[node]; n >= 0 && length < line.length; n = bestChild[n]) {
            line[length++] = moveOf(n);
        }
        return length;
    }

    private boolean isProponentNode(int node) {
        return (plyOf[node] & 1) == proponentParity;
    }

    /** Whether a proper ancestor of the node was closed: the state belongs to a purged subtree. */
    private boolean isPurged(int node) {
        for (int a = parent[node]; a >= 0; a = parent[a]) {
            if (closed[a]) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- nodes

    /**
     * Whether one more Γ step might not fit under the node cap: a step adds at most one node per
     * move ({@link #MAX_MOVES}), one OPEN state per move and one move list. Nodes and OPEN states
     * are held to {@link #treeCap()}, the move pool to eight moves a node (a move is an int, a
     * node about 30 bytes).
     */
    private boolean storageFull() {
        long cap = treeCap();
        return nodeCount + MAX_MOVES > cap || openSize + MAX_MOVES > cap || movePoolSize + MAX_MOVES > 8 * cap;
    }

    /** A new node: child number {@code index} of {@code up} (−1 and 0 for the root). */
    private int newNode(int up, int index) {
        if (nodeCount == parent.length) {
            int size = nodeCount * 2;
            parent = Arrays.copyOf(parent, size);
            childIndex = Arrays.copyOf(childIndex, size);
            plyOf = Arrays.copyOf(plyOf, size);
            moveStart = Arrays.copyOf(moveStart, size);
            moveCount = Arrays.copyOf(moveCount, size);
            closed = Arrays.copyOf(closed, size);
            liveMerit = Arrays.copyOf(liveMerit, size);
            bestChild = Arrays.copyOf(bestChild, size);
        }
        if (nodeCount >= 1 << 30) {
            throw new IllegalStateException("too many nodes for a best-first search");
        }
        int node = nodeCount++;
        parent[node] = up;
        childIndex[node] = index;
        plyOf[node] = up < 0 ? 0 : plyOf[up] + 1;
        moveStart[node] = -1;
        moveCount[node] = 0;
        closed[node] = false;
        bestChild[node] = -1;
        if (listener != null) {
            listener.nodeCreated(node, up, up < 0 ? 0 : moveOf(node));
        }
        return node;
    }

    /** The move that leads from the node's parent to it. */
    private int moveOf(int node) {
        return movePool[moveStart[parent[node]] + childIndex[node]];
    }

    /** Room for one more move list at the end of the pool; returns where it starts. */
    private int reserveMoves() {
        if (movePoolSize + MAX_MOVES > movePool.length) {
            movePool = Arrays.copyOf(movePool, Math.max(movePool.length * 2, movePoolSize + MAX_MOVES));
        }
        return movePoolSize;
    }

    /** Brings the game from the node it is at to {@code target}, through their common ancestor. */
    private void goTo(int target) {
        int from = current;
        int to = target;
        while (plyOf[from] > plyOf[to]) {
            position.unmakeMove();
            from = parent[from];
        }
        while (plyOf[to] > plyOf[from]) {
            walk[plyOf[to]] = moveOf(to);
            to = parent[to];
        }
        while (from != to) {
            position.unmakeMove();
            from = parent[from];
            walk[plyOf[to]] = moveOf(to);
            to = parent[to];
        }
        for (int ply = plyOf[from] + 1; ply <= plyOf[target]; ply++) {
            position.makeMove(walk[ply]);
        }
        current = target;
    }

    // ---------------------------------------------------------------- OPEN

    /** The merit a key holds (the proponent's value). */
    private static int meritOf(long key) {
        return -(int) (key >> 32);
    }

    /**
     * Adds a state to OPEN. Γ's "push" and "insert" are the same operation here: a pushed state
     * has the largest merit there is, so ordering by merit puts it on top.
     */
    private void push(int node, boolean solved, int h) {
        if (!solved) {
            liveMerit[node] = h;
        }
        long arrival = 0;
        if (ties == Ties.ARRIVAL) {
            arrival = arrivals++;
            if (arrival > 0xFFFF_FFFFL) {
                throw new IllegalStateException("too many OPEN states for a best-first search");
            }
        }
        if (openSize == openKey.length) {
            openKey = Arrays.copyOf(openKey, openSize * 2);
            openState = Arrays.copyOf(openState, openSize * 2);
        }
        long key = (long) -h << 32 | arrival;
        int state = node << 1 | (solved ? SOLVED : 0);
        int i = openSize++;
        while (i > 0) {
            int up = (i - 1) >>> 1;
            if (!precedes(key, state, openKey[up], openState[up])) {
                break;
            }
            openKey[i] = openKey[up];
            openState[i] = openState[up];
            i = up;
        }
        openKey[i] = key;
        openState[i] = state;
        if (listener != null) {
            listener.openPushed(node, solved, sign * h);
        }
    }

    /** Whether state a comes off OPEN before state b: better merit, or equal merit and tie rule. */
    private boolean precedes(long keyA, int stateA, long keyB, int stateB) {
        if (keyA != keyB) {
            return keyA < keyB;
        }
        return leftOf(stateA >>> 1, stateB >>> 1);
    }

    /**
     * Whether node a comes before node b in the tree's preorder (moves in generation order): the
     * ancestor first, otherwise the one below the earlier child of their common ancestor.
     */
    private boolean leftOf(int a, int b) {
        if (a == b) {
            return false;
        }
        int x = a;
        int y = b;
        while (plyOf[x] > plyOf[y]) {
            x = parent[x];
        }
        while (plyOf[y] > plyOf[x]) {
            y = parent[y];
        }
        if (x == y) {
            return plyOf[a] < plyOf[b];
        }
        while (parent[x] != parent[y]) {
            x = parent[x];
            y = parent[y];
        }
        return childIndex[x] < childIndex[y];
    }

    /** Removes the state that comes first. */
    private void removeTop() {
        long key = openKey[--openSize];
        int state = openState[openSize];
        int i = 0;
        int half = openSize >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            if (child + 1 < openSize && precedes(openKey[child + 1], openState[child + 1], openKey[child], openState[child])) {
                child++;
            }
            if (!precedes(openKey[child], openState[child], key, state)) {
                break;
            }
            openKey[i] = openKey[child];
            openState[i] = openState[child];
            i = child;
        }
        if (openSize > 0) {
            openKey[i] = key;
            openState[i] = state;
        }
    }
}
