package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gametree.core.cli.AbstractTuneCommand;
import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.PositionFile;
import org.gametree.core.tune.TexelLoss;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.match.TrainingPositions;
import org.gametree.xiangqi.tune.QuietPositions;
import org.gametree.xiangqi.tune.TexelScorer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tune}: the rich evaluation's weights tuned on labelled positions by Texel's loss, with
 * one of the book's methods or Texel's local search; the quiet positions only
 * ({@link QuietPositions}); scored on all cores ({@link TexelScorer}). Without {@code --data},
 * the data set shipped with the engine ({@link #SHIPPED_DATA}).
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {"Tune the rich evaluation's weights on labelled positions (Texel's loss) with one of the book's"
                + " methods or Texel's local search, and write them as a parameter file (load it with --params,"
                + " the UCI option EvalFile or params= in a match).",
                "Example: tune --method texel --groups material,mobility --steps 10 --out tuned.params"})
final class TuneCommand extends AbstractTuneCommand {

    /** The shipped training data, a resource beside {@link TexelScorer} (see docs/tuning.md for where it came from). */
    static final String SHIPPED_DATA = "fsf-selfplay.txt.gz";

    @Option(names = "--data", paramLabel = "FILE",
            description = "The position file (datagen's; default: the shipped Fairy-Stockfish self-play set).")
    private Path data;

    @Option(names = "--params", paramLabel = "FILE", description = "The weights to start from (default: the shipped ones).")
    private Path start;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "0",
            description = "Use at most the first N positions of the data (default 0: all).")
    private int limit;

    @Option(names = "--threads", paramLabel = "N", description = "Scoring threads (default: the number of cores).")
    private Integer threads;

    @Override
    protected ParameterSpace space() {
        return EvalParameters.space();
    }

    @Override
    protected int[] start() {
        try {
            return (start == null ? EvalParameters.defaults() : EvalParameters.read(start)).toArray();
        } catch (IllegalArgumentException e) {
            throw bad("--params: " + e.getMessage());
        }
    }

    @Override
    protected Data load(int heldOutPercent, int[] startVector) throws IOException {
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (workers < 1 || limit < 0) {
            throw bad("--threads must be at least 1 and --positions not negative");
        }
        List<LabelledPosition> positions = read();
        if (limit > 0 && positions.size() > limit) {
            positions = positions.subList(0, limit);
        }
        QuietPositions quiet = new QuietPositions();
        List<Position> boards = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        int line = 0;
        for (LabelledPosition p : positions) {
            line++;
            Position board;
            try {
                board = Fen.parse(p.position());
            } catch (IllegalArgumentException e) {
                throw bad(source() + ": position " + line + ": " + e.getMessage());
            }
            if (quiet.isQuiet(board)) {
                boards.add(board);
                results.add(p.result());
            }
        }
        if (boards.size() < 10) {
            throw bad(source() + " has " + boards.size() + " quiet positions; tuning needs more");
        }
        int training = boards.size() - boards.size() * heldOutPercent / 100;
        // the scorers' threads are daemons: they end with the command
        TexelScorer trainScorer = new TexelScorer(boards.subList(0, training), workers);
        TexelLoss trainLoss = TexelLoss.fitted(trainScorer, results(results.subList(0, training)), startVector);
        TexelLoss heldLoss = training == boards.size() ? null
                : new TexelLoss(new TexelScorer(boards.subList(training, boards.size()), workers),
                        results(results.subList(training, results.size())), trainLoss.scale());
        String description = String.format(Locale.ROOT,
                "data %s: %d positions, %d quiet: %d for tuning, %d held out (the last); K = %.4f fitted to the start",
                source(), positions.size(), boards.size(), training, boards.size() - training, trainLoss.scale());
        return new Data(trainLoss, heldLoss, description);
    }

    private String source() {
        return data == null ? "the shipped data (" + SHIPPED_DATA + ")" : data.toString();
    }

    private List<LabelledPosition> read() throws IOException {
        if (data != null) {
            return PositionFile.readAll(data, TrainingPositions.FEN);
        }
        try (InputStream in = TexelScorer.class.getResourceAsStream(SHIPPED_DATA)) {
            if (in == null) {
                throw bad("the shipped data " + SHIPPED_DATA + " is missing from this build");
            }
            List<LabelledPosition> positions = new ArrayList<>();
            PositionFile.read(new java.util.zip.GZIPInputStream(in), SHIPPED_DATA, TrainingPositions.FEN, positions::add);
            return positions;
        }
    }

    @Override
    protected void write(Path file, int[] vector) throws IOException {
        EvalParameters.of(vector).save(file);
    }
}
