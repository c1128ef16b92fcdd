package org.gametree.app.theme;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.MemoryPreferences;
import org.gametree.app.Workbench;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.LanguagePreference;
import org.gametree.app.i18n.Localization;
import org.gametree.app.xiangqi.board.BoardStyle;
import org.gametree.app.xiangqi.board.PieceStyle;
import org.gametree.app.xiangqi.board.XiangqiBoard;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The dark theme recolours a scene and its board, is remembered, and follows dialogs. */
@ExtendWith(ApplicationExtension.class)
class ThemeManagerTest {

    private static final String APP_CSS = Workbench.class.getResource("app.css").toExternalForm();

    private final MemoryPreferences preferences = new MemoryPreferences();

    private static double brightness(Region region) {
        Paint fill = region.getBackground().getFills().get(0).getFill();
        return ((Color) fill).getBrightness();
    }

    @Test
    void theDarkThemeDarkensTheSceneAndTheBoardAndIsRemembered(FxRobot robot) throws TimeoutException {
        ThemeManager themes = new ThemeManager(new AppearancePreference(preferences));
        assertEquals(Theme.LIGHT, themes.getTheme(), "light until chosen");
        BorderPane[] root = new BorderPane[1];
        XiangqiBoard[] board = new XiangqiBoard[1];
        FxToolkit.setupStage(stage -> {
            AppFonts.load();
            board[0] = new XiangqiBoard();
            root[0] = new BorderPane(board[0]);
            Scene scene = new Scene(root[0], 400, 480);
            scene.getStylesheets().add(APP_CSS);
            stage.setScene(scene);
            themes.apply(scene);
            themes.bind(board[0]);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        double light = brightness(root[0]);
        Paint lightWood = ((Rectangle) robot.lookup(".board-background").query()).getFill();
        assertTrue(light > 0.8, "Modena's light background: " + light);

        robot.interact(() -> themes.setTheme(Theme.DARK));
        WaitForAsyncUtils.waitForFxEvents();
        double dark = brightness(root[0]);
        assertTrue(dark < 0.25, "a dark background: " + dark);
        assertTrue(root[0].getStyleClass().contains("theme-dark"));
        assertFalse(lightWood.equals(((Rectangle) robot.lookup(".board-background").query()).getFill()),
                "the board is dimmed too");
        assertEquals("DARK", preferences.get(AppearancePreference.THEME, null));

        robot.interact(() -> themes.boardStyleProperty().set(BoardStyle.JADE));
        assertEquals(BoardStyle.JADE, board[0].getBoardStyle(), "bound boards follow");
        robot.interact(() -> board[0].setPieceStyle(PieceStyle.FLAT));
        assertEquals(PieceStyle.FLAT, themes.pieceStyleProperty().get(), "and a board's change comes back");

        ThemeManager next = new ThemeManager(new AppearancePreference(preferences));
        assertEquals(Theme.DARK, next.getTheme(), "remembered across runs");
        assertEquals(BoardStyle.JADE, next.boardStyleProperty().get());
        assertEquals(PieceStyle.FLAT, next.pieceStyleProperty().get());

        robot.interact(() -> themes.setTheme(Theme.LIGHT));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(light, brightness(root[0]), 1e-9, "back to light");
        assertFalse(root[0].getStylesheets().contains(Theme.DARK.stylesheetUrl()));
    }

    @Test
    void windowsOpenedLaterAreThemedAndTheThemeStaysLastAfterTheirOwnStylesheets(FxRobot robot)
            throws TimeoutException {
        ThemeManager themes = new ThemeManager(new AppearancePreference(preferences));
        themes.setTheme(Theme.DARK);
        BorderPane[] root = new BorderPane[1];
        FxToolkit.setupStage(stage -> {
            themes.followAllWindows();
            root[0] = new BorderPane();
            stage.setScene(new Scene(root[0], 300, 200));
            // A dialog adds app.css to its root after the theme reached it.
            root[0].getStylesheets().add(APP_CSS);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Parent themed = root[0];
        assertEquals(Theme.DARK.stylesheetUrl(), themed.getStylesheets().get(themed.getStylesheets().size() - 1));
        assertTrue(brightness(root[0]) < 0.25, "the app's own light colours do not win");
        // the toolkit outlives this test: later tests' windows must not turn dark
        FxToolkit.setupStage(stage -> {
            themes.stopFollowingWindows();
            themes.setTheme(Theme.LIGHT);
        });
    }

    @Test
    void theAppearanceMenuSetsTheLooks(FxRobot robot) {
        ThemeManager themes = new ThemeManager(new AppearancePreference(preferences));
        XiangqiBoard[] board = new XiangqiBoard[1];
        Menu[] menu = new Menu[1];
        robot.interact(() -> {
            board[0] = new XiangqiBoard();
            menu[0] = AppearanceMenu.create(new Localization(Language.ENGLISH), themes, board[0].blindProperty());
        });
        RadioMenuItem paper = (RadioMenuItem) find(menu[0], "menu-board-style-paper");
        robot.interact(paper::fire);
        assertEquals(BoardStyle.PAPER, themes.boardStyleProperty().get());
        robot.interact(() -> themes.setTheme(Theme.DARK));
        assertTrue(((RadioMenuItem) find(menu[0], "menu-theme-dark")).isSelected(), "the menu follows the property");
        // A click toggles a check item through its menu skin, not through fire().
        robot.interact(() -> ((javafx.scene.control.CheckMenuItem) find(menu[0], "menu-blind")).setSelected(true));
        assertTrue(board[0].isBlind());
        assertEquals("Blind mode (hide pieces)", find(menu[0], "menu-blind").getText());
    }

    private static MenuItem find(Menu menu, String id) {
        for (MenuItem item : menu.getItems()) {
            if (id.equals(item.getId())) {
                return item;
            }
            if (item instanceof Menu sub) {
                MenuItem found = find(sub, id);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @Test
    void writesTheMainWindowInTheDarkThemeToDocs(FxRobot robot) throws TimeoutException, IOException {
        LanguagePreference language = new LanguagePreference(preferences);
        language.store(Language.ENGLISH);
        ThemeManager themes = new ThemeManager(new AppearancePreference(preferences));
        themes.setTheme(Theme.DARK);
        Workbench[] workbench = new Workbench[1];
        FxToolkit.setupStage(stage -> {
            workbench[0] = Workbench.show(stage, language);
            themes.apply(stage.getScene());
            themes.bind(workbench[0].board());
            MenuBar bar = (MenuBar) stage.getScene().lookup("#menu-bar");
            bar.getMenus().add(AppearanceMenu.create(workbench[0].localization(), themes,
                    workbench[0].board().blindProperty()));
            stage.setWidth(Workbench.WIDTH);
            stage.setHeight(Workbench.HEIGHT);
        });
        robot.interact(() -> {
            for (String square : new String[] {"h2", "e2", "h9", "g7", "h0", "g2", "i9", "h9", "b2"}) {
                workbench[0].game().activate(Squares.parse(square, 0));
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        BufferedImage[] image = new BufferedImage[1];
        robot.interact(() -> image[0] = SwingFXUtils.fromFXImage(
                workbench[0].stage().getScene().getRoot().snapshot(null, null), null));
        Color corner = Color.rgb((image[0].getRGB(2, image[0].getHeight() - 2) >> 16) & 0xFF,
                (image[0].getRGB(2, image[0].getHeight() - 2) >> 8) & 0xFF, image[0].getRGB(2, image[0].getHeight() - 2) & 0xFF);
        assertTrue(corner.getBrightness() < 0.3, "the status bar is dark: " + corner);
        Path target = DocImages.path("dark-theme.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(image[0], "png", target.toFile());
        robot.interact(() -> workbench[0].stage().hide());
    }
}
