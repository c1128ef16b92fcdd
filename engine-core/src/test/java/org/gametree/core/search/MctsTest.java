package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.gametree.core.search.algorithm.Mcts;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/**
 * MCTS/UCT: reproducible for a seed, finds the minimax move on small trees with a clear best
 * move, sees forced wins as wins, respects its budget and reports consistent statistics.
 */
class MctsTest {

    private static SearchConfig seeded(long seed) {
        return SearchConfig.builder().mcts(1.4, seed, 8).build();
    }

    private static int visitSum(List<Mcts.RootChild> children) {
        return children.stream().mapToInt(Mcts.RootChild::visits).sum();
    }

    private static Mcts.RootChild child(Mcts mcts, int move) {
        return mcts.rootChildren().stream().filter(c -> c.move() == move).findFirst().orElseThrow();
    }

    // ---------------------------------------------------------------- determinism

    @Test
    void sameSeedGivesTheSameSearch() {
        TextbookTree tree = TextbookTree.random(4, 5, -500, 500, 7, false);
        Mcts first = new Mcts(seeded(11));
        Mcts second = new Mcts(seeded(11));
        SearchResult a = first.search(tree.copy(), SearchLimits.depth(3));
        List<Mcts.RootChild> statsA = first.rootChildren();
        SearchResult b = second.search(tree.copy(), SearchLimits.depth(3));
        assertEquals(statsA, second.rootChildren());
        assertEquals(a.bestMove(), b.bestMove());
        assertEquals(a.value(), b.value());
        assertEquals(a.statistics().totalNodes(), b.statistics().totalNodes());
        assertEquals(a.statistics().evaluations(), b.statistics().evaluations());

        SearchResult again = first.search(tree.copy(), SearchLimits.depth(3));
        assertEquals(statsA, first.rootChildren(), "reseeded at every search");
        assertEquals(a.value(), again.value());
    }

    @Test
    void differentSeedsPlayDifferentPlayouts() {
        TextbookTree tree = TextbookTree.random(4, 6, -500, 500, 3, false);
        Set<List<Mcts.RootChild>> seen = new HashSet<>();
        for (long seed = 1; seed <= 4; seed++) {
            Mcts mcts = new Mcts(seeded(seed));
            mcts.search(tree.copy(), SearchLimits.depth(1));
            seen.add(mcts.rootChildren());
        }
        assertTrue(seen.size() > 1, "four seeds gave identical statistics");
    }

    // ---------------------------------------------------------------- strength

    @Test
    void figure74IsPlayedToNode2() {
        // Leaves are one-digit numbers: a logistic scale of 2 makes 5 and 8 distinguishable.
        Mcts mcts = new Mcts(SearchConfig.plain(), 2);
        TextbookTree tree = TextbookTree.figure74();
        SearchResult result = mcts.search(tree, SearchLimits.depth(10));
        assertEquals(2, result.bestMove());
        assertEquals(0, tree.ply());
        List<Mcts.RootChild> children = mcts.rootChildren();
        assertTrue(children.get(1).visits() > 4 * children.get(0).visits(), children.toString());
        assertTrue(result.value() > 5 && result.value() <= 8, "value " + result.value() + " between 5 and 8");
    }

    @Test
    void randomTreesWithAClearBestMoveArePlayedRight() {
        Random random = new Random(5);
        int found = 0;
        while (found < 20) {
            TextbookTree tree = TextbookTree.random(3, 3, -1000, 1000, random.nextLong(), false);
            int[] children = tree.children(0);
            int best = 0;
            int bestValue = Integer.MIN_VALUE;
            int second = Integer.MIN_VALUE;
            for (int i = 0; i < children.length; i++) {
                int v = tree.minimaxValue(children[i]);
                if (v > bestValue) {
                    second = bestValue;
                    bestValue = v;
                    best = i;
                } else if (v > second) {
                    second = v;
                }
            }
            if (bestValue - second < 300) {
                continue;
            }
            found++;
            SearchResult result = new Mcts(SearchConfig.plain()).search(tree, SearchLimits.depth(5));
            assertEquals(best + 1, result.bestMove(), "tree " + found + ": minimax best " + (best + 1));
        }
    }

