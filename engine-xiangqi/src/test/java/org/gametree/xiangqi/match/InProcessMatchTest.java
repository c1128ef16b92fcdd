package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.gametree.core.match.MatchScore;
import org.gametree.core.match.TimeControl;
import org.gametree.xiangqi.GameResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Matches of our engine against itself, in this process: short, but every rule of the runner in play. */
class InProcessMatchTest {

    @TempDir
    Path dir;

    @Test
    void aShortMatchRunsToTheEndWithLegalGamesAndAReadablePgn() throws Exception {
        List<Opening> openings = Openings.builtIn().subList(0, 2);
        Path pgn = dir.resolve("match.pgn");
        MatchSettings settings = MatchSettings.of(MatchTests.ours("deep").named("deep"),
                        new EngineSpec("shallow", null, Map.of("Hash", "8"), 0, TimeControl.depth(1)),
                        TimeControl.depth(2), 4, openings)
                .withPgn(pgn).withMaxPlies(160);
        List<GameRecord> seen = new ArrayList<>();
        List<MatchScore> standings = new ArrayList<>();
        Match.Result result = new Match(settings, new MatchListener() {
            @Override
            public void gameEnded(GameRecord game, MatchScore score, double llr) {
                seen.add(game);
                standings.add(score);
                assertTrue(Files.exists(pgn), "the PGN is written after each game");
            }
        }, null).run();

        assertEquals(4, result.games().size());
        assertEquals("deep", result.first());
        assertEquals("shallow", result.second());
        for (int i = 0; i < 4; i++) {
            GameRecord game = result.games().get(i);
            assertEquals(i + 1, game.round());
            assertEquals(openings.get(i / 2), game.opening(), "each opening twice");
            assertEquals(i % 2 == 0 ? "deep" : "shallow", game.red(), "colours swapped");
            assertFalse(game.termination().isFault(), game.toString());
            MatchTests.replay(game); // every move legal
            int[] opening = openings.get(i / 2).moves();
            for (int k = 0; k < opening.length; k++) {
                assertEquals(opening[k], game.moves()[k], "the game starts with its opening");
                assertEquals(null, game.comments()[k], "no engine comment on opening moves");
            }
            assertTrue(game.comments()[opening.length].matches("[+-](\\d+|M\\d+)/\\d+ \\d+\\.\\d\\ds"),
                    game.comments()[opening.length]);
            if (game.termination() == Termination.MAX_PLIES) {
                assertEquals(160, game.moves().length);
                assertEquals(GameResult.Outcome.DRAW, game.outcome());
            } else {
                assertEquals(MatchTests.rulesOutcome(game), game.outcome(), "the rules' result: " + game);
            }
        }
        MatchScore score = result.score();
        assertEquals(4, score.games());
        assertEquals(2, score.pairCount());
        double points = 0;
        for (GameRecord game : result.games()) {
            points += game.firstScore();
        }
        assertEquals(points, score.wins() + score.draws() / 2.0, 1e-9);
        assertEquals(4, standings.size());
        assertEquals(score, standings.get(3));

        String text = Files.readString(pgn);
        List<String> games = PgnWriter.games(text);
        assertEquals(4, games.size());
        for (int i = 0; i < 4; i++) {
            assertEquals(PgnWriter.write(result.games().get(i)), games.get(i), "the file holds each game as written");
            assertTrue(games.get(i).contains("[Round \"" + (i + 1) + "\"]"), games.get(i));
        }
        try (var files = Files.list(dir)) {
            assertEquals(List.of(pgn), files.toList(), "no temporary file left");
        }
    }

    /** A real clock: 20 moves in 2 s (repeating), the engines keep their own time; no game is lost on time. */
    @Test
    void aClockMatchIsNotLostOnTime() throws Exception {
        MatchSettings settings = MatchSettings.of(MatchTests.ours("a"), MatchTests.ours("b"),
                TimeControl.parseClock("20/2"), 2, Openings.builtIn().subList(0, 1)).withMaxPlies(70)
                .withTimeouts(0, 60_000, 2_000);
        Match.Result result = new Match(settings, null, null).run();
        assertEquals(2, result.games().size());
        for (GameRecord game : result.games()) {
            assertNotEquals(Termination.TIME_FORFEIT, game.termination(), game.toString());
            assertFalse(game.termination().isFault(), game.toString());
            assertEquals("20/2", game.timeControl());
        }
        assertEquals("b", result.second(), "names as given");
    }

