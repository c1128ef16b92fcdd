package org.gametree.app.lab;

import java.nio.file.Path;
import java.util.Locale;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.compare.Message;
import org.gametree.core.match.MatchScore;
import org.gametree.core.match.Sprt;
import org.gametree.xiangqi.eval.EvalParameters;

/**
 * Compare (FX thread): two Xiangqi parameter files, or the shipped weights for either, play a
 * match in the background ({@link CompareRun}); the standing of A against B is shown after each
 * game — wins, draws, losses, score and Elo with its 95 % error — and Stop ends it.
 */
public final class CompareModel {

    private final AnalysisContext context;
    private final ObjectProperty<Path> fileA = new SimpleObjectProperty<>(this, "fileA");
    private final ObjectProperty<Path> fileB = new SimpleObjectProperty<>(this, "fileB");
    private final IntegerProperty games = new SimpleIntegerProperty(this, "games", 20);
    private final IntegerProperty nodes = new SimpleIntegerProperty(this, "nodes", 5000);
    private final BooleanProperty sprt = new SimpleBooleanProperty(this, "sprt");
    private final IntegerProperty elo0 = new SimpleIntegerProperty(this, "elo0", 0);
    private final IntegerProperty elo1 = new SimpleIntegerProperty(this, "elo1", 10);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final IntegerProperty gamesDone = new SimpleIntegerProperty(this, "gamesDone");
    private final ObjectProperty<Message> result = new SimpleObjectProperty<>(this, "result",
            new Message("lab.compare.ready"));
    private final BooleanProperty resultIsError = new SimpleBooleanProperty(this, "resultIsError");

    /** The error probabilities α = β of the test, as engine-testing frameworks use them. */
    static final double ALPHA = 0.05;

    private CompareRun run;
    /** The test of the match shown, or null. */
    private Sprt sprtShown;

    CompareModel(AnalysisContext context) {
        this.context = context;
    }

    /** Starts the match with the settings shown; bad settings are told, nothing starts. */
    public void start() {
        if (running.get()) {
            return;
        }
        if (games.get() < 2 || games.get() % 2 != 0) {
            say(true, "lab.compare.evenGames", games.get());
            return;
        }
        if (nodes.get() < 1) {
            say(true, "lab.compare.nodes.bad", nodes.get());
            return;
        }
        for (Path file : new Path[] {fileA.get(), fileB.get()}) {
            if (file != null && !readable(file)) {
                return;
            }
        }
        Sprt test = null;
        if (sprt.get()) {
            if (elo1.get() <= elo0.get()) {
                say(true, "lab.compare.sprt.bad", elo0.get(), elo1.get());
                return;
            }
            test = new Sprt(elo0.get(), elo1.get(), ALPHA, ALPHA);
        }
        sprtShown = test;
        int total = games.get();
        CompareRun[] started = new CompareRun[1];
        // games take seconds each: one hand-over per game is few enough
        started[0] = new CompareRun(fileA.get(), fileB.get(), total, nodes.get(), test,
                score -> Platform.runLater(() -> standing(started[0], score, total, "lab.compare.playing")));
        run = started[0];
        gamesDone.set(0);
        running.set(true);
        say(false, "lab.compare.starting", total);
        context.tasks().run(started[0], score -> {
            if (started[0] == run) {
                standing(started[0], score, total, started[0].isCancelled() ? "lab.compare.stopped" : "lab.compare.done");
                run = null;
                running.set(false);
            }
        }, error -> {
            if (started[0] == run) {
                run = null;
                if (started[0].isCancelled()) {
                    say(false, "lab.compare.stoppedEarly", gamesDone.get(), total);
                } else {
                    say(true, "lab.compare.failed", String.valueOf(error.getMessage()));
                }
                running.set(false);
            }
        });
    }

    /** Stops the match; the games played so far stay shown. */
    public void stop() {
        if (run != null) {
            run.stop();
        }
    }

    private boolean readable(Path file) {
        try {
            EvalParameters.read(file);
            return true;
        } catch (RuntimeException e) { // malformed or missing: said with the file's name, no match starts
            say(true, "lab.compare.badFile", file.getFileName().toString(), String.valueOf(e.getMessage()));
            return false;
        }
    }

    private void standing(CompareRun from, MatchScore score, int total, String key) {
        if (from != run) {
            return; // a match stopped and replaced
        }
        gamesDone.set(score.games());
        double error = score.pairCount() >= 2 ? score.pentanomialEloError() : score.trinomialEloError();
        say(false, key, score.games(), total, score.wins(), score.draws(), score.losses(),
                String.format(Locale.ROOT, "%.1f%%", 100 * score.score()), elo(score.elo()), elo(error),
                sprtText(score, !key.equals("lab.compare.playing")));
    }

    /**
     * The test's standing after the games so far ("" without a test): its log-likelihood ratio
     * between the bounds while it runs; at the end which hypothesis it accepted, or that the
     * games ran out first.
     */
    private Object sprtText(MatchScore score, boolean over) {
        Sprt test = sprtShown;
        if (test == null) {
            return "";
        }
        String llr = String.format(Locale.ROOT, "%.2f", test.llr(score));
        String lower = String.format(Locale.ROOT, "%.2f", test.lowerBound());
        String upper = String.format(Locale.ROOT, "%.2f", test.upperBound());
        Sprt.Decision decision = test.decide(score);
        String key = decision == Sprt.Decision.ACCEPT_H1 ? "lab.compare.sprt.h1"
                : decision == Sprt.Decision.ACCEPT_H0 ? "lab.compare.sprt.h0"
                : over ? "lab.compare.sprt.undecided" : "lab.compare.sprt.running";
        return new Message(key, llr, lower, upper, whole(test.elo0()), whole(test.elo1()));
    }

    private static String whole(double elo) {
        return String.format(Locale.ROOT, "%.0f", elo);
    }

    private static String elo(double value) {
        if (Double.isNaN(value)) {
            return "?";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "∞" : "-∞";
        }
        return String.format(Locale.ROOT, "%.0f", value);
    }

    private void say(boolean error, String key, Object... args) {
        resultIsError.set(error);
        result.set(new Message(key, args));
    }

    /** A's parameter file; null: the shipped weights. */
    public ObjectProperty<Path> fileAProperty() {
        return fileA;
    }

    /** B's parameter file; null: the shipped weights. */
    public ObjectProperty<Path> fileBProperty() {
        return fileB;
    }

    /** Games (even: each opening with both colours). */
    public IntegerProperty gamesProperty() {
        return games;
    }

    public IntegerProperty nodesProperty() {
        return nodes;
    }

    /** Whether the match runs a sequential probability ratio test (games: at most). */
    public BooleanProperty sprtProperty() {
        return sprt;
    }

    /** The test's H0: A is no stronger than this many Elo. */
    public IntegerProperty elo0Property() {
        return elo0;
    }

    /** The test's H1: A is stronger by this many Elo. */
    public IntegerProperty elo1Property() {
        return elo1;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public IntegerProperty gamesDoneProperty() {
        return gamesDone;
    }

    public BooleanProperty resultIsErrorProperty() {
        return resultIsError;
    }

    /** The standing or what went wrong, in the current language. */
    public StringBinding resultText() {
        return Bindings.createStringBinding(() -> result.get().render(context.l10n()), result,
                context.l10n().languageProperty());
    }
}
