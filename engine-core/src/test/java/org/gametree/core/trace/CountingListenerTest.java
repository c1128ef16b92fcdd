package org.gametree.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Statistics;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

class CountingListenerTest {

    @Test
    void countsAgreeWithTheSearchStatistics() {
        SearchConfig config = SearchConfig.builder().table(1).iterativeDeepening(true).hashMoveFirst(true)
                .killers(true).build();
        for (String name : new String[] {"alphabeta", "pvs", "negascout", "mtdf", "aspiration"}) {
            TextbookTree tree = TextbookTree.random(4, 6, -100, 100, 21, false);
            CountingListener counts = new CountingListener();
            Searcher searcher = Algorithms.create(name, config);
            searcher.setListener(counts);
            SearchResult result = searcher.search(tree, SearchLimits.depth(6));
            Statistics stats = result.statistics();
            assertEquals(stats.totalNodes() + stats.tableCuts(), counts.nodesEntered(), name);
            assertEquals(counts.nodesEntered(), counts.nodesLeft(), name);
            assertEquals(stats.evaluations(), counts.leavesEvaluated(), name);
            assertEquals(stats.cutoffs(), counts.cutoffs(), name);
            assertEquals(stats.tableProbes(), counts.tableProbes(), name);
            assertEquals(stats.tableHits(), counts.tableHits(), name);
            assertEquals(stats.tableCuts(), counts.tableUses(), name);
            assertEquals(6, counts.iterationsStarted(), name);
            assertEquals(6, counts.iterationsEnded(), name);
            assertEquals(6, counts.pvChanges(), name);
            assertEquals(1, counts.searchesStarted(), name);
            assertEquals(1, counts.searchesEnded(), name);

            TraceRecorder recorder = new TraceRecorder();
            Searcher again = Algorithms.create(name, config);
            again.setListener(recorder);
            again.search(tree.copy(), SearchLimits.depth(6));
            assertEquals(counts.totalEvents(), recorder.size(), name + ": one recorded event per callback");

            counts.reset();
            assertEquals(0, counts.totalEvents());
        }
    }
}
