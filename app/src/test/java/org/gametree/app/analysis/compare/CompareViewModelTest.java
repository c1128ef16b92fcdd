package org.gametree.app.analysis.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.report.Comparison;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The compare view-model without a toolkit: tasks run on the test's thread, progress arrives directly. */
class CompareViewModelTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final AnalysisContext context = new AnalysisContext(l10n, new SynchronousTaskRunner(),
            new XiangqiAnalysisPosition(Position.startPosition()));
    private final List<CompareProgress> seen = new ArrayList<>();
    private final CompareViewModel[] self = new CompareViewModel[1];
    private int cancelAfter = -1;
    private final CompareViewModel model = new CompareViewModel(context, view -> ProgressChannel.direct(p -> {
        seen.add(p);
        view.accept(p);
        if (p.running() != null && p.done() == cancelAfter) {
            self[0].cancel(); // the user presses Cancel while this one searches
        }
    }));

    {
        self[0] = model;
    }

    private static SearchResult result(int value, boolean stopped) {
        Statistics s = new Statistics(100, 400, 400, 0, 50, 40, 0, 0, 0, 0, 3);
        return new SearchResult("x", 0, value, 3, new int[0], s, List.of(), stopped);
    }

    @Test
    void aDisagreementBetweenExactAlgorithmsIsFlaggedButInexactOnesAreNot() {
        List<CompareRow> rows = ComparisonOutcome.rowsOf(List.of(
                new Comparison.Row("mcts", false, result(7, false)),
                new Comparison.Row("alphabeta", true, result(30, false)),
                new Comparison.Row("negascout", true, result(30, false)),
                new Comparison.Row("pvs", true, result(25, false)),
                new Comparison.Row("best", true, result(-40, false)),
                new Comparison.Row("mtdf", true, result(-99, true))));
        assertFalse(rows.get(0).flagged(), "MCTS is not expected to agree");
        assertFalse(rows.get(0).agreeExpected());
        assertFalse(rows.get(1).flagged(), "the reference");
        assertFalse(rows.get(2).flagged(), "agrees");
        assertTrue(rows.get(3).flagged(), "exact and disagrees");
        assertEquals("alphabeta", rows.get(3).reference());
        assertEquals(30, rows.get(3).referenceValue());
        assertTrue(rows.get(4).exact());
        assertFalse(rows.get(4).agreeExpected(), "best reduces and extends: another tree");
        assertFalse(rows.get(4).flagged());
        assertFalse(rows.get(5).finished());
        assertFalse(rows.get(5).flagged(), "a cancelled search is not a disagreement");
    }

    @Test
    void exactAlgorithmsAgreeAndProgressIsReportedPerAlgorithm() {
        model.chosen().setAll("negascout", "alphabeta", "mtdf");
        model.depthProperty().set(2);
        model.run();
        assertFalse(model.runningProperty().get());
        List<CompareRow> rows = model.rows();
        assertEquals(List.of("alphabeta", "negascout", "mtdf"), rows.stream().map(CompareRow::name).toList(),
                "runs in the list's order");
        assertTrue(rows.stream().allMatch(r -> r.value() == rows.get(0).value() && r.finished() && !r.flagged()));
        assertTrue(rows.stream().allMatch(r -> r.statistics().nodes() > 0 && r.bestMove() != 0));
        assertEquals(List.of("alphabeta", "negascout", "mtdf"),
                seen.stream().filter(p -> p.running() != null).map(CompareProgress::running).toList());
        assertEquals(3, seen.get(seen.size() - 1).done());
        assertEquals(1.0, model.progressProperty().get());
        assertEquals("compare.status.done", model.statusProperty().get().key());
        assertFalse(model.moveName(rows.get(0)).isEmpty());
    }

    @Test
    void cancellingKeepsTheFinishedRowsAndMarksTheRest() {
        model.chosen().setAll("alphabeta", "pvs", "negascout");
        model.depthProperty().set(4);
        cancelAfter = 1; // cancel as the second search starts
        model.run();
        List<CompareRow> rows = model.rows();
        assertEquals(3, rows.size());
        assertTrue(rows.get(0).finished(), "alphabeta finished before the cancel");
        assertEquals(4, rows.get(0).depth());
        assertFalse(rows.get(1).finished(), "pvs was stopped");
        assertFalse(rows.get(2).finished(), "negascout ran after the cancel");
        assertTrue(rows.stream().noneMatch(CompareRow::flagged));
        assertTrue(model.outcomeProperty().get().cancelled());
        assertEquals("compare.status.cancelled", model.statusProperty().get().key());
        assertEquals("Cancelled: 1 of 3 searches finished; the rest are marked unfinished",
                model.render(model.statusProperty().get()));
    }

    @Test
    void exportsCsvAndMarkdownFromTheCoreTablesWithTheWorkbenchColumns(@TempDir Path dir) throws IOException {
        model.chosen().setAll("alphabeta", "mcts");
        model.depthProperty().set(2);
        model.run();
        Comparison core = model.outcomeProperty().get().comparison();

        String csv = model.csv();
        String[] lines = csv.split("\n");
        assertEquals(3, lines.length);
        assertEquals(core.csv().split("\n")[0] + ",ebf,mustAgree,finished,disagrees", lines[0]);
        assertTrue(lines[1].startsWith(core.csv().split("\n")[1] + ","), "the core's row, then ours: " + lines[1]);
        String[] alphabeta = lines[1].split(",", -1);
        String[] mcts = lines[2].split(",", -1);
        assertEquals("alphabeta", alphabeta[0]);
        assertEquals(Integer.toString(model.rows().get(0).value()), alphabeta[1]);
        assertTrue(alphabeta[alphabeta.length - 4].matches("\\d+\\.\\d\\d"), "ebf " + lines[1]);
        assertEquals(List.of("true", "true", ""), List.of(alphabeta).subList(alphabeta.length - 3, alphabeta.length));
        assertEquals(List.of("false", "true", ""), List.of(mcts).subList(mcts.length - 3, mcts.length));

        String markdown = model.markdown();
        String[] md = markdown.split("\n");
        assertEquals(4, md.length);
        assertTrue(md[0].startsWith("| name | value |") && md[0].endsWith("| ebf | mustAgree | finished | disagrees |"), md[0]);
        assertEquals(md[0].chars().filter(c -> c == '|').count(), md[1].chars().filter(c -> c == '|').count());
        assertTrue(md[2].startsWith("| alphabeta | "), md[2]);
        assertTrue(md[3].startsWith("| mcts | "), md[3]);

        Path csvFile = dir.resolve("out/comparison.csv");
        Files.createDirectories(csvFile.getParent());
        Files.writeString(csvFile, "old content that must be replaced whole");
        model.exportCsv(csvFile);
        assertEquals(csv, Files.readString(csvFile, StandardCharsets.UTF_8));
        model.exportMarkdown(dir.resolve("out/comparison.md"));
        assertEquals(markdown, Files.readString(dir.resolve("out/comparison.md"), StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(csvFile.getParent())) {
            assertEquals(List.of("comparison.csv", "comparison.md"),
                    files.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary file left");
        }
    }

    @Test
    void pastedTextIsReadOrExplainedInPlace() {
        model.positionTextProperty().set("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x");
        assertNotNull(model.positionErrorProperty().get());
        String fenError = model.render(model.positionErrorProperty().get());
        assertTrue(fenError.toLowerCase().contains("side"), fenError);
        assertTrue(model.runDisabledProperty().get(), "no run on bad input");

        model.positionTextProperty().set("h8,i9,z99");
        String movesError = model.render(model.positionErrorProperty().get());
        assertTrue(movesError.startsWith("Not a Gomoku move list: ") && movesError.contains("z99"), movesError);
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertTrue(model.render(model.positionErrorProperty().get()).startsWith("不是五子棋着法列表"));
        l10n.setLanguage(Language.ENGLISH);

        model.positionTextProperty().set("h8,i9,h9");
        assertNull(model.positionErrorProperty().get());
        AnalysisPosition pasted = model.positionProperty().get();
        assertEquals(AnalysisPosition.Game.GOMOKU, pasted.game());
        assertEquals(3, pasted.ply());
        assertEquals(pasted.evaluations(), model.evaluations());
        assertTrue(model.evaluations().contains(model.evaluationProperty().get()));

        model.positionTextProperty().set("");
        assertEquals(AnalysisPosition.Game.XIANGQI, model.positionProperty().get().game(), "back to the game's");
        assertFalse(model.runDisabledProperty().get());
    }

    @Test
    void runWithNothingChosenSaysSo() {
        model.chosen().clear();
        model.run();
        assertEquals("compare.error.noAlgorithm", model.statusProperty().get().key());
        assertTrue(model.rows().isEmpty());
    }
}
