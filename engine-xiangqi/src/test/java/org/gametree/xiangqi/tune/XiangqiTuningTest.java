package org.gametree.xiangqi.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.gametree.core.search.StopSignal;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningDataException;
import org.gametree.core.tune.TuningProblem;
import org.gametree.xiangqi.eval.EvalParameters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rich evaluation's tuning problem: the shipped data, the split, groups, files and bad data. */
class XiangqiTuningTest {

    private final XiangqiTuning shipped = new XiangqiTuning(null, 2000, 1);

    @Test
    void theShippedDataIsSplitIntoTrainingAndTheLastTenPercentHeldOut() throws Exception {
        List<TuningProblem.Phase> phases = new ArrayList<>();
        try (TuningData data = shipped.load(10, shipped.defaults(), (phase, done, total) -> phases.add(phase), null)) {
            assertEquals(2000, data.read());
            assertTrue(data.usable() > 1000 && data.usable() <= 2000, "quiet positions: " + data.usable());
            assertEquals(data.usable(), data.trainingCount() + data.heldOutCount());
            assertEquals(data.usable() / 10, data.heldOutCount(), 1);
            assertNotNull(data.heldOut());
            double loss = data.training().loss(shipped.defaults());
            assertTrue(loss > 0 && loss < 0.25, "loss " + loss);
            assertTrue(data.description().startsWith("data the shipped data (fsf-selfplay.txt.gz): 2000 positions"),
                    data.description());
        }
        assertTrue(phases.contains(TuningProblem.Phase.READING) && phases.contains(TuningProblem.Phase.PREPARING),
                phases.toString());
    }

    /** Both shipped sets load by name, every position a legal FEN with a result; a wrong name lists the right ones. */
    @Test
    void theShippedSetsLoadByName() throws Exception {
        XiangqiTuning ours = XiangqiTuning.shipped("selfplay", 3000, 1);
        try (TuningData data = ours.load(10, ours.defaults(), TuningProblem.Progress.NONE, null)) {
            assertEquals(3000, data.read());
            assertTrue(data.usable() > 1000, "quiet positions: " + data.usable());
            assertTrue(data.description().startsWith("data the shipped data (ours-selfplay.txt.gz): 3000 positions"),
                    data.description());
        }
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> XiangqiTuning.shipped("pikafish", 0, 1));
        assertEquals("no shipped data set 'pikafish'; shipped: fsf, selfplay", e.getMessage());
    }

    @Test
    void nothingHeldOutGivesNoHeldOutLoss() throws Exception {
        try (TuningData data = shipped.load(0, shipped.defaults(), TuningProblem.Progress.NONE, null)) {
            assertEquals(null, data.heldOut());
            assertEquals(data.usable(), data.trainingCount());
        }
    }

    @Test
    void groupsFreeOnlyTheirParameters() {
        ParameterSpace all = shipped.space(Set.of());
        assertEquals(EvalParameters.size(), all.freeCount());
        ParameterSpace tempo = shipped.space(Set.of("tempo"));
        assertEquals(1, tempo.freeCount());
        assertEquals("tempo", tempo.get(tempo.freeIndex(0)).name());
        assertThrows(IllegalArgumentException.class, () -> shipped.space(Set.of("no-such-group")));
    }

    @Test
    void aSavedVectorReadsBackEqual(@TempDir Path folder) throws Exception {
        int[] vector = EvalParameters.defaults().with("tempo", 9).toArray();
        Path file = folder.resolve("t.params");
        shipped.save(file, vector);
        assertArrayEquals(vector, shipped.read(file));
        assertEquals("rich", shipped.evaluation());
    }

    @Test
    void aMalformedParameterFileIsNamedWithItsLine(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("bad.params");
        Files.writeString(file, "tempo = 7\nmaterial.rook.mg = lots\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> shipped.read(file));
        assertTrue(e.getMessage().contains("bad.params") && e.getMessage().contains("line 2"), e.getMessage());
    }

    @Test
    void tooFewQuietPositionsAreRefusedNamingTheData(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("few.txt");
        Files.writeString(file, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1;1-0;\n");
        XiangqiTuning few = new XiangqiTuning(file, 0, 1);
        TuningDataException e = assertThrows(TuningDataException.class,
                () -> few.load(10, few.defaults(), TuningProblem.Progress.NONE, null));
        assertTrue(e.getMessage().startsWith(file + " has 1 quiet positions"), e.getMessage());
    }

    @Test
    void aRaisedStopSignalEndsLoading() {
        StopSignal stop = new StopSignal();
        stop.stop();
        XiangqiTuning all = new XiangqiTuning(null, 0, 1);
        TuningDataException e = assertThrows(TuningDataException.class,
                () -> all.load(10, all.defaults(), TuningProblem.Progress.NONE, stop));
        assertFalse(e.getMessage().isEmpty());
    }
}
