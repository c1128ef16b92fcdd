package org.gametree.xiangqi.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

/**
 * A benchmark, not a unit test: two evaluations play each other in-process with the same search
 * ({@code best}), from a fixed list of openings, each opening with both colours. Prints one line
 * per game and the score of the first evaluation with an Elo estimate and its 95 % error.
 *
 * <pre>
 * mvn -B -o -q -pl engine-xiangqi -am test-compile
 * nice java -cp engine-xiangqi/target/test-classes:engine-xiangqi/target/xiangqi-engine.jar \
 *     org.gametree.xiangqi.eval.SelfPlay --a rich --b pst --depth 4
 * </pre>
 *
 * Options: {@code --a EVAL --b EVAL} (an evaluation name, or {@code rich@FILE} for the rich
 * evaluation with the parameters of a {@link EvalParameters#parse} file), {@code --depth D} or
 * {@code --millis MS} or {@code --nodes N} per move, {@code --openings N} (the first N openings),
 * {@code --max-plies N} (then a draw), {@code --tt-mb N}.
 */
public final class SelfPlay {

    /**
     * The openings: ten common first moves for Red (central cannon 中炮, the pawn openings 仙人指路,
     * elephant 飞相, horse 起马, palace-crossing cannon 过宫炮, palace-corner cannon 士角炮, the
     * river-bank cannon 巡河炮) against six common replies (screen horses 屏风马, same- and
     * opposite-direction cannons 顺炮/列炮, pawn, elephant).
     */
    private static final String[] RED_FIRST = {"h2e2", "c3c4", "g3g4", "g0e2", "c0e2", "h0g2", "b0c2", "h2d2", "h2f2", "h2h4"};
    private static final String[] BLACK_REPLY = {"h9g7", "b9c7", "h7e7", "b7e7", "c6c5", "g9e7"};

    static List<String[]> openings() {
        List<String[]> openings = new ArrayList<>();
        for (String red : RED_FIRST) {
            for (String black : BLACK_REPLY) {
                openings.add(new String[] {red, black});
            }
        }
        return openings;
    }

    private record Side(String spec, XiangqiEvaluation evaluation) {
    }

