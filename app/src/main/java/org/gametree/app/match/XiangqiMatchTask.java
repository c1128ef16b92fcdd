package org.gametree.app.match;

import java.util.List;
import java.util.function.Consumer;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.match.MatchScore;
import org.gametree.core.search.StopSignal;
import org.gametree.xiangqi.match.GameRecord;
import org.gametree.xiangqi.match.Match;
import org.gametree.xiangqi.match.MatchListener;
import org.gametree.xiangqi.match.MatchSettings;
import org.gametree.xiangqi.match.Opening;
import org.gametree.xiangqi.match.Openings;
import org.gametree.xiangqi.match.RandomOpenings;

/**
 * A Xiangqi match on a worker thread, played by the match command's runner ({@link Match}):
 * its clocks, fault handling (an engine that crashes, stalls, forfeits on time or plays an
 * illegal move loses the game and is restarted) and PGN, rewritten atomically after each game.
 * Each change of the standing is handed on as a {@link MatchProgress}. The runner has no stop
 * of its own: stopping interrupts the thread playing it, which abandons the game under way and
 * closes the engines' processes.
 */
final class XiangqiMatchTask extends BackgroundTask<MatchProgress> {

    private final MatchPlan plan;
    private final Consumer<MatchProgress> publish;
    private MatchProgress progress;
    private Thread playing; // guarded by this

    /** {@code publish} is called on the match's threads with every new snapshot. */
    XiangqiMatchTask(MatchPlan plan, Consumer<MatchProgress> publish) {
        this.plan = plan;
        this.publish = publish;
        this.progress = MatchProgress.start(plan.games());
    }

    /** The settings the runner gets (before any engine starts: bad descriptions and files are refused here). */
    static MatchSettings settings(MatchPlan plan) throws java.io.IOException {
        List<Opening> openings = plan.openingsFile() == null
                ? RandomOpenings.range(plan.seed(), 0, plan.games() / 2, plan.plies())
                : Openings.read(plan.openingsFile());
        return MatchSettings.of(plan.first().xiangqiSpec(), plan.second().xiangqiSpec(), plan.control(), plan.games(), openings)
                .withPgn(plan.output()).withEvent("workbench match");
    }

    @Override
    protected MatchProgress call(StopSignal stop) throws Exception {
        MatchSettings settings = settings(plan);
        synchronized (this) {
            if (stop.isStopped()) {
                return progress;
            }
            playing = Thread.currentThread();
        }
        try {
            new Match(settings, new Listener(), null).run();
        } catch (InterruptedException e) {
            if (!stop.isStopped()) {
                throw e;
            }
        } finally {
            synchronized (this) {
                playing = null;
                Thread.interrupted(); // the runner's thread goes back to its pool without a stray interrupt
            }
        }
        return current();
    }

    /** Stops the match: the game under way is abandoned, the engines closed. */
    void stop() {
        cancel();
        synchronized (this) {
            if (playing != null) {
                playing.interrupt();
            }
        }
    }

    private synchronized MatchProgress current() {
        return progress;
    }

    private synchronized void update(MatchProgress next) {
        progress = next;
        publish.accept(next);
    }

    /** The runner's reports, turned into snapshots. */
    private final class Listener implements MatchListener {
        @Override
        public void started(String first, String second) {
            update(current().named(first, second));
        }

        @Override
        public void gameEnded(GameRecord game, MatchScore score, double llr) {
            String detail = game.detail();
            MatchRow row = new MatchRow(game.round(), game.redIsFirst(), game.result(), game.firstScore(),
                    "match.end." + game.termination().name(), detail, game.termination().isFault(), game.moves().length);
            update(current().plus(row, score));
        }

        @Override
        public void note(String text) {
            update(current().noted(text));
        }
    }
}
