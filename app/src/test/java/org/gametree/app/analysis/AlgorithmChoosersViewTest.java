package org.gametree.app.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.skin.ComboBoxListViewSkin;
import javafx.stage.Stage;

import org.controlsfx.control.CheckListView;
import org.gametree.app.analysis.compare.CompareView;
import org.gametree.app.analysis.live.LiveSearchView;
import org.gametree.app.analysis.stepper.StepperView;
import org.gametree.app.analysis.tree.TreeExplorerView;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.NewGameDialog;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 10, "Names": every chooser of searches — New Game's engine sheet, live, tree, stepper,
 * compare — lists the catalogue in the same order, each entry "name — description (§x)".
 */
@ExtendWith(ApplicationExtension.class)
class AlgorithmChoosersViewTest {

    private Stage stage;
    private FxTaskRunner tasks;
    private AnalysisContext context;
    private NewGameDialog dialog;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        tasks = new FxTaskRunner();
        context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Position.startPosition()));
        TabPane tabs = new TabPane(new Tab("live", new LiveSearchView(context)), new Tab("tree", new TreeExplorerView(context)),
                new Tab("stepper", new StepperView(context)), new Tab("compare", new CompareView(context)));
        stage.setScene(new Scene(tabs, 1100, 760));
        stage.setWidth(1100);
        stage.setHeight(760);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            if (dialog != null && dialog.isShowing()) {
                dialog.close();
            }
        });
        tasks.close();
    }

    @Test
    void liveTreeAndStepperListTheCatalogueWithDescriptions(FxRobot robot) {
        int tab = 0;
        for (String id : new String[] {"#live-algorithm", "#tree-algorithm", "#stepper-algorithm"}) {
            int index = tab++;
            robot.interact(() -> ((TabPane) stage.getScene().getRoot()).getSelectionModel().select(index));
            assertComboListsTheCatalogue(robot, id, context.l10n());
        }
    }

    @Test
    void compareListsTheCatalogueWithDescriptionsAndFollowsTheLanguage(FxRobot robot) {
        robot.interact(() -> ((TabPane) stage.getScene().getRoot()).getSelectionModel().select(3));
        WaitForAsyncUtils.waitForFxEvents();
        CheckListView<?> list = robot.lookup("#compare-algorithms").queryAs(CheckListView.class);
        assertEquals(AlgorithmCatalog.names(), list.getItems());
        assertCellsReadLabels(list, context.l10n());
        robot.interact(() -> context.l10n().setLanguage(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertCellsReadLabels(list, context.l10n());
        assertTrue(cellTexts(list).stream().anyMatch(t -> t.contains("书 \u00a77")), cellTexts(list).toString());
    }

    @Test
    void theNewGameEngineSheetListsTheCatalogue(FxRobot robot) {
        Localization l10n = new Localization(Language.ENGLISH);
        robot.interact(() -> {
            dialog = new NewGameDialog(stage, l10n, GameSetup.defaults(),
                    AlgorithmChoosersViewTest.class.getResource("/org/gametree/app/app.css").toExternalForm());
            dialog.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#new-game-first-engine");
        assertComboListsTheCatalogue(robot, "#new-game-first-algorithm", l10n);
    }

    @SuppressWarnings("unchecked")
    private void assertComboListsTheCatalogue(FxRobot robot, String id, Localization l10n) {
        WaitForAsyncUtils.waitForFxEvents();
        ComboBox<String> box = robot.lookup(id).queryAs(ComboBox.class);
        // the tree explorer, the stepper and the live panel also run the proof-number threat searches
        boolean records = id.equals("#tree-algorithm") || id.equals("#stepper-algorithm") || id.equals("#live-algorithm");
        assertEquals(records ? AlgorithmCatalog.recordableNames() : AlgorithmCatalog.names(), box.getItems(), id);
        robot.interact(box::show);
        WaitForAsyncUtils.waitForFxEvents();
        ListView<String> popup = (ListView<String>) ((ComboBoxListViewSkin<String>) box.getSkin()).getPopupContent();
        assertCellsReadLabels(popup, l10n);
        if (id.equals("#live-algorithm")) {
            snapshot(robot, popup, "algorithm-list.png");
        }
        robot.interact(box::hide);
        // the button shows the chosen name alone, the description as its tooltip
        assertEquals(box.getValue(), box.getButtonCell().getText(), id);
    }

    /** The open list as a picture (target/ by default; docs/images with -Pdocs-images). */
    private static void snapshot(FxRobot robot, Node node, String name) {
        robot.interact(() -> {
            try {
                java.nio.file.Path target = org.gametree.app.DocImages.path(name);
                java.nio.file.Files.createDirectories(target.getParent());
                javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(node.snapshot(null, null), null),
                        "png", target.toFile());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** Every drawn cell reads "name — description (§x)" for its item, and the first entries are there in order. */
    private static void assertCellsReadLabels(ListView<?> list, Localization l10n) {
        List<String> texts = cellTexts(list);
        assertFalse(texts.isEmpty(), list.getId() + " draws cells");
        for (Node node : list.lookupAll(".list-cell")) {
            Labeled cell = (Labeled) node;
            Object item = ((javafx.scene.control.ListCell<?>) cell).getItem();
            if (item != null && cell.isVisible() && cell.getParent() != null && cell.getParent().isVisible()) {
                assertEquals(AlgorithmCatalog.label(l10n, (String) item), cell.getText(), list.getId());
            }
        }
        List<String> first = AlgorithmCatalog.names().subList(0, 3).stream().map(n -> AlgorithmCatalog.label(l10n, n)).toList();
        assertTrue(texts.containsAll(first), texts.toString());
    }

    private static List<String> cellTexts(ListView<?> list) {
        List<String> texts = new ArrayList<>();
        for (Node node : list.lookupAll(".list-cell")) {
            String text = ((Labeled) node).getText();
            if (text != null && !text.isEmpty() && node.isVisible()) {
                texts.add(text);
            }
        }
        return texts;
    }
}
