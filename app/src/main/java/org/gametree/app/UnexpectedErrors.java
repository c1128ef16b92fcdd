package org.gametree.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.logging.Level;
import java.util.logging.Logger;

import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Window;

import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.gametree.app.i18n.ShownMessage;

/**
 * The last resort for an exception nothing else caught (a bug, a StackOverflowError deep in a
 * reader): on the FX thread or any other, it is logged with its stack trace and said in the
 * status area in the UI language, with the details (the stack trace) one click or key away
 * ({@link #showDetails}), instead of vanishing on standard error while the window stays silent.
 */
public final class UnexpectedErrors {

    private static final Logger LOG = Logger.getLogger("org.gametree.app");

    /** The session whose status area shows the message: the newest window's. */
    private static volatile GameSession target;
    /** Set while a message is being shown, so a failure in showing it is not reported in a loop. */
    private static final ThreadLocal<Boolean> REPORTING = ThreadLocal.withInitial(() -> false);

    /** The status message of an unexpected error; {@link #details()} is its stack trace. */
    public record Message(Throwable thrown, String threadName) implements ShownMessage {

        @Override
        public String text(Localization l10n) {
            return l10n.get("error.unexpected", summary());
        }

        @Override
        public boolean error() {
            return true;
        }

        /** "IllegalStateException: what it said" (the cause's when there is one). */
        public String summary() {
            Throwable root = thrown;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            String message = root.getMessage();
            return root.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
        }

        /** The thread and the whole stack trace. */
        public String details() {
            StringWriter out = new StringWriter();
            out.append("Thread: ").append(threadName).append('\n');
            thrown.printStackTrace(new PrintWriter(out));
            return out.toString();
        }
    }

    private UnexpectedErrors() {
    }

    /**
     * Makes {@code session}'s status area the place unexpected errors are reported, for every
     * thread and for the FX thread (call it on the FX thread).
     */
    public static void install(GameSession session) {
        target = session;
        Thread.setDefaultUncaughtExceptionHandler(UnexpectedErrors::report);
        if (Platform.isFxApplicationThread()) {
            Thread.currentThread().setUncaughtExceptionHandler(UnexpectedErrors::report);
        }
    }

    /** Logs {@code error} and shows it in the status area (from any thread). */
    public static void report(Thread thread, Throwable error) {
        if (REPORTING.get()) {
            return;
        }
        REPORTING.set(true);
        try {
            LOG.log(Level.SEVERE, "Unexpected error on thread " + thread.getName(), error);
            GameSession session = target;
            if (session == null) {
                return;
            }
            Message message = new Message(error, thread.getName());
            if (Platform.isFxApplicationThread()) {
                session.report(message);
            } else {
                Platform.runLater(() -> session.report(message));
            }
        } catch (Throwable ignored) {
            // the log line above is all that can be done
        } finally {
            REPORTING.set(false);
        }
    }

    /** The details dialog: the stack trace, selectable, with a button that copies it. */
    public static void showDetails(Window owner, Localization l10n, String stylesheet, Message message) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        alert.initOwner(owner);
        alert.setTitle(l10n.get("error.details.title"));
        alert.setHeaderText(message.summary());
        TextArea trace = new TextArea(message.details());
        trace.setId("error-details-trace");
        trace.setEditable(false);
        trace.setWrapText(false);
        trace.setPrefRowCount(18);
        trace.setPrefColumnCount(90);
        alert.getDialogPane().setContent(trace);
        alert.getButtonTypes().setAll(ButtonType.OK);
        DialogButtons.localize(alert.getDialogPane(), l10n);
        ButtonType copy = new ButtonType(l10n.get("error.details.copy"), javafx.scene.control.ButtonBar.ButtonData.LEFT);
        alert.getButtonTypes().add(0, copy);
        alert.getDialogPane().lookupButton(copy).setId("error-details-copy");
        alert.getDialogPane().lookupButton(copy).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(message.details());
            Clipboard.getSystemClipboard().setContent(content);
            e.consume(); // copying does not close the dialog
        });
        alert.getDialogPane().setId("error-details-dialog");
        alert.getDialogPane().getStylesheets().add(stylesheet);
        alert.showAndWait();
    }
}
