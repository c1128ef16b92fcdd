package org.gametree.gomoku.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;

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
 * {@code solve --moves h8,i9,… [--rule freestyle|standard|renju] [--size 15] [--vct] [--nodes N]
 * [--time-ms T] [--json]}: a forced win of the side to move (black after an even number of moves)
 * by continuous fours, or with {@code --vct} by threes and fours, within a node budget and a time
 * limit (default {@value #DEFAULT_MILLIS} ms, 0 for none; checked every 64 nodes). When no win is
 * found the answer says why the search ended: the time limit ("unknown (time limit)"), the node
 * budget, or neither (proven: no VCF, or no VCT within {@link ThreatSolver#DEFAULT_VCT_PLIES}
 * plies, in the threat model of {@link ThreatSolver}). {@code --json} prints
 * {@code {"win":true,"outcome":"win","mode":"vcf","firstMove":"j10","line":["j10",…],"nodes":N,
 * "millis":T,"stoppedBy":""}} ({@code outcome}: win, no-win or unknown)
 * ({@code firstMove} is {@code ""} and {@code line} empty when no win was found; {@code stoppedBy}
 * is {@code "time"}, {@code "nodes"} or {@code ""}).
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Look for a forced win of the side to move by VCF (or VCT with --vct).")
final class SolveCommand implements Callable<Integer> {

    /** The node budget when --nodes is not given. */
    static final long DEFAULT_NODES = 1_000_000;
    /** The time limit when --time-ms is not given: a safety net, the node budget usually ends first. */
    static final long DEFAULT_MILLIS = 60_000;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private RuledBoardOptions game;

    @Option(names = "--vct", description = "Also use threes (victory by continuous threats), not only fours.")
    private boolean vct;

    @Option(names = "--nodes", defaultValue = "" + DEFAULT_NODES, paramLabel = "N",
            description = "Node budget (default " + DEFAULT_NODES + ").")
    private long nodes;

    @Option(names = "--time-ms", defaultValue = "" + DEFAULT_MILLIS, paramLabel = "T",
            description = "Time limit in ms (default " + DEFAULT_MILLIS + "; 0: none); when it is reached the answer is unknown.")
    private long millis;

    @Option(names = "--plies", defaultValue = "" + ThreatSolver.DEFAULT_VCT_PLIES, paramLabel = "P",
            description = "Longest VCT line searched, in plies, the five included (default "
                    + ThreatSolver.DEFAULT_VCT_PLIES + ").")
    private int plies;

    @Option(names = "--dependency", description = "Dependency-based threat search: below the root only threats"
            + " that use the attacker's last stone (fewer nodes; some wins missed, so \"no win\" becomes unknown).")
    private boolean dependency;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        if (nodes < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--nodes must be at least 1, got " + nodes);
        }
        if (plies < 1 || plies > ThreatSolver.MAX_PLY) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--plies must be in 1.." + ThreatSolver.MAX_PLY + ", got " + plies);
        }
        if (millis < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--time-ms must not be negative, got " + millis);
        }
        GomokuPosition position = game.position();
        int size = position.size();
        Deadline deadline = new Deadline(millis);
        ThreatSolver solver = new ThreatSolver(ThreatSolver.DEFAULT_TABLE_MB);
        solver.setDependent(dependency);
        SolveResult r = solver.solveWin(position, vct, plies, nodes, deadline);
        String stoppedBy = r.outcome() != SolveResult.Outcome.UNKNOWN ? "" : deadline.reached ? "time" : "nodes";
        PrintWriter out = spec.commandLine().getOut();
        String first = r.win() ? Notation.name(size, r.firstMove()) : "";
        if (json) {
            JsonWriter writer = new JsonWriter().beginObject().field("win", r.win())
                    .field("outcome", outcomeName(r.outcome())).field("mode", r.mode().name().toLowerCase())
                    .field("firstMove", first).beginArray("line");
            for (int m : r.line()) {
                writer.value(Notation.name(size, m));
            }
            out.println(writer.endArray().field("nodes", r.nodes()).field("millis", r.millis())
                    .field("stoppedBy", stoppedBy).endObject());
        } else {
            String side = position.stoneToMove() == GomokuPosition.BLACK ? "black" : "white";
            String kind = vct ? "VCT" : "VCF";
            if (r.win()) {
                out.println(side + " wins by " + r.mode() + " with " + first);
                out.println("line: " + Notation.formatMoves(size, r.line()));
            } else if (stoppedBy.equals("time")) {
                out.println("unknown (time limit): no " + kind + " win for " + side + " found within " + millis + " ms");
            } else if (stoppedBy.equals("nodes")) {
                out.println("unknown (node limit): no " + kind + " win for " + side + " found within " + nodes + " nodes");
            } else {
                out.println("no " + kind + " win for " + side + " (proven within the threat model"
                        + (vct ? ", up to " + plies + " plies)" : ")"));
            }
            out.println("nodes: " + r.nodes() + ", time: " + r.millis() + " ms, "
                    + nodesPerSecond(r.nodes(), r.millis()) + " nodes/s");
        }
        return 0;
    }

    static String outcomeName(SolveResult.Outcome outcome) {
        return switch (outcome) {
            case WIN -> "win";
            case NO_WIN -> "no-win";
            case UNKNOWN -> "unknown";
        };
    }

    static long nodesPerSecond(long nodes, long millis) {
        return nodes * 1000 / Math.max(1, millis);
    }

    /** The time limit as the solver's stop test (asked every 64 nodes): remembers that it was reached. */
    private static final class Deadline implements BooleanSupplier {
        private final long start = System.nanoTime();
        /** The limit in nanoseconds, 0 for none. */
        private final long limit;
        private boolean reached;

        Deadline(long millis) {
            this.limit = millis > Long.MAX_VALUE / 1_000_000 ? Long.MAX_VALUE : millis * 1_000_000;
        }

        @Override
        public boolean getAsBoolean() {
            if (!reached && limit != 0 && System.nanoTime() - start >= limit) {
                reached = true;
            }
            return reached;
        }
    }
}
