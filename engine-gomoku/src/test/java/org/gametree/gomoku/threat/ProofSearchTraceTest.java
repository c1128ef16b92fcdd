package org.gametree.gomoku.threat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.search.SearchResult;
import org.gametree.core.trace.TraceRecorder;
import org.gametree.core.trace.TraceStepper;
import org.gametree.core.trace.TraceTree;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.TestData;
import org.junit.jupiter.api.Test;

/** The proof-number search recorded as a trace: its AND/OR tree, numbers and decisions, and the stepper's words. */
class ProofSearchTraceTest {

    @Test
    void aVcfProofIsRecordedNodeForNode() {
        GomokuPosition pos = ThreatSolverTest.position(TestData.puzzles().get(12 - 1));
        TraceRecorder recorder = new TraceRecorder();
        SearchResult result = ProofSearch.run(pos, false, 0, () -> false, recorder);
        TraceTree tree = TraceTree.of(recorder);
        assertEquals(result.statistics().nodes(), tree.nodeCount(), "one tree node per expansion");
        assertTrue(result.bestMove() != 0 && result.pv().length > 0);
        int root = tree.root(tree.rootCount() - 1);
        assertTrue(tree.isProofNode(root));
        assertEquals(ThreatKind.ROOT.ordinal(), tree.threatKind(root));
        assertEquals(0, tree.proofNumber(root), "the root is proven");
        assertEquals(ProofTable.INFINITY, tree.disproofNumber(root));
        boolean fiveSeen = false;
        for (int node = 0; node < tree.nodeCount(); node++) {
            assertTrue(tree.isProofNode(node));
            assertTrue(tree.isComplete(node));
            int decision = tree.proofDecision(node);
            if (decision == ProofListener.Decision.FIVE.ordinal() || decision == ProofListener.Decision.STRAIGHT_FOUR.ordinal()) {
                fiveSeen = true;
                assertEquals(0, tree.proofNumber(node));
            }
            int parent = tree.parent(node);
            if (parent >= 0) {
                // attacker moves are threats, defender moves answers
                ThreatKind kind = ThreatKind.of(tree.threatKind(node));
                boolean attackerMove = (tree.ply(node) & 1) == 1;
                assertTrue(attackerMove ? kind == ThreatKind.FOUR || kind == ThreatKind.BLOCK
                        : kind == ThreatKind.BLOCK, "VCF move kinds: " + kind);
                assertTrue(tree.pnThreshold(node) <= tree.pnThreshold(parent) || (tree.ply(node) & 1) == 1);
            }
        }
        assertTrue(fiveSeen, "some line ends in a five or a straight four");
        TraceStepper stepper = new TraceStepper(tree);
        stepper.stepForward(); // search started
        stepper.stepForward(); // the df-pn run: an iteration
        stepper.stepForward();
        assertTrue(stepper.describe().startsWith("most-proving node"), stepper.describe());
        stepper.toEnd();
        assertTrue(stepper.describe().contains("proven") || stepper.describe().startsWith("search-ended"), stepper.describe());
    }

    @Test
    void vctRecordsThreesAndDefences() {
        GomokuPosition pos = ThreatSolverTest.position(TestData.puzzles().get(31 - 1));
        TraceRecorder recorder = new TraceRecorder();
        SearchResult result = ProofSearch.run(pos, true, 0, () -> false, recorder);
        assertTrue(result.bestMove() != 0);
        TraceTree tree = TraceTree.of(recorder);
        boolean three = false;
        boolean defence = false;
        for (int node = 0; node < tree.nodeCount(); node++) {
            three |= tree.threatKind(node) == ThreatKind.THREE.ordinal();
            defence |= tree.threatKind(node) == ThreatKind.DEFENCE.ordinal();
        }
        assertTrue(three && defence, "a VCT tree has threes and defences");
        assertTrue(tree.rootCount() >= 2, "VCF, then VCT: one root each");
    }
}
