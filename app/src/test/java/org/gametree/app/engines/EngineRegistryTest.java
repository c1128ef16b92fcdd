package org.gametree.app.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.gametree.app.MemoryPreferences;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.junit.jupiter.api.Test;

class EngineRegistryTest {

    private static final ExternalEngine FSF = new ExternalEngine("Fairy-Stockfish", Game.XIANGQI,
            List.of("/usr/games/fairy-stockfish"), Map.of("UCI_Variant", "xiangqi"));
    private static final ExternalEngine RAPFI = new ExternalEngine("Rapfi", Game.GOMOKU,
            List.of("/opt/rapfi/pbrain-rapfi", "--mode", "gomocup"), Map.of());

    @Test
    void enginesSurviveARestartInOrderWithTheirOptions() {
        MemoryPreferences settings = new MemoryPreferences();
        EngineRegistry registry = new EngineRegistry(settings);
        registry.put(FSF);
        registry.put(RAPFI);
        registry.put(FSF.withOptions(Map.of("UCI_Variant", "xiangqi", "Threads", "2")));

        EngineRegistry reopened = new EngineRegistry(settings);
        assertEquals(List.of("Fairy-Stockfish", "Rapfi"), reopened.engines().stream().map(ExternalEngine::name).toList());
        assertEquals("2", reopened.find("Fairy-Stockfish").options().get("Threads"));
        assertEquals(RAPFI.command(), reopened.find("Rapfi").command());
        assertEquals(List.of(RAPFI), reopened.engines(Game.GOMOKU));
    }

    @Test
    void removingLeavesNothingBehindAndNamesStayUnique() {
        MemoryPreferences settings = new MemoryPreferences();
        EngineRegistry registry = new EngineRegistry(settings);
        registry.put(FSF);
        registry.put(RAPFI);
        assertEquals("Rapfi (2)", registry.freeName("Rapfi"));
        registry.remove("Fairy-Stockfish");
        assertNull(registry.find("Fairy-Stockfish"));
        assertEquals(List.of(RAPFI), new EngineRegistry(settings).engines());
    }

    @Test
    void aDamagedEntryIsSkippedAndBadEnginesAreRefused() {
        MemoryPreferences settings = new MemoryPreferences();
        new EngineRegistry(settings).put(FSF);
        settings.node(EngineRegistry.NODE).node("7").put("name", "half written");
        assertEquals(List.of(FSF), new EngineRegistry(settings).engines());
        assertThrows(IllegalArgumentException.class, () -> new ExternalEngine(" ", Game.XIANGQI, List.of("x"), Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new ExternalEngine("x", Game.XIANGQI, List.of(), Map.of()));
    }
}
