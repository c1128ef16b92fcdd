package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The switches of an ablation: each turns exactly its technique off and on again. */
class SearchSwitchTest {

    private static final SearchConfig BEST = Presets.get("best").config();

    @Test
    void everySwitchIsOnInBestAndTurnsOffAlone() {
        assertEquals(SearchSwitch.values().length, SearchSwitch.onIn(BEST).size(), "best uses every technique");
        for (SearchSwitch s : SearchSwitch.values()) {
            SearchConfig without = s.set(BEST, false);
            assertFalse(s.isOn(without), s.switchName());
            assertNotEquals(BEST.toString(), without.toString(), s.switchName() + " shows in the description");
            assertEquals(SearchSwitch.values().length - 1, SearchSwitch.onIn(without).size(), s.switchName() + " alone");
            assertEquals(BEST.toString(), s.set(without, true).toString(), s.switchName() + " back on");
            assertEquals(s, SearchSwitch.byName(s.switchName()));
        }
    }

    @Test
    void everyTechniqueNamesItsSwitch() {
        for (Technique t : Technique.values()) {
            if (t != Technique.PVS_RESEARCH) {
                assertTrue(SearchSwitch.byName(t.switchName()).isOn(BEST), t.name());
            }
        }
        assertThrows(IllegalArgumentException.class, () -> SearchSwitch.byName("nul-move"));
    }

    @Test
    void theBookPresetsUseNoModernTechnique() {
        for (String name : Presets.names()) {
            if (name.startsWith("book-")) {
                SearchConfig config = Presets.get(name).config();
                assertFalse(config.isSelective() || config.stagedMoves() || config.threads() > 1, name);
            }
        }
    }
}
