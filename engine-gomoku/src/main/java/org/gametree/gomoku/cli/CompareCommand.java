package org.gametree.gomoku.cli;

import org.gametree.core.cli.AbstractCompareCommand;
import org.gametree.core.cli.PositionSource;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code compare --moves M [--rule R] [--size N] [--eval E] [--candidates K] --depth D --algorithms a,b,c|exact --format json|csv|md}:
 * one row per algorithm or preset; rows whose value differs are marked. {@code --ablation[=PRESET] (--depth D | --millis T)}:
 * a preset (default "classic") without each of its switches in turn.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Run several algorithms or presets on one position and tabulate values and statistics.")
final class CompareCommand extends AbstractCompareCommand {

    @Mixin
    private GameOptions position;

    @Override
    protected PositionSource positions() {
        return position;
    }

    /** Gomoku's engine is the classic search (its modern search is still to come). */
    @Override
    protected String defaultAblationPreset() {
        return "classic";
    }
}
