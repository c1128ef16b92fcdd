package org.gametree.gomoku.cli;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchSwitch;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.search.GomokuEngine;

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
            description = "Techniques of the preset to switch off, e.g. null-move,futility.")
    List<String> without = new ArrayList<>();

    /**
     * A new engine as the options say.
     *
     * @throws IllegalArgumentException for an unknown evaluation, algorithm or switch (bad input)
     */
    GomokuEngine engine() {
        GomokuEvaluation.byName(evaluation);
        List<SearchSwitch> off = new ArrayList<>();
        for (String name : without) {
            off.add(SearchSwitch.byName(name.trim()));
        }
        if (!Presets.exists(algorithm)) {
            Presets.searcherFor(algorithm, 1); // throws for an unknown name, naming the known ones
        }
        return new GomokuEngine(algorithm, GomokuEngine.TABLE_MB, evaluation, off);
    }
}