    @Test
    void twoGamesAtOnceEachWithItsOwnEngines() throws Exception {
        Path pgn = dir.resolve("two-at-once.pgn");
        MatchSettings settings = MatchSettings.of(MatchTests.ours("x"), MatchTests.ours("y"), TimeControl.depth(1), 6,
                Openings.builtIn().subList(0, 3)).withConcurrency(2).withMaxPlies(100).withPgn(pgn);
        List<Integer> rounds = new ArrayList<>();
        Match.Result result = new Match(settings, new MatchListener() {
            @Override
            public void gameEnded(GameRecord game, MatchScore score, double llr) {
                rounds.add(game.round());
                assertEquals(rounds.size(), score.games(), "one game counted at a time");
            }
        }, null).run();
        assertEquals(6, result.games().size());
        assertEquals(6, rounds.stream().distinct().count(), "every round once: " + rounds);
        for (int i = 0; i < 6; i++) {
            GameRecord game = result.games().get(i);
            assertEquals(i + 1, game.round(), "listed by round");
            assertEquals(Openings.builtIn().get(i / 2), game.opening());
            MatchTests.replay(game);
        }
        assertEquals(3, result.score().pairCount());
        assertEquals(6, PgnWriter.games(Files.readString(pgn)).size());
    }

    @Test
    void adjudicationEndsAGameBothEnginesAgreeIsLost() throws Exception {
        // depth 3 against depth 1 from the start: the stronger side's advantage grows until both agree on 300 cp
        MatchSettings settings = MatchSettings.of(MatchTests.ours("strong"),
                        new EngineSpec("weak", null, Map.of("Hash", "8"), 0, TimeControl.depth(1)),
                        TimeControl.depth(3), 2, Openings.builtIn().subList(0, 1))
                .withAdjudication(300, 2).withMaxPlies(300);
        Match.Result result = new Match(settings, null, null).run();
        boolean adjudicated = false;
        for (GameRecord game : result.games()) {
            if (game.termination() == Termination.ADJUDICATION) {
                adjudicated = true;
                // the side both engines agree is ahead wins (usually the deeper engine; not always)
                boolean redAhead = game.reason().contains("+300 cp or more for Red");
                assertTrue(redAhead || game.reason().contains("-300 cp or more for Red"), game.reason());
                assertEquals(redAhead ? "1-0" : "0-1", game.result(), "the agreed side wins: " + game);
                assertEquals(GameResult.Outcome.ONGOING, MatchTests.rulesOutcome(game), "ended before the rules would");
            }
        }
        assertTrue(adjudicated, "a depth-1 engine falls 300 cp behind: " + result.games());
    }

    @Test
    void sprtStopsTheMatchWhenDecided() throws Exception {
        // depth 4 against depth 1 wins every pair: H1 (elo1 = 100) is accepted long before 40 games
        MatchSettings settings = MatchSettings.of(MatchTests.ours("d4"),
                        new EngineSpec("d1", null, Map.of("Hash", "8"), 0, TimeControl.depth(1)),
                        TimeControl.depth(3), 40, Openings.builtIn())
                .withSprt(org.gametree.core.match.Sprt.parse("elo0=0 elo1=100 alpha=0.1 beta=0.1")).withMaxPlies(200);
        Match.Result result = new Match(settings, null, null).run();
        assertTrue(result.games().size() < 40, "stopped early: " + result.games().size());
        assertEquals(org.gametree.core.match.Sprt.Decision.ACCEPT_H1, result.decision(), "LLR " + result.llr());
        assertTrue(result.llr() >= settings.sprt().upperBound());
    }
}
