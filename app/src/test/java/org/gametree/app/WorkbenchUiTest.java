package org.gametree.app;

import java.util.concurrent.TimeoutException;

import org.gametree.app.i18n.Language;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * Base of the UI tests: opens the real main window in English before each test and closes stray
 * dialogs after it. (TestFX looks for {@code @Start} only on the test class itself, so the
 * window is opened from {@code @BeforeEach}, which runs after the extension has registered the
 * primary stage.)
 */
@ExtendWith(ApplicationExtension.class)
abstract class WorkbenchUiTest {

    protected final WorkbenchFixture fixture = new WorkbenchFixture();

    @BeforeEach
    void openWorkbench() throws TimeoutException {
        FxToolkit.setupStage(stage -> fixture.open(stage, Language.ENGLISH));
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        WorkbenchFixture.closeSecondaryWindows(robot);
    }
}
