package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import javafx.css.PseudoClass;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

import org.gametree.app.DocImages;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.app.theme.Theme;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The explorer's principal-variation rows are readable in both themes (issue 10 saw dark green on
 * dark grey): the text's pixels against its row's background, WCAG contrast at least 4.5. The
 * explorer sits in a root styled as {@code ThemeManager} styles the window's root.
 */
@ExtendWith(ApplicationExtension.class)
class TreeExplorerThemeTest {

    private static final PseudoClass PRINCIPAL = PseudoClass.getPseudoClass("principal");

    private FxTaskRunner tasks;
    private TreeExplorerView view;
    private StackPane root;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        tasks = new FxTaskRunner();
        AnalysisContext context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Position.startPosition()));
        view = new TreeExplorerView(context);
        root = new StackPane(view);
        Scene scene = new Scene(root, 900, 640);
        scene.getStylesheets().add(org.gametree.app.Workbench.class.getResource("app.css").toExternalForm());
        stage.setScene(scene);
        stage.setWidth(900);
        stage.setHeight(640);
        stage.show();
    }

    @AfterEach
    void stop() {
        tasks.close();
    }

    private void theme(FxRobot robot, Theme theme) {
        robot.interact(() -> {
            for (Theme each : Theme.values()) {
                root.getStyleClass().remove(each.styleClass());
                if (each.stylesheetUrl() != null) {
                    root.getStylesheets().remove(each.stylesheetUrl());
                }
            }
            root.getStyleClass().add(theme.styleClass());
            if (theme.stylesheetUrl() != null) {
                root.getStylesheets().add(theme.stylesheetUrl());
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void principalVariationRowsAreReadableInTheDarkThemeAndTheLight(FxRobot robot) throws Exception {
        robot.interact(() -> {
            view.viewModel().algorithmProperty().set("alphabeta");
            view.viewModel().depthProperty().set(2);
            view.viewModel().record();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () ->
                view.viewModel().treeProperty().get() != null && !view.viewModel().busyProperty().get());
        for (Theme theme : new Theme[] {Theme.DARK, Theme.LIGHT}) {
            theme(robot, theme);
            double contrast = principalValueContrast(robot, theme);
            assertTrue(contrast >= 4.5, theme + ": PV row text contrast " + contrast);
        }
    }

    /** The contrast of a PV row's value text with the row behind it, from a picture of the window. */
    @SuppressWarnings("unchecked")
    private double principalValueContrast(FxRobot robot, Theme theme) throws Exception {
        TreeTableCell<TreeRow, String> cell = robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class).stream()
                .filter(r -> r.isVisible() && !r.isEmpty() && !r.isSelected() && r.getPseudoClassStates().contains(PRINCIPAL))
                .flatMap(r -> robot.from((Node) r).lookup(".tree-table-cell").queryAllAs(TreeTableCell.class).stream())
                .filter(c -> "tree-col-value".equals(c.getTableColumn().getId()) && c.getText() != null && !c.getText().isEmpty())
                .findFirst().orElseThrow(() -> new AssertionError("no principal-variation row on screen"));
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = root.snapshot(null, null));
        BufferedImage image = SwingFXUtils.fromFXImage(shot[0], null);
        DocImages.write(image, "tree-" + theme.name().toLowerCase() + "-contrast.png");
        Bounds b = cell.localToScene(cell.getLayoutBounds());
        // The background is the commonest colour in the cell; the text is the pixel farthest from it.
        Map<Integer, Integer> counts = new HashMap<>();
        int x0 = (int) Math.ceil(b.getMinX()) + 1;
        int x1 = (int) Math.floor(b.getMaxX()) - 2; // the right edge is the column's border line
        int y0 = (int) Math.ceil(b.getMinY()) + 1;
        int y1 = (int) Math.floor(b.getMaxY()) - 1;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                counts.merge(image.getRGB(x, y) & 0xFFFFFF, 1, Integer::sum);
            }
        }
        int background = counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        double best = 1;
        int inked = 0;
        for (int rgb : counts.keySet()) {
            double ratio = contrast(luminance(rgb), luminance(background));
            if (ratio > 1.5) {
                inked += counts.get(rgb);
            }
            best = Math.max(best, ratio);
        }
        assertTrue(inked > 10, theme + ": the value cell has text (" + cell.getText() + ")");
        return best;
    }

    private static double contrast(double a, double b) {
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }

    /** WCAG 2 relative luminance of an sRGB colour. */
    private static double luminance(int rgb) {
        double r = channel((rgb >> 16) & 0xFF);
        double g = channel((rgb >> 8) & 0xFF);
        double b = channel(rgb & 0xFF);
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    }

    private static double channel(int value) {
        double c = value / 255.0;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}
