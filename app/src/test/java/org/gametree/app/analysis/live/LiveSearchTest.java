package org.gametree.app.analysis.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/** The toolkit-free task: what it publishes, and how it maps settings to a searcher. */
class LiveSearchTest {

    private final AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());

    @Test
    void publishesGrowingSnapshotsAndEndsWithTheExactOne() throws Exception {
        List<LiveSnapshot> published = new ArrayList<>();
        String evaluation = start.evaluations().get(0);
        LiveSearch search = new LiveSearch(start, "alphabeta", evaluation, new LiveLimits(4, 0, false), published::add);
        LiveSnapshot last = search.run();
        SearchResult expected = Presets.searcherFor("alphabeta", LiveSearch.TABLE_MB)
                .search(start.copy().searchPosition(evaluation), SearchLimits.depth(4));

        assertSame(last, published.get(published.size() - 1));
        assertTrue(last.done());
        assertEquals(expected.statistics().totalNodes(), last.nodes());
        long previous = -1;
        for (LiveSnapshot snapshot : published) {
            assertTrue(snapshot.nodes() >= previous, "node counts never go back");
            previous = snapshot.nodes();
        }
        for (LiveSnapshot snapshot : published.subList(0, published.size() - 1)) {
            assertTrue(!snapshot.done() && snapshot.nodes() <= last.nodes());
        }
    }

    @Test
    void aCancelledSearchStopsAndStillReportsWhatItDid() throws Exception {
        List<LiveSnapshot> published = new ArrayList<>();
        // Infinite analysis goes on until cancelled: cancel as soon as depth 1 is reported.
        LiveSearch[] self = new LiveSearch[1];
        LiveSearch search;
        search = new LiveSearch(start, "alphabeta", start.evaluations().get(0), new LiveLimits(1, 0, true),
                snapshot -> {
                    published.add(snapshot);
                    if (snapshot.hasScore()) {
                        self[0].cancel();
                    }
                });
        self[0] = search;
        LiveSnapshot last = search.run();
        assertTrue(last.done() && last.stopped());
        assertTrue(last.hasScore() && last.depth() >= 1, "depth " + last.depth());
        assertTrue(last.pv().length >= 1);
    }

    /**
     * Issue 11: MCTS with a minute keeps its tree under the node cap; the last snapshot says the
     * cap ended it (the panel shows "Stopped at depth N: the search tree reached its node cap").
     */
    @Test
    void anMctsSearchAtItsTreeNodeCapSaysSo() throws Exception {
        LiveSearch search = new LiveSearch(start, "mcts", start.evaluations().get(0), new LiveLimits(64, 60_000, false, 1_500),
                snapshot -> { });
        long begin = System.nanoTime();
        LiveSnapshot last = search.run();
        assertTrue((System.nanoTime() - begin) / 1_000_000 < 30_000, "not the whole minute");
        assertTrue(last.done() && last.stopped() && last.treeCapped());
        assertTrue(last.pv().length >= 1, "a best move so far");
        assertThrows(IllegalArgumentException.class, () -> new LiveLimits(5, 0, false, -1));
    }

    @Test
    void infiniteAnalysisDeepensStepByStepEvenForPlainAlgorithms() {
        assertTrue(LiveSearch.searcher("alphabeta", true).config().iterativeDeepening());
        assertTrue(!LiveSearch.searcher("alphabeta", false).config().iterativeDeepening());
        assertEquals("negascout", LiveSearch.searcher("book-negascout-tt-hh", true).name());
        assertTrue(LiveSearch.searcher("book-negascout-tt-hh", true).config().usesTable());
    }

    @Test
    void badSettingsAreRejectedBeforeAnyThreadStarts() {
        assertThrows(IllegalArgumentException.class,
                () -> new LiveSearch(start, "no-such-algorithm", "pst", new LiveLimits(3, 0, false), s -> { }));
        assertThrows(IllegalArgumentException.class, () -> new LiveLimits(0, 0, false));
        assertThrows(IllegalArgumentException.class, () -> new LiveLimits(65, 0, false));
        assertThrows(IllegalArgumentException.class, () -> new LiveLimits(5, -1, false));
    }
}