    public static void main(String[] args) throws IOException {
        String a = "rich";
        String b = "pst";
        int depth = 0;
        long millis = 0;
        long nodes = 0;
        int openingCount = Integer.MAX_VALUE;
        int maxPlies = 300;
        int tableMb = 16;
        for (int i = 0; i < args.length; i += 2) {
            String value = i + 1 < args.length ? args[i + 1] : "";
            switch (args[i]) {
                case "--a": a = value; break;
                case "--b": b = value; break;
                case "--depth": depth = Integer.parseInt(value); break;
                case "--millis": millis = Long.parseLong(value); break;
                case "--nodes": nodes = Long.parseLong(value); break;
                case "--openings": openingCount = Integer.parseInt(value); break;
                case "--max-plies": maxPlies = Integer.parseInt(value); break;
                case "--tt-mb": tableMb = Integer.parseInt(value); break;
                default: throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        SearchLimits limits = new SearchLimits(depth > 0 ? depth : SearchLimits.MAX_DEPTH, millis, nodes, null);
        if (depth <= 0 && millis <= 0 && nodes <= 0) {
            throw new IllegalArgumentException("give --depth, --millis or --nodes");
        }
        List<String[]> openings = openings();
        openings = openings.subList(0, Math.min(openingCount, openings.size()));
        System.out.printf(Locale.ROOT, "%s vs %s, best, %s, %d openings x 2 colours%n", a, b,
                depth > 0 ? "depth " + depth : millis > 0 ? millis + " ms/move" : nodes + " nodes/move", openings.size());
        double[] score = new double[3]; // wins, draws, losses of A
        long[] engineNodes = new long[2];
        long[] engineMillis = new long[2];
        long[] engineDepth = new long[2];
        long[] engineMoves = new long[2];
        int game = 0;
        for (String[] opening : openings) {
            for (int aColour = 0; aColour < 2; aColour++) {
                Side[] sides = new Side[2];
                sides[aColour] = new Side(a, evaluation(a));
                sides[1 - aColour] = new Side(b, evaluation(b));
                int[] engineOf = new int[2];
                engineOf[aColour] = 0;
                engineOf[1 - aColour] = 1;
                Searcher[] searchers = {Presets.searcherFor("best", tableMb), Presets.searcherFor("best", tableMb)};
                Position position = Position.startPosition();
                for (String move : opening) {
                    GameRules.play(position, Move.of(Squares.parse(move, 0), Squares.parse(move, 2)));
                }
                GameResult result = GameRules.result(position);
                while (!result.isOver() && position.ply() < maxPlies) {
                    int side = position.sideToMove();
                    SearchResult found = searchers[side].search(
                            new XiangqiSearchPosition(position, sides[side].evaluation()), limits);
                    int engine = engineOf[side];
                    engineNodes[engine] += found.statistics().totalNodes();
                    engineMillis[engine] += found.statistics().millis();
                    engineDepth[engine] += found.depth();
                    engineMoves[engine]++;
                    GameRules.play(position, found.bestMove());
                    result = GameRules.result(position);
                }
                double points; // for A
                if (result.outcome() == GameResult.Outcome.RED_WINS) {
                    points = aColour == 0 ? 1 : 0;
                } else if (result.outcome() == GameResult.Outcome.BLACK_WINS) {
                    points = aColour == 1 ? 1 : 0;
                } else {
                    points = 0.5;
                }
                score[points == 1 ? 0 : points == 0.5 ? 1 : 2]++;
                game++;
                System.out.printf(Locale.ROOT, "game %3d  %s %s  %s red  %-10s %-16s %3d plies  A %.1f  (+%d =%d -%d)%n",
                        game, opening[0], opening[1], aColour == 0 ? "A" : "B", result.outcome(), result.reason(),
                        position.ply(), points, (int) score[0], (int) score[1], (int) score[2]);
            }
        }
        double n = score[0] + score[1] + score[2];
        double mean = (score[0] + 0.5 * score[1]) / n;
        double variance = (score[0] * Math.pow(1 - mean, 2) + score[1] * Math.pow(0.5 - mean, 2)
                + score[2] * Math.pow(mean, 2)) / n;
        double error = 1.96 * Math.sqrt(variance / n);
        System.out.printf(Locale.ROOT, "%s vs %s: +%d =%d -%d, score %.1f%% (%.1f%% .. %.1f%%), Elo %s %s%n", a, b,
                (int) score[0], (int) score[1], (int) score[2], 100 * mean, 100 * (mean - error), 100 * (mean + error),
                elo(mean), "(" + elo(mean - error) + " .. " + elo(mean + error) + ")");
        for (int e = 0; e < 2; e++) {
            System.out.printf(Locale.ROOT, "%s: %d moves, %.0f nodes/move, %.1f ms/move, %.2f plies deep, %.0f nodes/s%n",
                    e == 0 ? a : b, engineMoves[e], (double) engineNodes[e] / engineMoves[e],
                    (double) engineMillis[e] / engineMoves[e], (double) engineDepth[e] / engineMoves[e],
                    engineNodes[e] * 1000.0 / Math.max(1, engineMillis[e]));
        }
    }

    private static String elo(double score) {
        if (score <= 0) {
            return "-inf";
        }
        if (score >= 1) {
            return "+inf";
        }
        return String.format(Locale.ROOT, "%+.0f", -400 * Math.log10(1 / score - 1));
    }

    private static XiangqiEvaluation evaluation(String spec) throws IOException {
        int at = spec.indexOf('@');
        if (at < 0) {
            return XiangqiEvaluation.byName(spec);
        }
        if (!spec.substring(0, at).equals(RichEvaluation.NAME)) {
            throw new IllegalArgumentException("only the rich evaluation takes parameters: " + spec);
        }
        String text = Files.readString(Path.of(spec.substring(at + 1)), StandardCharsets.UTF_8);
        return new RichEvaluation(EvalParameters.parse(text));
    }
}
