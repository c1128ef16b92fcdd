package org.gametree.gomoku.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.core.match.MatchScore;
import org.gametree.core.match.Sprt;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.junit.jupiter.api.Test;

/** The match runner with two scripted players: colours swapped, scores counted, an SPRT ends it early. */
class GomokuMatchTest {

    /** Plays the first empty point of its row, left to right: never blocks, so the row of five comes fast. */
    private static GomokuPlayer rowPlayer(String name, int row) {
        return new GomokuPlayer() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public void newGame(Rule rule, int size, long moveMillis) {
            }

            @Override
            public int move(GomokuPosition game, long moveMillis) {
                for (int x = 0; ; x++) {
                    int p = GomokuPosition.point(x, row);
                    if (game.stoneAt(p) == GomokuPosition.EMPTY) {
                        return p;
                    }
                }
            }

            @Override
            public void close() {
            }
        };
    }

    /** A row player that first fills the far corner column, so it is always a tempo behind. */
    private static GomokuPlayer slowPlayer() {
        GomokuPlayer row = rowPlayer("slow", 14);
        return new GomokuPlayer() {
            @Override
            public String name() {
                return "slow";
            }

            @Override
            public void newGame(Rule rule, int size, long moveMillis) {
            }

            @Override
            public int move(GomokuPosition game, long moveMillis) throws PlayerFailure {
                for (int y = 10; y < 14; y += 2) {
                    int p = GomokuPosition.point(14, y);
                    if (game.stoneAt(p) == GomokuPosition.EMPTY) {
                        return p;
                    }
                }
                return row.move(game, moveMillis);
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void aDecidedSprtEndsTheMatchAfterAPair() {
        GomokuMatch match = new GomokuMatch(rowPlayer("fast", 7), slowPlayer(), Rule.FREESTYLE, 15, 10, List.of("h1"));
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
        MatchScore score = match.run(400, null, s -> sprt.decide(s) != Sprt.Decision.CONTINUE);
        assertEquals(score.games(), score.wins(), "the fast row wins with both colours");
        assertEquals(0, score.games() % 2, "stopped after a pair");
        assertTrue(score.games() < 400, "stopped early: " + score.games());
        assertEquals(Sprt.Decision.ACCEPT_H1, sprt.decide(score));
    }
}
