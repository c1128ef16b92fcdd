package org.gametree.app;

import javafx.application.Application;
import javafx.stage.Stage;

import org.gametree.app.i18n.LanguagePreference;

/** The JavaFX application: one window, the language remembered from the last run. */
public final class WorkbenchApp extends Application {

    @Override
    public void start(Stage stage) {
        Workbench.show(stage, LanguagePreference.forUser());
    }
}
