package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.compare.CompareView;
import org.gametree.app.analysis.compare.CompareViewModel;
import org.gametree.app.analysis.live.LiveSearchView;
import org.gametree.app.analysis.live.LiveSearchViewModel;
import org.gametree.app.analysis.stepper.StepperViewModel;
import org.gametree.app.analysis.tree.TreeExplorerViewModel;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.theme.Theme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every analysis tab at 1280×720, in use, light and dark, English and Chinese: no label drawn
 * cut off ("D…", "Time…"), no Chinese text in a font without its glyphs, and a picture of each ({@code tab-<name>-<theme>-<language>.png}, see
 * {@link DocImages}) for the README.
 *
 * <p>The tabs are filled once, on one middlegame position: a finished live analysis, a recorded
 * search shared by Tree and Stepper, and a comparison. Theme and language are then switched on
 * the same window (as a user would), and each tab is pictured with its own board: the tree's
 * principal variation, the stepper at its first cutoff, the game for the others.
 */
@ExtendWith(ApplicationExtension.class)
class TabGalleryTest {

    static final double SMALL_WIDTH = 1280;
    static final double SMALL_HEIGHT = 720;

    /** A middlegame with pieces of every kind in play (the engine benchmark's), Black to move. */
    static final String MIDDLE_GAME = "r1baka3/3r5/2n1b1n2/p5p2/4P3p/1p4P2/P6cP/4C1NC1/9/R1BAKAB1R b - - 2 13";

    private final WorkbenchFixture fixture = new WorkbenchFixture();

