package org.gametree.app.theme;

import java.util.Locale;

/**
 * The application's colour themes. A theme is one stylesheet added to a scene after the app's own
 * ({@code app.css}): it redefines Modena's base colours ({@code -fx-base}, {@code -fx-background},
 * …), the workbench's looked-up colours ({@code -wb-*}) and the board's ({@code -xq-*}), so every
 * control follows without a rule of its own.
 */
public enum Theme {
    /** Modena's own light look with the app's colours; needs no extra stylesheet. */
    LIGHT(null),
    DARK("theme-dark.css");

    private final String stylesheet;

    Theme(String stylesheet) {
        this.stylesheet = stylesheet;
    }

    /** The URL of the theme's stylesheet, or null when the theme needs none. */
    public String stylesheetUrl() {
        return stylesheet == null ? null : Theme.class.getResource(stylesheet).toExternalForm();
    }

    /** Style class put on the root of a themed scene, e.g. {@code theme-dark}, for rules of other parts. */
    public String styleClass() {
        return "theme-" + name().toLowerCase(Locale.ROOT);
    }

    /** The bundle key of the theme's name, e.g. {@code board.theme.dark}. */
    public String textKey() {
        return "board.theme." + name().toLowerCase(Locale.ROOT);
    }

    /** The theme stored under {@code name}, or {@code fallback} for null or an unknown name. */
    public static Theme parse(String name, Theme fallback) {
        for (Theme theme : values()) {
            if (theme.name().equals(name)) {
                return theme;
            }
        }
        return fallback;
    }
}
