package org.gametree.gomoku.cli;

import java.util.Locale;
import java.util.function.Supplier;

import org.gametree.core.cli.PositionSource;
import org.gametree.core.search.SearchPosition;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.search.GomokuSearchPosition;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options that name a Gomoku position and how to search it, shared by the sub-commands. */
final class GameOptions implements PositionSource {

    @Mixin
    BoardOptions board;

    @Option(names = "--rule", defaultValue = "freestyle", paramLabel = "RULE",
            description = "freestyle (default), standard or renju.")
    String rule;

    @Option(names = "--eval", defaultValue = "line", paramLabel = "NAME",
            description = "The evaluation: line (incremental line patterns, default), book (BOOK.md §5), threat (line patterns and combination points) or pattern (point patterns, the Gomocup engine's).")
    String evaluation;

    @Option(names = "--params", paramLabel = "FILE",
            description = "A parameter file with the pattern evaluation's weights (default: the shipped ones).")
    java.nio.file.Path parameterFile;

    @Option(names = "--candidates", defaultValue = "near", paramLabel = "KIND",
            description = "near (points within distance 2 of a stone, default) or all (every empty point).")
    String candidates;

    @Option(names = "--candidate-limit", paramLabel = "N", defaultValue = "" + GomokuSearchPosition.CANDIDATE_LIMIT,
            description = "With threats on, the quiet moves searched below the root, best by the ordering "
                    + "(default ${DEFAULT-VALUE}; 0: all).")
    int candidateLimit;

    @Option(names = "--threats", defaultValue = "on", paramLabel = "ON|OFF",
            description = "on (default): a four forces the reply, quiescence plays continuous fours and check "
                    + "extension extends fours; off: the book's way, every candidate is a move and there is no quiescence.")
    String threats;

    static Rule parseRule(String name) {
        try {
            return Rule.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown rule '" + name + "' (known: freestyle, standard, renju)");
        }
    }

    /** The position (bad input throws IllegalArgumentException: status 2). */
    GomokuPosition position() {
        return board.position(parseRule(rule));
    }

    /** Fresh searchable copies of the position, one per search. */
    @Override
    public Supplier<SearchPosition> searchPositions() {
        GomokuPosition position = position();
        org.gametree.gomoku.eval.PatternWeights weights =
                org.gametree.gomoku.eval.PatternWeights.forEvaluation(evaluation, parameterFile);
        GomokuEvaluation.byName(evaluation, weights);
        GomokuSearchPosition.Candidates kind = GomokuSearchPosition.Candidates.parse(candidates);
        GomokuSearchPosition.Threats threatMode = GomokuSearchPosition.Threats.parse(threats);
        if (candidateLimit < 0) {
            throw new IllegalArgumentException("--candidate-limit must not be negative, got " + candidateLimit);
        }
        int limit = candidateLimit;
        return () -> {
            GomokuSearchPosition search = new GomokuSearchPosition(position, GomokuEvaluation.byName(evaluation, weights), kind,
                    threatMode);
            search.setCandidateLimit(limit);
            return search;
        };
    }
}
