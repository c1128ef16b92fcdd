package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.SearchRecording;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.search.Technique;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a tree recorded from {@code best} carries its decisions — null moves, skipped moves,
 * reductions, re-searches, extensions, stages of cuts — through the explorer's model and through a
 * saved file and back; a null move's node has its position (the side to move passed).
 */
class SelectiveTreeTest {

    private static RecordedSearch best(int depth) throws Exception {
        return new SearchRecording(new XiangqiAnalysisPosition(Position.startPosition()), "best", depth, "pst",
                1_000_000).run();
    }

    @Test
    void aSavedTreeOfBestReadsBackWithEveryDecision() throws Exception {
        LiveTree live = new LiveTree(best(6));
        StringWriter out = new StringWriter();
        TreeJson.write(live, MoveNotation.CHINESE, out, null);
        String text = out.toString();
        assertTrue(text.contains("\"version\":" + TreeJson.VERSION));
        assertTrue(text.contains("\"nullReduction\":") && text.contains("\"skipped\":[") && text.contains("\"stage\":\"")
                && text.contains("\"research\":\"late-move-reduction\"") && text.contains("\"decidedBy\":\"null-move\""));
        SavedTree saved = TreeJson.read(new StringReader(text));
        assertEquals(live.nodeCount(), saved.nodeCount());
        int nulls = 0;
        int skips = 0;
        for (int node = 0; node < live.nodeCount(); node++) {
            assertEquals(live.move(node), saved.move(node));
            assertEquals(live.isNullMove(node), saved.isNullMove(node));
            assertEquals(live.nullMoveReduction(node), saved.nullMoveReduction(node), "node " + node);
            assertEquals(live.reduction(node), saved.reduction(node));
            assertEquals(live.extension(node), saved.extension(node));
            assertEquals(live.extensionTechnique(node), saved.extensionTechnique(node));
            assertEquals(live.research(node), saved.research(node));
            assertEquals(live.internalReduction(node), saved.internalReduction(node));
            assertEquals(live.decidedBy(node), saved.decidedBy(node));
            assertEquals(live.decidedValue(node), saved.decidedValue(node));
            assertEquals(live.cutoffStage(node), saved.cutoffStage(node));
            List<SkippedMove> a = live.skips(node);
            List<SkippedMove> b = saved.skips(node);
            assertEquals(a.size(), b.size());
            for (int i = 0; i < a.size(); i++) {
                assertEquals(a.get(i).move(), b.get(i).move());
                assertEquals(a.get(i).technique(), b.get(i).technique());
                assertEquals(a.get(i).value(), b.get(i).value());
                assertEquals(a.get(i).childrenBefore(), b.get(i).childrenBefore());
                // the file names the move in the notation it was written in
                assertEquals(live.positionAt(node).moveName(a.get(i).move(), MoveNotation.CHINESE), b.get(i).savedName());
                skips++;
            }
            if (live.isNullMove(node)) {
                nulls++;
                AnalysisPosition parent = saved.positionAt(saved.parent(node));
                AnalysisPosition at = saved.positionAt(node);
                assertEquals(1 - parent.sideToMove(), at.sideToMove(), "the pass hands the move over");
                assertEquals("空着", saved.pathNames(node, MoveNotation.CHINESE, "空着").get(saved.path(node).length - 1));
                assertEquals("pass", saved.moveName(node, MoveNotation.COORDINATE, "pass"));
                assertEquals(AnalysisPosition.PASS_NAME, saved.moveName(node, MoveNotation.COORDINATE));
            }
        }
        assertTrue(nulls > 0 && skips > 0);
        // Written again, the file is the same: nothing is lost or made up on the way.
        StringWriter again = new StringWriter();
        TreeJson.write(saved, MoveNotation.CHINESE, again, null);
        assertEquals(text, again.toString());
    }

