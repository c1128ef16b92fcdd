package org.gametree.app.analysis.tree;

/**
 * A message of the explorer, kept as a bundle key and its arguments so the view shows it in the
 * current language (and re-renders it when the language switches).
 *
 * @param severity how it is shown
 * @param key      a key of the {@code tree} bundle
 * @param args     its MessageFormat arguments
 */
public record TreeStatus(Severity severity, String key, Object... args) {

    public enum Severity { INFO, WORKING, ERROR }

    public static TreeStatus info(String key, Object... args) {
        return new TreeStatus(Severity.INFO, key, args);
    }

    public static TreeStatus working(String key, Object... args) {
        return new TreeStatus(Severity.WORKING, key, args);
    }

    public static TreeStatus error(String key, Object... args) {
        return new TreeStatus(Severity.ERROR, key, args);
    }
}
