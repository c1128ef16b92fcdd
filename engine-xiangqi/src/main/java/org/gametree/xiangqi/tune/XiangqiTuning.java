package org.gametree.xiangqi.tune;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import org.gametree.core.io.GameFileException;
import org.gametree.core.search.StopSignal;
import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.PositionFile;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningDataException;
import org.gametree.core.tune.TuningProblem;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.RichEvaluation;
import org.gametree.xiangqi.io.XiangqiGameCollection;
import org.gametree.xiangqi.match.TrainingPositions;

/**
 * The rich evaluation's weights as a tuning problem: the data is a position file ({@code
 * datagen}'s), a game collection ({@code .pgn}: the positions of its finished games after the
 * first {@value #SKIPPED_OPENING_PLIES} plies, labelled with their results) or, without one, the data set shipped with the engine ({@link #SHIPPED_DATA}); only
 * quiet positions count ({@link QuietPositions}); they are scored on several threads
 * ({@link TexelScorer}).
 */
public final class XiangqiTuning implements TuningProblem {

    /** The shipped training data, a resource beside {@link TexelScorer} (see docs/tuning.md for where it came from). */
    public static final String SHIPPED_DATA = "fsf-selfplay.txt.gz";

    /**
     * The shipped data sets by the name {@code --data} knows them: {@code fsf} (the default, 200
     * Fairy-Stockfish self-play games) and {@code selfplay} (our engine's own games, thinned to a
     * few positions a game); where each came from is in docs/tuning.md.
     */
    public static final java.util.Map<String, String> SHIPPED_SETS = java.util.Map.of(
            "fsf", SHIPPED_DATA, "selfplay", "ours-selfplay.txt.gz");

    /** Plies of a game file's games left out at their start: the openings a book or a list chose. */
    public static final int SKIPPED_OPENING_PLIES = 8;

    /** Reading progress is told every this many positions. */
    private static final int PROGRESS_EVERY = 1000;

    private final Path data;
    /** The shipped resource read when {@link #data} is null. */
    private final String resource;
    private final int limit;
    private final int threads;

    /**
     * @param data    the position file, or null for the shipped data
     * @param limit   use at most the first this many positions (0: all)
     * @param threads scoring threads, at least 1
     */
    public XiangqiTuning(Path data, int limit, int threads) {
        this(data, SHIPPED_DATA, limit, threads);
    }

    /**
     * A shipped data set by name ({@link #SHIPPED_SETS}).
     *
     * @throws IllegalArgumentException for a name no shipped set has, listing the names
     */
    public static XiangqiTuning shipped(String set, int limit, int threads) {
        String name = SHIPPED_SETS.get(set);
        if (name == null) {
            throw new IllegalArgumentException("no shipped data set '" + set + "'; shipped: "
                    + String.join(", ", new java.util.TreeSet<>(SHIPPED_SETS.keySet())));
        }
        return new XiangqiTuning(null, name, limit, threads);
    }

    private XiangqiTuning(Path data, String resource, int limit, int threads) {
        if (threads < 1 || limit < 0) {
            throw new IllegalArgumentException("threads must be at least 1 and the position limit not negative");
        }
        this.data = data;
        this.resource = resource;
        this.limit = limit;
        this.threads = threads;
    }

    /** The shipped data, all positions, a thread per core. */
    public XiangqiTuning() {
        this(null, 0, Runtime.getRuntime().availableProcessors());
    }

    @Override
    public String evaluation() {
        return RichEvaluation.NAME;
    }

    @Override
    public ParameterSpace space() {
        return EvalParameters.space();
    }

    @Override
    public int[] defaults() {
        return EvalParameters.defaults().toArray();
    }

    @Override
    public int[] read(Path file) {
        return EvalParameters.read(file).toArray();
    }

    @Override
    public void save(Path file, int[] vector) throws IOException {
        EvalParameters.of(vector).save(file);
    }

    /** What the data is, for messages. */
    public String source() {
        return data == null ? "the shipped data (" + resource + ")" : data.toString();
    }

    @Override
    public TuningData load(int heldOutPercent, int[] start, Progress progress, StopSignal stop) throws IOException {
        List<LabelledPosition> positions = read(progress, stop);
        if (limit > 0 && positions.size() > limit) {
            positions = positions.subList(0, limit);
        }
        QuietPositions quiet = new QuietPositions();
        List<Position> boards = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        int line = 0;
        for (LabelledPosition p : positions) {
            line++;
            if (line % PROGRESS_EVERY == 0) {
                stopped(stop);
                progress.update(Phase.PREPARING, line, positions.size());
            }
            Position board;
            try {
                board = Fen.parse(p.position());
            } catch (IllegalArgumentException e) {
                throw new TuningDataException(source() + ": position " + line + ": " + e.getMessage());
            }
            if (quiet.isQuiet(board)) {
                boards.add(board);
                results.add(p.result());
            }
        }
        progress.update(Phase.PREPARING, positions.size(), positions.size());
        // each part gets its own scorer, so the held-out loss never waits for the training's threads
        return TuningData.split(boards, results, source(), positions.size(), heldOutPercent, start,
                part -> new TexelScorer(part, threads));
    }

    private List<LabelledPosition> read(Progress progress, StopSignal stop) throws IOException {
        List<LabelledPosition> positions = new ArrayList<>();
        java.util.function.Consumer<LabelledPosition> sink = p -> {
            if (limit > 0 && positions.size() >= limit) {
                return; // the rest is read (the file's format is checked) but not kept
            }
            positions.add(p);
            if (positions.size() % PROGRESS_EVERY == 0) {
                stopped(stop);
                progress.update(Phase.READING, positions.size(), limit);
            }
        };
        if (data != null && isGameFile(data)) {
            try {
                GamePositions.labelled(XiangqiGameCollection.load(data), SKIPPED_OPENING_PLIES).forEach(sink);
            } catch (GameFileException e) {
                throw new TuningDataException(data + ": " + e.getMessage());
            }
            return positions;
        }
        if (data != null) {
            PositionFile.read(data, TrainingPositions.FEN, sink);
            return positions;
        }
        try (InputStream in = TexelScorer.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new TuningDataException("the shipped data " + resource + " is missing from this build");
            }
            PositionFile.read(new GZIPInputStream(in), resource, TrainingPositions.FEN, sink);
            return positions;
        }
    }

    /**
     * Up to {@code max} quiet positions of the data, in its order (for the fitness functions that
     * search positions rather than score them).
     */
    public List<Position> quietPositions(int max) throws IOException {
        QuietPositions quiet = new QuietPositions();
        List<Position> boards = new ArrayList<>();
        for (LabelledPosition p : read(Progress.NONE, null)) {
            if (boards.size() >= max) {
                break;
            }
            Position board = Fen.parse(p.position());
            if (quiet.isQuiet(board)) {
                boards.add(board);
            }
        }
        return boards;
    }

    /** A game collection (PGN-like text) rather than a position file: by its name, {@code .pgn}. */
    public static boolean isGameFile(Path file) {
        return file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".pgn");
    }

    private static void stopped(StopSignal stop) {
        if (stop != null && stop.isStopped()) {
            throw new TuningDataException("loading the data was stopped");
        }
    }
}
