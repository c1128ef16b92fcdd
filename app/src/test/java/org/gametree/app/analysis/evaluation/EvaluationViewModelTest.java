package org.gametree.app.analysis.evaluation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.IntStream;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

class EvaluationViewModelTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final AnalysisContext context = new AnalysisContext(l10n, new SynchronousTaskRunner(),
            Positions.xiangqiMiddlegame());
    private final EvaluationViewModel model = new EvaluationViewModel(context);

    @Test
    void groupsAddUpToTheirSubtotalsAndTheTotalForEveryEvaluationOfBothGames() {
        for (AnalysisPosition position : new AnalysisPosition[] {Positions.xiangqiMiddlegame(), Positions.gomoku()}) {
            context.setPosition(position);
            assertEquals(position.evaluations(), model.evaluations());
            for (String evaluation : position.evaluations()) {
                model.evaluationProperty().set(evaluation);
                Breakdown breakdown = model.breakdownProperty().get();
                assertEquals(position.explain(evaluation).total(), breakdown.total(), evaluation);
                int termSum = 0;
                int rows = 0;
                for (Breakdown.TermGroup term : breakdown.terms()) {
                    int sideSum = 0;
                    for (Breakdown.SideGroup side : term.sides()) {
                        assertEquals(side.rows().stream().mapToInt(BreakdownLine::value).sum(), side.line().value());
                        side.rows().forEach(r -> assertEquals(side.line().side(), r.side()));
                        sideSum += side.line().value();
                        rows += side.rows().size();
                    }
                    assertEquals(sideSum, term.line().value(), term.line().group());
                    termSum += term.line().value();
                }
                assertEquals(breakdown.total(), termSum, evaluation);
                assertEquals(position.explain(evaluation).rows().size(), rows, "every row shown once");
            }
        }
    }

    @Test
    void gomokuPatternsAreGroupedByFamilyAndNamedInTheLanguage() {
        context.setPosition(Positions.gomoku());
        model.evaluationProperty().set("line");
        Breakdown breakdown = model.breakdownProperty().get();
        assertTrue(breakdown.terms().stream().allMatch(t -> t.line().group().equals("windows")
                || t.line().group().equals("clamp")), breakdown.terms().toString());
        BreakdownLine row = breakdown.terms().get(0).sides().get(0).rows().get(0);
        assertTrue(model.names().term(row).startsWith("Five-point windows "), model.names().term(row));
        assertEquals("Black stones", model.names().side(breakdown.game(), 0));
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertTrue(model.names().term(row).startsWith("五连窗口"), model.names().term(row));
        assertEquals("白棋", model.names().side(breakdown.game(), 1));
    }

    @Test
    void everyXiangqiTermHasANameInBothLanguages() {
        for (org.gametree.xiangqi.eval.Explanation.Term term : org.gametree.xiangqi.eval.Explanation.Term.values()) {
            String group = term.name().toLowerCase(java.util.Locale.ROOT);
            l10n.setLanguage(Language.ENGLISH);
            String english = model.names().group(group);
            l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
            String chinese = model.names().group(group);
            assertFalse(english.equals(group) || chinese.equals(group) || english.equals(chinese),
                    group + ": " + english + " / " + chinese);
        }
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("将帅安全", model.names().group("king_safety"));
    }

    @Test
    void xiangqiWordsAreTranslated() {
        assertEquals("Score (Red to move)", model.scoreCaption());
        assertEquals("row 8", model.names().where("row 8", 0));
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("第 8 行", model.names().where("row 8", 0));
        assertEquals("子力", model.names().group("material"));
        assertEquals("得分（红方走棋）", model.scoreCaption());
    }

    @Test
    void followsThePreviewThenTheGameAndStopsFollowingForAnExplicitPosition() {
        AnalysisPosition game = context.getPosition();
        assertEquals(game.text(), model.positionProperty().get().text());
        AnalysisPosition preview = new XiangqiAnalysisPosition(Position.startPosition());
        context.previewProperty().set(preview);
        assertSame(preview, model.positionProperty().get());
        context.previewProperty().set(null);
        assertEquals(game.text(), model.positionProperty().get().text());

        AnalysisPosition node = Positions.gomoku();
        model.showPosition(node);
        assertFalse(model.followContextProperty().get());
        context.previewProperty().set(preview);
        assertSame(node, model.positionProperty().get(), "an explicit position stays");
        assertEquals(node.evaluations(), model.evaluations(), "the chooser lists the game's evaluations");
        model.followContextProperty().set(true);
        assertSame(preview, model.positionProperty().get());
    }

    @Test
    void hoverHighlightsTheLinesPointsAndGroupsTheUnion() {
        Breakdown breakdown = model.breakdownProperty().get();
        Breakdown.SideGroup redMaterial = breakdown.terms().stream().filter(t -> t.line().group().equals("material"))
                .findFirst().orElseThrow().sides().get(0);
        BreakdownLine piece = redMaterial.rows().get(0);
        model.hover(piece);
        assertArrayEquals(piece.points(), context.highlightProperty().get());
        model.hover(redMaterial.line());
        int[] union = redMaterial.rows().stream().flatMapToInt(r -> IntStream.of(r.points())).distinct().sorted().toArray();
        assertArrayEquals(union, context.highlightProperty().get());
        assertEquals(redMaterial.rows().size(), union.length, "one red piece per material row");
        assertTrue(Arrays.stream(union).allMatch(sq -> ((XiangqiAnalysisPosition) model.positionProperty().get())
                .position().pieceAt(sq) != 0), "every highlighted square holds a piece");
        model.endHover();
        assertNull(context.highlightProperty().get());
    }
}
