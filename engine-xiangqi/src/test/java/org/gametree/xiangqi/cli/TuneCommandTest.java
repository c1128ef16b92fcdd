package org.gametree.xiangqi.cli;

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
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.RichEvaluation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tune} on positions of random games whose results were drawn from a known evaluation
 * (the shipped weights with the middle-game rook 200 lower): Texel's local search on the
 * material group lowers the training and held-out loss and moves the rook down.
 */
class TuneCommandTest {

    @Test
    void texelTuningOfTheMaterialGroupFitsResultsDrawnFromKnownWeights(@TempDir Path folder) throws Exception {
        int shippedRook = EvalParameters.defaults().get("material.rook.mg");
        EvalParameters truth = EvalParameters.defaults().with("material.rook.mg", shippedRook - 200);
        RichEvaluation judge = new RichEvaluation(truth);
        Random random = new Random(5);
        List<LabelledPosition> positions = new ArrayList<>();
        int[] moves = new int[256];
        while (positions.size() < 1500) {
            Position position = Position.startPosition();
            int plies = 10 + random.nextInt(60);
            for (int i = 0; i < plies; i++) {
                int n = position.generateMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(n)]);
            }
            if (position.generateMoves(moves, 0) == 0) {
                continue;
            }
            int value = judge.evaluate(position);
            int forRed = position.sideToMove() == Piece.RED ? value : -value;
            double p = TexelLoss.expected(forRed, 1.0);
            positions.add(new LabelledPosition(Fen.write(position), random.nextDouble() < p ? 1 : 0, null));
        }
        Path data = folder.resolve("data.txt");
        PositionFile.write(data, positions, List.of());
        Path out = folder.resolve("tuned.params");
        StringWriter printed = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(new String[] {"tune", "--data", data.toString(), "--groups", "material",
            "--steps", "3", "--threads", "2", "--out", out.toString()}, new PrintWriter(printed), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        String text = printed.toString();
        assertTrue(text.contains(" quiet: "), text);
        double[] training = losses(text, "training loss");
        double[] heldOut = losses(text, "held-out loss");
        assertTrue(training[1] < training[0], text);
        assertTrue(heldOut[1] < heldOut[0], text);
        EvalParameters tuned = EvalParameters.read(out);
        assertTrue(tuned.get("material.rook.mg") < shippedRook, "towards the truth's rook: " + text);
        assertEquals(EvalParameters.defaults().get("tempo"), tuned.get("tempo"), "held: not in --groups");
    }

    @Test
    void theShippedDataLoadsAndTunes(@TempDir Path folder) throws Exception {
        Path out = folder.resolve("tempo.params");
        StringWriter printed = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(new String[] {"tune", "--groups", "tempo", "--positions", "3000", "--steps", "2",
            "--threads", "1", "--out", out.toString()}, new PrintWriter(printed), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        assertTrue(printed.toString().startsWith("data the shipped data (fsf-selfplay.txt.gz): 3000 positions"),
                printed.toString());
        EvalParameters.read(out);
    }

    private static String[] run(String... args) {
        StringWriter printed = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(args, new PrintWriter(printed), new PrintWriter(err));
        return new String[] {Integer.toString(status), printed.toString(), err.toString()};
    }

    /** A match's PGN as training data and as the games whose moves the engine should agree with. */
    @Test
    void gameFilesServeAsDataAndAsTheMovesToAgreeWith(@TempDir Path folder) throws Exception {
        Path pgn = folder.resolve("games.pgn");
        String[] match = run("match", "--engine", "ours hash=8", "--engine", "ours hash=8", "--depth", "2",
                "--random-plies", "6", "--games", "6", "--max-plies", "120", "--pgn", pgn.toString());
        assertEquals("0", match[0], match[2]);
        Path out = folder.resolve("moves.params");
        String[] moves = run("tune", "--data", pgn.toString(), "--fitness", "moves", "--games", pgn.toString(),
                "--fitness-depth", "1", "--fitness-positions", "60", "--groups", "tempo", "--method", "hill-climbing",
                "--steps", "3", "--threads", "2", "--out", out.toString());
        assertEquals("0", moves[0], moves[2]);
        assertTrue(moves[1].startsWith("data " + pgn + ": "), moves[1]);
        assertTrue(moves[1].contains("fitness: disagreement with the moves of " + pgn + " (60 positions, depth 1)"), moves[1]);
        double[] training = losses(moves[1], "training loss");
        assertTrue(training[0] >= 0 && training[0] <= 1 && training[1] <= training[0], moves[1]);
        EvalParameters.read(out);
    }

    @Test
    void searchAgreementWarnsAndMatchFitnessPlays(@TempDir Path folder) throws Exception {
        String[] search = run("tune", "--fitness", "search", "--positions", "2000", "--fitness-positions", "40",
                "--fitness-depth", "1", "--groups", "tempo", "--method", "hill-climbing", "--steps", "2", "--threads", "2",
                "--out", folder.resolve("s.params").toString());
        assertEquals("0", search[0], search[2]);
        assertTrue(search[1].contains("warning: a constant evaluation agrees perfectly"), search[1]);
        String[] match = run("tune", "--fitness", "match", "--match-games", "2", "--match-nodes", "200", "--positions", "2000",
                "--groups", "tempo", "--method", "hill-climbing", "--steps", "1", "--threads", "2",
                "--out", folder.resolve("m.params").toString());
        assertEquals("0", match[0], match[2]);
        assertTrue(match[1].contains("fitness: points lost in 2 games at 200 nodes against the shipped weights"), match[1]);
        String[] bad = run("tune", "--fitness", "moves", "--positions", "2000", "--out", folder.resolve("x.params").toString());
        assertEquals(Integer.toString(XiangqiCli.BAD_INPUT), bad[0]);
        assertTrue(bad[2].contains("--fitness moves needs --games FILE"), bad[2]);
    }

    @Test
    void earlyStoppingKeepsTheVectorWithTheLowestHeldOutLoss(@TempDir Path folder) throws Exception {
        Path out = folder.resolve("kept.params");
        String[] run = run("tune", "--positions", "3000", "--groups", "material", "--steps", "4", "--threads", "2",
                "--keep", "held-out", "--out", out.toString());
        assertEquals("0", run[0], run[2]);
        assertTrue(run[1].matches("(?s).*kept the vector of step \\d+, the lowest held-out loss [0-9.]+\n.*"), run[1]);
    }

    /** "training loss 0.2 -> 0.1 (…)": the two numbers. */
    private static double[] losses(String text, String label) {
        String line = text.lines().filter(l -> l.startsWith(label)).findFirst().orElseThrow();
        String[] words = line.split(" ");
        return new double[] {Double.parseDouble(words[2]), Double.parseDouble(words[4])};
    }
}
