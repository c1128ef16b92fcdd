package org.gametree.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Elo, its error, LOS and the SPRT on counts whose values were worked out by hand (and checked
 * with Python's math.erf): see the comments for the arithmetic.
 */
class MatchStatisticsTest {

    @Test
    void eloOfAScore() {
        assertEquals(0, Elo.fromScore(0.5), 1e-12);
        // -400 log10(1/0.75 - 1) = 400 log10(3)
        assertEquals(400 * Math.log10(3), Elo.fromScore(0.75), 1e-9);
        assertEquals(-400 * Math.log10(3), Elo.fromScore(0.25), 1e-9);
        assertEquals(Double.POSITIVE_INFINITY, Elo.fromScore(1));
        assertEquals(Double.NEGATIVE_INFINITY, Elo.fromScore(0));
        assertEquals(0.75, Elo.toScore(Elo.fromScore(0.75)), 1e-12);
    }

    @Test
    void errorFunctionAndNormalDistribution() {
        assertEquals(0, Elo.erf(0), 1e-9);
        assertEquals(0.8427007929, Elo.erf(1), 2e-7);
        assertEquals(-0.9953222650, Elo.erf(-2), 2e-7);
        assertEquals(0.975, Elo.normalCdf(Elo.Z95), 1e-6);
    }

    @Test
    void trinomialEloAndError() {
        // 30 wins, 40 draws, 30 losses: score 0.5, per-game variance (30*.25 + 30*.25)/100 = 0.15,
        // standard error sqrt(0.15/100) = 0.03873, Elo(0.5 + 1.96*0.03873) = 53.158
        MatchScore even = MatchScore.of(30, 40, 30);
        assertEquals(0.5, even.score(), 1e-12);
        assertEquals(0, even.elo(), 1e-9);
        assertEquals(53.158, even.trinomialEloError(), 1e-3);
        // 60-20-20: score 0.7, Elo 147.19, variance (60*.09 + 20*.04 + 20*.49)/100 = 0.16
        MatchScore ahead = MatchScore.of(60, 20, 20);
        assertEquals(147.191, ahead.elo(), 1e-3);
        assertEquals(66.013, ahead.trinomialEloError(), 1e-3);
    }

    @Test
    void pentanomialError() {
        // pairs 1, 2, 4, 2, 1 of totals 0, 1/2, 1, 3/2, 2: mean 0.5 per game, variance of the
        // pair mean (2*.25 + 4*.0625)/10 = 0.075, error sqrt(0.075/10) = 0.0866, Elo 122.818
        MatchScore score = new MatchScore(5, 10, 5, new int[] {1, 2, 4, 2, 1});
        assertEquals(10, score.pairCount());
        assertEquals(0.5, score.pairMean(), 1e-12);
        assertEquals(122.818, score.pentanomialEloError(), 1e-3);
    }

    @Test
    void pairsAreCountedFromTheirGames() {
        MatchScore score = MatchScore.empty().plus(1).plus(0.5).plusPair(1, 0.5).plus(0).plus(0).plusPair(0, 0);
        assertEquals(MatchScore.of(1, 1, 2).wins(), score.wins());
        assertEquals(2, score.pairCount());
        assertEquals(1, score.pairs()[3], "a win and a draw is a pair total of 3/2");
        assertEquals(1, score.pairs()[0]);
        assertThrows(IllegalArgumentException.class, () -> MatchScore.empty().plus(0.7));
        assertThrows(IllegalArgumentException.class, () -> new MatchScore(1, 0, 0, new int[] {0, 0, 1, 0, 0}),
                "a pair needs two games");
    }

    @Test
    void errorsAtTheEdges() {
        assertTrue(Double.isNaN(MatchScore.of(1, 0, 0).trinomialEloError()), "one game: no variance");
        assertEquals(Double.POSITIVE_INFINITY, MatchScore.of(10, 0, 0).elo());
        assertEquals(0, MatchScore.of(0, 10, 0).trinomialEloError(), 1e-12, "all draws: no spread");
        assertTrue(Double.isNaN(MatchScore.of(10, 0, 0).pentanomialEloError()), "no pairs");
        assertTrue(Double.isInfinite(MatchScore.of(9, 0, 1).trinomialEloError()), "the interval reaches 1");
    }

    @Test
    void aLopsidedMatchHasAOneSidedInterval() {
        // +0 =1 -19: the score's interval reaches 0, so the Elo interval is open below but bounded above
        MatchScore score = MatchScore.of(0, 1, 19);
        double[] interval = score.trinomialEloInterval();
        assertEquals(Double.NEGATIVE_INFINITY, interval[0]);
        double se = Math.sqrt((0.475 * 0.475 + 19 * 0.025 * 0.025) / 20 / 20);
        assertEquals(Elo.fromScore(0.025 + Elo.Z95 * se), interval[1], 1e-9);
        assertTrue(interval[1] < -400 && interval[1] > -500, "upper bound " + interval[1]);
        double[] even = MatchScore.of(10, 0, 10).trinomialEloInterval();
        assertEquals(-even[0], even[1], 1e-9);
        assertEquals(MatchScore.of(10, 0, 10).trinomialEloError(), even[1], 1e-9);
    }

    @Test
    void likelihoodOfSuperiority() {
        assertEquals(0.5, MatchScore.of(5, 3, 5).los(), 1e-9);
        assertEquals(0.5, MatchScore.of(0, 7, 0).los(), 1e-9);
        // Phi(2 / sqrt(10)) = 0.736455
        assertEquals(0.736455, MatchScore.of(6, 10, 4).los(), 1e-6);
        assertEquals(1 - 0.736455, MatchScore.of(4, 10, 6).los(), 1e-6);
        assertEquals(0.999996, MatchScore.of(60, 20, 20).los(), 1e-6);
    }

    @Test
    void sprtLogLikelihoodRatioAndDecision() {
        Sprt sprt = Sprt.parse("elo0=0 elo1=10 alpha=0.05 beta=0.05");
        assertEquals(Math.log(0.05 / 0.95), sprt.lowerBound(), 1e-12);
        assertEquals(-sprt.lowerBound(), sprt.upperBound(), 1e-12);
        // trinomial 60-20-20: s0 0.5, s1 0.514387, mean 0.7; variance with half a game added to
        // each outcome: (60.5*.09 + 20.5*.04 + 20.5*.49) / 101.5 = 16.31/101.5 = 0.160690;
        // LLR = 100 (s1-s0)(2*0.7-s0-s1) / (2*0.160690) = 1.72627
        assertEquals(1.72627, sprt.llr(MatchScore.of(60, 20, 20)), 1e-5);
        assertEquals(Sprt.Decision.CONTINUE, sprt.decide(MatchScore.of(60, 20, 20)));
        assertEquals(Sprt.Decision.ACCEPT_H1, sprt.decide(MatchScore.of(120, 40, 40)), "twice the evidence: 3.46 > 2.94");
        assertEquals(Sprt.Decision.ACCEPT_H0, sprt.decide(MatchScore.of(40, 40, 120)));
        assertEquals(0, sprt.llr(MatchScore.empty()), 1e-12);
    }

    @Test
    void aSweepDecidesThoughItHasNoSampleVariance() {
        Sprt sprt = Sprt.parse("elo0=0 elo1=100 alpha=0.1 beta=0.1");
        // 5 pairs won 2-0: mean 1, variance 0.5 (1 + .5625 + .25 + .0625) / 7.5 = 0.125,
        // LLR = 5 (s1 - 0.5)(2 - 0.5 - s1) / 0.25 with s1 = 0.640065: 2.40894 > ln(0.9/0.1) = 2.197
        MatchScore five = new MatchScore(10, 0, 0, new int[] {0, 0, 0, 0, 5});
        assertEquals(2.40894, sprt.llr(five), 1e-5);
        assertEquals(Sprt.Decision.ACCEPT_H1, sprt.decide(five));
        assertEquals(Sprt.Decision.CONTINUE, sprt.decide(new MatchScore(4, 0, 0, new int[] {0, 0, 0, 0, 2})), "2 pairs are not enough");
        assertTrue(sprt.llr(MatchScore.of(0, 12, 0)) < 0, "all draws: evidence for elo0 = 0 over 100");
    }

    @Test
    void sprtUsesPairsWhenThereAreSome() {
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);
        MatchScore score = new MatchScore(12, 8, 0, new int[] {0, 0, 2, 4, 4});
        // pair means 0.5, 0.75, 1 (2, 4, 4 pairs): mean 0.8; variance with half a pair added to each
        // of the 5 totals: (.5*.64 + .5*.3025 + 2.5*.09 + 4.5*.0025 + 4.5*.04) / 12.5 = .8875 / 12.5 = 0.071
        double s1 = Elo.toScore(10);
        double variance = (0.5 * 0.64 + 0.5 * 0.3025 + 2.5 * 0.09 + 4.5 * 0.0025 + 4.5 * 0.04) / 12.5;
        assertEquals(0.071, variance, 1e-12);
        double expected = 10 * (s1 - 0.5) * (2 * 0.8 - 0.5 - s1) / (2 * variance);
        assertEquals(expected, sprt.llr(score), 1e-9);
        assertEquals(Sprt.Decision.CONTINUE, sprt.decide(score));
    }

    @Test
    void badSprtParameters() {
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=10 elo1=0"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0 elo1=5 gamma=1"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0 elo1=five"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0 elo1=5 alpha=0.7"));
        assertEquals(new Sprt(-5, 5, 0.1, 0.05), Sprt.parse("elo1=5, elo0=-5 alpha=0.1"));
    }
}