    @Test
    void aForcedWinApproachesAWin() {
        // 7 stones, take 1 or 2, who cannot move loses: taking 1 leaves a lost 6.
        Mcts mcts = new Mcts(SearchConfig.plain());
        SearchResult early = mcts.search(new Nim(7, 2), SearchLimits.depth(1));
        double earlyMean = child(mcts, 1).mean();
        SearchResult late = mcts.search(new Nim(7, 2), SearchLimits.depth(20));
        double lateMean = child(mcts, 1).mean();
        assertEquals(1, late.bestMove());
        assertTrue(lateMean > 0.9, "mean " + lateMean);
        assertTrue(lateMean > earlyMean, earlyMean + " → " + lateMean);
        assertTrue(late.value() > early.value() && late.value() > 800, early.value() + " → " + late.value());
        assertFalse(Score.isMate(late.value()), "MCTS does not claim mates");
        assertEquals(0, late.statistics().evaluations(), "every playout reaches the end of the game");
    }

    @Test
    void decidedPositionsAreScoredExactly() {
        // 2 stones: taking both wins at once; taking one loses at once.
        Mcts mcts = new Mcts(SearchConfig.plain());
        SearchResult result = mcts.search(new Nim(2, 2), SearchLimits.depth(1));
        assertEquals(2, result.bestMove());
        assertEquals(1.0, child(mcts, 2).mean());
        assertEquals(0.0, child(mcts, 1).mean());
        assertEquals(0.5, child(mcts, 1).prior());
        assertEquals(Score.MATE_BOUND - 1, result.value());
    }

    @Test
    void aRootWithoutMovesHasItsRuleValue() {
        SearchResult result = new Mcts(SearchConfig.plain()).search(new Nim(0, 2), SearchLimits.depth(3));
        assertEquals(0, result.bestMove());
        assertEquals(Score.matedIn(0), result.value());
    }

    // ---------------------------------------------------------------- budget

    @Test
    void depthIsThousandsOfIterationsAndVisitsAddUp() {
        Mcts mcts = new Mcts(SearchConfig.plain());
        TextbookTree tree = TextbookTree.random(5, 6, -300, 300, 9, false);
        SearchResult result = mcts.search(tree, SearchLimits.depth(3));
        assertEquals(3L * Mcts.ITERATIONS_PER_DEPTH, mcts.iterations());
        assertEquals(mcts.iterations(), visitSum(mcts.rootChildren()));
        assertEquals(mcts.iterations(), mcts.visitsOf(0));
        Statistics s = result.statistics();
        assertEquals(mcts.iterations() + 1, s.nodes() + s.leaves(), "one node or decided leaf per iteration, plus the root");
        assertEquals(s.nodes(), mcts.treeSize());
        assertEquals(3, result.iterations().size());
        assertFalse(result.stopped());
        assertEquals(0, tree.ply());
    }

    @Test
    void nodeLimitIsRespected() {
        Mcts mcts = new Mcts(SearchConfig.plain());
        SearchResult result = mcts.search(new Nim(60, 3), SearchLimits.depth(64).withNodes(500));
        assertTrue(result.stopped());
        assertTrue(result.statistics().totalNodes() <= 501, "visited " + result.statistics().totalNodes());
        assertTrue(mcts.iterations() >= 495 && mcts.iterations() <= 500, mcts.iterations() + " iterations");
        assertEquals(mcts.iterations(), visitSum(mcts.rootChildren()));
        assertNotEquals(0, result.bestMove());
    }

    @Test
    void stopSignalStopsIt() {
        StopSignal stop = new StopSignal();
        stop.stop();
        Mcts mcts = new Mcts(SearchConfig.plain());
        Nim game = new Nim(60, 3);
        SearchResult result = mcts.search(game, SearchLimits.depth(64).withStop(stop));
        assertTrue(result.stopped());
        assertTrue(mcts.iterations() <= 1024, mcts.iterations() + " iterations"); // the signal is polled every 1024
        assertTrue(result.bestMove() >= 1 && result.bestMove() <= 3);
        assertEquals(0, game.ply());
    }

