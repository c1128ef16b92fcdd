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
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.report.Comparison;
import org.gametree.core.report.ComparisonColumn;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;
import org.gametree.gomoku.GomokuPosition;
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
    void exportsCsvAndMarkdownWithTheCoreColumnsAndTheCheck(@TempDir Path dir) throws IOException {
        model.chosen().setAll("alphabeta", "mcts");
        model.depthProperty().set(2);
        model.run();
        Comparison core = model.outcomeProperty().get().comparison();

        String csv = model.csv();
        String[] lines = csv.split("\n");
        assertEquals(3, lines.length);
        String coreHeader = core.csv().split("\n")[0];
        assertEquals(coreHeader.substring(0, coreHeader.lastIndexOf(",differs")) + ",check", lines[0],
                "the compare command's columns, its verdict replaced by the workbench's check");
        assertTrue(lines[0].startsWith("name,value,bestMove,depth,positions,interior,leaves,"), lines[0]);
        assertTrue(lines[0].contains(",ttProbes,ttHits,") && lines[0].contains(",ebf,"), lines[0]);
        String[] alphabeta = lines[1].split(",", -1);
        String[] mcts = lines[2].split(",", -1);
        assertEquals("alphabeta", alphabeta[0]);
        assertEquals(Integer.toString(model.rows().get(0).value()), alphabeta[1]);
        List<String> header = List.of(lines[0].split(","));
        Statistics s = model.rows().get(0).statistics();
        assertEquals(Long.toString(s.totalNodes()), alphabeta[header.indexOf("positions")], "the total is exported");
        assertEquals(Long.toString(s.nodes()), alphabeta[header.indexOf("interior")]);
        assertTrue(alphabeta[header.indexOf("ebf")].matches("\\d+\\.\\d\\d"), "ebf " + lines[1]);
        assertEquals("reference", alphabeta[alphabeta.length - 1]);
        assertEquals("notHeld", mcts[mcts.length - 1]);

        String markdown = model.markdown();
        String[] md = markdown.split("\n");
        assertEquals(4, md.length);
        assertEquals("| " + String.join(" | ", header) + " |", md[0]);
        assertEquals(md[0].chars().filter(c -> c == '|').count(), md[1].chars().filter(c -> c == '|').count());
        assertEquals("| " + String.join(" | ", alphabeta) + " |", md[2], "the same cells as the CSV");
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
    void mtdfIsMeasuredLikeAlphaBetaAndCountsItsTable() {
        model.chosen().setAll("alphabeta", "mtdf");
        model.depthProperty().set(3);
        model.run();
        List<String> header = List.of(model.csv().split("\n")[0].split(","));
        String[] lines = model.csv().split("\n");
        for (int i = 0; i < 2; i++) {
            CompareRow row = model.rows().get(i);
            // one definition for every row: every position visited, depth-th root
            double ebf = Math.pow(row.statistics().totalNodes(), 1.0 / row.depth());
            assertEquals(ebf, ComparisonColumn.EBF.number(row.result()), 1e-9, row.name());
            assertEquals(String.format(java.util.Locale.ROOT, "%.2f", ebf), lines[i + 1].split(",", -1)[header.indexOf("ebf")],
                    row.name());
        }
        CompareRow mtdf = model.rows().get(1);
        assertEquals("mtdf", mtdf.name());
        assertEquals(3, mtdf.depth());
        assertTrue(mtdf.statistics().tableProbes() > 0 && mtdf.statistics().tableHits() > 0,
                "MTD(f) searches on its table: " + mtdf.statistics());
        assertEquals(model.rows().get(0).value(), mtdf.value());
    }

    @Test
    void anotherGameClearsTheRowsAndAMoveInTheSameGameLabelsThem() {
        model.chosen().setAll("alphabeta");
        model.depthProperty().set(2);
        model.run();
        assertEquals(1, model.rows().size());
        assertFalse(model.resultsElsewhereProperty().get());

        AnalysisPosition moved = context.getPosition().copy();
        moved.play(moved.legalMoves()[0]);
        context.setPosition(moved);
        assertEquals(1, model.rows().size(), "the same game: the rows stay");
        assertTrue(model.resultsElsewhereProperty().get(), "labelled as another position's");
        assertEquals("These results are for another position: Xiangqi, after 0 moves", model.resultsPositionText());
        model.showResultsPosition();
        assertEquals(new XiangqiAnalysisPosition(Position.startPosition()).text(), context.previewProperty().get().text());

        context.setPosition(new GomokuAnalysisPosition(new GomokuPosition()));
        assertTrue(model.rows().isEmpty(), "another game: no rows of the old one");
        assertNull(model.outcomeProperty().get());
        assertFalse(model.resultsElsewhereProperty().get());
        assertEquals("compare.status.ready", model.statusProperty().get().key());
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
