package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.gametree.core.match.MatchScore;
import org.gametree.core.match.TimeControl;
import org.junit.jupiter.api.Test;

/**
 * Engines that crash, hang, play an illegal move or answer late lose the game with the right
 * reason, are restarted where needed, and the match goes on to its end.
 */
class FaultyEngineTest {

    private static Match.Result play(EngineSpec faulty, TimeControl control, List<String> notes) throws Exception {
        // ours keeps to a node count: only the faulty engine is on the clock
        EngineSpec ours = new EngineSpec("ours", null, Map.of("Hash", "8"), 0, TimeControl.nodes(300));
        MatchSettings settings = MatchSettings.of(faulty, ours, control, 2, Openings.builtIn().subList(0, 1))
                .withTimeouts(50, 1_500, 500).withMaxPlies(60);
        return new Match(settings, new MatchListener() {
            @Override
            public void note(String text) {
                notes.add(text);
            }
        }, null).run();
    }

    private static void assertLostBoth(Match.Result result, Termination reason, String detail) {
        assertEquals(2, result.games().size(), "the match goes on");
        for (GameRecord game : result.games()) {
            assertEquals(reason, game.termination(), game.toString());
            assertEquals(0.0, game.firstScore(), "the faulty engine (A) loses: " + game);
            assertTrue(game.detail().contains(detail), game.detail());
            assertTrue(game.detail().startsWith(result.first() + ": "), "names the engine: " + game.detail());
            MatchTests.replay(game);
        }
        assertEquals(MatchScore.of(0, 0, 2).losses(), result.score().losses());
    }

    @Test
    void aCrashLosesAndTheEngineIsRestarted() throws Exception {
        List<String> notes = new ArrayList<>();
        // crashes on its 2nd go of each run: after one legal move of its own
        Match.Result result = play(MatchTests.fake("crasher", "crash", "2"), TimeControl.nodes(300), notes);
        assertLostBoth(result, Termination.CRASH, "exit status 3");
        assertEquals(List.of("crasher restarted", "crasher restarted"), notes);
        assertTrue(result.games().get(0).moves().length > Openings.builtIn().get(0).moves().length + 1,
                "it played before it crashed");
    }

    @Test
    void aHangLosesAndTheEngineIsRestarted() throws Exception {
        List<String> notes = new ArrayList<>();
        long start = System.nanoTime();
        Match.Result result = play(MatchTests.fake("sleeper", "hang"), TimeControl.nodes(300), notes);
        assertLostBoth(result, Termination.NO_ANSWER, "no bestmove within 1500 ms, nor 500 ms after stop");
        assertEquals(2, notes.size(), notes.toString());
        assertTrue((System.nanoTime() - start) / 1_000_000 < 30_000, "the runner does not hang");
    }

    @Test
    void anIllegalMoveLoses() throws Exception {
        List<String> notes = new ArrayList<>();
        Match.Result result = play(MatchTests.fake("cheat", "illegal", "2"), TimeControl.movetime(100), notes);
        assertLostBoth(result, Termination.ILLEGAL_MOVE, "bestmove 'a0a9' in ");
        Match.Result garbage = play(MatchTests.fake("babbler", "garbage"), TimeControl.movetime(100), notes);
        assertLostBoth(garbage, Termination.ILLEGAL_MOVE, "bestmove 'xyz' in ");
    }

    @Test
    void aLateAnswerLosesOnTime() throws Exception {
        List<String> notes = new ArrayList<>();
        Match.Result result = play(MatchTests.fake("slowpoke", "late", "1", "400"), TimeControl.movetime(100), notes);
        assertLostBoth(result, Termination.TIME_FORFEIT, "no bestmove within 150 ms; it came after stop");
        assertEquals(List.of(), notes, "an engine that answered is not restarted");
    }

    @Test
    void aLateAnswerOnAClockLosesOnTime() throws Exception {
        List<String> notes = new ArrayList<>();
        // 1 s for the game: the third move, 600 ms late each, oversteps it
        Match.Result result = play(MatchTests.fake("flagger", "late", "1", "600"), TimeControl.parseClock("1"), notes);
        assertLostBoth(result, Termination.TIME_FORFEIT, "no bestmove within");
    }
}
