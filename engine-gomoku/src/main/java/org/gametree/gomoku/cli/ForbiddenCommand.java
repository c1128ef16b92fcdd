package org.gametree.gomoku.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;

import org.gametree.core.io.JsonWriter;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code forbidden --moves h8,i9,… [--size 15] [--json]}: the Renju forbidden points for black
 * after the moves (played under Renju, each checked), sorted by column then row ({@code a1},
 * {@code a2}, …, {@code b1}). Human output is one line per point, {@code f10 double-three};
 * {@code --json} prints {@code {"forbidden":[{"point":"f10","reason":"double-three"},…]}}.
 * The points are those black may not play, whoever is to move.
 */
@Command(name = "forbidden", mixinStandardHelpOptions = true,
        description = "List the Renju forbidden points for black after a sequence of moves.")
final class ForbiddenCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private BoardOptions board;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        GomokuPosition position = board.position(Rule.RENJU);
        int size = position.size();
        List<ForbiddenPoints.Forbidden> list = new ArrayList<>(ForbiddenPoints.all(position));
        list.sort(Comparator.comparingInt((ForbiddenPoints.Forbidden f) -> GomokuPosition.x(f.point()))
                .thenComparingInt(f -> -GomokuPosition.y(f.point())));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonWriter writer = new JsonWriter().beginObject().beginArray("forbidden");
            for (ForbiddenPoints.Forbidden f : list) {
                writer.beginObject().field("point", Notation.name(size, f.point()))
                        .field("reason", f.reason().label()).endObject();
            }
            out.println(writer.endArray().endObject());
        } else {
            for (ForbiddenPoints.Forbidden f : list) {
                out.println(Notation.name(size, f.point()) + " " + f.reason().label());
            }
        }
        return 0;
    }
}
