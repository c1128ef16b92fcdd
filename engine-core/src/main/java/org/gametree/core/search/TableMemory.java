package org.gametree.core.search;

/**
 * What a transposition table may take of this JVM's heap. A table asked for beyond that would
 * end in OutOfMemoryError (a dead UCI engine, a stack trace on the command line), so callers
 * check first: the command line refuses with a message, UCI reduces the table and says so.
 */
public final class TableMemory {

    private static final long MIB = 1L << 20;

    private TableMemory() {
    }

    /**
     * The largest table, in MiB, that fits in three quarters of the heap still free to grow into
     * (the maximum heap less what is in use now), at least 1.
     */
    public static int affordableMegabytes() {
        Runtime runtime = Runtime.getRuntime();
        long inUse = runtime.totalMemory() - runtime.freeMemory();
        long room = runtime.maxMemory() - inUse;
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, room / 4 * 3 / MIB));
    }

    /**
     * Bytes one stored node of a search that keeps its tree (MCTS, SSS*, DUAL*) may take: its
     * arrays (about 50 bytes; for SSS* and DUAL* also OPEN states and moves) and the copy made when
     * they double.
     */
    public static final int TREE_NODE_BYTES = 128;
    /** The fewest and the most nodes {@link #affordableTreeNodes()} gives. */
    public static final int MIN_TREE_NODES = 1 << 12;
    public static final int MAX_TREE_NODES = 1 << 28;

    /**
     * The node cap of a search that keeps its tree in memory when none was set: half the heap
     * still free to grow into over {@value #TREE_NODE_BYTES} bytes a node, between
     * {@value #MIN_TREE_NODES} and {@value #MAX_TREE_NODES}.
     */
    public static int affordableTreeNodes() {
        Runtime runtime = Runtime.getRuntime();
        long room = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        return (int) Math.max(MIN_TREE_NODES, Math.min(MAX_TREE_NODES, room / 2 / TREE_NODE_BYTES));
    }

    /** Null if a table of {@code megabytes} fits, else why not, in words ("… about N MiB …"). */
    public static String problem(int megabytes) {
        int affordable = affordableMegabytes();
        if (megabytes <= affordable) {
            return null;
        }
        return "a " + megabytes + " MiB table does not fit in this JVM's heap (about " + affordable
                + " MiB can be given; raise it with java -Xmx…)";
    }
}
