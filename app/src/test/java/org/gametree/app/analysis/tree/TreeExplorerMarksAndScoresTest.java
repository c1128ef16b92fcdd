package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.SearchRecording;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.BackgroundTask;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.app.task.TaskRunner;
import org.gametree.core.search.Bound;
import org.gametree.core.tree.TextbookTree;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 10 for the explorer's model: the selected node's move and its refutation go to the board
 * as marks, previews are labelled "node 1.2", numbers follow the one score setting (table and DOT),
 * and a tree belongs to its game (cleared on a game switch, kept and labelled otherwise).
 */
class TreeExplorerMarksAndScoresTest {

    @TempDir
    Path dir;

    private AnalysisContext context;
    private TreeExplorerViewModel model;

    @BeforeEach
    void setUp() {
        context = new AnalysisContext(new Localization(Language.ENGLISH), new SynchronousTaskRunner(),
                new XiangqiAnalysisPosition(Position.startPosition()));
        model = new TreeExplorerViewModel(context);
    }

    private ExplorableTree record(String algorithm, int depth) {
        model.algorithmProperty().set(algorithm);
        model.depthProperty().set(depth);
        model.record();
        LoadedTree loaded = model.treeProperty().get();
        assertNotNull(loaded, "no tree: " + model.statusProperty().get());
        return loaded.tree();
    }

    private static int lastRoot(ExplorableTree tree) {
        int[] roots = tree.iterationRoots(tree.iterationCount() - 1);
        return roots[roots.length - 1];
    }

