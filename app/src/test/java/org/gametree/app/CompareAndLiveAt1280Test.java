package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.compare.CompareView;
import org.gametree.app.analysis.live.LiveSearchView;
import org.gametree.app.analysis.live.LiveSearchViewModel;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.i18n.Language;
import org.gametree.gomoku.Rule;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Compare and Live tabs in the real window at 1280×720 (the observations: exports
 * behind {@code >>} as unlabelled icons, Run/Cancel shrunk to "▶ …" after a run, an iterations
 * table of two rows, "D…", "Time…", "Cu…"): every control is there with its whole text. And
 * results belong to their position: another game clears them.
 */
class CompareAndLiveAt1280Test extends WorkbenchUiTest {

    @Test
    void compareKeepsItsButtonsWholeAfterARun(FxRobot robot) throws Exception {
        resize(robot);
        select(robot, "tab-compare");
        CompareView compare = robot.lookup("#compare-view").queryAs(CompareView.class);
        robot.interact(() -> {
            compare.model().chosen().setAll("alphabeta", "pvs", "mtdf");
            compare.model().depthProperty().set(2);
        });
        robot.clickOn("#compare-run");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> !compare.model().runningProperty().get() && compare.model().rows().size() == 3);
        WaitForAsyncUtils.waitForFxEvents();
        WorkbenchFixture.writeImage(robot, fixture.workbench, "compare-1280x720.png");

