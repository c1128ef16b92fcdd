package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.gametree.core.match.TimeControl;
import org.junit.jupiter.api.Test;

class EngineSpecTest {

    @Test
    void anEngineToRun() {
        EngineSpec fsf = EngineSpec.parse("name=fsf cmd=/usr/games/fairy-stockfish option.UCI_Variant=xiangqi option.Threads=1");
        assertEquals("fsf", fsf.name());
        assertEquals(List.of("/usr/games/fairy-stockfish"), fsf.command());
        assertEquals(Map.of("UCI_Variant", "xiangqi", "Threads", "1"), fsf.options());
        assertNull(fsf.rankBase(), "detected when it starts");
        assertNull(fsf.timeControl());

        EngineSpec sub = EngineSpec.parse("cmd=java -Xmx1g -Dx=y -jar 'my dir/xiangqi-engine.jar' uci ranks=0 tc=40/30 hash=32");
        assertEquals(List.of("java", "-Xmx1g", "-Dx=y", "-jar", "my dir/xiangqi-engine.jar", "uci"), sub.command());
        assertEquals(0, sub.rankBase());
        assertEquals(TimeControl.clock(40, 30_000, 0), sub.timeControl());
        assertEquals(Map.of("Hash", "32"), sub.options());
    }

    @Test
    void oursInThisProcess() {
        EngineSpec ours = EngineSpec.parse("ours algorithm=book-tt eval=book 'option.Move Overhead=20' movetime=500");
        assertTrue(ours.inProcess());
        assertEquals(Map.of("Algorithm", "book-tt", "Evaluation", "book", "Move Overhead", "20"), ours.options());
        assertEquals(TimeControl.movetime(500), ours.timeControl());
        assertEquals(0, ours.rankBase());
        assertEquals(TimeControl.nodes(1000), EngineSpec.parse("ours nodes=1000").timeControl());
        assertEquals(TimeControl.depth(3), EngineSpec.parse("ours depth=3").timeControl());
    }

    @Test
    void badDescriptionsSayWhatIsWrong() {
        assertMessage("give either cmd=COMMAND", "name=x");
        assertMessage("give either cmd=COMMAND", "ours cmd=foo");
        assertMessage("'bogus' is not a key=value word", "ours bogus");
        assertMessage("ranks= is 0 (ranks 0-9) or 1 (ranks 1-10), not '2'", "cmd=x ranks=2");
        assertMessage("ours numbers ranks 0-9", "ours ranks=1");
        assertMessage("nodes= needs a whole number above 0, not '-5'", "ours nodes=-5");
        assertMessage("e.g. 40/60", "ours tc=fast");
        assertMessage("a quote (') is not closed", "cmd='foo");
        assertMessage("cmd= needs a command line", "cmd= name=x");
        assertMessage("an engine needs a description", "   ");
        assertMessage("'option.' needs a name", "ours option.=3");
    }

    @Test
    void aParameterFileIsReadWhenTheEngineIsDescribed(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder)
            throws Exception {
        java.nio.file.Path file = folder.resolve("t.params");
        org.gametree.xiangqi.eval.EvalParameters.defaults().with("tempo", 3).save(file);
        assertEquals(Map.of("Evaluation", "rich", "EvalFile", file.toString()),
                EngineSpec.parse("ours eval=rich params=" + file).options());
        assertMessage("no parameter file " + folder.resolve("x.params"), "ours params=" + folder.resolve("x.params"));
        java.nio.file.Files.writeString(file, "tempo = 99\n");
        assertMessage(file + ": line 1: tempo = 99 is outside its range", "ours params=" + file);
    }

    private static void assertMessage(String expected, String spec) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse(spec), spec);
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
