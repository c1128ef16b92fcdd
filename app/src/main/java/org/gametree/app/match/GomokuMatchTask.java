package org.gametree.app.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.io.AtomicWrite;
import org.gametree.core.io.TextFiles;
import org.gametree.core.match.MatchScore;
import org.gametree.core.match.TimeControl;
import org.gametree.core.search.StopSignal;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.match.GomocupProcessPlayer;
import org.gametree.gomoku.match.GomokuMatch;
import org.gametree.gomoku.match.GomokuPlayer;
import org.gametree.gomoku.match.RandomOpening;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.Psq;

/**
 * A Gomoku match on a worker thread, each game played by the match command's runner
 * ({@link GomokuMatch#play}): a five, a full board, a Renju foul, a move on an occupied point or
 * a player that fails to answer ends it. Games go in pairs (one opening, colours swapped);
 * every finished game is written as {@code game-NN.psq} in the output folder, as the match
 * command writes them, atomically, and the summary beside them. Stopping raises the stop signal
 * (our search ends at once) and interrupts the thread (a Gomocup engine's answer is no longer
 * awaited); the game under way is not counted.
 */
final class GomokuMatchTask extends BackgroundTask<MatchProgress> {

    /** A Gomocup engine's time per move when the match is limited by depth or nodes, which only we understand. */
    static final long DEFAULT_MOVE_MILLIS = 1000;

    private final MatchPlan plan;
    private final Consumer<MatchProgress> publish;
    private Thread playing; // guarded by this

    GomokuMatchTask(MatchPlan plan, Consumer<MatchProgress> publish) {
        this.plan = plan;
        this.publish = publish;
    }

    /** The openings as move lists: the file's lines (as the match command reads them), or seeded random ones. */
    static List<String> openings(MatchPlan plan) throws IOException {
        List<String> openings = new ArrayList<>();
        if (plan.openingsFile() != null) {
            int number = 0;
            for (String line : TextFiles.readString(plan.openingsFile()).split("\r?\n|\r")) {
                number++;
                String text = line.contains("#") ? line.substring(0, line.indexOf('#')) : line;
                if (text.isBlank()) {
                    continue;
                }
                try {
                    Notation.play(plan.rule(), plan.size(), text.strip());
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(plan.openingsFile().getFileName() + ", line " + number + ": " + e.getMessage(), e);
                }
                openings.add(text.strip());
            }
            if (openings.isEmpty()) {
                throw new IllegalArgumentException(plan.openingsFile().getFileName() + " has no openings (one move list a line, e.g. h8 i9 g7)");
            }
        } else {
            for (int i = 0; i < plan.games() / 2; i++) {
                openings.add(Notation.formatMoves(RandomOpening.of(plan.rule(), plan.size(), plan.seed(), i, plan.plies())));
            }
        }
        return openings;
    }

    @Override
    protected MatchProgress call(StopSignal stop) throws Exception {
        List<String> openings = openings(plan);
        boolean timed = plan.control().kind() == TimeControl.Kind.MOVETIME;
        for (MatchSide side : List.of(plan.first(), plan.second())) {
            if (side.kind() != MatchSide.Kind.OURS && !timed) {
                throw new IllegalArgumentException("a Gomocup engine plays by time: give a movetime, not "
                        + plan.control().describe());
            }
        }
        long moveMillis = timed ? plan.control().moveMillis() : DEFAULT_MOVE_MILLIS;
        if (plan.output() != null) {
            Files.createDirectories(plan.output());
        }
        synchronized (this) {
            if (stop.isStopped()) {
                return MatchProgress.start(plan.games());
            }
            playing = Thread.currentThread();
        }
        try (GomokuPlayer a = player(plan.first(), stop); GomokuPlayer b = player(plan.second(), stop)) {
            String bName = b.name().equals(a.name()) ? b.name() + " (2)" : b.name();
            MatchProgress progress = MatchProgress.start(plan.games()).named(a.name(), bName);
            publish.accept(progress);
            GomokuMatch match = new GomokuMatch(a, b, plan.rule(), plan.size(), moveMillis, openings);
            MatchScore score = MatchScore.empty();
            StringBuilder summary = new StringBuilder(a.name() + " vs " + bName + ", " + plan.rule().name().toLowerCase(Locale.ROOT)
                    + ", " + plan.control().describe() + "\n");
            for (int i = 0; i < plan.games() && !stop.isStopped(); i++) {
                GomokuMatch.Game game = match.play(i, openings.get((i / 2) % openings.size()), (i & 1) == 0);
                if (stop.isStopped()) {
                    break; // abandoned, not lost
                }
                score = score.plus(game.pointsForA());
                if ((i & 1) == 1) {
                    score = score.plusPair(progress.rows().get(i - 1).points(), game.pointsForA());
                }
                progress = progress.plus(row(game), score);
                summary.append(String.format(Locale.ROOT, "game %d: %s black, opening %s: %s (%s), %d moves%n", i + 1,
                        game.aWasBlack() ? a.name() : bName, game.opening(), game.result(), game.reason(),
                        game.finalPosition().ply()));
                progress = write(progress, game, summary);
                publish.accept(progress);
            }
            return progress;
        } finally {
            synchronized (this) {
                playing = null;
                Thread.interrupted();
            }
        }
    }

    /** Stops the match; the game under way is abandoned. */
    void stop() {
        cancel();
        synchronized (this) {
            if (playing != null) {
                playing.interrupt();
            }
        }
    }

    private GomokuPlayer player(MatchSide side, StopSignal stop) {
        switch (side.kind()) {
            case OURS:
                return new OursGomokuPlayer(side.oursName(), side, plan.control(), stop);
            case EXTERNAL:
                return new GomocupProcessPlayer(Path.of(side.external().executable()));
            default:
                return new GomocupProcessPlayer(Path.of(side.command().strip()));
        }
    }

    private static MatchRow row(GomokuMatch.Game game) {
        String reason = game.reason();
        String key = null;
        if (reason.equals("five")) {
            key = "match.end.five";
            reason = "";
        } else if (reason.equals("full board")) {
            key = "match.end.fullBoard";
            reason = "";
        }
        boolean fault = key == null && !reason.startsWith("foul");
        String result = game.result() == GameResult.DRAW ? "1/2-1/2" : game.result() == GameResult.BLACK_WINS ? "1-0" : "0-1";
        return new MatchRow(game.index() + 1, game.aWasBlack(), result, game.pointsForA(), key, reason, fault,
                game.finalPosition().ply());
    }

    /** The game's .psq and the summary so far, each replaced atomically; a failure is noted, the match goes on. */
    private MatchProgress write(MatchProgress progress, GomokuMatch.Game game, StringBuilder summary) {
        if (plan.output() == null) {
            return progress;
        }
        Path file = plan.output().resolve(String.format(Locale.ROOT, "game-%02d.psq", game.index() + 1));
        try {
            AtomicWrite.text(file, Psq.write(game.finalPosition()));
            AtomicWrite.bytes(plan.output().resolve("summary.txt"), summary.toString().getBytes(StandardCharsets.UTF_8));
            return progress;
        } catch (IOException e) {
            return progress.noted("could not write " + file + ": " + e.getMessage());
        }
    }
}
