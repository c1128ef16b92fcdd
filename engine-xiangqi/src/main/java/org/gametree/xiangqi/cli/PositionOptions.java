package org.gametree.xiangqi.cli;

import java.util.function.Supplier;

import org.gametree.core.cli.PositionSource;
import org.gametree.core.search.SearchPosition;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.endgame.EndgameProber;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

import picocli.CommandLine.Option;

/** The options that name a position and how to evaluate it, shared by the sub-commands. */
final class PositionOptions implements PositionSource {

    @Option(names = "--fen", paramLabel = "FEN|startpos", defaultValue = "startpos",
            description = "The position: a FEN or 'startpos' (default).")
    String fen;

    @Option(names = "--eval", paramLabel = "NAME", defaultValue = "pst",
            description = "The evaluation: pst (fast piece-square tables, default), book (the book's CEvaluation) or rich (pst plus mobility, king safety and other terms).")
    String evaluation;

    @Option(names = "--params", paramLabel = "FILE",
            description = "A parameter file with the rich evaluation's weights (default: the shipped ones; see docs/tuning.md).")
    java.nio.file.Path parameterFile;

    @Option(names = "--endgames", paramLabel = "DIR", arity = "0..1", fallbackValue = "",
            description = "Let the search value positions of the endgame databases built in DIR (default: the user's cache "
                    + "directory; see 'endgame build'), where the algorithm's endgame-tables switch is on (best). Off by default, "
                    + "so node counts do not depend on what a machine has built.")
    String endgames;

    /**
     * The evaluation's weights: the parameter file's, or the shipped ones.
     *
     * @throws IllegalArgumentException naming the file for one that cannot be read or is malformed
     */
    EvalParameters parameters() {
        return EvalParameters.forEvaluation(evaluation, parameterFile);
    }

    /** The position (a bad FEN throws FenException, which the CLI reports with status 2). */
    Position position() {
        return "startpos".equals(fen) ? Position.startPosition() : Fen.parse(fen);
    }

    /** Fresh searchable copies of the position, one per search, so no search sees another's moves. */
    @Override
    public Supplier<SearchPosition> searchPositions() {
        Position position = position();
        EvalParameters weights = parameters();
        XiangqiEvaluation.byName(evaluation, weights); // reject an unknown name before any search runs
        EndgameProber prober = endgames == null ? null : new EndgameProber(EndgameTablebases.shared(
                endgames.isEmpty() ? EndgameTablebases.defaultDirectory() : java.nio.file.Path.of(endgames)));
        return () -> new XiangqiSearchPosition(position, XiangqiEvaluation.byName(evaluation, weights))
                .useEndgames(prober == null ? null : prober.copy());
    }
}
