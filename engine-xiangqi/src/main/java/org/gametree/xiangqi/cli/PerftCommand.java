package org.gametree.xiangqi.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gametree.core.io.JsonWriter;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Perft;
import org.gametree.xiangqi.Position;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code perft --fen FEN|startpos --depth N [--divide] [--json]}: counts the leaves of the legal
 * move tree. Human output ends with the line {@code nodes N}; {@code --json} prints one object
 * {@code {"fen":…,"depth":N,"nodes":N,"millis":T,"nps":R}}.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the leaves of the legal move tree (the last ply is counted in bulk).")
final class PerftCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--fen", paramLabel = "FEN|startpos", defaultValue = "startpos",
            description = "The position: a FEN or 'startpos' (default).")
    private String fen;

    @Option(names = "--depth", required = true, paramLabel = "N", description = "Depth in plies (0-20).")
    private int depth;

    @Option(names = "--divide", description = "Print the count below each root move.")
    private boolean divide;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        if (depth < 0 || depth > 20) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--depth must be between 0 and 20, got " + depth);
        }
        Position position = "startpos".equals(fen) ? Position.startPosition() : Fen.parse(fen);
        String fenText = Fen.write(position);
        PrintWriter out = spec.commandLine().getOut();
        Perft perft = new Perft(position, depth);
        long start = System.nanoTime();
        long nodes;
        if (divide && depth > 0) {
            Perft.Divide result = perft.divide(depth);
            for (int i = 0; i < result.size(); i++) {
                if (!json) {
                    out.println(Move.toCoordinate(result.move(i)) + ": " + result.count(i));
                }
            }
            nodes = result.total();
        } else {
            nodes = perft.count(depth);
        }
        long nanos = System.nanoTime() - start;
        long millis = nanos / 1_000_000;
        long nps = nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos);
        if (json) {
            out.println(new JsonWriter().beginObject()
                    .field("fen", fenText)
                    .field("depth", depth)
                    .field("nodes", nodes)
                    .field("millis", millis)
                    .field("nps", nps)
                    .endObject());
        } else {
            if (divide) {
                out.println();
            }
            out.println("time " + millis + " ms, " + nps + " leaves/s");
            out.println("nodes " + nodes);
        }
        return 0;
    }
}
