package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;

import org.gametree.app.analysis.stepper.StepperViewModel;
import org.gametree.app.analysis.tree.ExplorableTree;
import org.gametree.app.analysis.tree.TreeExplorerViewModel;
import org.gametree.app.i18n.Language;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.ThreatKind;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The proof-number threat search in the window (issue 13): recorded in the tree explorer, its
 * AND/OR tree shows thresholds, proof and disproof numbers, threat kinds and decisions under
 * their own column headers (in both languages); the stepper replays it in words
 * ("most-proving node …"). Pictures: proof-tree.png, proof-stepper.png.
 */
class ProofSearchWorkbenchTest extends WorkbenchUiTest {

    /** gomoku-puzzles.tsv row 31: renju, white to move wins by VCT (j8 or h9). */
    private static final String VCT = "i8,h10,h7,j9,i6,i9,g10";

    private TreeExplorerViewModel tree() {
        return fixture.workbench.treeExplorer().viewModel();
    }

    private StepperViewModel stepper() {
        return fixture.workbench.stepper().getModel();
    }

    private void loadPuzzle(FxRobot robot) {
        GomokuPosition position = Notation.play(Rule.RENJU, 15, VCT);
        robot.interact(() -> fixture.workbench.session().loadGomoku(position));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theExplorerShowsTheProofTreeWithItsNumbers(FxRobot robot) throws Exception {
        loadPuzzle(robot);
        robot.interact(() -> {
            fixture.workbench.analysisTabs().getSelectionModel().select(1);
            tree().algorithmProperty().set("df-pn-vct");
            tree().record();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> tree().treeProperty().get() != null && !tree().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        ExplorableTree explored = tree().treeProperty().get().tree();
        assertTrue(explored.nodeCount() > 10, "a tree was recorded: " + explored.nodeCount());
        assertTrue(explored.isProofNode(0));

        @SuppressWarnings("unchecked")
        TreeTableView<Object> table = robot.lookup("#tree-table").queryAs(TreeTableView.class);
        List<String> headers = new ArrayList<>();
        for (TreeTableColumn<Object, ?> column : table.getColumns()) {
            headers.add(column.getText());
        }
        assertEquals(List.of("Move", "pn limit", "dn limit", "pn / dn", "Result", "Subtree", "Cut-off", "TT",
                "Threat", "Decided by"), headers);

        // the last root is the VCT proof: 0 / ∞, proven; its children are threats of the attacker
        int root = lastRoot(explored);
        assertEquals(0, explored.proofNumber(root));
        boolean three = false;
        for (int c = explored.firstChild(root); c >= 0; c = explored.nextSibling(c)) {
            ThreatKind kind = ThreatKind.of(explored.threatKind(c));
            assertTrue(kind == ThreatKind.FOUR || kind == ThreatKind.THREE, "attacker moves are threats: " + kind);
            three |= kind == ThreatKind.THREE;
        }
        assertTrue(three, "a VCT root tries threes");
        robot.interact(() -> tree().select(root));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup(".tree-table-row-cell .tree-col-bound").queryAllAs(javafx.scene.control.Labeled.class)
                .stream().anyMatch(cell -> "proven".equals(cell.getText())), "a proven row is shown");
        WorkbenchFixture.writeImage(robot, fixture.workbench, "proof-tree.png");

        robot.interact(() -> fixture.workbench.localization().languageProperty().set(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        headers.clear();
        for (TreeTableColumn<Object, ?> column : table.getColumns()) {
            headers.add(column.getText());
        }
        assertTrue(headers.contains("证明数阈值") && headers.contains("威胁"), headers.toString());
    }

    private static int lastRoot(ExplorableTree tree) {
        int root = 0;
        for (int node = 0; node < tree.nodeCount(); node++) {
            if (tree.parent(node) < 0) {
                root = node;
            }
        }
        return root;
    }

    @Test
    void theStepperReplaysTheProofSearchInWords(FxRobot robot) throws Exception {
        loadPuzzle(robot);
        robot.clickOn("#tab-stepper");
        robot.interact(() -> stepper().settings().algorithmProperty().set("df-pn-vct"));
        robot.clickOn("#stepper-source-game");
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> stepper().recordedProperty().get() != null
                && !stepper().recordingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        // VCF first (white has no four: its root is decided at once), then the VCT deepening
        Label explanation = robot.lookup("#stepper-explanation").queryAs(Label.class);
        List<String> said = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            robot.clickOn("#stepper-next");
            said.add(explanation.getText());
        }
        assertTrue(said.stream().anyMatch(t -> t.startsWith("The proof-number search starts at the root")), said.toString());
        assertTrue(said.stream().anyMatch(t -> t.startsWith("root decided at once by no threat left")), said.toString());
        String mostProving = said.stream().filter(t -> t.startsWith("Most-proving node ")).findFirst().orElse("");
        assertTrue(mostProving.contains("the attacker's three") || mostProving.contains("the attacker's four"), said.toString());
        assertTrue(mostProving.contains("proof number reaches"), mostProving);
        assertTrue(!robot.lookup("#stepper-window").query().isVisible(), "no α-β window for a proof-number search");
        WorkbenchFixture.writeImage(robot, fixture.workbench, "proof-stepper.png");
    }
}
