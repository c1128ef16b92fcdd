package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.SearchRecording;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.search.Bound;
import org.gametree.core.tree.TextbookTree;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TreeExplorerViewModelTest {

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

    private LoadedTree recordAlphaBeta(int depth) {
        model.algorithmProperty().set("alphabeta");
        model.depthProperty().set(depth);
        model.record();
        LoadedTree loaded = model.treeProperty().get();
        assertNotNull(loaded, "no tree after recording: " + model.statusProperty().get());
        return loaded;
    }

    private static int lastRoot(ExplorableTree tree) {
        int[] roots = tree.iterationRoots(tree.iterationCount() - 1);
        return roots[roots.length - 1];
    }

    private static int childCount(ExplorableTree tree, int node) {
        int n = 0;
        for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
            n++;
        }
        return n;
    }

    @Test
    void recordingAlphaBetaAtDepthThreeSearchesEveryLegalRootMove() {
        LoadedTree loaded = recordAlphaBeta(3);
        ExplorableTree tree = loaded.tree();
        int root = lastRoot(tree);
        int legal = context.getPosition().legalMoves().length;
        assertEquals(44, legal);
        // An open window at the root: alpha-beta cannot cut there, so every move is searched once.
        assertEquals(legal, childCount(tree, root));
        Set<Integer> moves = new HashSet<>();
        for (int c = tree.firstChild(root); c >= 0; c = tree.nextSibling(c)) {
            moves.add(tree.move(c));
        }
        assertEquals(legal, moves.size());
        assertEquals(tree.nodeCount(), tree.subtreeSize(root));
        assertFalse(model.busyProperty().get());
        TreeStatus status = model.statusProperty().get();
        assertEquals("tree.status.recorded", status.key());
        assertEquals(tree.nodeCount(), status.args()[0]);
        assertSame(loaded.recording(), model.recordedSearchProperty().get());
        // The root's value is the search result's.
        assertEquals(loaded.recording().result().value(), tree.value(root));
        assertEquals(Bound.EXACT, tree.bound(root));
    }

    @Test
    void goToPrincipalVariationSelectsTheLastNodeOfThePvAndPreviewsItsPosition() {
        LoadedTree loaded = recordAlphaBeta(3);
        int[] pv = loaded.recording().result().pv();
        assertEquals(3, pv.length);
        model.goToPrincipalVariation();
        int node = model.selectedNodeProperty().get();
        assertArrayEquals(pv, loaded.tree().path(node));
        assertEquals(3, model.selectedPathProperty().get().size());

        AnalysisPosition expected = context.getPosition().copy();
        for (int move : pv) {
            expected.play(move);
        }
        assertEquals(expected.text(), context.previewProperty().get().text());
        assertEquals(context.getPosition().lineNames(pv, MoveNotation.CHINESE), model.selectedPathProperty().get());

        model.select(-1);
        assertNull(context.previewProperty().get());
        assertTrue(model.selectedPathProperty().get().isEmpty());
    }

    @Test
    void jsonExportReopensWithTheSameNodesValuesAndNames() throws IOException {
        LoadedTree live = recordAlphaBeta(2);
        Path file = dir.resolve("tree.json");
        model.exportJson(file);
        assertEquals("tree.status.exportedJson", model.statusProperty().get().key());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "the temporary file must be gone");
        }

        model.open(file);
        LoadedTree saved = model.treeProperty().get();
        assertTrue(saved.tree() instanceof SavedTree, String.valueOf(model.statusProperty().get()));
        assertNull(model.recordedSearchProperty().get());
        ExplorableTree a = live.tree();
        ExplorableTree b = saved.tree();
        assertEquals(a.nodeCount(), b.nodeCount());
        assertEquals(a.iterationCount(), b.iterationCount());
        assertArrayEquals(a.pv(), b.pv());
        for (int node = 0; node < a.nodeCount(); node++) {
            assertEquals(a.parent(node), b.parent(node));
            assertEquals(a.subtreeSize(node), b.subtreeSize(node));
            assertEquals(a.move(node), b.move(node));
            assertEquals(a.alpha(node), b.alpha(node));
            assertEquals(a.beta(node), b.beta(node));
            assertEquals(a.value(node), b.value(node), "value of node " + node);
            assertEquals(a.bound(node), b.bound(node));
            assertEquals(a.cutoffIndex(node), b.cutoffIndex(node));
            assertEquals(a.tableHit(node), b.tableHit(node));
            assertEquals(a.evaluationValue(node), b.evaluationValue(node));
        }
        int some = a.firstChild(lastRoot(a)) + 1;
        assertEquals(a.moveName(some, MoveNotation.WXF), b.moveName(some, MoveNotation.WXF));
        assertEquals(a.positionAt(some).text(), b.positionAt(some).text());
        assertEquals(live.index().principalVariationEnd(), saved.index().principalVariationEnd());
    }

    @Test
    void dotExportIsADigraphWithOneEdgePerNonRootNodeAndSaysWhenCapped() throws IOException {
        LoadedTree loaded = recordAlphaBeta(2);
        int all = loaded.tree().nodeCount();
        Path whole = dir.resolve("tree.dot");
        model.exportDot(whole, all + 10);
        assertEquals("tree.status.exportedDot", model.statusProperty().get().key());
        String text = Files.readString(whole, StandardCharsets.UTF_8);
        Graph graph = Graph.parse(text);
        assertEquals(all, graph.nodes.size());
        assertEquals(all - 1, graph.edges); // one root (no iterative deepening)
        assertTrue(graph.edgesBetweenDeclaredNodes);

        Path capped = dir.resolve("capped.dot");
        model.exportDot(capped, 50);
        assertEquals("tree.status.exportedDotCapped", model.statusProperty().get().key());
        String cappedText = Files.readString(capped, StandardCharsets.UTF_8);
        assertTrue(cappedText.contains("only the first 50 of " + all + " nodes"), cappedText.lines().limit(3).toList().toString());
        Graph small = Graph.parse(cappedText);
        assertEquals(50, small.nodes.size());
        assertEquals(49, small.edges);
        assertTrue(small.edgesBetweenDeclaredNodes);
    }

    /** Just enough of DOT to check what the exporter writes: node statements and edges. */
    private static final class Graph {
        final Set<String> nodes = new HashSet<>();
        int edges;
        boolean edgesBetweenDeclaredNodes = true;

        static Graph parse(String text) {
            String body = text.lines().filter(l -> !l.startsWith("//")).reduce("", (x, y) -> x + y + "\n").strip();
            assertTrue(body.startsWith("digraph search {") && body.endsWith("}"), body);
            Graph graph = new Graph();
            Matcher node = Pattern.compile("(?m)^\\s*(n\\d+) \\[label=\"(?:[^\"\\\\]|\\\\.)*\".*\\];$").matcher(body);
            while (node.find()) {
                assertTrue(graph.nodes.add(node.group(1)), "node declared twice: " + node.group(1));
            }
            Matcher edge = Pattern.compile("(?m)^\\s*(n\\d+) -> (n\\d+);$").matcher(body);
            while (edge.find()) {
                graph.edges++;
                graph.edgesBetweenDeclaredNodes &= graph.nodes.contains(edge.group(1)) && graph.nodes.contains(edge.group(2));
            }
            return graph;
        }
    }

    @Test
    void aMalformedFileIsExplainedAndTheCurrentTreeKept() throws IOException {
        LoadedTree live = recordAlphaBeta(1);
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\":\"gametree-search-tree\",\"game\":\"XIANGQI\",\"nodes\":[{\"id\":0,}]}");
        model.open(bad);
        TreeStatus status = model.statusProperty().get();
        assertEquals(TreeStatus.Severity.ERROR, status.severity());
        assertEquals("tree.error.badFile", status.key());
        assertTrue(status.args()[1].toString().contains("line 1"), status.args()[1].toString());
        assertSame(live, model.treeProperty().get());
        String shown = context.l10n().get(status.key(), status.args());
        assertTrue(shown.contains("bad.json"), shown);

        Path notATree = dir.resolve("other.json");
        Files.writeString(notATree, "{\"format\":\"something else\",\"nodes\":[]}");
        model.open(notATree);
        assertTrue(model.statusProperty().get().args()[1].toString().contains("not a saved search tree"));

        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"format\":\"gametree-search-tree\",\"game\":\"TEXTBOOK\",\"nodes\":["
                + "{\"id\":0,\"parent\":-1,\"size\":5}]}");
        model.open(broken);
        assertTrue(model.statusProperty().get().args()[1].toString().contains("does not fit"));
        assertSame(live, model.treeProperty().get());
    }

    @Test
    void aTextbookTreeIsBrowsableWithoutPositionsAndItsCutoffsAreIndexed() {
        RecordedSearch recording = new SynchronousRecording(new SearchRecording(TextbookTree.figure74(), "alphabeta", 3)).result;
        model.show(recording);
        LoadedTree loaded = model.treeProperty().get();
        ExplorableTree tree = loaded.tree();
        int root = lastRoot(tree);
        assertEquals(2, childCount(tree, root));
        int second = tree.nextSibling(tree.firstChild(root));
        assertEquals("2", tree.moveName(second, MoveNotation.CHINESE));
        assertEquals("2.1", tree.moveName(tree.firstChild(second), MoveNotation.CHINESE));
        // Alpha-beta prunes figure 7.4 (at 1.2, after its 7 beats 1.1's 5): a cut-off below the root.
        assertTrue(loaded.index().cutoffAtOrBelow(root));
        for (int node = 0; node < tree.nodeCount(); node++) {
            if (tree.isCutoff(node)) {
                for (int n = node; n >= 0; n = tree.parent(n)) {
                    assertTrue(loaded.index().cutoffAtOrBelow(n));
                }
            }
        }
        model.select(second);
        assertNull(context.previewProperty().get());
        assertEquals(List.of("2"), model.selectedPathProperty().get());
        assertEquals(8, tree.value(root));
    }

    @Test
    void filtersHideWhatTheySay() {
        LoadedTree loaded = recordAlphaBeta(3);
        ExplorableTree tree = loaded.tree();
        int root = lastRoot(tree);
        NodeFilter pvOnly = new NodeFilter(NodeFilter.Kind.PRINCIPAL_VARIATION, "");
        int shown = 0;
        for (int c = tree.firstChild(root); c >= 0; c = tree.nextSibling(c)) {
            if (pvOnly.accepts(tree, loaded.index(), c, MoveNotation.COORDINATE)) {
                shown++;
                assertEquals(loaded.recording().result().pv()[0], tree.move(c));
            }
        }
        assertEquals(1, shown);
        NodeFilter cannon = new NodeFilter(NodeFilter.Kind.ALL, "炮");
        int cannonMoves = 0;
        for (int c = tree.firstChild(root); c >= 0; c = tree.nextSibling(c)) {
            if (cannon.accepts(tree, loaded.index(), c, MoveNotation.CHINESE)) {
                cannonMoves++;
            }
        }
        AnalysisPosition start = context.getPosition();
        long expected = java.util.Arrays.stream(start.legalMoves())
                .filter(m -> start.moveName(m, MoveNotation.CHINESE).contains("炮")).count();
        assertEquals(24, expected); // two cannons with 12 moves each (one a capture of the horse)
        assertEquals(expected, cannonMoves);
        // The text limits root moves only: below a cannon move, every reply is listed.
        int firstCannon = -1;
        for (int c = tree.firstChild(root); c >= 0 && firstCannon < 0; c = tree.nextSibling(c)) {
            if (cannon.accepts(tree, loaded.index(), c, MoveNotation.CHINESE)) {
                firstCannon = c;
            }
        }
        for (int c = tree.firstChild(firstCannon); c >= 0; c = tree.nextSibling(c)) {
            assertTrue(cannon.accepts(tree, loaded.index(), c, MoveNotation.CHINESE));
        }
    }

    /** Runs a recording on the calling thread. */
    private static final class SynchronousRecording {
        final RecordedSearch result;

        SynchronousRecording(SearchRecording task) {
            try {
                result = task.run();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        }
    }
}
