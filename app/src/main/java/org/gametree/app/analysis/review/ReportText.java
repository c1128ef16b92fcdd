package org.gametree.app.analysis.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Score;

/**
 * A review written out, in the current language: Markdown (the report's table and one row per
 * move) for reading and the clipboard, CSV (one row per move) for spreadsheets. Scores are from
 * {@code side}'s view (the graph's), mates in words; losses are the mover's, clamped as judged.
 */
public final class ReportText {

    private final Localization l10n;
    private final ScoreSides sides;
    private final MoveNotation notation;
    private final int side;

    /** @param side whose view scores are written from: 0 the first player, 1 the second */
    public ReportText(Localization l10n, ScoreSides sides, MoveNotation notation, int side) {
        this.l10n = l10n;
        this.sides = sides;
        this.notation = notation;
        this.side = side;
    }

    /** The report and every judged move as Markdown. */
    public String markdown(ReviewResult review) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(l10n.get("review.export.title")).append("\n\n");
        out.append(l10n.get("review.export.engine", review.search().algorithm(), review.search().depth(),
                review.search().evaluation())).append("\n\n");
        out.append(l10n.get("review.export.scoresFrom", l10n.get(sides.nameKey(side)))).append("\n\n");
        out.append(row(header())).append(row(List.of("---", "---:", "---:", "---:", "---:")));
        GameReport report = review.report();
        for (int s = 0; s < 2; s++) {
            out.append(row(sideRow(report, s)));
        }
        out.append("\n## ").append(l10n.get("review.export.moves")).append("\n\n");
        out.append(row(moveHeader())).append(row(List.of("---:", "---", "---", "---:", "---:", "---")));
        for (List<String> move : moveRows(review)) {
            out.append(row(move));
        }
        return out.toString();
    }

    /** One row per judged move, with a header row. */
    public String csv(ReviewResult review) {
        StringBuilder out = new StringBuilder();
        out.append(csvRow(moveHeader()));
        for (List<String> move : moveRows(review)) {
            out.append(csvRow(move));
        }
        return out.toString();
    }

    /** The report's counts of one side, one line: "Red: 1 inaccuracy … average loss 35". */
    public List<String> sideRow(GameReport report, int which) {
        GameReport.SideReport figures = report.side(which);
        return List.of(l10n.get(sides.nameKey(which)), String.valueOf(figures.inaccuracies()),
                String.valueOf(figures.mistakes()), String.valueOf(figures.blunders()),
                String.format(Locale.ROOT, "%.1f", figures.averageLoss()));
    }

    /** The report's column names: side, inaccuracies, mistakes, blunders, average loss. */
    public List<String> header() {
        return List.of(l10n.get("review.report.side"), l10n.get("review.report.inaccuracies"),
                l10n.get("review.report.mistakes"), l10n.get("review.report.blunders"),
                l10n.get("review.report.averageLoss"));
    }

    private List<String> moveHeader() {
        return List.of(l10n.get("review.export.ply"), l10n.get("review.export.move"), l10n.get("review.report.side"),
                l10n.get("review.export.score"), l10n.get("review.export.loss"), l10n.get("review.export.mark"));
    }

    private List<List<String>> moveRows(ReviewResult review) {
        List<String> names = review.start().lineNames(review.moves(), notation);
        List<List<String>> rows = new ArrayList<>();
        for (MoveAssessment move : review.assessments()) {
            PositionScore after = review.scores().get(move.ply());
            rows.add(List.of(String.valueOf(move.ply()), names.get(move.ply() - 1), l10n.get(sides.nameKey(move.mover())),
                    score(after.from(side)), String.valueOf(move.loss()), move.judgement().symbol()));
        }
        return rows;
    }

    /** A score from {@code side}'s view: "+35", "-12", or "Red mates in 3". */
    String score(int value) {
        if (Score.isMate(value)) {
            int winner = value > 0 ? side : 1 - side;
            int moves = (Score.MATE - Math.abs(value) + 1) / 2;
            if (moves == 0) {
                return l10n.get("review.export.won", l10n.get(sides.nameKey(winner))); // the game is over
            }
            return l10n.get("score.sideMates", l10n.get(sides.nameKey(winner)), moves);
        }
        return value > 0 ? "+" + value : String.valueOf(value);
    }

    private static String row(List<String> cells) {
        return "| " + String.join(" | ", cells.stream().map(c -> c.replace("|", "\\|")).toList()) + " |\n";
    }

    private static String csvRow(List<String> cells) {
        return String.join(",", cells.stream().map(ReportText::csvCell).toList()) + "\n";
    }

    private static String csvCell(String cell) {
        if (cell.contains(",") || cell.contains("\"") || cell.contains("\n")) {
            return "\"" + cell.replace("\"", "\"\"") + "\"";
        }
        return cell;
    }
}
