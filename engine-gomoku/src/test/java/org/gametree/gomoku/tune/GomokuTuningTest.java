package org.gametree.gomoku.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningDataException;
import org.gametree.core.tune.TuningProblem;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.PatternWeights;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pattern evaluation's tuning problem: quick self-play data (played once), files, groups. */
class GomokuTuningTest {

    @Test
    void withoutAFileAFewSelfPlayGamesArePlayedOnceAndKept() throws Exception {
        GomokuTuning problem = new GomokuTuning(new QuickSelfPlay(Rule.FREESTYLE, 4, 1, 2), Rule.FREESTYLE);
        List<String> told = new ArrayList<>();
        TuningProblem.Progress progress = (phase, done, total) -> told.add(phase + " " + done + "/" + total);
        try (TuningData data = problem.load(10, problem.defaults(), progress, null)) {
            assertTrue(data.usable() >= 10, data.description());
            assertEquals(data.usable(), data.trainingCount() + data.heldOutCount());
            double loss = data.training().loss(problem.defaults());
            assertTrue(loss > 0 && loss < 0.5, "loss " + loss);
            assertTrue(data.description().contains("4 quick self-play games (freestyle"), data.description());
        }
        assertTrue(told.contains("GENERATING 4/4"), told.toString());
        told.clear();
        try (TuningData again = problem.load(20, problem.defaults(), progress, null)) {
            assertTrue(again.heldOutCount() > 0);
        }
        assertTrue(told.stream().noneMatch(t -> t.startsWith("GENERATING")), "played again: " + told);
    }

    @Test
    void aFileOfTooFewPositionsIsRefusedNamingIt(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("few.txt");
        Files.writeString(file, "h8 h9 i9;1-0;\n");
        GomokuTuning problem = new GomokuTuning(file, Rule.RENJU);
        TuningDataException e = assertThrows(TuningDataException.class,
                () -> problem.load(10, problem.defaults(), TuningProblem.Progress.NONE, null));
        assertTrue(e.getMessage().startsWith(file + " has 1 quiet positions"), e.getMessage());
    }

    @Test
    void aBadPositionIsNamedByItsNumber(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("bad.txt");
        Files.writeString(file, "h8 h9;1-0;\nh8 h8;0-1;\n");
        GomokuTuning problem = new GomokuTuning(file, Rule.RENJU);
        TuningDataException e = assertThrows(TuningDataException.class,
                () -> problem.load(10, problem.defaults(), TuningProblem.Progress.NONE, null));
        assertTrue(e.getMessage().startsWith(file + ": position 2: "), e.getMessage());
    }

    @Test
    void vectorsRoundTripAndGroupsRestrict(@TempDir Path folder) throws Exception {
        GomokuTuning problem = new GomokuTuning(folder.resolve("unused.txt"), Rule.RENJU);
        int[] vector = problem.defaults();
        vector[0] = vector[0] + 1 <= problem.space().get(0).max() ? vector[0] + 1 : vector[0] - 1;
        Path file = folder.resolve("p.params");
        problem.save(file, vector);
        assertArrayEquals(vector, problem.read(file));
        assertEquals(PatternWeights.EVALUATION, problem.evaluation());
        String group = problem.space().groups().get(0);
        assertTrue(problem.space(Set.of(group)).freeCount() < problem.space().size());
    }
}
