package org.gametree.app.analysis.live;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import org.gametree.core.search.IterationReport;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;

/**
 * The live panel's listener: counts the search as it happens and, at most every
 * {@value #PUBLISH_MILLIS} ms, publishes a {@link LiveSnapshot}.
 *
 * <p>The search calls it on every node, so the per-node methods only add to {@code long} fields
 * and look at the clock once every {@value #CLOCK_EVERY} nodes; nothing is allocated except the
 * snapshots themselves (about 20 a second) and one report per finished iteration. Everything
 * runs on the search thread; a snapshot is immutable, so handing it to another thread through
 * the pump's {@code AtomicReference} is safe.
 *
 * <p>Counts of the iteration in progress are estimates made from events (a node the table
 * decided is entered but not counted by the searcher, so it is subtracted; leaves are counted
 * as evaluations, which quiescence stand-pats also are). Once an iteration ends its own exact
 * statistics replace the estimate, and the final snapshot carries the search's totals.
 */
final class LiveCounter implements SearchListener {

    /** Nodes between two clock reads: at a million nodes a second, about a millisecond. */
    static final int CLOCK_EVERY = 1024;
    static final long PUBLISH_MILLIS = 50;
    private static final long PUBLISH_NANOS = PUBLISH_MILLIS * 1_000_000;

    private final Consumer<? super LiveSnapshot> sink;

    private String algorithm = "";
    private long startNanos = System.nanoTime();
    private long nextPublish;
    private int countdown = CLOCK_EVERY;

    /** Exact statistics of the completed iterations. */
    private Statistics completed = Statistics.ZERO;
    private final List<IterationReport> iterations = new ArrayList<>();
    private int depth;
    private int score;
    private boolean hasScore;
    private int[] pv = new int[0];
    private int maxPly;

    // Estimates for the iteration in progress, reset when one starts or ends.
    private long entered;
    private long tableUses;
    private long leafEvents;
    private long probes;
    private long hits;
    private long cutoffs;
    private long firstMoveCutoffs;
    private long bestFirstExpansions;
    private long mctsExpansions;

    private LiveSnapshot last;

    LiveCounter(Consumer<? super LiveSnapshot> sink) {
        this.sink = sink;
    }

    // ---------------------------------------------------------------- once per search or iteration

    @Override
    public void searchStarted(String name, int maxDepth) {
        algorithm = name;
        startNanos = System.nanoTime();
        nextPublish = startNanos + PUBLISH_NANOS;
    }

    @Override
    public void iterationStarted(int iterationDepth) {
        depth = iterationDepth;
        resetIteration();
    }

    @Override
    public void iterationEnded(IterationReport report) {
        completed = plus(completed, report.statistics());
        iterations.add(report);
        resetIteration();
    }

    /** Comes right after {@link #iterationEnded}: the iteration's line, so publish it now. */
    @Override
    public void pvChanged(int iterationDepth, int value, int[] line, int length) {
        score = value;
        hasScore = true;
        pv = Arrays.copyOf(line, length);
        publish(System.nanoTime());
    }

    @Override
    public void searchEnded(SearchResult result) {
        Statistics totals = result.statistics();
        List<IterationReport> done = List.copyOf(result.iterations());
        IterationReport lastIteration = done.isEmpty() ? null : done.get(done.size() - 1);
        last = new LiveSnapshot(result.algorithm(), result.depth(), maxPly, result.value(), !done.isEmpty(),
                result.pv().clone(), totals.totalNodes(), totals.leaves(), totals.nodesPerSecond(),
                rate(totals.tableHits(), totals.tableProbes()), rate(totals.firstMoveCutoffs(), totals.cutoffs()),
                lastIteration == null ? 0 : lastIteration.branchingFactor(), totals.millis(), done, true,
                result.stopped());
        sink.accept(last);
    }

    /** The snapshot built from the search's own result; null until the search has ended. */
    LiveSnapshot finalSnapshot() {
        return last;
    }

    // ---------------------------------------------------------------- per node: count only

    @Override
    public void nodeEntered(int ply, int move, int alpha, int beta) {
        entered++;
        if (ply > maxPly) {
            maxPly = ply;
        }
        tick();
    }

    @Override
    public void leafEvaluated(int ply, int value) {
        leafEvents++;
        if (ply > maxPly) {
            maxPly = ply; // best-first searches report plies only here
        }
    }

    @Override
    public void cutoff(int ply, int move, int index) {
        cutoffs++;
        if (index == 0) {
            firstMoveCutoffs++;
        }
    }

    @Override
    public void tableProbed(int ply, boolean hit, boolean used) {
        probes++;
        if (hit) {
            hits++;
        }
        if (used) {
            tableUses++;
        }
    }

    /** Best-first (SSS*, DUAL*): each LIVE state taken off OPEN becomes one node or leaf. */
    @Override
    public void openPopped(int node, boolean solved, int merit) {
        if (!solved) {
            bestFirstExpansions++;
        }
        tick();
    }

    @Override
    public void mctsSelected(int node, int selectionDepth) {
        if (selectionDepth > maxPly) {
            maxPly = selectionDepth;
        }
        tick();
    }

    @Override
    public void mctsExpanded(int node, int parent, int move) {
        mctsExpansions++;
    }

    private void tick() {
        if (--countdown > 0) {
            return;
        }
        countdown = CLOCK_EVERY;
        long now = System.nanoTime();
        if (now >= nextPublish) {
            publish(now);
        }
    }

    // ---------------------------------------------------------------- snapshots

    private void publish(long now) {
        nextPublish = now + PUBLISH_NANOS;
        sink.accept(snapshot(now));
    }

    private LiveSnapshot snapshot(long now) {
        long nodes = completed.totalNodes() + Math.max(0, entered - tableUses) + bestFirstExpansions + mctsExpansions;
        long leaves = completed.leaves() + leafEvents;
        long millis = (now - startNanos) / 1_000_000;
        long nps = millis > 0 ? nodes * 1000 / millis : 0;
        IterationReport lastIteration = iterations.isEmpty() ? null : iterations.get(iterations.size() - 1);
        return new LiveSnapshot(algorithm, depth, maxPly, score, hasScore, pv, nodes, leaves, nps,
                rate(completed.tableHits() + hits, completed.tableProbes() + probes),
                rate(completed.firstMoveCutoffs() + firstMoveCutoffs, completed.cutoffs() + cutoffs),
                lastIteration == null ? 0 : lastIteration.branchingFactor(), millis, List.copyOf(iterations),
                false, false);
    }

    private void resetIteration() {
        entered = 0;
        tableUses = 0;
        leafEvents = 0;
        probes = 0;
        hits = 0;
        cutoffs = 0;
        firstMoveCutoffs = 0;
        bestFirstExpansions = 0;
        mctsExpansions = 0;
    }

    /** part / whole, or -1 when nothing was counted (the panel shows a dash). */
    private static double rate(long part, long whole) {
        return whole == 0 ? -1 : (double) part / whole;
    }

    private static Statistics plus(Statistics a, Statistics b) {
        return new Statistics(a.nodes() + b.nodes(), a.leaves() + b.leaves(), a.evaluations() + b.evaluations(),
                a.quiescenceNodes() + b.quiescenceNodes(), a.cutoffs() + b.cutoffs(),
                a.firstMoveCutoffs() + b.firstMoveCutoffs(), a.tableProbes() + b.tableProbes(),
                a.tableHits() + b.tableHits(), a.tableCuts() + b.tableCuts(), a.researches() + b.researches(),
                a.millis() + b.millis());
    }
}