    @Test
    void stopSignalFromAnotherThread() throws InterruptedException {
        StopSignal stop = new StopSignal();
        Mcts mcts = new Mcts(SearchConfig.builder().mcts(1.4, 1, 40).build());
        SearchResult[] result = new SearchResult[1];
        Thread search = new Thread(() -> result[0] = mcts.search(new Nim(120, 3), SearchLimits.depth(64).withStop(stop)));
        search.start();
        Thread.sleep(20);
        stop.stop();
        search.join(10_000);
        assertFalse(search.isAlive(), "stopped within seconds");
        // On a very fast machine the 64,000 iterations may all be done before the signal.
        assertEquals(result[0].stopped(), mcts.iterations() < 64L * Mcts.ITERATIONS_PER_DEPTH);
        assertNotEquals(0, result[0].bestMove());
    }

    // ---------------------------------------------------------------- instrumentation and registration

    @Test
    void listenerSeesTheFourPhases() {
        long[] counts = new long[5];
        Mcts mcts = new Mcts(SearchConfig.plain());
        SearchListener listener = new SearchListener() {
            @Override
            public void mctsSelected(int node, int depth) {
                counts[0]++;
            }

            @Override
            public void mctsExpanded(int node, int parent, int move) {
                counts[1]++;
                assertEquals(parent, mcts.parentOf(node));
            }

            @Override
            public void mctsSimulated(int node, double value) {
                counts[2]++;
                assertTrue(value >= 0 && value <= 1);
            }

            @Override
            public void mctsBackpropagated(int node, int visits, double mean) {
                counts[3]++;
                if (node == 0) {
                    counts[4]++;
                }
            }
        };
        mcts.setListener(listener);
        SearchResult result = mcts.search(TextbookTree.random(3, 4, -200, 200, 4, false), SearchLimits.depth(2));
        long iterations = mcts.iterations();
        assertEquals(iterations, counts[2], "one simulation per iteration");
        assertEquals(iterations, counts[4], "every iteration reaches the root");
        assertEquals(result.statistics().nodes() - 1, counts[1], "one expansion per new node");
        assertTrue(counts[0] >= iterations, "the root is selected each iteration");
        assertTrue(counts[3] > counts[2]);
    }

    @Test
    void registeredButNotExact() {
        assertTrue(Algorithms.exists("mcts"));
        assertEquals("mcts", Algorithms.create("mcts", SearchConfig.plain()).name());
        assertFalse(Algorithms.exactNames().contains("mcts"));
    }

    // ---------------------------------------------------------------- a game with decided positions

    /** A subtraction game: take 1..maxTake stones from one pile; who cannot move has lost. */
    static final class Nim implements SearchPosition {
        private final int maxTake;
        private final int[] piles = new int[1024];
        private int ply;

        Nim(int stones, int maxTake) {
            this.maxTake = maxTake;
            piles[0] = stones;
        }

        @Override
        public int sideToMove() {
            return ply & 1;
        }

        @Override
        public int generateMoves(int[] moves, int start) {
            int end = start;
            for (int take = 1; take <= Math.min(maxTake, piles[ply]); take++) {
                moves[end++] = take;
            }
            return end;
        }

        @Override
        public void makeMove(int move) {
            piles[ply + 1] = piles[ply] - move;
            ply++;
        }

        @Override
        public void unmakeMove() {
            ply--;
        }

        @Override
        public long key() {
            return piles[ply] * 2L + (ply & 1);
        }

        @Override
        public boolean isInCheck() {
            return false;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public int evaluate() {
            return 0;
        }




        @Override
        public int historyIndex(int move) {
            return move - 1;
        }

        @Override
        public int historySize() {
            return maxTake;
        }

        @Override
        public int ruleValue(int ply, boolean repetitions) {
            return Score.NONE;
        }

        @Override
        public int noMovesValue(int ply) {
            return Score.matedIn(ply);
        }

        @Override
        public String moveName(int move) {
            return "-" + move;
        }
    }
}