    @Test
    void theDotExportDrawsSkippedMovesGreyWithTheirReason() throws Exception {
        LiveTree live = new LiveTree(best(6));
        org.gametree.app.i18n.Localization l10n = new org.gametree.app.i18n.Localization(org.gametree.app.i18n.Language.ENGLISH);
        org.gametree.app.analysis.score.ScoreFormat scores = new org.gametree.app.analysis.score.ScoreFormat(l10n,
                new javafx.beans.property.SimpleObjectProperty<>(org.gametree.app.analysis.score.ScorePerspective.SIDE_TO_MOVE));
        StringWriter out = new StringWriter();
        TreeDot.write(live, MoveNotation.COORDINATE, l10n, scores, live.nodeCount(), out);
        String dot = out.toString();
        int node = -1;
        for (int n = 0; n < live.nodeCount() && node < 0; n++) {
            if (!live.skips(n).isEmpty()) {
                node = n;
            }
        }
        assertTrue(node >= 0);
        SkippedMove skip = live.skips(node).get(0);
        String name = live.positionAt(node).moveName(skip.move(), MoveNotation.COORDINATE);
        assertTrue(dot.contains("  s" + node + "_0 [label=\"" + name + "\\n" + l10n.get("tree.technique." + skip.technique().name())
                + "\", style=dashed, color=gray, fontcolor=gray];\n  n" + node + " -> s" + node + "_0 [style=dotted, color=gray];"), dot);
        long skips = 0;
        for (int n = 0; n < live.nodeCount(); n++) {
            skips += live.skips(n).size();
        }
        assertEquals(skips, dot.lines().filter(l -> l.contains("[style=dotted, color=gray]")).count());
        assertTrue(dot.contains("pass (null move)"), "the null move's node is named");
    }

    private static String node(int id, int parent, int move, int size, String extra) {
        return "{\"id\":" + id + ",\"parent\":" + parent + ",\"name\":\"\",\"move\":" + move
                + ",\"alpha\":-100,\"beta\":100,\"value\":5,\"bound\":\"exact\",\"size\":" + size
                + ",\"cutoff\":-1,\"ttHit\":false,\"ttUsed\":false,\"eval\":null" + extra + "}";
    }

    private static String file(String... nodes) {
        return "{\"format\":\"" + TreeJson.FORMAT + "\",\"version\":2,\"game\":\"XIANGQI\",\"root\":\""
                + Position.START_FEN + "\",\"algorithm\":\"best\",\"depth\":2,\"evaluation\":\"pst\","
                + "\"nodes\":[" + String.join(",", nodes) + "]}";
    }

    @Test
    void badDecisionsInAFileAreRefusedSayingWhy() throws IOException {
        int cannon = org.gametree.xiangqi.notation.Notation.COORDINATE.parse(Position.startPosition(), "h2e2");
        // a good one first: a pass at the root, and a skipped move of the root
        SavedTree ok = TreeJson.read(new StringReader(file(node(0, -1, 0, 2,
                ",\"skipped\":[{\"move\":" + cannon + ",\"name\":\"h2e2\",\"by\":\"futility\",\"value\":-40,\"after\":1}]"),
                node(1, 0, -1, 1, ",\"nullReduction\":3"))));
        assertEquals(Technique.FUTILITY, ok.skips(0).get(0).technique());
        assertEquals(1, ok.skips(0).get(0).childrenBefore());
        assertEquals(3, ok.nullMoveReduction(1));
        assertTrue(ok.isNullMove(1));

        TreeFileException technique = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(
                file(node(0, -1, 0, 1, ",\"decidedBy\":\"wishful-thinking\"")))));
        assertTrue(technique.getMessage().contains("unknown technique \"wishful-thinking\""), technique.getMessage());
        TreeFileException stage = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(
                file(node(0, -1, 0, 1, ",\"stage\":\"lucky\"")))));
        assertTrue(stage.getMessage().contains("unknown move stage \"lucky\""), stage.getMessage());
        TreeFileException after = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(
                file(node(0, -1, 0, 1, ",\"skipped\":[{\"move\":" + cannon + ",\"by\":\"futility\",\"after\":4}]")))));
        assertTrue(after.getMessage().contains("a skipped move comes after child 4 of its 0"), after.getMessage());
        TreeFileException illegal = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(
                file(node(0, -1, 0, 1, ",\"skipped\":[{\"move\":12345,\"name\":\"zz\",\"by\":\"futility\"}]")))));
        assertTrue(illegal.getMessage().contains("the skipped move 12345 \"zz\" is not a move there"), illegal.getMessage());
        TreeFileException negative = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(
                file(node(0, -1, 0, 1, ",\"reduction\":-2")))));
        assertTrue(negative.getMessage().contains("\"reduction\" must not be negative"), negative.getMessage());
    }
}
