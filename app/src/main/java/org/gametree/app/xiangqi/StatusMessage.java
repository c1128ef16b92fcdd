package org.gametree.app.xiangqi;

/**
 * A message for the status bar, kept as a bundle key plus an argument so the view renders it in
 * the current language (and re-renders it when the language changes).
 *
 * @param key      bundle key, e.g. {@code message.invalidFen}
 * @param argument the {0} of the pattern (e.g. the FEN reader's own message), or null
 * @param error    whether it reports a problem (shown in the error style)
 */
public record StatusMessage(String key, String argument, boolean error) {

    public static StatusMessage info(String key) {
        return new StatusMessage(key, null, false);
    }

    public static StatusMessage error(String key, String argument) {
        return new StatusMessage(key, argument, true);
    }
}
