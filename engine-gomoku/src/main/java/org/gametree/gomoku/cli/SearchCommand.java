package org.gametree.gomoku.cli;

import org.gametree.core.cli.AbstractSearchCommand;
import org.gametree.core.cli.PositionSource;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code search --moves h8,i9,… [--rule R] [--size N] [--eval E] [--candidates near|all] --depth D --algorithm NAME [--tt-mb N] [--time-ms T] [--nodes N] [--json]}; {@code search --list} prints the algorithm and preset names. */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Search a position with one algorithm or preset and report value, PV and statistics.")
final class SearchCommand extends AbstractSearchCommand {

    @Mixin
    private GameOptions position;

    @Override
    protected PositionSource positions() {
        return position;
    }
}
