package org.gametree.gomoku.cli;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchSwitch;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.gomoku.search.GomokuEngine;
import org.gametree.gomoku.search.GomokuSearchPosition;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options that make our playing engine ({@code gomocup}, {@code match}): its evaluation, its
 * search preset and the techniques switched off, so two configurations can be played against
 * each other from the command line.
 */
final class EngineOptions {

    @Option(names = "--eval", paramLabel = "NAME", defaultValue = GomokuEngine.DEFAULT_EVALUATION,
            description = "The evaluation: pattern (default), line, book or threat.")
    String evaluation;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = GomokuEngine.DEFAULT_PRESET,
            description = "The search preset or algorithm (default ${DEFAULT-VALUE}; see search --list).")
    String algorithm;

    @Option(names = "--without", split = ",", paramLabel = "SWITCH",
            description = "Techniques of the preset to switch off (default: none), e.g. singular-extension,futility.")
    List<String> without = new ArrayList<>();

    @Option(names = "--candidate-limit", paramLabel = "N", defaultValue = "" + GomokuSearchPosition.CANDIDATE_LIMIT,
            description = "The quiet moves searched below the root, best by the ordering (default ${DEFAULT-VALUE}; 0: all).")
    int candidateLimit;

    @Option(names = "--params", paramLabel = "FILE",
            description = "A parameter file with the pattern evaluation's weights (default: the shipped ones; see docs/tuning.md).")
    java.nio.file.Path parameterFile;

    /**
     * A new engine as the options say; an unknown evaluation, algorithm or switch, or a negative
     * limit, is reported as a bad option of {@code commandLine} (one error line and a hint).
     */
    GomokuEngine engine(CommandLine commandLine) {
        try {
            GomokuEvaluation.byName(evaluation);
            List<SearchSwitch> off = switches(without);
            if (!Presets.exists(algorithm)) {
                Presets.searcherFor(algorithm, 1); // throws for an unknown name, naming the known ones
            }
            GomokuEngine engine = new GomokuEngine(algorithm, GomokuEngine.TABLE_MB, evaluation, off);
            engine.setCandidateLimit(candidateLimit);
            engine.setPatternWeights(PatternWeights.forEvaluation(evaluation, parameterFile));
            return engine;
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(commandLine, e.getMessage(), e);
        }
    }

    /** The switches named in {@code names} (split at commas by the option; blank names ignored). */
    private static List<SearchSwitch> switches(List<String> names) {
        List<SearchSwitch> off = new ArrayList<>();
        for (String name : names) {
            if (!name.isBlank()) {
                off.add(SearchSwitch.byName(name.trim()));
            }
        }
        return off;
    }
}
