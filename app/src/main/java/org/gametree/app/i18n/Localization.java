package org.gametree.app.i18n;

import java.text.MessageFormat;
import java.util.Arrays;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Tooltip;

/**
 * The UI text of the current language. Views bind their text to {@link #text} bindings, so
 * switching {@link #languageProperty()} relabels the whole window live, without a restart.
 */
public final class Localization {

    /**
     * The bundles, searched in this order: one per part of the window, so each part keeps its
     * own text ({@code org/gametree/app/i18n/<name>.properties} and {@code <name>_zh_CN.properties}).
     * A key must be in exactly one of them (BundlesTest checks).
     */
    public static final java.util.List<String> BUNDLES = java.util.List.of(
            "messages", "game", "board", "gomoku", "live", "tree", "stepper", "evaluation", "compare", "score",
            "algorithms", "lab", "opening", "endgame", "lines", "review", "whynot", "match", "engines");

    private static final String PACKAGE = "org.gametree.app.i18n.";

    // No fallback to the JVM's default locale: English must show English even on a Chinese system.
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");

    public Localization(Language initial) {
        language.set(initial);
    }

    /** The main bundle ("messages") of a language. */
    public static ResourceBundle load(Language language) {
        return load("messages", language);
    }

    /** One of the {@link #BUNDLES} of a language. */
    public static ResourceBundle load(String bundle, Language language) {
        return ResourceBundle.getBundle(PACKAGE + bundle, language.locale(), Localization.class.getClassLoader(),
                NO_FALLBACK);
    }

    /** The pattern for a key from whichever bundle has it. */
    private static String pattern(String key, Language language) {
        for (String bundle : BUNDLES) {
            ResourceBundle resources = load(bundle, language);
            if (resources.containsKey(key)) {
                return resources.getString(key);
            }
        }
        throw new MissingResourceException("no text for " + key, PACKAGE, key);
    }

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    public Language getLanguage() {
        return language.get();
    }

    public void setLanguage(Language value) {
        language.set(value);
    }

    /** The text for {@code key} in the current language, formatted with {@code args}. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            // Looked up from the language on every call (ResourceBundle caches the bundles): a
            // bundle field updated by a listener would lag behind bindings that re-evaluate as
            // soon as the language property is invalidated.
            pattern = pattern(key, language.get());
        } catch (MissingResourceException e) {
            // A missing key is a bug, but showing the key beats crashing the window.
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, language.get().locale()).format(args);
    }

    /** A binding to the text for a fixed key, updated when the language changes. */
    public StringBinding text(String key, Object... args) {
        return Bindings.createStringBinding(() -> get(key, args), language);
    }

    /**
     * A binding to the text for a key whose arguments change, e.g. "{0} to move" with the side.
     * Arguments that are themselves localised should be passed as bindings from this class.
     */
    public StringBinding text(String key, ObservableValue<?>... args) {
        ObservableValue<?>[] deps = Arrays.copyOf(args, args.length + 1);
        deps[args.length] = language;
        return Bindings.createStringBinding(
                () -> get(key, Arrays.stream(args).map(ObservableValue::getValue).toArray()), deps);
    }

    /** The widest a tooltip grows before its text wraps (long explanations stay readable). */
    static final double TOOLTIP_WIDTH = 400;

    /** A tooltip showing the text for {@code key} in the current language, wrapped when long. */
    public Tooltip tooltip(String key) {
        Tooltip tooltip = new Tooltip();
        tooltip.textProperty().bind(text(key));
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(TOOLTIP_WIDTH);
        return tooltip;
    }
}
