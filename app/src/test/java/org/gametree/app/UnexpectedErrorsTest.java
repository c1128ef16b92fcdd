package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import javafx.application.Platform;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;

import org.gametree.app.i18n.Language;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 11: an exception nothing caught (a StackOverflowError in a reader, a bug in a handler)
 * used to leave the window silent. It ends in a message in the status area, in both languages,
 * with the stack trace under Details, and in the log.
 */
class UnexpectedErrorsTest extends WorkbenchUiTest {

    private final List<LogRecord> logged = new ArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            synchronized (logged) {
                logged.add(record);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void captureTheLog() {
        Logger.getLogger("org.gametree.app").addHandler(capture);
    }

    @AfterEach
    void stopCapturing() {
        Logger.getLogger("org.gametree.app").removeHandler(capture);
    }

    private String status(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#status-message").queryAs(Label.class).getText();
    }

    @Test
    void anExceptionOnTheFxThreadEndsInAMessageWithDetails(FxRobot robot) throws Exception {
        Hyperlink details = robot.lookup("#status-error-details").queryAs(Hyperlink.class);
        assertFalse(details.isVisible(), "no Details link without an error");

        // a test-only action that fails the way a bug would: thrown from an event on the FX thread
        Platform.runLater(() -> {
            throw new IllegalStateException("test-only failure");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Unexpected error (IllegalStateException: test-only failure); it was logged. See Details.",
                status(robot));
        assertTrue(details.isVisible());
        assertTrue(robot.lookup("#status-message").queryAs(Label.class).getStyleClass().contains("error"));
        synchronized (logged) {
            assertTrue(logged.stream().anyMatch(r -> r.getThrown() != null
                    && "test-only failure".equals(r.getThrown().getMessage())), "logged with its stack trace");
        }

        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.SIMPLIFIED_CHINESE));
        assertEquals("内部错误（IllegalStateException: test-only failure），已记录。请查看错误内容。", status(robot));
        assertEquals("错误内容…", details.getText());
        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.ENGLISH));

        // Details: the stack trace, from the keyboard too (the link takes focus and Enter)
        Platform.runLater(details::fire);
        WaitForAsyncUtils.waitForFxEvents();
        TextArea trace = robot.lookup("#error-details-trace").queryAs(TextArea.class);
        assertTrue(trace.getText().contains("java.lang.IllegalStateException: test-only failure"), trace.getText());
        assertTrue(trace.getText().contains("UnexpectedErrorsTest"), "the stack trace shows where");
        assertTrue(details.isFocusTraversable());
    }

    @Test
    void anErrorOnAnotherThreadIsShownToo(FxRobot robot) throws Exception {
        Thread worker = new Thread(() -> {
            throw new StackOverflowError("deep input");
        }, "test-worker");
        worker.start();
        worker.join(TimeUnit.SECONDS.toMillis(10));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Unexpected error (StackOverflowError: deep input); it was logged. See Details.", status(robot));
    }
}
