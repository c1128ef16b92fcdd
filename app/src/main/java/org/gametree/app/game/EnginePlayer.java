package org.gametree.app.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.EngineWeights;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.task.BackgroundTask;
import org.gametree.app.task.TaskRunner;
import org.gametree.core.book.BookChooser;
import org.gametree.core.book.BookMove;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.gomoku.search.GomokuEngine;

/**
 * An engine playing one side of a game. {@link #requestMove} thinks off the FX thread (a
 * {@link BackgroundTask} on the context's {@link TaskRunner}) and hands the move back on the FX
 * thread. {@link #cancel} (undo, new game, closing) discards a pending reply: its callback never
 * runs, even if the search was already finishing. {@link #moveNow} stops the search early and
 * plays its best move so far.
 *
 * <p>The engine (searcher and transposition table, or the {@link GomokuEngine} with its VCF/VCT
 * root check) lives as long as the player, as in a real game, so later moves benefit from the
 * table. A request made while a cancelled search is still unwinding gets a fresh engine rather
 * than sharing one between two threads.
 *
 * <p>An {@linkplain PlayerSetup#isExternal external} player is one of the user's engines run as a
 * process ({@link ExternalMover}), kept in the same place; {@link #close} ends it.
 */
public final class EnginePlayer {

    private final TaskRunner tasks;
    private final PlayerSetup setup;
    private final int tableMegabytes;
    /** The idle engine, taken by a search while it runs; null while taken. */
    private final AtomicReference<Object> idleEngine = new AtomicReference<>();
    private final ReadOnlyBooleanWrapper thinking = new ReadOnlyBooleanWrapper(this, "thinking");
    private volatile SearchListener listener;
    private ThinkTask pending;
    /** The book looked at before searching, or null; with its chooser, seeded once per game. */
    private EngineBook book;
    private BookChooser chooser;
    /** The line (book group) of this player's last book move: later book moves prefer it (0: none yet). */
    private int bookGroup;
    /** Set by {@link #close}: an engine handed back after it is closed, not kept. */
    private volatile boolean closed;

    /** A player with the setup's engine and a table of {@code tableMegabytes} (64 in a game). */
    public EnginePlayer(TaskRunner tasks, PlayerSetup setup, int tableMegabytes) {
        if (!setup.isEngine()) {
            throw new IllegalArgumentException("a human player has no engine");
        }
        this.tasks = Objects.requireNonNull(tasks);
        this.setup = setup;
        this.tableMegabytes = tableMegabytes;
    }

    public EnginePlayer(TaskRunner tasks, PlayerSetup setup) {
        this(tasks, setup, 64);
    }

    public PlayerSetup setup() {
        return setup;
    }

    /** Whether a reply is pending (FX thread). */
    public ReadOnlyBooleanProperty thinkingProperty() {
        return thinking.getReadOnlyProperty();
    }

    public boolean isThinking() {
        return thinking.get();
    }

    /**
     * A listener attached to each search from now on (the live panel's hook; it runs on the
     * search thread and must be cheap). For Gomoku only iteration ends are reported, and not
     * when the threat solver answers before any search.
     */
    public void setSearchListener(SearchListener value) {
        listener = value;
    }

    /**
     * Plays from {@code value} while it has moves for the position: weighted random, the
     * chooser seeded with {@code seed} (one seed per game: a game can be replayed, two games
     * differ).
     */
    public void useBook(EngineBook value, long seed) {
        book = value;
        chooser = new BookChooser(seed);
        bookGroup = 0;
    }

    /** The stop signal of the pending search, or null: raising it is {@link #moveNow}. */
    public StopSignal pendingStopSignal() {
        return pending == null ? null : pending.stopSignal();
    }

    /**
     * Asks for a move in {@code position} (copied at once; the caller may go on changing its
     * own). Exactly one of the callbacks runs later on the FX thread, unless the request is
     * cancelled first. A request made while another is pending cancels that one.
     *
     * @param onMove  the engine's choice, always legal in {@code position}
     * @param onError what went wrong (game over, an engine failure), to show the user
     */
    public void requestMove(AnalysisPosition position, Consumer<? super EngineMove> onMove,
                            Consumer<? super Throwable> onError) {
        requestMove(position, 0, onMove, onError);
    }

    /**
     * {@link #requestMove(AnalysisPosition, Consumer, Consumer)} with the time the game's clock
     * allows for this move: it replaces the player's own time per move (a depth limit still
     * applies), so a timed game never waits on an engine longer than its clock.
     *
     * @param moveMillis the time limit of this move, or 0 for the player's own limit
     */
    public void requestMove(AnalysisPosition position, long moveMillis, Consumer<? super EngineMove> onMove,
                            Consumer<? super Throwable> onError) {
        cancel();
        int fromBook = bookMove(position);
        ThinkTask task = new ThinkTask(position.copy(), moveMillis, fromBook);
        pending = task;
        thinking.set(true);
        tasks.run(task, move -> {
            if (finish(task)) {
                onMove.accept(move);
            }
        }, error -> {
            if (finish(task)) {
                onError.accept(error);
            }
        });
    }

    /** Stops the pending search; its best move so far is delivered as usual. */
    public void moveNow() {
        if (pending != null) {
            pending.stopSignal().stop();
            pending.stopExternal();
        }
    }

    /** Drops the pending request: its search is stopped and its callback will not run. */
    public void cancel() {
        if (pending != null) {
            pending.cancel();
            pending.stopExternal(); // its answer comes at once and is dropped
            pending = null;
            thinking.set(false);
        }
    }

