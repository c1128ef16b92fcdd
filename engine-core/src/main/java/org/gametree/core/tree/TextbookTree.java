package org.gametree.core.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchPosition;

/**
 * The "textbook tree": a game whose whole tree is given, small enough to draw, so a student can
 * watch an algorithm on it. Leaf values are written from the point of view of the root player
 * (MAX); the search sees them from the side to move, as in every game here.
 *
 * <p>Written as nested lists of leaf values — the book's figure 7.4 is
 * {@code [[[2,5],[7,4]],[[8,3],[9,1]]]} — or generated ({@link #random}). Moves are child numbers
 * 1, 2, …; a node is named by its path, "2.1" being the first child of the root's second child.
 * Interior nodes evaluate to 0 unless a search stops above them at a depth limit — then their
 * static value is the one given ({@link #withInteriorValues}) or 0.
 */
public final class TextbookTree implements SearchPosition {

    // The tree, nodes numbered in preorder: node 0 is the root.
    private final int[] firstChild;   // index of the first child, -1 for a leaf
    private final int[] childCount;
    private final int[] value;        // leaf value (MAX's view); static value of interior nodes
    private final int[] depthOf;
    private final long[] keys;
    private final int maxBranching;

    private final int[] path = new int[256];
    private int ply;

    private TextbookTree(int[] firstChild, int[] childCount, int[] value, int[] depthOf) {
        this.firstChild = firstChild;
        this.childCount = childCount;
        this.value = value;
        this.depthOf = depthOf;
        this.keys = new long[firstChild.length];
        long state = 0x2545F4914F6CDD1DL;
        for (int i = 0; i < keys.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            long z = state;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            keys[i] = z ^ (z >>> 31);
        }
        int widest = 0;
        for (int count : childCount) {
            widest = Math.max(widest, count);
        }
        this.maxBranching = widest;
    }

    /** The book's figure 7.4: SSS* finds 8 and never evaluates the leaves below node 1.2. */
    public static TextbookTree figure74() {
        return parse("[[[2,5],[7,4]],[[8,3],[9,1]]]");
    }

    /**
     * Reads a tree written as nested lists: a leaf is an integer, an interior node is
     * {@code [child, child, …]}. Spaces and line breaks are ignored.
     *
     * @throws IllegalArgumentException with the position of the problem
     */
    public static TextbookTree parse(String text) {
        Parser parser = new Parser(text);
        Builder builder = new Builder();
        parser.skipSpace();
        parser.node(builder, 0);
        parser.skipSpace();
        if (parser.pos != text.length()) {
            throw parser.error("unexpected text after the tree");
        }
        return builder.build();
    }

    /**
     * A uniform random tree: every interior node has {@code branching} children, leaves at
     * {@code depth}, leaf values uniform in [min, max]. With {@code perfectlyOrdered} the
     * children of every node are sorted best-first for the side to move there (ties keep their
     * order), the tree on which alpha-beta meets the Knuth–Moore bound.
     */
    public static TextbookTree random(int branching, int depth, int min, int max, long seed, boolean perfectlyOrdered) {
        if (branching < 1 || depth < 0 || min > max || Math.pow(branching, depth) > 5_000_000) {
            throw new IllegalArgumentException("need branching ≥ 1, depth ≥ 0, min ≤ max, and at most 5,000,000 leaves");
        }
        Random random = new Random(seed);
        Node root = randomNode(branching, depth, min, max, random);
        if (perfectlyOrdered) {
            root.orderBestFirst(true);
        }
        Builder builder = new Builder();
        root.emit(builder, 0);
        return builder.build();
    }

    private static Node randomNode(int branching, int depth, int min, int max, Random random) {
        Node node = new Node();
        if (depth == 0) {
            node.value = min + random.nextInt(max - min + 1);
            return node;
        }
        for (int i = 0; i < branching; i++) {
            node.children.add(randomNode(branching, depth - 1, min, max, random));
        }
        return node;
    }

    /** The tree with these static values for interior nodes (preorder), for depth-limited searches. */
    public TextbookTree withInteriorValues(int... values) {
        int[] copy = value.clone();
        int k = 0;
        for (int node = 0; node < copy.length && k < values.length; node++) {
            if (firstChild[node] >= 0) {
                copy[node] = values[k++];
            }
        }
        return new TextbookTree(firstChild, childCount, copy, depthOf);
    }

