package org.gametree.app.analysis.evaluation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.EvalBreakdown;

/**
 * An {@link EvalBreakdown} grouped for the table: by term (in the order the engine lists them),
 * then by side (first player, second, neither), with subtotals at both levels. Toolkit-free.
 *
 * <p>Gomoku's line evaluation names each row by its window counts ("windows 2x3 1x2") and the
 * book evaluation by pattern ("THREE x2", "ladder: FOUR"), so the group is the pattern's
 * family — the text before the first space or colon — and the full text stays on the row.
 *
 * @param game       the game the position belongs to
 * @param sideToMove 0 or 1: the values are from this side's point of view
 * @param source     the engine's breakdown
 * @param terms      the term groups
 */
public record Breakdown(AnalysisPosition.Game game, int sideToMove, EvalBreakdown source, List<TermGroup> terms) {

    /** The rows of one term and one side. */
    public record SideGroup(BreakdownLine line, List<BreakdownLine> rows) {
    }

    /** The rows of one term, by side. */
    public record TermGroup(BreakdownLine line, List<SideGroup> sides) {
    }

    public static Breakdown of(AnalysisPosition.Game game, int sideToMove, EvalBreakdown source) {
        Map<String, Map<Integer, List<EvalBreakdown.Row>>> grouped = new LinkedHashMap<>();
        for (EvalBreakdown.Row row : source.rows()) {
            grouped.computeIfAbsent(family(row.term()), k -> new LinkedHashMap<>())
                    .computeIfAbsent(row.side(), k -> new ArrayList<>()).add(row);
        }
        List<TermGroup> terms = new ArrayList<>();
        grouped.forEach((group, bySide) -> {
            List<SideGroup> sides = new ArrayList<>();
            for (int side : new int[] {0, 1, -1}) {
                List<EvalBreakdown.Row> rows = bySide.get(side);
                if (rows == null) {
                    continue;
                }
                List<BreakdownLine> lines = rows.stream().map(r -> new BreakdownLine(BreakdownLine.Kind.ROW, group,
                        side, r.term(), r.where(), r.value(), r.points().clone())).toList();
                sides.add(new SideGroup(summary(BreakdownLine.Kind.SIDE, group, side, lines), lines));
            }
            List<BreakdownLine> sideLines = sides.stream().map(SideGroup::line).toList();
            terms.add(new TermGroup(summary(BreakdownLine.Kind.TERM, group, -1, sideLines), List.copyOf(sides)));
        });
        return new Breakdown(game, sideToMove, source, List.copyOf(terms));
    }

    /** The group a term belongs to: the text before its first space or colon. */
    static String family(String term) {
        int end = term.length();
        for (int i = 0; i < term.length(); i++) {
            char c = term.charAt(i);
            if (c == ' ' || c == ':') {
                end = i;
                break;
            }
        }
        return term.substring(0, end);
    }

    private static BreakdownLine summary(BreakdownLine.Kind kind, String group, int side, List<BreakdownLine> parts) {
        int value = parts.stream().mapToInt(BreakdownLine::value).sum();
        int[] points = parts.stream().flatMapToInt(p -> IntStream.of(p.points())).distinct().sorted().toArray();
        return new BreakdownLine(kind, group, side, group, "", value, points);
    }

    /** The total line: the evaluation's value. */
    public BreakdownLine totalLine() {
        int[] points = terms.stream().flatMapToInt(t -> IntStream.of(t.line().points())).distinct().sorted().toArray();
        return new BreakdownLine(BreakdownLine.Kind.TOTAL, "", -1, "", "", source.total(), points);
    }

    /** The evaluation's value (the rows sum to it). */
    public int total() {
        return source.total();
    }
}
