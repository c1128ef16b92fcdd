package org.gametree.xiangqi.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class UciInfoTest {

    /** Fairy-Stockfish's ranks 1–10 to ours 0–9; anything else is no move. */
    private static final UnaryOperator<String> FAIRY = move -> {
        if (!move.matches("[a-i]\\d{1,2}[a-i]\\d{1,2}")) {
            return null;
        }
        String[] parts = move.split("(?<=\\d)(?=[a-i])");
        return parts[0].charAt(0) + "" + (Integer.parseInt(parts[0].substring(1)) - 1)
                + parts[1].charAt(0) + (Integer.parseInt(parts[1].substring(1)) - 1);
    };

    @Test
    void fullLineOfFairyStockfish() {
        UciInfo info = UciInfo.parse("info depth 6 seldepth 7 multipv 2 score cp 52 nodes 9363 nps 253054 "
                + "tbhits 0 time 37 pv b1c3 h10g8 h1g3", FAIRY);
        assertEquals(6, info.depth());
        assertEquals(7, info.seldepth());
        assertEquals(2, info.multipv());
        assertTrue(info.hasScore());
        assertFalse(info.mate());
        assertEquals(52, info.score());
        assertEquals(9363, info.nodes());
        assertEquals(253054, info.nps());
        assertEquals(37, info.millis());
        assertEquals(List.of("b0c2", "h9g7", "h0g2"), info.pv());
    }

    @Test
    void mateBoundsAndMissingParts() {
        UciInfo mate = UciInfo.parse("info depth 9 score mate -3 pv", FAIRY);
        assertTrue(mate.mate());
        assertEquals(-3, mate.score());
        assertEquals(1, mate.multipv());
        assertEquals(-1, mate.nodes());
        assertTrue(mate.pv().isEmpty());

        assertTrue(UciInfo.parse("info depth 9 score cp 10 lowerbound nodes 5", FAIRY).bound());
        UciInfo nodesOnly = UciInfo.parse("info nodes 123456 nps 1000 hashfull 3", FAIRY);
        assertFalse(nodesOnly.hasScore());
        assertEquals(123456, nodesOnly.nodes());
    }

    @Test
    void pvStopsAtTheFirstWordThatIsNoMove() {
        UciInfo info = UciInfo.parse("info depth 2 score cp 1 pv h3h10 zz9 a1a2", FAIRY);
        assertEquals(List.of("h2h9"), info.pv());
    }

    @Test
    void garbageIsSkipped() {
        assertNull(UciInfo.parse("info string NNUE evaluation using nn.nnue enabled", FAIRY));
        assertNull(UciInfo.parse("info currmove h3h5 currmovenumber 1", FAIRY));
        assertNull(UciInfo.parse("%%%% garbage !!", FAIRY));
        assertNull(UciInfo.parse("", FAIRY));
        assertNull(UciInfo.parse(null, FAIRY));
        UciInfo broken = UciInfo.parse("info depth x score cp y nodes -4 multipv 0 pv", FAIRY);
        assertNull(broken); // nothing readable in it
        UciInfo half = UciInfo.parse("info depth 3 score banana nodes 77", FAIRY);
        assertEquals(3, half.depth());
        assertFalse(half.hasScore());
        assertEquals(77, half.nodes());
    }
}
