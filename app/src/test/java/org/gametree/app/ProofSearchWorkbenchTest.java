package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;

import org.gametree.app.analysis.live.LiveSearchView;
import org.gametree.app.analysis.live.LiveSearchViewModel;
import org.gametree.app.analysis.live.LiveSnapshot;
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
 * ("most-proving node …"); the live panel runs it and shows its progress (the root's proof and
 * disproof numbers as it goes). Pictures: proof-tree.png, proof-stepper.png, proof-live.png.
 */
class ProofSearchWorkbenchTest extends WorkbenchUiTest {

    /** gomoku-puzzles.tsv row 31: renju, white to move wins by VCT (j8 or h9). */
    private static final String VCT = "i8,h10,h7,j9,i6,i9,g10";

    /** gomoku-puzzles.tsv row 26: freestyle, black wins by a 21-ply VCT (j7 or j10); some 100,000s of nodes. */
    private static final String LONG_VCT = "j8,f9,f7,i10,i7,h6,h8,g9,i8,k8,j9,h7";

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

    @Test
    void theLivePanelShowsTheProofSearchAsItGoes(FxRobot robot) throws Exception {
        GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, LONG_VCT);
        robot.interact(() -> fixture.workbench.session().loadGomoku(position));
        javafx.scene.control.TabPane tabs = robot.lookup("#analysis-tabs").queryAs(javafx.scene.control.TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> "tab-live".equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        LiveSearchViewModel live = robot.lookup("#live-view").queryAs(LiveSearchView.class).viewModel();
        assertTrue(live.algorithms().contains("df-pn-vct"), live.algorithms().toString());
        assertTrue(!robot.lookup("#live-proof-number").query().isVisible(), "no proof figures for alpha-beta");
        // every snapshot the panel shows while the search runs
        List<LiveSnapshot> running = new ArrayList<>();
        live.snapshotProperty().addListener((o, before, now) -> {
            if (!now.done() && now.isProofSearch()) {
                running.add(now);
            }
        });
        robot.interact(() -> {
            live.algorithmProperty().set("df-pn-vct");
            live.infiniteProperty().set(true);
            live.start();
        });
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> live.stateProperty().get() == LiveSearchViewModel.State.DONE);
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(running.size() >= 2, "progress shown while searching: " + running.size() + " snapshots");
        assertTrue(running.stream().anyMatch(s -> s.proofNumber() > 0 && s.disproofNumber() > 0 && s.nodes() > 0),
                "an open root with its numbers while searching");
        assertTrue(running.get(running.size() - 1).nodes() > running.get(0).nodes(), "the node count grows");
        assertEquals("0", robot.lookup("#live-proof-number").queryAs(Label.class).getText(), "proven");
        assertEquals("∞", robot.lookup("#live-disproof-number").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#live-proof-number").query().isVisible());
        int[] line = live.pvProperty().get();
        assertTrue(line.length >= 5 && line.length % 2 == 1, "the winning line: " + line.length + " plies");
        String first = Notation.name(15, line[0]);
        assertTrue(first.equals("j7") || first.equals("j10"), "an accepted first move: " + first);
        String score = live.scoreTextProperty().get();
        assertTrue(!score.isBlank() && !score.equals("—") && !score.equals("No win"), "a win is scored: " + score);
        WorkbenchFixture.writeImage(robot, fixture.workbench, "proof-live.png");

        robot.interact(() -> fixture.workbench.localization().languageProperty().set(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup(".live-figure-name").queryAllAs(Label.class).stream()
                .anyMatch(l -> "证明数".equals(l.getText()) && l.isVisible()), "the figure is named in Chinese");
    }
}
