package org.gametree.app.match;

import java.nio.file.Path;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.core.match.TimeControl;
import org.gametree.gomoku.Rule;

/**
 * What a workbench match plays: the game (Gomoku with its rule and board size), the two engines,
 * how many games (each opening twice, the colours swapped), where the openings come from
 * (seeded random plies, or a file in the match command's format), the limit of every move and
 * where the games are written.
 *
 * @param game         Xiangqi or Gomoku
 * @param rule         Gomoku's rule (unused for Xiangqi)
 * @param size         Gomoku's board size (unused for Xiangqi)
 * @param first        engine A, whose standing is shown
 * @param second       engine B
 * @param games        an even number of games, at least 2
 * @param seed         the random openings' seed (the same seed plays the same openings)
 * @param plies        the random openings' plies (Xiangqi) or stones (Gomoku)
 * @param openingsFile an openings file instead of random openings, or null
 * @param control      every move's limit
 * @param output       Xiangqi: the PGN file; Gomoku: the folder of {@code game-NN.psq}; null: nothing written
 */
public record MatchPlan(Game game, Rule rule, int size, MatchSide first, MatchSide second, int games, long seed,
                        int plies, Path openingsFile, TimeControl control, Path output) {

    public MatchPlan {
        if (games < 2 || games % 2 != 0) {
            throw new IllegalArgumentException("a match plays each opening with both colours: an even number of games, got " + games);
        }
        if (plies < 0) {
            throw new IllegalArgumentException("an opening has no fewer than 0 plies");
        }
    }
}
