package org.gametree.xiangqi.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class UciOptionTest {

    @Test
    void spinWithBounds() {
        UciOption hash = UciOption.parse("option name Hash type spin default 16 min 1 max 131072");
        assertEquals("Hash", hash.name());
        assertEquals(UciOption.Type.SPIN, hash.type());
        assertEquals("16", hash.defaultValue());
        assertEquals(1, hash.min());
        assertEquals(131072, hash.max());
        assertTrue(hash.accepts("64"));
        assertFalse(hash.accepts("0"));
        assertFalse(hash.accepts("lots"));
    }

    @Test
    void namesWithSpacesAndNegativeBounds() {
        UciOption skill = UciOption.parse("option name Skill Level type spin default 20 min -20 max 20");
        assertEquals("Skill Level", skill.name());
        assertEquals(-20, skill.min());
        assertTrue(skill.accepts("-5"));
    }

    @Test
    void checkComboStringButton() {
        UciOption ponder = UciOption.parse("option name Ponder type check default false");
        assertEquals(UciOption.Type.CHECK, ponder.type());
        assertEquals("false", ponder.defaultValue());
        assertTrue(ponder.accepts("true"));
        assertFalse(ponder.accepts("yes"));

        UciOption combo = UciOption.parse(
                "option name Analysis Contempt type combo default Both var Both var Off var White var Black");
        assertEquals(List.of("Both", "Off", "White", "Black"), combo.choices());
        assertEquals("Both", combo.defaultValue());
        assertFalse(combo.accepts("Red"));

        UciOption path = UciOption.parse("option name SyzygyPath type string default <empty>");
        assertEquals(UciOption.Type.STRING, path.type());
        assertEquals("", path.defaultValue());
        UciOption file = UciOption.parse("option name Debug Log File type string default ");
        assertEquals("Debug Log File", file.name());
        assertEquals("", file.defaultValue());
        UciOption spaced = UciOption.parse("option name EvalFile type string default my net.nnue");
        assertEquals("my net.nnue", spaced.defaultValue());

        UciOption clear = UciOption.parse("option name Clear Hash type button");
        assertEquals(UciOption.Type.BUTTON, clear.type());
        assertFalse(clear.accepts(""));
    }

    @Test
    void garbageIsNoOption() {
        assertNull(UciOption.parse("option name"));
        assertNull(UciOption.parse("option name Foo"));
        assertNull(UciOption.parse("option name Foo type slider default 3"));
        assertNull(UciOption.parse("option name Foo type spin default 3 min x max 9"));
        assertNull(UciOption.parse("id name Fairy-Stockfish"));
        assertNull(UciOption.parse(null));
        assertNull(UciOption.parse("\u0000\u0001 random bytes"));
    }
}