    private static int lastChild(ExplorableTree tree, int node) {
        int last = -1;
        for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
            last = c;
        }
        return last;
    }

    @Test
    void selectingANodeMarksItsMoveAndLabelsThePreviewWithItsPlace() {
        ExplorableTree tree = record("alphabeta", 3);
        int root = lastRoot(tree);
        int first = tree.firstChild(root);
        int second = tree.nextSibling(first);
        // The first root move is searched with the open window: nothing cuts off at it.
        int reply = tree.firstChild(first);
        assertFalse(tree.isCutoff(first));

        model.select(reply);
        int move = tree.move(reply);
        List<BoardMark> marks = context.marksProperty().get();
        assertEquals(new BoardMark(Move.from(move), Move.to(move), BoardMark.Kind.SEARCHED), marks.get(0),
                "the node's move, from square to square");
        assertEquals(tree.isCutoff(reply) ? 2 : 1, marks.size(), marks.toString());
        assertEquals("node 1.1", context.previewLabelProperty().get());

        model.select(second);
        assertEquals("node 2", context.previewLabelProperty().get());

        model.select(root);
        assertEquals("root of the recording", context.previewLabelProperty().get());
        assertTrue(context.marksProperty().get().isEmpty(), "the root has no move");

        model.select(-1);
        assertTrue(context.marksProperty().get().isEmpty());
        assertNull(context.previewProperty().get(), "the board is the game's again");
    }

    @Test
    void aNodeThatCutOffShowsTheReplyThatRefutedItAndThatReplyIsTheRefutation() {
        ExplorableTree tree = record("alphabeta", 3);
        int cut = -1;
        for (int node = 0; node < tree.nodeCount() && cut < 0; node++) {
            if (tree.parent(node) >= 0 && tree.isCutoff(node) && tree.firstChild(node) >= 0) {
                cut = node;
            }
        }
        assertTrue(cut >= 0, "alpha-beta at depth 3 cuts off somewhere");
        int refutation = lastChild(tree, cut);

        model.select(cut);
        List<BoardMark> marks = context.marksProperty().get();
        assertEquals(2, marks.size(), marks.toString());
        assertEquals(BoardMark.Kind.SEARCHED, marks.get(0).kind());
        assertEquals(Move.from(tree.move(cut)), marks.get(0).from());
        BoardMark reply = marks.get(1);
        assertEquals(BoardMark.Kind.REFUTATION, reply.kind());
        assertEquals(Move.from(tree.move(refutation)), reply.from());
        assertEquals(Move.to(tree.move(refutation)), reply.to());

        // The reply itself, selected: its move is the one that cut its parent off.
        model.select(refutation);
        assertEquals(BoardMark.Kind.REFUTATION, context.marksProperty().get().get(0).kind());
    }

    @Test
    void escapingThePreviewTakesTheMarksAwayAndAnotherViewsMarksAreLeftAlone() {
        ExplorableTree tree = record("alphabeta", 2);
        model.select(tree.firstChild(lastRoot(tree)));
        assertFalse(context.marksProperty().get().isEmpty());
        context.showPreview(null, null); // Esc on the board
        assertTrue(context.marksProperty().get().isEmpty(), "no arrows on the game's position");

        List<BoardMark> theirs = List.of(BoardMark.point(5, BoardMark.Kind.BEST));
        context.marksProperty().set(theirs);
        model.select(-1);
        assertSame(theirs, context.marksProperty().get(), "another view's marks are not the explorer's to clear");
    }

    @Test
    void aGameSwitchClearsTheTreeItsPreviewAndItsMarks() {
        ExplorableTree tree = record("alphabeta", 2);
        model.select(tree.firstChild(lastRoot(tree)));
        assertNotNull(context.previewProperty().get());

        context.setPosition(new GomokuAnalysisPosition(new GomokuPosition(Rule.FREESTYLE, 15)));
        assertNull(model.treeProperty().get(), "a Xiangqi tree is not browsed over a Gomoku board");
        assertNull(model.recordedSearchProperty().get());
        assertEquals(-1, model.selectedNodeProperty().get());
        assertNull(context.previewProperty().get());
        assertTrue(context.marksProperty().get().isEmpty());
        assertEquals("tree.status.clearedForGame", model.statusProperty().get().key());
        assertFalse(model.positionDiffersProperty().get());
    }

    @Test
    void aRecordingThatEndsAfterAGameSwitchIsDropped() throws Exception {
        List<Runnable> later = new java.util.ArrayList<>();
        TaskRunner deferred = new TaskRunner() {
            @Override
            public <T> void run(BackgroundTask<T> task, java.util.function.Consumer<? super T> onSuccess,
                                java.util.function.Consumer<? super Throwable> onFailure) {
                later.add(() -> {
                    try {
                        onSuccess.accept(task.run());
                    } catch (Exception e) {
                        onFailure.accept(e);
                    }
                });
            }

            @Override
            public int running() {
                return later.size();
            }

            @Override
            public void close() {
            }
        };
        context = new AnalysisContext(new Localization(Language.ENGLISH), deferred,
                new XiangqiAnalysisPosition(Position.startPosition()));
        model = new TreeExplorerViewModel(context);
        model.depthProperty().set(1);
        model.record();
        context.setPosition(new GomokuAnalysisPosition(new GomokuPosition(Rule.FREESTYLE, 15)));
        while (!later.isEmpty()) {
            later.remove(0).run();
        }
        assertNull(model.treeProperty().get(), "the Xiangqi recording is not shown over the Gomoku game");
        assertEquals("tree.status.clearedForGame", model.statusProperty().get().key());
        assertFalse(model.busyProperty().get());
    }

    @Test
    void aRecordingOfTheOtherGameIsRefused() throws Exception {
        ExplorableTree xiangqi = record("alphabeta", 1);
        GomokuPosition stones = Notation.play(Rule.FREESTYLE, 15, "h8 h9 i8");
        RecordedSearch gomoku = new SearchRecording(new GomokuAnalysisPosition(stones), "alphabeta", 1,
                new GomokuAnalysisPosition(stones).evaluations().get(0), 100_000).run();
        model.show(gomoku);
        assertSame(xiangqi, model.treeProperty().get().tree());
        assertEquals("tree.error.otherGame", model.statusProperty().get().key());
        assertEquals("Gomoku", model.statusProperty().get().args()[0]);
    }

    @Test
    void aPositionChangeInTheSameGameKeepsTheTreeLabelledWithItsOwnPosition() {
        ExplorableTree tree = record("alphabeta", 2);
        String recorded = tree.rootPosition().text();
        assertFalse(model.positionDiffersProperty().get(), "recorded on the game's position");

        AnalysisPosition moved = context.getPosition().copy();
        moved.play(moved.legalMoves()[0]);
        context.setPosition(moved);
        assertSame(tree, model.treeProperty().get().tree(), "kept");
        assertTrue(model.positionDiffersProperty().get());
        String label = model.recordedPositionProperty().get();
        assertTrue(recorded.startsWith(label.substring(0, label.length() - 1)), label + " is a start of " + recorded);

        model.showRecordedPosition();
        assertEquals(recorded, context.previewProperty().get().text(), "the board shows the tree's root");
        assertEquals("position of the recording", context.previewLabelProperty().get());

        context.setPosition(new XiangqiAnalysisPosition(Position.startPosition()));
        assertFalse(model.positionDiffersProperty().get(), "back on the recorded position");
    }

    @Test
    void scoresFollowThePerspectiveSettingAMinNodeNegatedFromMaxsSide() {
        RecordedSearch recording = textbook();
        model.show(recording);
        ExplorableTree tree = model.treeProperty().get().tree();
        int root = lastRoot(tree);
        int min = tree.nextSibling(tree.firstChild(root)); // node "2", MIN to move
        int value = tree.value(min);
        assertTrue(value != 0, "a value whose sign shows");
        ScoreFormat format = context.scores();
        TreeScores scores = new TreeScores(tree, format);
        assertEquals(1, scores.side(min));

        assertEquals(format.plain(value), scores.value(min), "side to move: as searched");
        assertEquals(format.plain(tree.value(root)), scores.value(root));

        context.scorePerspectiveProperty().set(ScorePerspective.FIRST_PLAYER);
        assertEquals(format.plain(-value), scores.value(min), "MAX's view: the MIN node's value turned round");
        assertEquals(format.plain(tree.value(root)), scores.value(root), "MAX's own value unchanged");
        assertEquals(format.plain(-tree.beta(min)), scores.alpha(min), "α′ = −β");
        assertEquals(format.plain(-tree.alpha(min)), scores.beta(min), "β′ = −α");
        int bound = tree.bound(min);
        int turned = bound == Bound.LOWER ? Bound.UPPER : bound == Bound.UPPER ? Bound.LOWER : bound;
        assertEquals(turned, scores.shownBound(min));
        assertEquals("Scores from MAX's side: + is good for MAX", scores.legend());
    }

    @Test
    void theDotExportWritesScoresWithTheSameFormatterAndLanguage() throws Exception {
        RecordedSearch recording = textbook();
        model.show(recording);
        ExplorableTree tree = model.treeProperty().get().tree();
        int min = tree.nextSibling(tree.firstChild(lastRoot(tree)));
        String minus = ScoreFormat.MINUS;

        context.scorePerspectiveProperty().set(ScorePerspective.FIRST_PLAYER);
        context.l10n().languageProperty().set(Language.SIMPLIFIED_CHINESE);
        Path file = dir.resolve("t.dot");
        model.exportDot(file, 1000);
        String dot = Files.readString(file, StandardCharsets.UTF_8);
        int value = -tree.value(min);
        String shown = (value > 0 ? "+" : value < 0 ? minus : "") + Math.abs(value);
        String line = dot.lines().filter(l -> l.startsWith("  n" + min + " [label=")).findFirst().orElseThrow();
        assertTrue(line.contains("\\n" + shown + " "), line + " shows " + shown);
        assertTrue(dot.contains("label=\"根\\n["), "the root is named in the UI's language");
        assertTrue(dot.contains("  label=\"" + context.scores().legend(TreeScores.sidesOf(tree)) + "\""), "legend");
        assertFalse(dot.contains("root"), "no English label left");
    }

    private static RecordedSearch textbook() {
        try {
            return new SearchRecording(TextbookTree.figure74(), "alphabeta", 3).run();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
