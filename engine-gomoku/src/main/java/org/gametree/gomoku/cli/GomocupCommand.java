package org.gametree.gomoku.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

import org.gametree.gomoku.protocol.GomocupDriver;
import org.gametree.gomoku.search.GomokuEngine;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code gomocup}: the engine as a Gomocup (Piskvork) brain — the protocol on standard input and
 * output (see package {@code org.gametree.gomoku.protocol}) until {@code END} or the end of the
 * input, with {@link GomokuEngine#strongest()}. Exit status 0.
 */
@Command(name = "gomocup", mixinStandardHelpOptions = true,
        description = "Play as a Gomocup/Piskvork brain on standard input and output (START, TURN, BOARD, ..., END).")
final class GomocupCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    private EngineOptions options;

    @Override
    public Integer call() {
        // System.in is read when the command runs (not when the class loads), so a test can set it.
        GomokuEngine engine = options.engine(spec.commandLine());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        new GomocupDriver(engine, spec.commandLine().getOut()).run(in);
        return 0;
    }
}
