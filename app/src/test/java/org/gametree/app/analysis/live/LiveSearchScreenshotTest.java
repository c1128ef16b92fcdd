package org.gametree.app.analysis.live;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.xiangqi.Fen;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Writes {@code docs/images/live.png}: the panel after a few iterations on a middlegame position. */
@ExtendWith(ApplicationExtension.class)
class LiveSearchScreenshotTest {

    /** Black to move after a quiet opening, material level: Red has a central cannon, both sides horses out. */
    static final String MIDDLEGAME = "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1";
    private static final int DEPTH = 6;

    private FxTaskRunner tasks;
    private LiveSearchView view;

    @Start
    void start(Stage stage) {
        tasks = new FxTaskRunner();
        AnalysisContext context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Fen.parse(MIDDLEGAME)));
        context.notationProperty().set(MoveNotation.WXF);
        view = new LiveSearchView(context);
        stage.setScene(new Scene(view, 720, 860));
        stage.show();
    }

    @AfterEach
    void stopSearches() {
        tasks.close();
    }

    @Test
    void writesThePanelAfterAFewIterations(FxRobot robot) throws Exception {
        LiveSearchViewModel model = view.viewModel();
        robot.interact(() -> {
            model.algorithmProperty().set("best");
            model.depthProperty().set(DEPTH);
        });
        robot.clickOn("#live-analyse");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !model.isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(LiveSearchViewModel.State.DONE, model.stateProperty().get());
        assertEquals(DEPTH, robot.lookup("#live-iterations").queryTableView().getItems().size());
        long bars = view.lookupAll(".chart-bar").stream()
                .filter(bar -> !bar.getStyleClass().contains("bar-legend-symbol")).count();
        assertEquals(DEPTH, bars, "one bar per depth");
        assertTrue(robot.lookup("#live-pv-0").tryQuery().isPresent(), "the PV is shown");
        assertTrue(robot.lookup("#live-nodes").queryAs(Label.class).getText().contains(","));

        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = view.snapshot(null, null));
        BufferedImage image = SwingFXUtils.fromFXImage(shot[0], null);
        Path target = DocImages.path("live.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(image, "png", target.toFile());
        assertTrue(Files.size(target) > 10_000);
    }
}
