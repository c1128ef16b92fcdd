package org.gametree.gomoku.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gametree.core.io.JsonWriter;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.ThreatKind;
import org.gametree.gomoku.threat.ThreatMap;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code threats --moves h8,i9,… [--rule R] [--json]}: every threat point of both colours — where
 * a stone would make a five, a straight four, a four or a three (Renju black's forbidden points
 * excluded). {@code --json} prints
 * {@code {"black":{"five":[…],"straight-four":[…],"four":[…],"three":[…]},"white":{…}}}.
 */
@Command(name = "threats", mixinStandardHelpOptions = true,
        description = "List the threat points of both colours: five, straight four, four, three.")
final class ThreatsCommand implements Callable<Integer> {

    private static final ThreatKind[] SHOWN = {ThreatKind.FIVE, ThreatKind.STRAIGHT_FOUR, ThreatKind.FOUR, ThreatKind.THREE};

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private RuledBoardOptions game;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        GomokuPosition position = game.position();
        ThreatMap map = ThreatMap.of(position);
        int size = position.size();
        PrintWriter out = spec.commandLine().getOut();
        JsonWriter writer = new JsonWriter().beginObject();
        for (int colour = GomokuPosition.BLACK; colour <= GomokuPosition.WHITE; colour++) {
            String side = colour == GomokuPosition.BLACK ? "black" : "white";
            if (json) {
                writer.beginObject(side);
            }
            for (ThreatKind kind : SHOWN) {
                String name = kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
                int[] points = map.points(colour, kind);
                if (json) {
                    writer.beginArray(name);
                    for (int p : points) {
                        writer.value(Notation.name(size, p));
                    }
                    writer.endArray();
                } else if (points.length > 0) {
                    out.println(side + " " + kind.english() + ": " + Notation.formatMoves(size, points));
                }
            }
            if (json) {
                writer.endObject();
            }
        }
        if (json) {
            out.println(writer.endObject());
        }
        return 0;
    }
}