        for (String[] button : new String[][] {{"#compare-run", "Run"}, {"#compare-cancel", "Cancel"},
            {"#compare-export-csv", "CSV"}, {"#compare-export-markdown", "Markdown"}, {"#compare-export-png", "PNG"}}) {
            Button shown = robot.lookup(button[0]).queryAs(Button.class);
            assertEquals(button[1], shown.getText());
            assertEquals(button[1], drawnText(shown), button[0] + " is drawn whole");
            assertTrue(shown.isVisible() && insideWindow(shown), button[0] + " is on screen");
        }
        assertTrue(robot.lookup("#compare-export-csv").queryAs(Button.class).isDisabled() == false, "exports usable");
        assertEquals(List.of(), truncated(compare), "no text cut off in Compare");
        assertEquals(List.of(), overflowMenus(compare), "no control hidden behind >>");
        inChinese(robot);
        assertEquals(List.of(), truncated(compare), "no text cut off in Compare, in Chinese");
        assertEquals(List.of(), overflowMenus(compare), "no control hidden behind >>, in Chinese");
    }

    @Test
    void liveShowsFiveIterationsAndNoCutOffLabel(FxRobot robot) throws Exception {
        resize(robot);
        select(robot, "tab-live");
        LiveSearchView live = robot.lookup("#live-view").queryAs(LiveSearchView.class);
        LiveSearchViewModel model = live.viewModel();
        robot.interact(() -> {
            model.algorithmProperty().set("best");
            model.depthProperty().set(5);
            model.start();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> model.stateProperty().get() == LiveSearchViewModel.State.DONE);
        WaitForAsyncUtils.waitForFxEvents();
        WorkbenchFixture.writeImage(robot, fixture.workbench, "live-1280x720.png");

        @SuppressWarnings("unchecked")
        TableView<Object> table = robot.lookup("#live-iterations").queryAs(TableView.class);
        assertEquals(5, table.getItems().size());
        Node flow = table.lookup(".virtual-flow");
        Bounds viewport = flow.localToScene(flow.getBoundsInLocal());
        long whole = table.lookupAll(".table-row-cell").stream()
                .filter(n -> n instanceof TableRow<?> row && row.getItem() != null && row.isVisible())
                .map(n -> n.localToScene(n.getBoundsInLocal()))
                .filter(b -> b.getMinY() >= viewport.getMinY() - 0.5 && b.getMaxY() <= viewport.getMaxY() + 0.5)
                .count();
        assertTrue(whole >= 5, "iteration rows fully shown: " + whole);
        assertTrue(insideWindow(table), "the table is inside the window");
        assertEquals(List.of(), truncated(live), "no text cut off in Live");
        assertEquals(List.of(), overflowMenus(live), "no control hidden behind >>");
        inChinese(robot);
        assertEquals(List.of(), truncated(live), "no text cut off in Live, in Chinese");
        assertEquals(List.of(), overflowMenus(live), "no control hidden behind >>, in Chinese");
    }

    /** The issue: after New Game → Gomoku, Compare kept the Xiangqi rows (and Live its figures). */
    @Test
    void aNewGameOfTheOtherKindClearsCompareRowsAndTheLiveResult(FxRobot robot) throws Exception {
        CompareView compare = robot.lookup("#compare-view").queryAs(CompareView.class);
        LiveSearchViewModel live = robot.lookup("#live-view").queryAs(LiveSearchView.class).viewModel();
        robot.interact(() -> {
            compare.model().chosen().setAll("alphabeta");
            compare.model().depthProperty().set(2);
            compare.model().run();
            live.algorithmProperty().set("alphabeta");
            live.depthProperty().set(2);
            live.start();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !compare.model().runningProperty().get() && !live.isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, compare.model().rows().size(), compare.model().render(compare.model().statusProperty().get()));
        assertTrue(live.nodesProperty().get() > 0, live.stateProperty().get() + " " + live.errorMessageProperty().get());

        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 15,
                PlayerSetup.human("line"), PlayerSetup.human("line"))));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(compare.model().rows().isEmpty(), "no Xiangqi rows over a Gomoku game");
        assertEquals(null, compare.model().outcomeProperty().get());
        assertEquals(0, live.nodesProperty().get(), "no Xiangqi figures over a Gomoku game");
        assertTrue(live.iterations().isEmpty() && live.pvNames().isEmpty());
        assertEquals(LiveSearchViewModel.State.IDLE, live.stateProperty().get());
    }

    private static void inChinese(FxRobot robot) {
        LiveSearchView live = robot.lookup("#live-view").queryAs(LiveSearchView.class);
        robot.interact(() -> live.viewModel().context().l10n().setLanguage(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void resize(FxRobot robot) {
        Stage stage = fixture.workbench.stage();
        robot.interact(() -> {
            stage.setWidth(1280);
            stage.setHeight(720);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void select(FxRobot robot, String tabId) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The text a labelled control draws (its skin's text node), e.g. "Ru…" when it had no room. */
    static String drawnText(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text text && "LabeledText".equals(child.getClass().getSimpleName())) {
                return text.getText();
            }
        }
        return "";
    }

    /** Every shown labelled control whose drawn text is not its whole text ("Time (ms)" drawn as "Time…"). */
    static List<String> truncated(Parent root) {
        List<String> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Node node, List<String> found) {
        if (!node.isVisible() || node instanceof TableCell<?, ?>) {
            return; // table cells are data (a long PV has its tooltip); headers and labels must be whole
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            String whole = labeled.isMnemonicParsing() ? labeled.getText().replaceFirst("_", "") : labeled.getText();
            String drawn = drawnText(labeled);
            if (!drawn.isEmpty() && !drawn.equals(whole)) {
                found.add(whole + " drawn as " + drawn);
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, found);
            }
        }
    }

    /** Tool-bar overflow buttons (">>") that are showing: controls that did not fit. */
    static List<Node> overflowMenus(Parent root) {
        return root.lookupAll(".tool-bar-overflow-button").stream().filter(Node::isVisible).toList();
    }

    private boolean insideWindow(Node node) {
        Bounds b = node.localToScene(node.getBoundsInLocal());
        return b.getMinX() >= 0 && b.getMinY() >= 0 && b.getMaxX() <= node.getScene().getWidth() + 0.5
                && b.getMaxY() <= node.getScene().getHeight() + 0.5;
    }
}
