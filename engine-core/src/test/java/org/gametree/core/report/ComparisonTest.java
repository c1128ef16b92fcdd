package org.gametree.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Statistics;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/** The compare table and the search JSON, on the book's figure 7.4. */
class ComparisonTest {

    @Test
    void exactAlgorithmsAgreeAndNothingIsMarked() {
        Comparison comparison = Comparison.run(List.of("exact"), TextbookTree::figure74, SearchLimits.depth(3), 0);
        assertEquals(Algorithms.exactNames().size(), comparison.rows().size());
        for (Comparison.Row row : comparison.rows()) {
            assertEquals(8, row.result().value(), row.name());
            assertFalse(comparison.differs(row), row.name());
        }
        String markdown = comparison.markdown();
        assertFalse(markdown.contains("≠"));
        assertTrue(markdown.startsWith("| name | value |"));
        assertEquals(comparison.rows().size() + 1, comparison.csv().split("\n").length);
    }

    @Test
    void aRowWithAnotherValueIsMarked() {
        // Interior static values in preorder: root, 1, 1.1, 1.2, 2, 2.1, 2.2. At depth 1 the root
        // sees node 1 (1) and node 2 (2), so a depth-1 search says 2 where the full tree says 8.
        TextbookTree shallowTree = TextbookTree.figure74().withInteriorValues(0, 1, 0, 0, 2, 0, 0);
        SearchResult full = Algorithms.create("alphabeta", SearchConfig.plain())
                .search(TextbookTree.figure74(), SearchLimits.depth(3));
        SearchResult shallow = Algorithms.create("alphabeta", SearchConfig.plain())
                .search(shallowTree, SearchLimits.depth(1));
        assertEquals(2, shallow.value());
        Comparison comparison = Comparison.of(List.of(new Comparison.Row("deep", true, full),
                new Comparison.Row("shallow", true, shallow)), move -> Integer.toString(move));
        assertEquals(8, comparison.referenceValue());
        assertFalse(comparison.differs(comparison.rows().get(0)));
        assertTrue(comparison.differs(comparison.rows().get(1)));
        assertTrue(comparison.markdown().contains("**2 ≠**"));
        assertTrue(comparison.csv().contains("DIFFERS"));
        assertTrue(comparison.json().contains("\"valueDiffers\":true"));
    }

    @Test
    void everyRowIsMeasuredByOneDefinitionAndMtdCountsItsTable() {
        TextbookTree tree = TextbookTree.random(4, 5, -50, 50, 7, false);
        Comparison comparison = Comparison.run(List.of("alphabeta", "mtdf", "pvs"), tree::copy, SearchLimits.depth(5), 0);
        String[] lines = comparison.csv().split("\n");
        List<String> header = List.of(lines[0].split(","));
        assertEquals(ComparisonColumn.values().length + 1, header.size());
        for (int i = 0; i < comparison.rows().size(); i++) {
            SearchResult result = comparison.rows().get(i).result();
            String[] cells = lines[i + 1].split(",", -1);
            long positions = result.statistics().nodes() + result.statistics().leaves()
                    + result.statistics().quiescenceNodes();
            assertEquals(Long.toString(positions), cells[header.indexOf("positions")], "positions are all positions");
            assertEquals(Long.toString(result.statistics().nodes()), cells[header.indexOf("interior")]);
            assertEquals(String.format(java.util.Locale.ROOT, "%.2f", Math.pow(positions, 1.0 / result.depth())),
                    cells[header.indexOf("ebf")], "EBF = positions^(1/depth) for " + comparison.rows().get(i).name());
        }
        SearchResult mtdf = comparison.rows().get(1).result();
        assertTrue(mtdf.statistics().tableProbes() > 0 && mtdf.statistics().tableHits() > 0, "MTD(f) has its table");
        assertEquals(0, comparison.rows().get(0).result().statistics().tableProbes(), "plain alpha-beta has none");
        IterationReport last = mtdf.iterations().get(mtdf.iterations().size() - 1);
        assertEquals(mtdf.statistics().effectiveBranchingFactor(5), last.branchingFactor(), 1e-9,
                "an iteration's EBF is the search's up to that depth");
    }

    @Test
    void aListenerGetsTheSearchersOwnCountersAtTheCountdown() {
        List<Statistics> samples = new java.util.ArrayList<>();
        Searcher searcher = Algorithms.create("alphabeta", SearchConfig.builder().iterativeDeepening(true).build());
        searcher.setListener(new SearchListener() {
            @Override
            public void statisticsSampled(Statistics statistics) {
                samples.add(statistics);
            }
        });
        SearchResult result = searcher.search(TextbookTree.random(6, 6, -50, 50, 3, false), SearchLimits.depth(6));
        assertTrue(samples.size() > 6, "every 1024 nodes and at each iteration's end: " + samples.size());
        for (int i = 1; i < samples.size(); i++) {
            assertTrue(samples.get(i).totalNodes() >= samples.get(i - 1).totalNodes(), "counts only grow");
        }
        Statistics last = samples.get(samples.size() - 1);
        Statistics total = result.statistics();
        assertEquals(total.totalNodes(), last.totalNodes());
        assertEquals(total.tableProbes(), last.tableProbes());
        assertEquals(total.cutoffs(), last.cutoffs());
    }

    @Test
    void searchJsonHasTheContractFields() {
        SearchResult result = Algorithms.create("negascout", SearchConfig.plain())
                .search(TextbookTree.figure74(), SearchLimits.depth(3));
        String json = SearchReport.json(result, move -> Integer.toString(move));
        for (String field : List.of("\"bestMove\":\"2\"", "\"value\":8", "\"pv\":[\"2\",\"1\",\"1\"]", "\"depth\":3",
                "\"stats\":{\"nodes\":", "\"leaves\":", "\"evaluations\":", "\"qnodes\":", "\"cutoffs\":",
                "\"firstMoveCutoffRate\":", "\"ttProbes\":", "\"ttHits\":", "\"researches\":", "\"millis\":",
                "\"nps\":", "\"iterations\":[{\"depth\":3")) {
            assertTrue(json.contains(field), () -> field + " missing in " + json);
        }
    }
}
