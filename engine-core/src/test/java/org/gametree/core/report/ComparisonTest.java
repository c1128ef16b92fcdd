package org.gametree.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
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