    /** A fresh copy at the root (trees are immutable; the path is not). */
    public TextbookTree copy() {
        return new TextbookTree(firstChild, childCount, value, depthOf);
    }

    // ---------------------------------------------------------------- structure

    public int nodeCount() {
        return firstChild.length;
    }

    public int leafCount() {
        int leaves = 0;
        for (int f : firstChild) {
            leaves += f < 0 ? 1 : 0;
        }
        return leaves;
    }

    /** The deepest leaf's depth. */
    public int height() {
        int h = 0;
        for (int d : depthOf) {
            h = Math.max(h, d);
        }
        return h;
    }

    /** The node the game is at (preorder number; 0 = root). */
    public int currentNode() {
        return path[ply];
    }

    public boolean isLeaf(int node) {
        return firstChild[node] < 0;
    }

    /** The node's value as written (leaves) or its static value (interior), from MAX's view. */
    public int writtenValue(int node) {
        return value[node];
    }

    /** The children of a node, in order. */
    public int[] children(int node) {
        int[] result = new int[childCount[node]];
        for (int i = 0, c = firstChild[node]; i < result.length; i++) {
            result[i] = c;
            c = nextSibling(c);
        }
        return result;
    }

    /** The exact minimax value of a node, from MAX's view (by full recursion; for tests). */
    public int minimaxValue(int node) {
        if (firstChild[node] < 0) {
            return value[node];
        }
        boolean max = depthOf[node] % 2 == 0;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int child : children(node)) {
            int v = minimaxValue(child);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /** A node's name: its path of child numbers, "2.1"; the root is "root". */
    public String nameOf(int node) {
        List<Integer> steps = new ArrayList<>();
        for (int n = node; n != 0; n = parentOf(n)) {
            int parent = parentOf(n);
            int[] siblings = children(parent);
            steps.add(0, indexOf(siblings, n) + 1);
        }
        if (steps.isEmpty()) {
            return "root";
        }
        StringBuilder name = new StringBuilder();
        for (int step : steps) {
            name.append(name.length() == 0 ? "" : ".").append(step);
        }
        return name.toString();
    }

    private static int indexOf(int[] array, int x) {
        for (int i = 0; i < array.length; i++) {
            if (array[i] == x) {
                return i;
            }
        }
        return -1;
    }

    /** Parent of a node (preorder: the nearest earlier node one level up). */
    public int parentOf(int node) {
        for (int n = node - 1; n >= 0; n--) {
            if (depthOf[n] == depthOf[node] - 1) {
                return n;
            }
        }
        return -1;
    }

    private int nextSibling(int node) {
        // In preorder the next sibling follows the node's whole subtree.
        int n = node + 1;
        while (n < depthOf.length && depthOf[n] > depthOf[node]) {
            n++;
        }
        return n;
    }

    // ---------------------------------------------------------------- SearchPosition

    @Override
    public int sideToMove() {
        return ply & 1;
    }

    @Override
    public int generateMoves(int[] moves, int start) {
        int count = childCount[path[ply]];
        for (int i = 0; i < count; i++) {
            moves[start + i] = i + 1;
        }
        return start + count;
    }

    @Override
    public void makeMove(int move) {
        int node = firstChild[path[ply]];
        for (int i = 1; i < move; i++) {
            node = nextSibling(node);
        }
        path[++ply] = node;
    }

    @Override
    public void unmakeMove() {
        ply--;
    }

    @Override
    public long key() {
        return keys[path[ply]];
    }

    @Override
    public boolean isInCheck() {
        return false;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int evaluate() {
        int v = value[path[ply]];
        return (ply & 1) == 0 ? v : -v;
    }




    @Override
    public int historyIndex(int move) {
        return move - 1;
    }

    @Override
    public int historySize() {
        return Math.max(1, maxBranching);
    }

    @Override
    public int ruleValue(int ply, boolean repetitions) {
        return Score.NONE;
    }

    /** A leaf has no moves: its value is the one written. */
    @Override
    public int noMovesValue(int ply) {
        return evaluate();
    }

    @Override
    public String moveName(int move) {
        return Integer.toString(move);
    }

    // ---------------------------------------------------------------- building

    private static final class Node {
        int value;
        final List<Node> children = new ArrayList<>();

        /** The minimax value of this subtree, computed while ordering it. */
        int minimax;

        /** Orders every node's children best-first for its side to move; returns the node's value. */
        int orderBestFirst(boolean max) {
            if (children.isEmpty()) {
                minimax = value;
                return minimax;
            }
            for (Node child : children) {
                child.orderBestFirst(!max);
            }
            // Stable sort: ties keep their order.
            children.sort((a, b) -> max ? Integer.compare(b.minimax, a.minimax) : Integer.compare(a.minimax, b.minimax));
            minimax = children.get(0).minimax;
            return minimax;
        }

        void emit(Builder builder, int depth) {
            if (children.isEmpty()) {
                builder.leaf(depth, value);
                return;
            }
            int id = builder.interior(depth);
            for (Node child : children) {
                child.emit(builder, depth + 1);
            }
            builder.close(id);
        }
    }

    /** Collects nodes in preorder. */
    private static final class Builder {
        private int[] firstChild = new int[64];
        private int[] childCount = new int[64];
        private int[] value = new int[64];
        private int[] depth = new int[64];
        private int size;

        private int add(int d, int v) {
            if (size == firstChild.length) {
                firstChild = Arrays.copyOf(firstChild, size * 2);
                childCount = Arrays.copyOf(childCount, size * 2);
                value = Arrays.copyOf(value, size * 2);
                depth = Arrays.copyOf(depth, size * 2);
            }
            firstChild[size] = -1;
            childCount[size] = 0;
            value[size] = v;
            depth[size] = d;
            return size++;
        }

        void leaf(int d, int v) {
            add(d, v);
        }

        int interior(int d) {
            return add(d, 0);
        }

        /** After an interior node's subtree: count its children. */
        void close(int id) {
            int count = 0;
            for (int n = id + 1; n < size; n++) {
                if (depth[n] == depth[id] + 1) {
                    count++;
                }
            }
            firstChild[id] = count == 0 ? -1 : id + 1;
            childCount[id] = count;
        }

        TextbookTree build() {
            return new TextbookTree(Arrays.copyOf(firstChild, size), Arrays.copyOf(childCount, size),
                    Arrays.copyOf(value, size), Arrays.copyOf(depth, size));
        }
    }

    private static final class Parser {
        private final String text;
        private int pos;

        Parser(String text) {
            this.text = text;
        }

        void skipSpace() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        void node(Builder builder, int depth) {
            skipSpace();
            if (pos >= text.length()) {
                throw error("the tree ends early; expected a number or '['");
            }
            char c = text.charAt(pos);
            if (c == '[') {
                pos++;
                int id = builder.interior(depth);
                skipSpace();
                if (pos < text.length() && text.charAt(pos) == ']') {
                    throw error("an empty list: a node needs at least one child");
                }
                while (true) {
                    node(builder, depth + 1);
                    skipSpace();
                    if (pos >= text.length()) {
                        throw error("missing ']'");
                    }
                    char d = text.charAt(pos++);
                    if (d == ']') {
                        break;
                    }
                    if (d != ',') {
                        pos--;
                        throw error("expected ',' or ']'");
                    }
                }
                builder.close(id);
            } else {
                int begin = pos;
                if (c == '-' || c == '+') {
                    pos++;
                }
                while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                    pos++;
                }
                String number = text.substring(begin, pos);
                try {
                    int v = Integer.parseInt(number);
                    if (Math.abs(v) >= Score.MATE_BOUND) {
                        throw error("leaf value " + v + " is too large (|v| < " + Score.MATE_BOUND + ")");
                    }
                    builder.leaf(depth, v);
                } catch (NumberFormatException e) {
                    pos = begin;
                    throw error("expected a number or '['");
                }
            }
        }

        IllegalArgumentException error(String problem) {
            return new IllegalArgumentException("tree text, character " + (pos + 1) + ": " + problem);
        }
    }
}
