package org.gametree.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchSwitch;
import org.gametree.core.search.StopSignal;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/** {@code best} taken apart one switch at a time, on a textbook tree. */
class AblationTest {

    private static final TextbookTree TREE = TextbookTree.random(4, 6, -500, 500, 99, false);

    @Test
    void oneRowPerSwitchEachWithOnlyThatSwitchOff() {
        List<SearchSwitch> switches = Ablation.switches("best");
        assertEquals(SearchSwitch.onIn(Presets.get("best").config()), switches);
        assertTrue(switches.contains(SearchSwitch.NULL_MOVE) && switches.contains(SearchSwitch.FUTILITY));
        List<String> started = new ArrayList<>();
        Ablation ablation = Ablation.run("best", TREE::copy, SearchLimits.depth(6), 1,
                (index, total, without) -> started.add(index + "/" + total + " " + (without == null ? "-" : without.switchName())));
        assertEquals(switches.size() + 1, ablation.rows().size());
        assertEquals(switches.size() + 1, started.size());
        assertEquals("0/" + (switches.size() + 1) + " -", started.get(0));
        assertNull(ablation.baseline().without());
        assertEquals("best", ablation.name(ablation.baseline()));
        assertEquals(1.0, ablation.nodeRatio(ablation.baseline()));
        for (int i = 1; i < ablation.rows().size(); i++) {
            Ablation.Row row = ablation.rows().get(i);
            SearchSwitch off = switches.get(i - 1);
            assertEquals(off, row.without());
            assertEquals("best -" + off.switchName(), ablation.name(row));
            List<SearchSwitch> on = SearchSwitch.onIn(row.config());
            assertFalse(on.contains(off), off + " is off");
            List<SearchSwitch> expected = new ArrayList<>(switches);
            expected.remove(off);
            assertEquals(expected, on, "only " + off + " is off");
            assertTrue(row.complete());
            // The row is what a searcher with that configuration finds.
            SearchResult again = Algorithms.create("modern", row.config()).search(TREE.copy(), SearchLimits.depth(6));
            assertEquals(again.statistics().totalNodes(), row.result().statistics().totalNodes(), off.switchName());
            assertEquals(again.bestMove() != ablation.baseline().result().bestMove(), ablation.bestMoveChanged(row));
        }
        String markdown = ablation.markdown();
        assertTrue(markdown.startsWith("Ablation of best, depth 6\n\n| search | without | positions |"), markdown);
        assertTrue(markdown.contains("| best -null-move | null-move | "), markdown);
        String csv = ablation.csv();
        assertEquals(ablation.rows().size() + 1, csv.split("\n").length);
        assertTrue(ablation.json().contains("\"without\":\"futility\""));
    }

    @Test
    void aFixedTimeGivesEveryRowItsTimeAndTheDepthItReached() {
        Ablation ablation = Ablation.run("classic", TREE::copy, SearchLimits.depth(SearchLimits.MAX_DEPTH).withMillis(30), 1, null);
        for (Ablation.Row row : ablation.rows()) {
            assertTrue(row.searched());
            if (row.without() != SearchSwitch.ITERATIVE_DEEPENING) {
                assertTrue(row.result().depth() >= 1, ablation.name(row));
            }
        }
        assertTrue(ablation.title().contains("30 ms per search"));
    }

    @Test
    void aStoppedRunSearchesNoMoreRows() {
        StopSignal stop = new StopSignal();
        Ablation ablation = Ablation.run("best", TREE::copy, SearchLimits.depth(6).withStop(stop), 1,
                (index, total, without) -> {
                    if (index == 2) {
                        stop.stop();
                    }
                });
        assertTrue(ablation.rows().get(0).complete());
        assertTrue(ablation.rows().get(1).complete());
        assertFalse(ablation.rows().get(2).complete());
        for (int i = 3; i < ablation.rows().size(); i++) {
            assertFalse(ablation.rows().get(i).searched());
        }
        assertTrue(ablation.cancelled());
        assertTrue(ablation.csv().contains("best -" + ablation.rows().get(3).without().switchName() + ","));
    }

    @Test
    void aPresetWithoutSwitchesIsRefused() {
        assertTrue(Ablation.presets().contains("best") && Ablation.presets().contains("classic"));
        assertFalse(Ablation.presets().contains("book-negamax"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Ablation.run("book-negamax", TREE::copy, SearchLimits.depth(2), 0, null));
        assertTrue(e.getMessage().startsWith("preset 'book-negamax' has no switch to turn off"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Ablation.switches("no-such-preset"));
        SearchConfig config = Ablation.config("best", SearchSwitch.NULL_MOVE, 2);
        assertFalse(config.nullMove());
        assertEquals(2, config.ttMegabytes());
    }
}
