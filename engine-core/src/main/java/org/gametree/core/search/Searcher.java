package org.gametree.core.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The frame every algorithm shares: iterative deepening, limits and the stop signal, the
 * counters behind {@link Statistics}, the listener, and the per-node pieces an algorithm is made
 * of — generating and ordering moves, the transposition table, quiescence search, cutoffs, the
 * triangular principal variation. An algorithm is a subclass that searches one depth
 * ({@link #searchDepth}); it reads like the book because the bookkeeping lives here.
 *
 * <p>Counters are plain {@code long} fields; the listener is called only behind
 * {@code listener != null}, so a search without one pays nothing for instrumentation. Nothing
 * is allocated per node: move lists are slices of one array, one slice per ply.
 *
 * <p>Reproducible: history and killers are cleared at each {@link #search}; the table is kept
 * between searches (as in a game) until {@link #clearTable()}. A fresh searcher at a fixed depth
 * always visits the same nodes.
 *
 * <p>MultiPV ({@link SearchLimits#multiPv()}), as Stockfish does it: each iteration searches the
 * root N times, the k-th search leaving out the root moves of lines 1..k-1, each line with its own
 * value, PV and aspiration window (centred on the same move's value one iteration before); the
 * lines are reported sorted by value ({@link IterationReport#lines()}, {@link SearchResult#lines()}),
 * line 1 being the result's best move. {@link SearchLimits#searchMoves()} restricts the root
 * the same way. With MultiPV 1 and no searchmoves nothing of this runs: the search is the plain one.
 */
public abstract class Searcher {

    public static final int MAX_PLY = 128;
    /** Room for each ply's moves: more than any Xiangqi position or a 20×20 Gomoku board has. */
    public static final int MAX_MOVES = 512;
    /** The "move" of a null move (the side to move passes) in {@code pathMoves} and listener events. */
    public static final int NULL_MOVE = -1;

    protected final SearchConfig config;
    protected SearchListener listener;
    protected SearchPosition position;
    protected TranspositionTable table;
    protected final MoveOrdering ordering;

    /** Move lists: ply p uses moves[p * MAX_MOVES ...]. */
    protected final int[] moves = new int[(MAX_PLY + 1) * MAX_MOVES];
    /** The move that led to the node at each ply (0 at the root). */
    protected final int[] pathMoves = new int[MAX_PLY + 2];
    /** Triangular PV: the line from ply p is pv[p * MAX_PLY + p .. p * MAX_PLY + pvLength[p]). */
    private final int[] pv = new int[(MAX_PLY + 1) * MAX_PLY];
    private final int[] pvLength = new int[MAX_PLY + 1];

    // Counters (see Statistics).
    protected long nodes;
    protected long leaves;
    protected long evaluations;
    protected long quiescenceNodes;
    protected long cutoffs;
    protected long firstMoveCutoffs;
    protected long tableProbes;
    protected long tableHits;
    protected long tableCuts;
    protected long researches;

    /** Best root move and value of the iteration in progress, set through {@link #newBest}. */
    protected int rootBestMove;
    protected int rootBestValue;
    /**
     * With iterative deepening, the best root move of the last iteration: searched first in the
     * next one (the book's CIDAlphabeta does this without a table).
     */
    private int previousBestMove;

    private long startNanos;
    private long deadline;
    private long nodeLimit;
    private StopSignal stopSignal;
    private int countdown;
    /** Set when a limit or the stop signal ended the search: unwind at once. */
    protected boolean stopped;
    /** The node cap set by {@link #setTreeNodeCap}, 0 for one sized from the heap. */
    private int treeNodeCap;
    /** The cap of the running search: {@link #treeNodeCap} or the heap's. */
    private int searchTreeCap;
    /** Set when the running search stopped at its tree node cap. */
    private boolean treeCapped;

    // Lazy SMP (SearchConfig.threads): helper searchers on their own threads, sharing the table.
    /** The helpers, made at the first search with more than one thread. */
    private Searcher[] helpers = new Searcher[0];
    private Thread[] helperThreads = new Thread[0];
    /** How many helpers run (or ran) in the current search: their counters join the statistics. */
    private volatile int activeHelpers;
    private StopSignal helperStop;
    /** 0 for a main searcher; i for the i-th helper (odd helpers search one ply deeper each iteration). */
    private int helperIndex;
    /** A helper's result, written by its thread before it ends (read after the join). */
    private SearchResult helperResult;

    protected Searcher(SearchConfig config) {
        this.config = config;
        this.ordering = new MoveOrdering(config, moves.length, MAX_PLY + 1);
        if (config.usesTable()) {
            table = new TranspositionTable(config.ttMegabytes(), config.replacement());
        }
    }

    /** The algorithm's name as the CLI knows it ("alphabeta", "negascout", …). */
    public abstract String name();

    /** Whether the algorithm computes the exact minimax value at fixed depth (MCTS does not). */
    public boolean isExact() {
        return true;
    }

    public SearchConfig config() {
        return config;
    }

    /** Attaches a listener (null for none); only between searches. */
    public void setListener(SearchListener listener) {
        this.listener = listener;
    }

    /**
     * The most nodes an algorithm that keeps its tree in memory (MCTS, SSS*, DUAL*) stores in one
     * search; 0 (the default) sizes it from the heap at each search
     * ({@link TableMemory#affordableTreeNodes()}). Reaching it stops the search with its best
     * answer so far, and the result says so ({@link SearchResult#treeCapped()}). Other
     * algorithms store no tree and ignore it. Only between searches.
     */
    public void setTreeNodeCap(int nodes) {
        if (nodes < 0) {
            throw new IllegalArgumentException("tree node cap must not be negative, got " + nodes);
        }
        treeNodeCap = nodes;
    }

    /** The cap set by {@link #setTreeNodeCap}; 0 when it is sized from the heap. */
    public int treeNodeCap() {
        return treeNodeCap;
    }

    /** How full the transposition table is, in permille (0 without a table); callable during a search. */
    public int tableFillPermille() {
        return table == null ? 0 : table.fillPermille();
    }

    /** Empties the transposition table. */
    public void clearTable() {
        if (table != null) {
            table.clear();
        }
    }

    /**
     * Searches one depth from the root and returns the root value. Record the best root move
     * with {@link #newBest} at ply 0.
     *
     * @param depth         the depth of this iteration
     * @param previousValue the value of the previous iteration (0 before the first)
     */
    protected abstract int searchDepth(int depth, int previousValue);

    /** Called at the start of every search, after the move ordering is cleared: reset per-search state. */
    protected void prepareSearch() {
    }

    /**
     * The depth from which iterative deepening stops at a mate in {@code matePlies}: the mate's
     * length for a full-width search, which has then proved no shorter one exists.
     */
    protected int mateConfirmationDepth(int matePlies) {
        return matePlies;
    }

    /** Whether this algorithm searches depths 1, 2, … (the switch, or an algorithm that needs it). */
    protected boolean usesIterativeDeepening() {
        return config.iterativeDeepening();
    }

    /** Runs the search on {@code position} (left as it was found) within {@code limits}. */
    public final SearchResult search(SearchPosition position, SearchLimits limits) {
        this.position = position;
        resetCounters();
        ordering.clear(position.historySize());
        prepareSearch();
        if (table != null && helperIndex == 0) {
            table.newSearch();
        }
        startNanos = System.nanoTime();
        deadline = limits.millis() > 0 ? startNanos + limits.millis() * 1_000_000 : 0;
        long softDeadline = limits.softMillis() > 0 ? startNanos + limits.softMillis() * 1_000_000 : 0;
        nodeLimit = limits.nodes();
        stopSignal = limits.stop();
        stopped = false;
        treeCapped = false;
        searchTreeCap = treeNodeCap > 0 ? treeNodeCap : TableMemory.affordableTreeNodes();
        countdown = 1024;
        if (listener != null) {
            listener.searchStarted(name(), limits.depth());
        }
        startHelpers(position);
        List<IterationReport> iterations = new ArrayList<>();
        int value = 0;
        int bestMove = 0;
        int[] line = new int[0];
        List<PvLine> lines = List.of();
        Statistics before = snapshot();
        previousBestMove = 0;
        int lineCount = prepareRoot(limits);
        // Line k's move, value and PV of the last complete iteration: its move is searched first
        // and its value centres the aspiration window when line k is searched again.
        PvLine[] previousLines = new PvLine[lineCount];
        PvLine[] found = new PvLine[lineCount];
        for (int depth = usesIterativeDeepening() ? 1 : limits.depth(); depth <= limits.depth(); depth++) {
            if (listener != null) {
                listener.iterationStarted(depth);
            }
            int searched = depth + (helperIndex & 1);
            int done = 0;
            int firstValue = 0;
            int firstMove = 0;
            int[] firstLine = null;
            rootExcludedCount = 0;
            // Stockfish's MultiPV: the k-th search of the root leaves out the moves of lines 1..k-1.
            for (int k = 0; k < lineCount; k++) {
                rootBestMove = 0;
                rootBestValue = -Score.INFINITE;
                int guess = k == 0 ? value : 0;
                if (k > 0 || lineCount > 1) {
                    PvLine hint = previousLine(previousLines);
                    previousBestMove = hint == null ? 0 : hint.move();
                    guess = hint == null ? 0 : hint.value();
                }
                int lineValue = searchDepth(searched, guess);
                if (stopped && (k > 0 || !iterations.isEmpty() || rootBestMove == 0)) {
                    break; // an unfinished line: the last complete iteration stands (or the lines before)
                }
                if (k > 0 && rootBestMove == 0) {
                    break; // no move left to search (cannot happen with the line count capped)
                }
                lineValue = stopped ? rootBestValue : lineValue;
                int[] pvOfLine = principalVariation(searched);
                found[k] = new PvLine(rootBestMove, lineValue, searched, pvOfLine);
                if (k == 0) {
                    firstValue = lineValue;
                    firstMove = rootBestMove;
                    firstLine = pvOfLine;
                }
                done = k + 1;
                if (listener != null && lineCount > 1) {
                    listener.lineCompleted(searched, k + 1, found[k]);
                }
                if (stopped || k + 1 == lineCount) {
                    break;
                }
                rootExcluded[rootExcludedCount++] = rootBestMove;
            }
            if (done == 0 || done < lineCount && !iterations.isEmpty()) {
                break; // nothing of this depth, or part of it while a complete iteration exists
            }
            if (lineCount > 1) {
                sortLines(found, done);
                lines = List.of(Arrays.copyOf(found, done));
                System.arraycopy(found, 0, previousLines, 0, done);
                value = found[0].value();
                bestMove = found[0].move();
                line = found[0].pv();
            } else {
                value = firstValue;
                bestMove = firstMove;
                line = firstLine;
                lines = List.of(new PvLine(bestMove, value, searched, line));
            }
            previousBestMove = bestMove;
            Statistics now = snapshot();
            Statistics spent = now.minus(before);
            // one definition everywhere: every position visited so far, depth-th root
            IterationReport report = new IterationReport(searched, value, bestMove, line, spent,
                    now.effectiveBranchingFactor(searched), lines);
            iterations.add(report);
            if (listener != null) {
                listener.statisticsSampled(now);
                listener.iterationEnded(report);
                listener.pvChanged(depth, value, line, line.length);
            }
            before = now;
            if (stopped || Score.isMate(value) && usesIterativeDeepening()
                    && searched >= mateConfirmationDepth(Score.MATE - Math.abs(value))) {
                break; // a mate within the horizon: deeper search cannot change it
            }
            if (softDeadline != 0 && System.nanoTime() >= softDeadline) {
                break; // the clock's optimum time is spent: do not start another iteration
            }
        }
        rootExcludedCount = 0;
        stopHelpers();
        int depthDone = iterations.isEmpty() ? 0 : iterations.get(iterations.size() - 1).depth();
        // Helpers search every root move: their answer may not be among the lines asked for.
        SearchResult deeper = lineCount > 1 || rootOnlyCount > 0 ? null
                : deeperHelperResult(depthDone, value, limits.depth());
        if (deeper != null) {
            bestMove = deeper.bestMove();
            value = deeper.value();
            line = deeper.pv();
            depthDone = deeper.depth();
            lines = deeper.lines();
            if (listener != null) {
                listener.pvChanged(depthDone, value, line, line.length);
            }
        }
        if (bestMove == 0) {
            bestMove = firstLegalMove();
            line = bestMove == 0 ? new int[0] : new int[] {bestMove};
            lines = bestMove == 0 ? List.of() : List.of(new PvLine(bestMove, value, depthDone, line));
        }
        rootOnlyCount = 0;
        SearchResult result = new SearchResult(name(), bestMove, value, depthDone, line, snapshot(),
                List.copyOf(iterations), stopped, treeCapped, lines);
        if (listener != null) {
            listener.searchEnded(result);
        }
        return result;
    }

    // ---------------------------------------------------------------- MultiPV and searchmoves

    /** Root moves the line being searched leaves out (those of the lines before it). */
    private final int[] rootExcluded = new int[SearchLimits.MAX_MULTI_PV];
    private int rootExcludedCount;
    /** The only root moves searched ({@code go searchmoves}); none: all. */
    private final int[] rootOnly = new int[MAX_MOVES];
    private int rootOnlyCount;

    /**
     * Whether the algorithm searches its root moves through {@link #generate} or skips those
     * {@link #rootSkips} names, so that it can search a restricted root: MultiPV and searchmoves.
     * Algorithms that build their own tree (MCTS, best-first) do not; they search one line over
     * all moves.
     */
    protected boolean supportsRootRestriction() {
        return true;
    }

    /**
     * Sets up the root restriction of {@code limits} and returns how many lines to search: the
     * MultiPV asked for, at most the number of root moves that may be searched.
     */
    private int prepareRoot(SearchLimits limits) {
        rootExcludedCount = 0;
        rootOnlyCount = 0;
        if (!supportsRootRestriction() || limits.multiPv() == 1 && limits.searchMoves() == null) {
            return 1; // the plain search: not a single extra move generation
        }
        int start = MAX_PLY * MAX_MOVES; // the scratch slice isLegalHere uses too
        int end = position.generateMoves(moves, start);
        int[] wanted = limits.searchMoves();
        if (wanted != null) {
            for (int i = start; i < end; i++) {
                for (int w : wanted) {
                    if (moves[i] == w) {
                        rootOnly[rootOnlyCount++] = w;
                        break;
                    }
                }
            }
        }
        int legal = rootOnlyCount > 0 ? rootOnlyCount : end - start;
        return Math.max(1, Math.min(limits.multiPv(), legal));
    }

    /**
     * Whether the root move {@code move} is left out of the line being searched: an earlier
     * line's, or not among the searchmoves. For algorithms with their own root move loop;
     * those that use {@link #generate} have the root slice filtered already.
     */
    protected final boolean rootSkips(int move) {
        for (int i = 0; i < rootExcludedCount; i++) {
            if (rootExcluded[i] == move) {
                return true;
            }
        }
        if (rootOnlyCount == 0) {
            return false;
        }
        for (int i = 0; i < rootOnlyCount; i++) {
            if (rootOnly[i] == move) {
                return false;
            }
        }
        return true;
    }

    /** Whether the root is restricted now (some move is skipped): its value is not the position's. */
    protected final boolean rootRestricted() {
        return rootExcludedCount > 0 || rootOnlyCount > 0;
    }

    /** Drops the skipped moves from the root slice [start, end), keeping the order; the new end. */
    private int filterRoot(int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            if (!rootSkips(moves[i])) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    /**
     * The line of the last iteration whose move the next line should try first: the best one
     * not already taken by a line of this iteration (null in the first iteration).
     */
    private PvLine previousLine(PvLine[] previous) {
        for (PvLine p : previous) {
            if (p != null && !rootSkips(p.move())) {
                return p;
            }
        }
        return null;
    }

    /**
     * Lines best first. A selective search may value a later line above an earlier one (it was
     * searched with another table and history); Stockfish sorts them too. Stable, so equal
     * values keep the order they were found in. Insertion sort: at most 64 lines, once per depth.
     */
    private static void sortLines(PvLine[] lines, int count) {
        for (int i = 1; i < count; i++) {
            PvLine l = lines[i];
            int j = i - 1;
            while (j >= 0 && lines[j].value() < l.value()) {
                lines[j + 1] = lines[j];
                j--;
            }
            lines[j + 1] = l;
        }
    }

    private void resetCounters() {
        nodes = 0;
        leaves = 0;
        evaluations = 0;
        quiescenceNodes = 0;
        cutoffs = 0;
        firstMoveCutoffs = 0;
        tableProbes = 0;
        tableHits = 0;
        tableCuts = 0;
        researches = 0;
    }

    /** The counters now. */
    protected final Statistics snapshot() {
        long n = nodes;
        long l = leaves;
        long e = evaluations;
        long q = quiescenceNodes;
        long c = cutoffs;
        long f = firstMoveCutoffs;
        long tp = tableProbes;
        long th = tableHits;
        long tc = tableCuts;
        long r = researches;
        // The helpers' counters are read while they run: a little stale, never blocking them.
        for (int i = 0; i < activeHelpers; i++) {
            Searcher h = helpers[i];
            n += h.nodes;
            l += h.leaves;
            e += h.evaluations;
            q += h.quiescenceNodes;
            c += h.cutoffs;
            f += h.firstMoveCutoffs;
            tp += h.tableProbes;
            th += h.tableHits;
            tc += h.tableCuts;
            r += h.researches;
        }
        return new Statistics(n, l, e, q, c, f, tp, th, tc, r, (System.nanoTime() - startNanos) / 1_000_000);
    }

    // ---------------------------------------------------------------- Lazy SMP

    /**
     * Whether this algorithm can search with helper threads (Lazy SMP): a depth-first search
     * whose only shared state is the transposition table. Only then does
     * {@link SearchConfig#threads()} above 1 start helpers.
     */
    protected boolean supportsThreads() {
        return false;
    }

    /**
     * Lazy SMP, as book §9.6.3 sketches parallel search and today's engines do it: each helper
     * searches the same root on its own thread, with its own copy of the position, killers and
     * histories, sharing only the table, until the main search ends. The helpers' results reach
     * the main search through the table (an entry a helper stored cuts or orders a node the main
     * search reaches later); odd-numbered helpers search one ply deeper at each iteration, so the
     * threads do not all do the same work. The main search decides the answer unless a helper
     * finished a deeper iteration ({@link #deeperHelperResult}). With one thread nothing of this
     * runs: the search stays deterministic.
     */
    private void startHelpers(SearchPosition root) {
        activeHelpers = 0;
        int count = config.threads() - 1;
        if (count <= 0 || helperIndex != 0 || !supportsThreads() || table == null) {
            return;
        }
        if (helpers.length != count) {
            helpers = new Searcher[count];
            helperThreads = new Thread[count];
            SearchConfig single = config.toBuilder().table(0).threads(1).build();
            for (int i = 0; i < count; i++) {
                helpers[i] = Algorithms.create(name(), single);
                helpers[i].table = table;
                helpers[i].helperIndex = i + 1;
            }
        }
        helperStop = new StopSignal();
        SearchLimits helperLimits = new SearchLimits(SearchLimits.MAX_DEPTH - 1, 0, 0, helperStop); // odd helpers add a ply
        int started = 0;
        for (int i = 0; i < count; i++) {
            SearchPosition copy = root.copyForThread();
            if (copy == null) {
                break; // the game cannot copy its positions: one thread
            }
            Searcher helper = helpers[i];
            helper.resetCounters();
            helper.helperResult = null;
            Thread thread = new Thread(() -> helper.helperResult = helper.search(copy, helperLimits),
                    "search-helper-" + (i + 1));
            thread.setDaemon(true);
            helperThreads[i] = thread;
            thread.start();
            started++;
        }
        activeHelpers = started;
    }

    /**
     * The result of a helper that finished a deeper iteration than the main search did (the odd
     * helpers run one ply ahead), or null: the deepest such, the main search's when none. Like
     * Stockfish's choice of the best thread, it lets the second thread's work decide the move
     * when it saw further; a mate the main search proved is kept, and a search with a depth
     * limit never answers from beyond it. Called after the join, so the results are final.
     */
    private SearchResult deeperHelperResult(int mainDepth, int mainValue, int depthLimit) {
        if (Score.isMate(mainValue) && mainValue > 0) {
            return null;
        }
        SearchResult best = null;
        for (int i = 0; i < activeHelpers; i++) {
            SearchResult r = helpers[i].helperResult;
            if (r != null && r.bestMove() != 0 && r.depth() <= depthLimit
                    && r.depth() > (best == null ? mainDepth : best.depth())) {
                best = r;
            }
        }
        return best;
    }

    /**
     * Lets go of the position of the last search and of every reference to it (a new game's
     * caller does; helpers do after each search): it would otherwise outlive its game, and a
     * game's positions can be large (a Renju position keeps a cache of forbidden points).
     */
    public void releasePosition() {
        position = null;
    }

    /** Stops the helpers and waits for them: their counters are final afterwards. */
    private void stopHelpers() {
        int running = activeHelpers;
        if (running == 0) {
            return;
        }
        helperStop.stop();
        boolean interrupted = false;
        for (int i = 0; i < running; i++) {
            while (true) {
                try {
                    helperThreads[i].join();
                    helpers[i].releasePosition();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the helpers stop within milliseconds: finish waiting
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private int firstLegalMove() {
        int end = filterRoot(0, position.generateMoves(moves, 0));
        return end > 0 ? moves[0] : 0;
    }

    // ---------------------------------------------------------------- limits

    /**
     * Whether the search must stop: the node limit is tested at every call, the clock and the
     * stop signal every 1024 calls (often enough to stop within milliseconds). At the same
     * countdown a listener receives a snapshot of the counters ({@link SearchListener#statisticsSampled}),
     * so a watcher reads the searcher's own statistics instead of counting events; a search
     * without a listener pays nothing for it.
     */
    protected final boolean checkStop() {
        if (stopped) {
            return true;
        }
        if (nodeLimit > 0 && nodes + leaves + quiescenceNodes >= nodeLimit) {
            stopped = true;
            return true;
        }
        if (--countdown > 0) {
            return false;
        }
        countdown = 1024;
        if (listener != null) {
            // the searcher's own counters for a watcher (the live panel); off the per-node path
            listener.statisticsSampled(snapshot());
        }
        if (stopSignal != null && stopSignal.isStopped() || deadline != 0 && System.nanoTime() >= deadline) {
            stopped = true;
        }
        return stopped;
    }

    /** The node cap of the running search (for algorithms that keep their tree in memory). */
    protected final int treeCap() {
        return searchTreeCap;
    }

    /**
     * The tree store is full: the search stops as at a limit (its best answer so far stands) and
     * the result says why ({@link SearchResult#treeCapped()}).
     */
    protected final void treeFull() {
        treeCapped = true;
        stopped = true;
    }

    /**
     * Whether the search was given a time or node limit. An algorithm that can always do more
     * work (MCTS) then runs until the limit instead of a fixed amount per depth.
     */
    protected final boolean hasBudget() {
        return deadline != 0 || nodeLimit > 0;
    }

    /**
     * Sets the root's principal variation, for algorithms that do not collect one node by node
     * (MCTS: the most visited line). The first move should be the one given to {@link #newBest}.
     */
    protected final void setRootLine(int[] line, int length) {
        int n = Math.min(length, MAX_PLY - 1);
        System.arraycopy(line, 0, pv, 0, n);
        pvLength[0] = n;
    }

    // ---------------------------------------------------------------- node pieces

    /** The end of the move slice generated by the last {@link #openNode} that went on. */
    protected int moveEnd;

    /**
     * What every depth-first node does first: enter it, stop if a limit is hit, let the rules
     * decide it, probe the table (which may decide it), value it at the horizon, generate and
     * order its moves, and value it if it has none. Returns the node's value when one of these
     * settled it (already reported as left), or {@link Score#NONE}: then the node is counted as
     * interior and its moves are {@code moves[ply * MAX_MOVES .. moveEnd)}.
     */
    protected final int openNode(int depth, int ply, int alpha, int beta) {
        int settled = openNodeBeforeMoves(depth, ply, alpha, beta);
        if (settled != Score.NONE) {
            return settled;
        }
        int end = generate(ply, hashMove(nodeEntry));
        if (end == ply * MAX_MOVES) {
            return noMovesLeaf(ply);
        }
        nodes++;
        moveEnd = end;
        return Score.NONE;
    }

    /** The table entry {@link #openNodeBeforeMoves} probed (0: none). */
    protected long nodeEntry;

    /**
     * The part of {@link #openNode} before move generation, for searches that prune or reduce a
     * node before they generate its moves: enter it, stop if a limit is hit, let the rules decide
     * it, probe the table into {@link #nodeEntry} (which may decide it), value it at the horizon.
     * Returns the node's value when one of these settled it (already reported as left), or
     * {@link Score#NONE}.
     */
    protected final int openNodeBeforeMoves(int depth, int ply, int alpha, int beta) {
        enterNode(ply, alpha, beta);
        if (checkStop()) {
            return leaveNode(ply, 0, 0);
        }
        int rule = ruleLeaf(ply);
        if (rule != Score.NONE) {
            return rule;
        }
        int known = tablebaseLeaf(ply);
        if (known != Score.NONE) {
            return known;
        }
        nodeEntry = probe();
        int cut = tableCut(nodeEntry, ply, depth, alpha, beta);
        if (cut != Score.NONE) {
            return leaveNode(ply, cut, Bound.of(cut, alpha, beta));
        }
        if (depth <= 0) {
            return horizonLeaf(ply, alpha, beta);
        }
        return Score.NONE;
    }

    /** Starts a node: clears its PV and tells the listener. */
    protected final void enterNode(int ply, int alpha, int beta) {
        pvLength[ply] = ply;
        if (listener != null) {
            listener.nodeEntered(ply, pathMoves[ply], alpha, beta);
        }
    }

    /** Ends a node: tells the listener and returns the value. */
    protected final int leaveNode(int ply, int value, int bound) {
        if (listener != null) {
            listener.nodeLeft(ply, value, bound);
        }
        return value;
    }

    /**
     * The value of the node if it needs no move search: a rule decides it (repetition, …), or the
     * ply limit is reached. Counts and reports it as a leaf. {@link Score#NONE} otherwise.
     */
    protected final int ruleLeaf(int ply) {
        int value = ply > 0 ? position.ruleValue(ply, config.repetitions()) : Score.NONE;
        if (value == Score.NONE && ply < MAX_PLY - 1) {
            return Score.NONE;
        }
        if (value == Score.NONE) {
            evaluations++;
            value = position.evaluate();
        }
        leaves++;
        if (listener != null) {
            listener.leafEvaluated(ply, value);
            listener.nodeLeft(ply, value, Bound.EXACT);
        }
        return value;
    }

    /**
     * The value of a node below the root that an endgame database knows, when the switch is on:
     * reported as decided by {@link Technique#ENDGAME_TABLE} and counted as a leaf.
     * {@link Score#NONE} otherwise. The root is always searched, so that it has a move.
     */
    protected final int tablebaseLeaf(int ply) {
        if (ply == 0 || !config.endgameTables()) {
            return Score.NONE;
        }
        int value = position.tablebaseValue(ply);
        if (value == Score.NONE) {
            return Score.NONE;
        }
        leaves++;
        if (listener != null) {
            listener.pruned(ply, 0, Technique.ENDGAME_TABLE, value);
        }
        return leaveNode(ply, value, Bound.EXACT);
    }

    /** The value of a node without legal moves (a loss in Xiangqi); counted as a leaf. */
    protected final int noMovesLeaf(int ply) {
        leaves++;
        int value = position.noMovesValue(ply);
        if (listener != null) {
            listener.leafEvaluated(ply, value);
            listener.nodeLeft(ply, value, Bound.EXACT);
        }
        return value;
    }

    /**
     * The value of a node at depth 0: the static evaluation, or quiescence search when it is on.
     * Counted as a leaf and stored in the table at depth 0. Fail-soft.
     */
    protected final int horizonLeaf(int ply, int alpha, int beta) {
        leaves++;
        boolean quiet = config.quiescence() == SearchConfig.Quiescence.OFF;
        int value = quiet ? evaluate(ply) : quiescenceBody(ply, alpha, beta);
        int bound = quiet ? Bound.EXACT : Bound.of(value, alpha, beta);
        store(ply, 0, value, bound, 0); // the book hashes leaves too
        return leaveNode(ply, value, bound);
    }

    /**
     * The static evaluation of an interior node (for pruning decisions): counted as an
     * evaluation, not reported as a leaf.
     */
    protected final int staticEvaluation() {
        evaluations++;
        return position.evaluate();
    }

    /** The best root move of the previous iteration (0 in the first): the root's hash move. */
    protected final int previousBestMove() {
        return previousBestMove;
    }

    private int evaluate(int ply) {
        evaluations++;
        int value = position.evaluate();
        if (listener != null) {
            listener.leafEvaluated(ply, value);
        }
        return value;
    }

    private int quiescenceNode(int ply, int alpha, int beta) {
        quiescenceNodes++;
        enterNode(ply, alpha, beta);
        if (checkStop()) {
            return leaveNode(ply, 0, 0);
        }
        int rule = position.ruleValue(ply, config.repetitions());
        if (rule != Score.NONE) {
            if (listener != null) {
                listener.leafEvaluated(ply, rule);
            }
            return leaveNode(ply, rule, Bound.EXACT);
        }
        int value = quiescenceBody(ply, alpha, beta);
        return leaveNode(ply, value, Bound.of(value, alpha, beta));
    }

    /**
     * Quiescence search below a horizon node: stand pat on the evaluation, then captures by
     * MVV-LVA; with {@link SearchConfig.Quiescence#CAPTURES_AND_EVASIONS}, all moves when in
     * check (and no stand-pat). Fail-soft.
     */
    protected final int quiescenceBody(int ply, int alpha, int beta) {
        if (ply >= MAX_PLY - 1) {
            return evaluate(ply);
        }
        boolean evasions = config.quiescence() == SearchConfig.Quiescence.CAPTURES_AND_EVASIONS
                && position.isInCheck();
        int start = ply * MAX_MOVES;
        int end;
        int best;
        if (evasions) {
            end = position.generateMoves(moves, start);
            if (end == start) {
                return position.noMovesValue(ply);
            }
            best = -Score.INFINITE;
        } else {
            best = evaluate(ply);
            if (best >= beta) {
                return best;
            }
            alpha = Math.max(alpha, best);
            end = position.generateNoisyMoves(moves, start);
        }
        scoreCaptures(start, end);
        boolean seePruning = config.quiescenceSee() && !evasions;
        for (int i = start; i < end; i++) {
            int move = ordering.pick(moves, i, end);
            if (seePruning && !position.staticExchangeAtLeast(move, 0)) {
                if (listener != null) {
                    listener.pruned(ply, move, Technique.QUIESCENCE_SEE, 0);
                }
                continue; // a capture that loses material cannot raise the stand-pat value
            }
            play(ply, move);
            int value = -quiescenceNode(ply + 1, -beta, -alpha);
            takeBack();
            if (stopped) {
                return 0;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    alpha = value;
                    if (value >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private void scoreCaptures(int start, int end) {
        // Quiescence always orders captures by MVV-LVA, whatever the main search does.
        for (int i = start; i < end; i++) {
            ordering.scoreCapture(i, position.captureOrder(moves[i]));
        }
    }

    /**
     * Generates the legal moves of the node at {@code ply} into its slice and scores them for
     * ordering; returns the end index (the slice starts at {@code ply * MAX_MOVES}).
     */
    protected final int generate(int ply, int hashMove) {
        int start = ply * MAX_MOVES;
        int end = position.generateMoves(moves, start);
        if (ply == 0 && (rootExcludedCount > 0 || rootOnlyCount > 0)) {
            end = filterRoot(start, end);
        }
        if (ply == 0 && previousBestMove != 0) {
            bringToFront(start, end, previousBestMove);
        }
        if (config.ordersMoves()) {
            ordering.score(position, moves, start, end, ply, hashMove);
        }
        return end;
    }

    /** Moves {@code move} to the front of the slice, the others keeping their order. */
    private void bringToFront(int start, int end, int move) {
        for (int i = start; i < end; i++) {
            if (moves[i] == move) {
                System.arraycopy(moves, start, moves, start + 1, i - start);
                moves[start] = move;
                return;
            }
        }
    }

    /** The move to try at index {@code i} of the slice ending at {@code end}, best first when ordering. */
    protected final int next(int i, int end) {
        return config.ordersMoves() ? ordering.pick(moves, i, end) : moves[i];
    }

    /** Makes a move from the node at {@code ply}. */
    protected final void play(int ply, int move) {
        pathMoves[ply + 1] = move;
        position.makeMove(move);
    }

    protected final void takeBack() {
        position.unmakeMove();
    }

    /** The side to move at {@code ply} passes (null-move pruning). */
    protected final void playNull(int ply) {
        pathMoves[ply + 1] = NULL_MOVE;
        position.makeNullMove();
    }

    protected final void takeBackNull() {
        position.unmakeNullMove();
    }

    /** The remaining depth of a child just reached: one less, or the same after a check when extending. */
    protected final int childDepth(int depth, int ply) {
        if (config.checkExtension() && ply < MAX_PLY / 2 && position.isInCheck()) {
            return depth;
        }
        return depth - 1;
    }

    /** Whether a move is a killer of this ply (killers must be switched on to have any). */
    protected final boolean isKiller(int ply, int move) {
        return ordering.isKiller(ply, move);
    }

    /** A move became the best of its node: at the root, remember it. */
    protected final void newBest(int ply, int move, int value) {
        if (ply == 0) {
            rootBestMove = move;
            rootBestValue = value;
        }
    }

    /** A move raised alpha: the PV of this node is the move and the child's PV. */
    protected final void updatePv(int ply, int move) {
        int row = ply * MAX_PLY;
        int childRow = (ply + 1) * MAX_PLY;
        pv[row + ply] = move;
        int length = pvLength[ply + 1];
        for (int p = ply + 1; p < length; p++) {
            pv[row + p] = pv[childRow + p];
        }
        pvLength[ply] = Math.max(length, ply + 1);
    }

    /** A move reached beta: count, credit history and killers, tell the listener. */
    protected final void cutoff(int ply, int move, int index, int depth) {
        int start = ply * MAX_MOVES;
        MoveStage stage = config.ordersMoves() ? ordering.stageAt(start + index) : MoveStage.UNORDERED;
        countCutoff(ply, move, index, stage);
        ordering.credit(position, move, ply, depth);
        ordering.penalize(position, moves, start, start + index, depth);
    }

    /** Counts a cutoff by the {@code index}-th move (from 0), of {@code stage}, and tells the listener. */
    protected final void countCutoff(int ply, int move, int index, MoveStage stage) {
        cutoffs++;
        if (index == 0) {
            firstMoveCutoffs++;
        }
        if (listener != null) {
            listener.cutoff(ply, move, index, stage);
        }
    }

    /** A node ended with a best move but no cutoff: the book credits history to it too. */
    protected final void bestMoveFound(int ply, int move, int depth) {
        if (move != 0) {
            ordering.credit(position, move, ply, depth);
        }
    }

    // ---------------------------------------------------------------- transposition table

    /** The table's data for this position (0 if none or no table); counts the probe. */
    protected final long probe() {
        if (table == null) {
            return 0;
        }
        tableProbes++;
        long data = table.probe(position.key());
        if (data != 0) {
            tableHits++;
        }
        return data;
    }

    /**
     * The value the table entry decides the node with, or {@link Score#NONE}: the entry must be
     * deep enough and its bound must settle the window. Never at the root (a root needs a move).
     */
    protected final int tableCut(long data, int ply, int depth, int alpha, int beta) {
        int value = Score.NONE;
        if (data != 0 && ply > 0 && TranspositionTable.depth(data) >= depth) {
            int stored = Score.fromTable(TranspositionTable.value(data), ply);
            int bound = TranspositionTable.bound(data);
            if (bound == Bound.EXACT || bound == Bound.LOWER && stored >= beta || bound == Bound.UPPER && stored <= alpha) {
                value = stored;
                tableCuts++;
            }
        }
        if (listener != null && table != null) {
            listener.tableProbed(ply, data != 0, value != Score.NONE);
        }
        return value;
    }

    /** The best move a table entry knows (0 if none). */
    protected static int hashMove(long data) {
        return data == 0 ? 0 : TranspositionTable.move(data);
    }

    /** Stores a searched node (never a value decided by a path-dependent rule; callers don't pass those). */
    protected final void store(int ply, int depth, int value, int bound, int move) {
        // a restricted root's value is not the position's: another search must not take it
        if (table != null && !stopped && (ply != 0 || rootExcludedCount == 0 && rootOnlyCount == 0)) {
            table.store(position.key(), depth, Score.toTable(value, ply), bound, move);
        }
    }

    // ---------------------------------------------------------------- principal variation

    /**
     * The PV of the iteration just finished: the triangular PV collected along the search,
     * starting with the root's best move, extended with table moves while they are legal and
     * the line does not repeat.
     */
    private int[] principalVariation(int depth) {
        int[] line = new int[MAX_PLY];
        int length = 0;
        if (pvLength[0] > 0 && pv[0] == rootBestMove) {
            length = pvLength[0];
            System.arraycopy(pv, 0, line, 0, length);
        } else if (rootBestMove != 0) {
            line[length++] = rootBestMove;
        }
        int played = 0;
        long[] seen = new long[MAX_PLY + 1];
        seen[0] = position.key();
        for (; played < length; played++) {
            position.makeMove(line[played]);
            seen[played + 1] = position.key();
        }
        while (table != null && length < Math.max(depth, 1) + 8 && length < MAX_PLY - 1) {
            long data = table.probe(position.key());
            int move = data == 0 ? 0 : TranspositionTable.move(data);
            if (move == 0 || !isLegalHere(move)) {
                break;
            }
            position.makeMove(move);
            long key = position.key();
            boolean repeats = false;
            for (int i = 0; i <= length; i++) {
                repeats |= seen[i] == key;
            }
            line[length++] = move;
            seen[length] = key;
            played++;
            if (repeats) {
                break;
            }
        }
        for (; played > 0; played--) {
            position.unmakeMove();
        }
        return Arrays.copyOf(line, length);
    }

    private boolean isLegalHere(int move) {
        int start = MAX_PLY * MAX_MOVES;
        int end = position.generateMoves(moves, start);
        for (int i = start; i < end; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }
}
