package org.gametree.app;

import javafx.application.Application;

/**
 * The entry point. It does not extend {@link Application} on purpose: with JavaFX on the class
 * path (not the module path) the Java launcher refuses a main class that extends Application,
 * while a plain class that calls {@link Application#launch} starts fine.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        Application.launch(WorkbenchApp.class, args);
    }
}
