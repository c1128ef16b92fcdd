package org.gametree.app.analysis.live;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import org.gametree.core.search.IterationReport;
import org.gametree.core.search.PvLine;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;

/**
 * The live panel's listener. It counts nothing: the counts are the searcher's own
 * {@link Statistics}, which the searcher hands over at its stop-check countdown
 * ({@link #statisticsSampled}); the listener adds the coarse events — the iteration being
 * searched, finished iterations, the line and the score — and at most every
 * {@value #PUBLISH_MILLIS} ms of search time publishes a {@link LiveSnapshot} to {@code sink}.
 *
 * <p>The only per-node work is keeping the deepest ply seen (the selective depth, which the
 * searcher does not count). Everything runs on the search thread; a snapshot is immutable, so
 * handing it to another thread through the pump's {@code AtomicReference} is safe.
 */
final class LiveWatcher implements SearchListener {

    static final long PUBLISH_MILLIS = 50;

    private final Consumer<? super LiveSnapshot> sink;
    /** How full the searcher's table is (permille), read when publishing; -1 when there is no searcher to ask. */
    private final java.util.function.IntSupplier tableFill;

    private String algorithm = "";
    private long nextPublish;
    private Statistics latest = Statistics.ZERO;
    private final List<IterationReport> iterations = new ArrayList<>();
    private int depth;
    private int score;
    private boolean hasScore;
    private int[] pv = new int[0];
    private int maxPly;
    private LiveSnapshot last;
    /** A proof-number search's root numbers; -1 until one reports them. */
    private int proofNumber = -1;
    private int disproofNumber = -1;
    /** The MultiPV lines of the last completed iteration, best first. */
    private List<PvLine> completedLines = List.of();
    /** The lines of the iteration being searched that are complete already (MultiPV above 1). */
    private final List<PvLine> partialLines = new ArrayList<>();

    LiveWatcher(Consumer<? super LiveSnapshot> sink) {
        this(sink, () -> -1);
    }

    /** {@code tableFill}: the watched searcher's {@code tableFillPermille}, asked on the search thread at most 20 times a second. */
    LiveWatcher(Consumer<? super LiveSnapshot> sink, java.util.function.IntSupplier tableFill) {
        this.sink = sink;
        this.tableFill = tableFill;
    }

    // ---------------------------------------------------------------- coarse events

    @Override
    public void searchStarted(String name, int maxDepth) {
        algorithm = name;
        nextPublish = PUBLISH_MILLIS;
    }

    @Override
    public void iterationStarted(int iterationDepth) {
        depth = iterationDepth;
        partialLines.clear();
    }

    /** The searcher's counters: kept, and shown when the last snapshot is old enough. */
    @Override
    public void statisticsSampled(Statistics statistics) {
        latest = statistics;
        if (statistics.millis() >= nextPublish) {
            publish();
        }
    }

    @Override
    public void iterationEnded(IterationReport report) {
        iterations.add(report);
        completedLines = report.lines();
        partialLines.clear();
    }

    /** A line of the iteration being searched is complete: shown with the next snapshot. */
    @Override
    public void lineCompleted(int lineDepth, int rank, PvLine line) {
        partialLines.add(line);
    }

    /** Comes right after {@link #iterationEnded}: the iteration's line, so publish it now. */
    @Override
    public void pvChanged(int iterationDepth, int value, int[] line, int length) {
        score = value;
        hasScore = true;
        pv = Arrays.copyOf(line, length);
        if (iterations.isEmpty() && length > 0) {
            // an engine watched from outside reports no iterations: its PV is its one line
            completedLines = List.of(new PvLine(pv[0], value, iterationDepth, pv));
        }
        publish();
    }

    /** A proof-number search's root numbers (sampled with the statistics, and after each run). */
    @Override
    public void proofNumbersSampled(int proofNumber, int disproofNumber) {
        this.proofNumber = proofNumber;
        this.disproofNumber = disproofNumber;
    }

    @Override
    public void searchEnded(SearchResult result) {
        List<IterationReport> done = List.copyOf(result.iterations());
        List<PvLine> lines = result.lines() == null || result.lines().isEmpty() ? completedLines : result.lines();
        last = new LiveSnapshot(result.algorithm(), result.depth(), maxPly, result.value(), !done.isEmpty(),
                result.pv().clone(), result.statistics(), done, true, result.stopped(), result.treeCapped(),
                tableFill.getAsInt(), proofNumber, disproofNumber, List.copyOf(lines));
        sink.accept(last);
    }

    /** The snapshot of the search's own result; null until the search has ended. */
    LiveSnapshot finalSnapshot() {
        return last;
    }

    // ---------------------------------------------------------------- the selective depth

    @Override
    public void proofNodeEntered(int ply, int move, int kind, int pnThreshold, int dnThreshold) {
        if (ply > maxPly) {
            maxPly = ply;
        }
    }

    @Override
    public void nodeEntered(int ply, int move, int alpha, int beta) {
        if (ply > maxPly) {
            maxPly = ply;
        }
    }

    @Override
    public void leafEvaluated(int ply, int value) {
        if (ply > maxPly) {
            maxPly = ply; // best-first searches report plies only here
        }
    }

    @Override
    public void mctsSelected(int node, int selectionDepth) {
        if (selectionDepth > maxPly) {
            maxPly = selectionDepth;
        }
    }

    private void publish() {
        nextPublish = latest.millis() + PUBLISH_MILLIS;
        sink.accept(new LiveSnapshot(algorithm, depth, maxPly, score, hasScore, pv, latest, List.copyOf(iterations),
                false, false, false, tableFill.getAsInt(), proofNumber, disproofNumber, shownLines()));
    }

    /**
     * The lines as far as known: this iteration's complete ones (best first), then the last
     * iteration's lines for the root moves not searched again yet.
     */
    private List<PvLine> shownLines() {
        if (partialLines.isEmpty()) {
            return completedLines;
        }
        List<PvLine> shown = new ArrayList<>(partialLines);
        shown.sort((a, b) -> Integer.compare(b.value(), a.value()));
        for (PvLine old : completedLines) {
            if (shown.stream().noneMatch(l -> l.move() == old.move())) {
                shown.add(old);
            }
        }
        return List.copyOf(shown);
    }
}
