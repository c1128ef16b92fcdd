package org.gametree.gomoku.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gametree.core.io.JsonWriter;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.SolveResult;
import org.gametree.gomoku.threat.ThreatSolver;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code solve --moves h8,i9,… [--rule freestyle|standard|renju] [--size 15] [--vct] [--nodes N] [--json]}:
 * a forced win of the side to move (black after an even number of moves) by continuous fours,
 * or with {@code --vct} by threes and fours, within a node budget. {@code --json} prints
 * {@code {"win":true,"firstMove":"j10","line":["j10",…],"nodes":N,"millis":T}} ({@code firstMove}
 * is {@code ""} and {@code line} empty when no win was found).
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Look for a forced win of the side to move by VCF (or VCT with --vct).")
final class SolveCommand implements Callable<Integer> {

    /** The node budget when --nodes is not given. */
    static final long DEFAULT_NODES = 1_000_000;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private BoardOptions board;

    @Option(names = "--rule", defaultValue = "freestyle", paramLabel = "RULE",
            description = "freestyle (default), standard or renju.")
    private String rule;

    @Option(names = "--vct", description = "Also use threes (victory by continuous threats), not only fours.")
    private boolean vct;

    @Option(names = "--nodes", defaultValue = "" + DEFAULT_NODES, paramLabel = "N",
            description = "Node budget (default " + DEFAULT_NODES + ").")
    private long nodes;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        if (nodes < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--nodes must be at least 1, got " + nodes);
        }
        GomokuPosition position = board.position(GameOptions.parseRule(rule));
        int size = position.size();
        SolveResult r = ThreatSolver.solve(position, vct, nodes);
        PrintWriter out = spec.commandLine().getOut();
        String first = r.win() ? Notation.name(size, r.firstMove()) : "";
        if (json) {
            JsonWriter writer = new JsonWriter().beginObject().field("win", r.win()).field("firstMove", first)
                    .beginArray("line");
            for (int m : r.line()) {
                writer.value(Notation.name(size, m));
            }
            out.println(writer.endArray().field("nodes", r.nodes()).field("millis", r.millis()).endObject());
        } else {
            String side = position.stoneToMove() == GomokuPosition.BLACK ? "black" : "white";
            String kind = vct ? "VCT" : "VCF";
            if (r.win()) {
                out.println(side + " wins by " + kind + " with " + first);
                out.println("line: " + Notation.formatMoves(size, r.line()));
            } else {
                out.println("no " + kind + " win for " + side + " found within " + nodes + " nodes");
            }
            out.println("nodes: " + r.nodes() + ", time: " + r.millis() + " ms");
        }
        return 0;
    }
}
