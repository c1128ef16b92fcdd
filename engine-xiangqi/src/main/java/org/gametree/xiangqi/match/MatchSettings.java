package org.gametree.xiangqi.match;

import java.nio.file.Path;
import java.util.List;

import org.gametree.core.match.Sprt;
import org.gametree.core.match.TimeControl;

/**
 * Everything a match needs.
 *
 * @param first             engine A (scores are A's)
 * @param second            engine B
 * @param timeControl       the limit of an engine that has none of its own
 * @param games             how many games; opening i is played by games 2i (A Red) and 2i+1 (B Red)
 * @param openings          the openings, in the order played (cycled if there are more games)
 * @param concurrency       games played at once, each by its own pair of engines
 * @param marginMillis      how far past its clock (or movetime) an engine may go before it loses on time
 * @param moveTimeoutMillis how long an engine without a clock (nodes, depth) may take for a move before it counts as hung
 * @param stopGraceMillis   after a deadline, how long to wait for the answer to {@code stop} before the engine counts as hung
 * @param readyTimeoutMillis how long an engine may take to answer {@code uci} and {@code isready}
 * @param maxPlies          a game reaching this many plies is a draw (0: no limit)
 * @param adjudicateCp      adjudicate a win when both engines agree on at least this score (0: off)
 * @param adjudicateMoves   … for this many consecutive moves each
 * @param sprt              stop when this test is decided, or null
 * @param pgn               where the games are written after each game, or null
 * @param event             the Event tag
 */
public record MatchSettings(EngineSpec first, EngineSpec second, TimeControl timeControl, int games,
                            List<Opening> openings, int concurrency, long marginMillis, long moveTimeoutMillis,
                            long stopGraceMillis, long readyTimeoutMillis, int maxPlies, int adjudicateCp,
                            int adjudicateMoves, Sprt sprt, Path pgn, String event) {

    public MatchSettings {
        openings = List.copyOf(openings);
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("a match needs at least one opening");
        }
        if (games < 1) {
            throw new IllegalArgumentException("a match needs at least one game, got " + games);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1, got " + concurrency);
        }
        if (marginMillis < 0 || moveTimeoutMillis < 1 || stopGraceMillis < 0 || readyTimeoutMillis < 1 || maxPlies < 0
                || adjudicateCp < 0 || adjudicateMoves < 0) {
            throw new IllegalArgumentException("margins, timeouts and limits must not be negative");
        }
        if ((adjudicateCp > 0) != (adjudicateMoves > 0)) {
            throw new IllegalArgumentException("adjudication needs both a score (cp) and a number of moves");
        }
    }

    /** Defaults for the rest: margin 200 ms, move timeout 60 s, grace 2 s, ready timeout 30 s, 400 plies, no adjudication, no SPRT, no PGN. */
    public static MatchSettings of(EngineSpec first, EngineSpec second, TimeControl timeControl, int games, List<Opening> openings) {
        return new MatchSettings(first, second, timeControl, games, openings, 1, 200, 60_000, 2_000, 30_000, 400,
                0, 0, null, null, "engine match");
    }

    /** The limit of an engine: its own, or the match's. */
    public TimeControl controlOf(EngineSpec engine) {
        return engine.timeControl() != null ? engine.timeControl() : timeControl;
    }

    public MatchSettings withPgn(Path file) {
        return new MatchSettings(first, second, timeControl, games, openings, concurrency, marginMillis, moveTimeoutMillis,
                stopGraceMillis, readyTimeoutMillis, maxPlies, adjudicateCp, adjudicateMoves, sprt, file, event);
    }

    public MatchSettings withTimeouts(long margin, long moveTimeout, long stopGrace) {
        return new MatchSettings(first, second, timeControl, games, openings, concurrency, margin, moveTimeout,
                stopGrace, readyTimeoutMillis, maxPlies, adjudicateCp, adjudicateMoves, sprt, pgn, event);
    }

    public MatchSettings withMaxPlies(int plies) {
        return new MatchSettings(first, second, timeControl, games, openings, concurrency, marginMillis, moveTimeoutMillis,
                stopGraceMillis, readyTimeoutMillis, plies, adjudicateCp, adjudicateMoves, sprt, pgn, event);
    }

    public MatchSettings withAdjudication(int cp, int moves) {
        return new MatchSettings(first, second, timeControl, games, openings, concurrency, marginMillis, moveTimeoutMillis,
                stopGraceMillis, readyTimeoutMillis, maxPlies, cp, moves, sprt, pgn, event);
    }

    public MatchSettings withSprt(Sprt test) {
        return new MatchSettings(first, second, timeControl, games, openings, concurrency, marginMillis, moveTimeoutMillis,
                stopGraceMillis, readyTimeoutMillis, maxPlies, adjudicateCp, adjudicateMoves, test, pgn, event);
    }

    public MatchSettings withConcurrency(int n) {
        return new MatchSettings(first, second, timeControl, games, openings, n, marginMillis, moveTimeoutMillis,
                stopGraceMillis, readyTimeoutMillis, maxPlies, adjudicateCp, adjudicateMoves, sprt, pgn, event);
    }

    public MatchSettings withEvent(String name) {
        return new MatchSettings(first, second, timeControl, games, openings, concurrency, marginMillis, moveTimeoutMillis,
                stopGraceMillis, readyTimeoutMillis, maxPlies, adjudicateCp, adjudicateMoves, sprt, pgn, name);
    }
}