    @Test
    void everyTabInUseFitsAt1280x720InBothThemesAndLanguages(FxRobot robot) throws IOException, TimeoutException {
        FxToolkit.setupStage(stage -> {
            fixture.open(stage, Language.ENGLISH);
            stage.setWidth(SMALL_WIDTH);
            stage.setHeight(SMALL_HEIGHT);
        });
        Workbench workbench = fixture.workbench;
        boolean[] loaded = new boolean[1];
        robot.interact(() -> loaded[0] = workbench.session().paste(MIDDLE_GAME));
        assertTrue(loaded[0], "the middlegame FEN loads");
        fillTheTabs(robot);

        List<String> problems = new ArrayList<>();
        int pictures = 0;
        for (Language language : Language.values()) {
            for (Theme theme : Theme.values()) {
                robot.interact(() -> {
                    workbench.localization().setLanguage(language);
                    workbench.themes().setTheme(theme);
                });
                WaitForAsyncUtils.waitForFxEvents();
                // the notation chooser above the move list shows its choice (it was drawn blank)
                ComboBox<?> notation = robot.lookup("#move-list-notation").queryAs(ComboBox.class);
                ListCell<?> shown = notation.getButtonCell();
                assertEquals("炮二平五", shown.getText(), "the notation box names its notation");
                TabPane tabs = workbench.analysisTabs();
                for (int i = 0; i < tabs.getTabs().size(); i++) {
                    Tab tab = tabs.getTabs().get(i);
                    robot.interact(() -> {
                        tabs.getSelectionModel().select(tab);
                        showBoardFor(tab.getId());
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    String where = tab.getId() + " " + theme + " " + language + ": ";
                    for (String cut : Truncation.truncatedLabels(workbench.stage().getScene().getRoot())) {
                        problems.add(where + cut);
                    }
                    robot.interact(() -> faintPrompts(workbench.stage().getScene().getRoot())
                            .forEach(faint -> problems.add(where + faint))); // snapshots: FX thread
                    for (String blank : chineseInAnotherFont(workbench.stage().getScene().getRoot())) {
                        problems.add(where + blank);
                    }
                    if ("tab-evaluation".equals(tab.getId())) {
                        Node bars = robot.lookup("#evaluation-bars").query();
                        Node pane = robot.lookup(".evaluation-bars-pane").query();
                        double barsRight = bars.localToScene(bars.getLayoutBounds()).getMaxX();
                        double paneRight = pane.localToScene(pane.getLayoutBounds()).getMaxX();
                        if (barsRight > paneRight + 0.5) { // the numbers beside the bars were scrolled off ("−4,")
                            problems.add(where + "evaluation bars " + barsRight + " wider than their pane " + paneRight);
                        }
                    }
                    String name = "tab-" + tab.getId().replace("tab-", "") + "-" + theme.name().toLowerCase(Locale.ROOT)
                            + "-" + (language == Language.ENGLISH ? "en" : "zh") + ".png";
                    WorkbenchFixture.writeImage(robot, workbench, name);
                    pictures++;
                }
            }
        }
        robot.interact(() -> {
            workbench.localization().setLanguage(Language.ENGLISH);
            workbench.themes().setTheme(Theme.values()[0]);
            workbench.stage().hide();
        });
        assertEquals(2 * Theme.values().length * workbench.analysisTabs().getTabs().size(), pictures, "a picture of every tab");
        assertTrue(problems.isEmpty(), "labels drawn cut off at 1280x720:\n" + String.join("\n", problems));
    }

    /**
     * Labels with Chinese text drawn in a font other than the bundled ones (which cover every
     * bundle, see FontCoverageTest): "monospace" drew "用时 2.4 秒" as "2.4 □" on a machine
     * without Chinese fonts.
     */
    private static List<String> chineseInAnotherFont(Node node) {
        List<String> found = new ArrayList<>();
        if (!node.isVisible()) {
            return found;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null
                && labeled.getText().codePoints().anyMatch(c -> c >= 0x2E80)) {
            String family = labeled.getFont().getFamily();
            if (!family.equals(AppFonts.SANS_FAMILY) && !family.equals(AppFonts.SERIF_FAMILY)) {
                found.add((labeled.getId() == null ? labeled.getStyleClass().toString() : "#" + labeled.getId())
                        + ": '" + labeled.getText() + "' in font " + family);
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                found.addAll(chineseInAnotherFont(child));
            }
        }
        return found;
    }

    /**
     * Empty text fields whose prompt ("no limit") has less than text contrast with the field: in
     * the dark theme Modena drew it darker than the field itself.
     */
    private static List<String> faintPrompts(Parent root) {
        List<String> found = new ArrayList<>();
        for (Node node : root.lookupAll(".text-field")) {
            if (node instanceof TextField field && shown(field) && !field.isDisabled() // WCAG exempts inactive fields
                    && (field.getText() == null || field.getText().isEmpty())
                    && field.getPromptText() != null && !field.getPromptText().isEmpty()) {
                Text prompt = (Text) field.lookupAll(".text").stream()
                        .filter(t -> t instanceof Text text && field.getPromptText().equals(text.getText()))
                        .findFirst().orElse(null);
                if (prompt != null && prompt.isVisible() && prompt.getFill() instanceof Color fill) {
                    double ratio = Contrast.ratio(fill, Contrast.backgroundOf(field));
                    if (ratio < Contrast.TEXT) {
                        found.add("#" + field.getId() + " prompt '" + field.getPromptText() + "' contrast "
                                + String.format(Locale.ROOT, "%.2f", ratio));
                    }
                }
            }
        }
        return found;
    }

    /** Visible with all its ancestors (a field in an unselected tab is not on screen). */
    private static boolean shown(Node node) {
        for (Node up = node; up != null; up = up.getParent()) {
            if (!up.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }

    /** The searches the pictures show, run once: they outlive theme and language switches. */
    private void fillTheTabs(FxRobot robot) throws TimeoutException {
        LiveSearchViewModel live = robot.lookup("#live-view").queryAs(LiveSearchView.class).viewModel();
        TreeExplorerViewModel tree = fixture.workbench.treeExplorer().viewModel();
        StepperViewModel stepper = fixture.workbench.stepper().getModel();
        CompareViewModel compare = robot.lookup("#compare-view").queryAs(CompareView.class).model();
        robot.interact(() -> {
            live.algorithmProperty().set("best");
            live.depthProperty().set(5);
            live.start();
            compare.chosen().setAll("alphabeta", "pvs", "mtdf");
            compare.depthProperty().set(3);
            compare.run();
            tree.algorithmProperty().set("alphabeta");
            tree.depthProperty().set(3);
            tree.record(); // shared with the stepper
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> live.stateProperty().get() == LiveSearchViewModel.State.DONE
                && !compare.runningProperty().get() && tree.treeProperty().get() != null && !tree.busyProperty().get()
                && stepper.recordedProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(5, live.iterations().size(), "five iterations in the live table");
        assertEquals(3, compare.rows().size(), compare.render(compare.statusProperty().get()));
    }

    /**
     * What the board shows under each tab: the tree's principal variation (banner and arrow),
     * the stepper stopped on its first cutoff, the game's position for the rest.
     */
    private void showBoardFor(String tabId) {
        AnalysisContext context = fixture.workbench.session().context();
        TreeExplorerViewModel tree = fixture.workbench.treeExplorer().viewModel();
        StepperViewModel stepper = fixture.workbench.stepper().getModel();
        switch (tabId) {
            case "tab-tree" -> {
                tree.select(-1);
                tree.goToPrincipalVariation();
                assertNotNull(context.previewProperty().get(), "the PV's end is on the board");
            }
            case "tab-stepper" -> {
                stepper.first();
                assertTrue(stepper.runToNextCutoff(), "the recording has a cutoff");
                assertNotNull(context.previewProperty().get(), "the cutoff's node is on the board");
            }
            default -> {
                context.showPreview(null, null);
                context.marksProperty().set(List.of());
            }
        }
    }
}
