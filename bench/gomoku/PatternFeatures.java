import java.nio.file.Files;
import java.nio.file.Path;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.eval.PatternEvaluation;

/**
 * The features of the point-pattern evaluation for the positions labelled by engine-evals.py:
 * per line, the label, our current evaluation, then 22 counts — for the side to move the
 * point-directions of each class (room, two, open two, three, open three, four, open four, five)
 * and its combination points (winning four, four-three, three-three), then the same for the
 * other side. The evaluation is linear in its weights over these counts, so a least-squares fit
 * (fit-pattern-weights.py) gives the weights. Positions whose label is a mate score are skipped.
 *
 * <p>usage (after mvn package): java -cp engine-gomoku/target/classes:engine-core/target/classes
 * bench/gomoku/PatternFeatures.java labels.tsv features.txt
 */
public class PatternFeatures {

    private static final String[] CLASSES = {"room", "two-point", "open-two-point", "three-point",
        "open-three-point", "four-point", "open-four-point", "five-point"};
    private static final String[] COMBINATIONS = {"four-four", "four-three", "three-three"};

    public static void main(String[] args) throws Exception {
        StringBuilder out = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] parts = line.split("\t");
            if (parts.length < 2 || !parts[1].matches("[-+]?\\d+")) {
                continue;
            }
            GomokuPosition position = new GomokuPosition(Rule.RENJU, 15);
            for (String move : parts[0].split(" ")) {
                String[] xy = move.split(",");
                position.makeMove(GomokuPosition.point(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
            }
            if (position.result().isOver()) {
                continue;
            }
            String mover = position.stoneToMove() == GomokuPosition.BLACK ? "black" : "white";
            PatternEvaluation evaluation = new PatternEvaluation();
            int[] counts = new int[22];
            for (GomokuEvaluation.Term term : evaluation.explain(position)) {
                int base = term.side().equals(mover) ? 0 : 11;
                String name = term.pattern();
                int times = name.indexOf(" x");
                for (int c = 0; c < CLASSES.length; c++) {
                    if (times > 0 && CLASSES[c].equals(name.substring(0, times))) {
                        counts[base + c] += Integer.parseInt(name.substring(times + 2));
                    }
                }
                for (int j = 0; j < COMBINATIONS.length; j++) {
                    if (COMBINATIONS[j].equals(name)) {
                        counts[base + CLASSES.length + j]++;
                    }
                }
            }
            evaluation.reset(position);
            out.append(Integer.parseInt(parts[1].replace("+", ""))).append(' ').append(evaluation.evaluate(position));
            for (int count : counts) {
                out.append(' ').append(count);
            }
            out.append('\n');
        }
        Files.writeString(Path.of(args[1]), out);
    }
}