    /**
     * Cancels any request and ends an external engine's process (a new game, the window closing);
     * an engine still answering a cancelled request is ended when it has answered.
     */
    public void close() {
        closed = true;
        cancel();
        if (idleEngine.getAndSet(null) instanceof ExternalMover mover) {
            mover.close();
        }
    }

    /** A move chosen from the book for the position, or -1 (no book, out of book, no move with weight). */
    private int bookMove(AnalysisPosition position) {
        if (book == null || position.isGameOver() || setup.isExternal()) {
            return -1; // an external engine plays its own openings
        }
        List<EngineBook.Move> moves = book.moves(position);
        List<BookMove> entries = new ArrayList<>(moves.size());
        for (EngineBook.Move m : moves) {
            entries.add(m.stats());
        }
        int chosen = chooser.choose(entries, bookGroup);
        if (chosen < 0) {
            return -1;
        }
        if (entries.get(chosen).group() != 0) {
            bookGroup = entries.get(chosen).group();
        }
        return moves.get(chosen).move();
    }

    /** Whether {@code task} is still the one wanted (then it is no longer pending). */
    private boolean finish(ThinkTask task) {
        if (pending != task) {
            return false;
        }
        pending = null;
        thinking.set(false);
        return true;
    }

    /** One move's thinking, on a worker thread. */
    private final class ThinkTask extends BackgroundTask<EngineMove> {

        private final AnalysisPosition position;
        private final long moveMillis;
        /** The book's move, played without searching, or -1. */
        private final int bookMove;
        /** The external engine answering, while it does. */
        private volatile ExternalMover mover;

        ThinkTask(AnalysisPosition position, long moveMillis, int bookMove) {
            this.position = position;
            this.moveMillis = moveMillis;
            this.bookMove = bookMove;
        }

        void stopExternal() {
            ExternalMover answering = mover;
            if (answering != null) {
                answering.stopSearch();
            }
        }

        @Override
        protected EngineMove call(StopSignal stop) throws InterruptedException {
            if (position.isGameOver()) {
                throw new IllegalStateException("the game is over: there is no move to make");
            }
            if (bookMove >= 0 && position.isLegal(bookMove)) {
                // still a task, not an answer on the spot: the reply arrives after the move that
                // asked for it has been handled, and cancelling works as for a search
                return EngineMove.fromBook(bookMove);
            }
            SearchLimits limits = moveMillis > 0 ? setup.limits(stop, moveMillis) : setup.limits(stop);
            long start = System.nanoTime();
            Object engine = idleEngine.getAndSet(null);
            try {
                EngineMove move;
                if (setup.isExternal()) {
                    ExternalMover external = engine instanceof ExternalMover m ? m : new ExternalMover(setup.external());
                    engine = external;
                    mover = external;
                    if (stop.isStopped()) {
                        external.stopSearch();
                    }
                    move = external.think(position, setup, moveMillis);
                } else if (position instanceof GomokuAnalysisPosition gomoku) {
                    GomokuEngine player = engine instanceof GomokuEngine g ? g
                            : new GomokuEngine(setup.algorithm(), tableMegabytes, setup.evaluation());
                    engine = player;
                    // each move plays with the weights in use now (the lab may have changed them)
                    player.setPatternWeights(EngineWeights.gomokuWeightsFor(setup.evaluation()));
                    move = thinkGomoku(player, gomoku, limits, start);
                } else {
                    Searcher searcher = engine instanceof Searcher s ? s : Presets.searcherFor(setup.algorithm(), tableMegabytes);
                    engine = searcher;
                    move = search(searcher, limits, start);
                }
                if (!position.isLegal(move.move())) {
                    throw new IllegalStateException("the engine chose an illegal move (" + move.move() + ")");
                }
                return move;
            } finally {
                mover = null;
                boolean kept = idleEngine.compareAndSet(null, engine);
                if (engine instanceof ExternalMover external && (!kept || closed)) {
                    // a process nobody will use again: a second one started meanwhile, or the player is closed
                    if (kept) {
                        idleEngine.compareAndSet(external, null);
                    }
                    external.close();
                }
            }
        }

        private EngineMove search(Searcher searcher, SearchLimits limits, long start) {
            searcher.setListener(listener);
            SearchResult result = searcher.search(position.searchPosition(setup.evaluation()), limits);
            return new EngineMove(result.bestMove(), result.value(), result.depth(), result.statistics().totalNodes(),
                    result.pv(), elapsed(start), result.stopped());
        }

        private EngineMove thinkGomoku(GomokuEngine engine, GomokuAnalysisPosition gomoku, SearchLimits limits, long start) {
            SearchListener hook = listener;
            GomokuEngine.Progress progress = null;
            if (hook != null) {
                hook.searchStarted(setup.algorithm(), limits.depth());
                // a Searcher's order of calls, told after the fact: the engine reports whole iterations
                progress = (IterationReport report) -> {
                    hook.iterationStarted(report.depth());
                    hook.iterationEnded(report);
                    hook.pvChanged(report.depth(), report.value(), report.pv(), report.pv().length);
                };
            }
            GomokuEngine.Choice choice = engine.think(gomoku.position(), limits, progress);
            return new EngineMove(choice.point(), choice.value(), choice.depth(), choice.nodes(), choice.pv(),
                    elapsed(start), limits.stop() != null && limits.stop().isStopped());
        }

        private long elapsed(long start) {
            return (System.nanoTime() - start) / 1_000_000;
        }
    }
}
