package org.gametree.gomoku.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pattern evaluation's weights as a parameter file: shipped, read, written, and used. */
class PatternWeightsTest {

    @Test
    void theShippedFileIsTheDefaultsInTheirCanonicalForm() throws Exception {
        String shipped;
        try (InputStream in = PatternWeights.class.getResourceAsStream(PatternWeights.SHIPPED)) {
            shipped = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(shipped, PatternWeights.defaults().format());
        assertTrue(shipped.startsWith("# gametree parameters v1\n# evaluation pattern\n"), shipped);
        assertEquals(22, PatternWeights.space().size());
        assertEquals(java.util.List.of("mover", "waiting", "combination"), PatternWeights.space().groups());
    }

    @Test
    void aSavedFileReadsBackAndBadOnesNameTheFileAndLine(@TempDir Path folder) throws Exception {
        int[] v = PatternWeights.defaults().toArray();
        v[6] = 700; // mover.open-four
        PatternWeights changed = PatternWeights.of(v);
        Path file = folder.resolve("w.params");
        changed.save(file);
        assertEquals(changed, PatternWeights.read(file));
        assertTrue(Files.readString(file).contains("mover.open-four = 700\n"));
        Files.writeString(file, "# gametree parameters v1\n# evaluation rich\n");
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class, () -> PatternWeights.read(file));
        assertEquals(file + ": line 2: parameters of the evaluation 'rich', not 'pattern'", other.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PatternWeights.forEvaluation("line", file));
        assertEquals(PatternWeights.defaults(), PatternWeights.forEvaluation("line", null));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> PatternWeights.read(folder.resolve("none.params")));
        assertEquals("no parameter file " + folder.resolve("none.params"), missing.getMessage());
    }

    @Test
    void theValueIsTheDotProductOfTheFeaturesAndTheWeights() {
        java.util.Random random = new java.util.Random(3);
        for (int game = 0; game < 60; game++) {
            Rule rule = Rule.values()[game % 3];
            GomokuPosition position = new GomokuPosition(rule, 15);
            int stones = 5 + random.nextInt(30);
            while (position.ply() < stones) {
                int p = GomokuPosition.point(3 + random.nextInt(9), 3 + random.nextInt(9));
                if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                    position.makeMove(p);
                }
            }
            int[] w = new int[PatternWeights.space().size()];
            for (int i = 0; i < w.length; i++) {
                w[i] = random.nextInt(PatternWeights.space().get(i).max() + 1);
            }
            PatternEvaluation evaluation = new PatternEvaluation(PatternWeights.of(w));
            evaluation.reset(position);
            assertEquals(evaluation.evaluate(position), PatternEvaluation.value(PatternEvaluation.features(position), w),
                    rule + " " + Notation.formatMoves(position));
        }
    }

    @Test
    void theEvaluationUsesItsWeightsIncrementallyAndInItsExplanation() {
        GomokuPosition position = Notation.play(Rule.RENJU, 15, "h8,h9,i8,i9,j8");
        int[] v = PatternWeights.defaults().toArray();
        for (int i = 0; i < v.length; i++) {
            v[i] = Math.min(PatternWeights.space().get(i).max(), v[i] * 2);
        }
        PatternEvaluation shipped = new PatternEvaluation();
        PatternEvaluation doubled = new PatternEvaluation(PatternWeights.of(v));
        shipped.reset(position);
        doubled.reset(position);
        assertNotEquals(shipped.evaluate(position), doubled.evaluate(position));
        int sum = doubled.explain(position).stream().mapToInt(GomokuEvaluation.Term::value).sum();
        assertEquals(doubled.evaluate(position), sum, "the explanation adds up with the same weights");
        // played incrementally from the empty board: the same value as the fresh evaluation
        GomokuPosition walk = new GomokuPosition(Rule.RENJU, 15);
        PatternEvaluation incremental = new PatternEvaluation(PatternWeights.of(v));
        incremental.reset(walk);
        for (int move : position.moves()) {
            int stone = walk.stoneToMove();
            walk.makeMove(move);
            incremental.played(walk, move, stone);
        }
        assertEquals(doubled.evaluate(position), incremental.evaluate(walk));
    }
}
