package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.ProofRecording;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.ProofSearch;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/** A proof-number search's tree saved and read back (format version 3) with every proof fact. */
class ProofTreeJsonTest {

    /** gomoku-puzzles.tsv row 31: renju, white to move wins by VCT. */
    private static final String VCT = "i8,h10,h7,j9,i6,i9,g10";

    private static RecordedSearch record() throws Exception {
        GomokuAnalysisPosition root = new GomokuAnalysisPosition(Notation.play(Rule.RENJU, 15, VCT));
        return new ProofRecording(root, ProofSearch.VCT, 1_000_000).run();
    }

    @Test
    void aSavedProofTreeReadsBackWithItsNumbersKindsAndDecisions() throws Exception {
        LiveTree live = new LiveTree(record());
        StringWriter out = new StringWriter();
        TreeJson.write(live, MoveNotation.COORDINATE, out, null);
        String text = out.toString();
        assertTrue(text.contains("\"proof\":{\"kind\":\"three\"") && text.contains("\"decision\":\"no-defence\"")
                || text.contains("\"decision\":\"straight-four\""), "proof objects are written");
        SavedTree saved = TreeJson.read(new StringReader(text));
        assertEquals(live.nodeCount(), saved.nodeCount());
        assertTrue(live.nodeCount() > 10);
        for (int node = 0; node < live.nodeCount(); node++) {
            assertTrue(saved.isProofNode(node));
            assertEquals(live.threatKind(node), saved.threatKind(node), "kind of " + node);
            assertEquals(live.pnThreshold(node), saved.pnThreshold(node));
            assertEquals(live.dnThreshold(node), saved.dnThreshold(node));
            assertEquals(live.proofNumber(node), saved.proofNumber(node));
            assertEquals(live.disproofNumber(node), saved.disproofNumber(node));
            assertEquals(live.proofDecision(node), saved.proofDecision(node));
        }
        // an unknown threat kind is a clear error, not a silent default
        String bad = text.replaceFirst("\"kind\":\"three\"", "\"kind\":\"five-and-a-half\"");
        TreeFileException e = assertThrows(TreeFileException.class, () -> TreeJson.read(new StringReader(bad)));
        assertTrue(e.getMessage().contains("unknown threat kind \"five-and-a-half\""), e.getMessage());
    }

    @Test
    void aProofSearchNeedsAGomokuPosition() {
        assertThrows(ProofRecording.NotGomoku.class,
                () -> new ProofRecording(new XiangqiAnalysisPosition(Position.startPosition()), ProofSearch.VCT, 1000));
    }
}
