package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchSwitch;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.TestData;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.junit.jupiter.api.Test;

/**
 * The ordering switches still mean something under the staged picker: without killers, or
 * without MVV-LVA, "best" searches a different tree (the ablation found them identical when the
 * picker ignored both).
 */
class PickerSwitchesTest {

    private static long nodes(SearchConfig config, String fen) {
        return Algorithms.create("modern", config)
                .search(new XiangqiSearchPosition(Fen.parse(fen), new PieceSquareEvaluation()), SearchLimits.depth(7))
                .statistics().totalNodes();
    }

    @Test
    void killersAndMvvLvaChangeTheTree() {
        SearchConfig best = Presets.get("best").config().toBuilder().table(8).build();
        String fen = TestData.perftFens().get(2);
        long all = nodes(best, fen);
        assertNotEquals(all, nodes(SearchSwitch.KILLERS.set(best, false), fen), "killers");
        assertNotEquals(all, nodes(SearchSwitch.CAPTURE_ORDERING.set(best, false), fen), "mvv-lva");
    }
}
