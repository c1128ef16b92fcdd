package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.core.tune.TexelLoss;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.PatternEvaluation;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tune} on positions whose results were drawn from a known weight vector (the shipped
 * one with the open threes worth three times as much): Texel's local search lowers the loss on
 * the held-out positions too, moves the open-three weights up, and writes a file the engine reads.
 */
class TuneCommandTest {

    @Test
    void texelTuningFitsResultsDrawnFromKnownWeights(@TempDir Path folder) throws Exception {
        int[] truth = PatternWeights.defaults().toArray();
        int openThree = PatternWeights.space().parameters().stream().map(p -> p.name()).toList().indexOf("mover.open-three");
        truth[openThree] *= 3;
        Random random = new Random(7);
        List<LabelledPosition> positions = new ArrayList<>();
        while (positions.size() < 3000) {
            GomokuPosition position = new GomokuPosition(Rule.FREESTYLE, 15);
            int stones = 4 + random.nextInt(16);
            while (position.ply() < stones && !position.result().isOver()) {
                int p = GomokuPosition.point(4 + random.nextInt(7), 4 + random.nextInt(7));
                if (position.isLegal(p)) {
                    position.makeMove(p);
                }
            }
            if (position.result().isOver() || position.firstFivePoint(GomokuPosition.BLACK) != 0
                    || position.firstFivePoint(GomokuPosition.WHITE) != 0) {
                continue;
            }
            int value = PatternEvaluation.value(PatternEvaluation.features(position), truth);
            int forBlack = position.stoneToMove() == GomokuPosition.BLACK ? value : -value;
            double p = TexelLoss.expected(forBlack, 0.5);
            positions.add(new LabelledPosition(Notation.formatMoves(position), random.nextDouble() < p ? 1 : 0, null));
        }
        Path data = folder.resolve("data.txt.gz");
        PositionFile.write(data, positions, List.of());
        Path out = folder.resolve("tuned.params");
        StringWriter printed = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(new String[] {"tune", "--data", data.toString(), "--rule", "freestyle", "--groups", "mover",
            "--steps", "8", "--out", out.toString()}, new PrintWriter(printed), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        String text = printed.toString();
        double[] training = losses(text, "training loss");
        double[] heldOut = losses(text, "held-out loss");
        assertTrue(training[1] < training[0], text);
        assertTrue(heldOut[1] < heldOut[0], text);
        PatternWeights tuned = PatternWeights.read(out);
        assertTrue(tuned.toArray()[openThree] > PatternWeights.defaults().toArray()[openThree], text);
        int waiting = PatternWeights.space().size() - 1;
        assertEquals(PatternWeights.defaults().toArray()[waiting], tuned.toArray()[waiting], "held: not in --groups");
    }

    /** "training loss 0.2 -> 0.1 (…)": the two numbers. */
    private static double[] losses(String text, String label) {
        String line = text.lines().filter(l -> l.startsWith(label)).findFirst().orElseThrow();
        String[] words = line.split(" ");
        return new double[] {Double.parseDouble(words[2]), Double.parseDouble(words[4])};
    }
}
