package org.gametree.app.analysis.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;

/**
 * Issue 10, "Explain the evaluation": the book's one-sided threat and guard are explained; with
 * {@code pst} the signs follow the score perspective and the colour the side a value helps, so
 * "Position · Red −25" can no longer be drawn in Red's colour while it favours Black; pieces are
 * named in the board's notation.
 */
class EvaluationSidesTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final AnalysisContext context = new AnalysisContext(l10n, new SynchronousTaskRunner(),
            new XiangqiAnalysisPosition(Position.startPosition()));
    private final EvaluationViewModel model = new EvaluationViewModel(context);

    @Test
    void theBookNoteIsShownOnTheStartPositionForThreatAndGuard() {
        model.evaluationProperty().set("book");
        assertTrue(model.oneSidedTerms());
        BreakdownLine threat = group("threat");
        assertTrue(model.isOneSided(threat));
        assertTrue(model.isOneSided(group("guard")));
        assertFalse(model.isOneSided(group("material")));
        // The start is symmetric, yet the threat term is not: the observation the note explains.
        assertTrue(threat.value() != 0, "threat subtotal " + threat.value());
        assertTrue(l10n.get("evaluation.note.book").contains("\u00a76.4"));
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertTrue(l10n.get("evaluation.note.book").contains("\u00a76.4"));

        model.evaluationProperty().set("pst");
        assertFalse(model.oneSidedTerms(), "pst has no one-sided terms to explain");
    }

    @Test
    void pstSignsAndColoursAgreeWithTheLegendUnderBothPerspectives() {
        model.evaluationProperty().set("pst");
        // Red's piece-square subtotal on the start is -25 for Red to move: it favours Black.
        BreakdownLine redPosition = side("position", 0);
        assertEquals(-25, redPosition.value());

        for (AnalysisPosition position : new AnalysisPosition[] {context.getPosition(), blackToMove()}) {
            context.setPosition(position);
            for (ScorePerspective perspective : ScorePerspective.values()) {
                context.scorePerspectiveProperty().set(perspective);
                for (BreakdownLine line : lines()) {
                    int shown = model.shown(line);
                    if (shown == 0) {
                        continue;
                    }
                    // "+" is good for the side the legend names; the colour is the side helped.
                    assertEquals(shown > 0, model.favours(line) == model.plusSide(), perspective + " " + line);
                    assertEquals(shown < 0, model.valueText(line).startsWith("\u2212"), model.valueText(line));
                }
                String plusSide = model.plusSide() == 0 ? "Red" : "Black";
                assertTrue(model.legend().contains("good for " + (perspective == ScorePerspective.FIRST_PLAYER
                        ? plusSide : "the side to move (" + plusSide + ")")), model.legend());
            }
        }

        // A Black-favouring term under "scores from Red": negative, in Black's colour, on either move.
        context.scorePerspectiveProperty().set(ScorePerspective.FIRST_PLAYER);
        for (AnalysisPosition position : new AnalysisPosition[] {new XiangqiAnalysisPosition(Position.startPosition()),
            blackToMove()}) {
            context.setPosition(position);
            BreakdownLine blackHelped = lines().stream().filter(l -> model.favours(l) == 1).findFirst().orElseThrow();
            assertTrue(model.shown(blackHelped) < 0, "shown " + model.shown(blackHelped));
            assertEquals(0, model.plusSide());
            assertTrue(model.legend().startsWith("+ is good for Red"), model.legend());
        }
    }

    @Test
    void piecesAreNamedInTheBoardsNotation() {
        model.evaluationProperty().set("book");
        BreakdownLine cannon = row("material", Squares.parse("h2", 0));
        BreakdownLine blackHorse = row("material", Squares.parse("h9", 0));
        context.notationProperty().set(MoveNotation.CHINESE);
        assertEquals("炮二", model.where(cannon));
        assertEquals("马8", model.where(blackHorse));
        context.notationProperty().set(MoveNotation.WXF);
        assertEquals("C2", model.where(cannon));
        context.notationProperty().set(MoveNotation.COORDINATE);
        assertEquals("h2", model.where(cannon));
        assertEquals("h9", model.where(blackHorse));
    }

    @Test
    void gomokuRowsNameTheirStones() {
        context.setPosition(Positions.gomoku());
        model.evaluationProperty().set("book");
        BreakdownLine row8 = lines().stream().filter(l -> l.kind() == BreakdownLine.Kind.ROW
                && l.where().equals("row 8")).findFirst().orElseThrow();
        String where = model.where(row8);
        assertTrue(where.startsWith("row 8 \u00b7 "), where);
        assertTrue(where.contains("h8") && where.contains("g8"), where);
    }

    private AnalysisPosition blackToMove() {
        AnalysisPosition position = new XiangqiAnalysisPosition(Position.startPosition());
        position.play(Positions.move(position, "h2e2"));
        return position;
    }

    private List<BreakdownLine> lines() {
        List<BreakdownLine> all = new ArrayList<>();
        Breakdown breakdown = model.breakdownProperty().get();
        for (Breakdown.TermGroup term : breakdown.terms()) {
            all.add(term.line());
            for (Breakdown.SideGroup side : term.sides()) {
                all.add(side.line());
                all.addAll(side.rows());
            }
        }
        all.add(breakdown.totalLine());
        return all;
    }

    private BreakdownLine group(String group) {
        return model.breakdownProperty().get().terms().stream().filter(t -> t.line().group().equals(group))
                .findFirst().orElseThrow().line();
    }

    private BreakdownLine side(String group, int side) {
        return model.breakdownProperty().get().terms().stream().filter(t -> t.line().group().equals(group))
                .flatMap(t -> t.sides().stream()).filter(s -> s.line().side() == side).findFirst().orElseThrow().line();
    }

    private BreakdownLine row(String group, int square) {
        return lines().stream().filter(l -> l.kind() == BreakdownLine.Kind.ROW && l.group().equals(group)
                && l.points().length == 1 && l.points()[0] == square).findFirst().orElseThrow();
    }
}
