package org.gametree.app.game;

import java.util.List;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;

/**
 * Who plays one side: a human at the board, or an engine with its algorithm or preset, its
 * evaluation and how long it may think (a depth, or a time per move).
 *
 * @param kind       human or engine
 * @param algorithm  a preset ({@link Presets#names()}) or a plain algorithm ({@link Algorithms#names()})
 * @param evaluation the evaluation's name as the game knows it ("pst", "book", "line")
 * @param limit      whether {@code depth} or {@code millis} bounds the search
 * @param depth      the depth in plies (1..{@link #MAX_DEPTH}), used with {@link Limit#DEPTH}
 * @param millis     the time per move in milliseconds ({@link #MIN_MILLIS}..{@link #MAX_MILLIS}), used with {@link Limit#TIME}
 * @param external   the user's engine playing this side (kind EXTERNAL), else null; it thinks to the
 *                   depth or for the time given (a Gomocup engine only for a time)
 */
public record PlayerSetup(Kind kind, String algorithm, String evaluation, Limit limit, int depth, long millis,
                          org.gametree.app.engines.ExternalEngine external) {

    /** A human, our engine, or one of the user's external engines. */
    public enum Kind { HUMAN, ENGINE, EXTERNAL }

    /** What ends the engine's search. */
    public enum Limit { DEPTH, TIME }

    /** Deeper than this is pointless in a game and would never finish. */
    public static final int MAX_DEPTH = 30;
    public static final long MIN_MILLIS = 100;
    public static final long MAX_MILLIS = 600_000;

    public PlayerSetup {
        if (kind == null || limit == null || algorithm == null || evaluation == null) {
            throw new IllegalArgumentException("kind, algorithm, evaluation and limit are required");
        }
        if (!Presets.exists(algorithm) && !Algorithms.exists(algorithm)) {
            throw new IllegalArgumentException("unknown algorithm or preset '" + algorithm + "'");
        }
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1.." + MAX_DEPTH + ", got " + depth);
        }
        if (millis < MIN_MILLIS || millis > MAX_MILLIS) {
            throw new IllegalArgumentException("time per move must be " + MIN_MILLIS + ".." + MAX_MILLIS + " ms, got " + millis);
        }
        if ((kind == Kind.EXTERNAL) != (external != null)) {
            throw new IllegalArgumentException("an external player, and only one, names its external engine");
        }
    }

    /** A human or our engine. */
    public PlayerSetup(Kind kind, String algorithm, String evaluation, Limit limit, int depth, long millis) {
        this(kind, algorithm, evaluation, limit, depth, millis, null);
    }

    /** The user's engine {@code engine}, with this player's limit (depth or time). */
    public PlayerSetup playedBy(org.gametree.app.engines.ExternalEngine engine) {
        return new PlayerSetup(Kind.EXTERNAL, algorithm, evaluation, limit, depth, millis, engine);
    }

    /**
     * The engine a game offers first: Xiangqi's strongest search, "best" (modern); Gomoku's is
     * still "classic" (its modern search is a later issue).
     */
    public static String defaultAlgorithm(org.gametree.app.analysis.AnalysisPosition.Game game) {
        return game == org.gametree.app.analysis.AnalysisPosition.Game.GOMOKU ? "classic" : "best";
    }

    /** The same player with another algorithm or preset. */
    public PlayerSetup withAlgorithm(String value) {
        return new PlayerSetup(kind, value, evaluation, limit, depth, millis, external);
    }

    /** A human player (the engine settings are kept for when the user switches to an engine). */
    public static PlayerSetup human(String evaluation) {
        return new PlayerSetup(Kind.HUMAN, "best", evaluation, Limit.TIME, 6, 2000);
    }

    /** An engine thinking to a fixed depth. */
    public static PlayerSetup engineToDepth(String algorithm, String evaluation, int depth) {
        return new PlayerSetup(Kind.ENGINE, algorithm, evaluation, Limit.DEPTH, depth, 2000);
    }

    /** An engine thinking for a fixed time per move. */
    public static PlayerSetup engineForTime(String algorithm, String evaluation, long millis) {
        return new PlayerSetup(Kind.ENGINE, algorithm, evaluation, Limit.TIME, 6, millis);
    }

    /** Whether a program plays this side: ours or an external engine. */
    public boolean isEngine() {
        return kind != Kind.HUMAN;
    }

    /** Whether one of the user's external engines plays this side. */
    public boolean isExternal() {
        return kind == Kind.EXTERNAL;
    }

    /** The same player with another evaluation (when the game changes). */
    public PlayerSetup withEvaluation(String value) {
        return new PlayerSetup(kind, algorithm, value, limit, depth, millis, external);
    }

    /**
     * The limits of one move: the depth, or the time with the deepest depth allowed (iterative
     * deepening stops at the deadline and keeps the best move so far).
     */
    public SearchLimits limits(StopSignal stop) {
        return limit == Limit.DEPTH
                ? new SearchLimits(depth, 0, 0, stop)
                : new SearchLimits(SearchLimits.MAX_DEPTH, millis, 0, stop);
    }

    /**
     * The limits of one move in a timed game: {@code millis} from the clock instead of the
     * player's own time, and the player's depth if it searches to a depth.
     */
    public SearchLimits limits(StopSignal stop, long clockMillis) {
        return new SearchLimits(limit == Limit.DEPTH ? depth : SearchLimits.MAX_DEPTH, clockMillis, 0, stop);
    }

    /** Presets first (what most users want), then the plain algorithms: the choices the dialog offers. */
    public static List<String> algorithmChoices() {
        return org.gametree.app.analysis.AlgorithmCatalog.names();
    }
}
