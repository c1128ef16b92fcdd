package org.gametree.app.engines;

import java.util.ArrayList;
import java.util.List;

/**
 * A typed command cut into words: spaces separate them, double or single quotes keep spaces in
 * one (a path like {@code "/opt/My Engines/pikafish"}). What the Engines dialog's command field
 * becomes before the engine is started; there is no shell in between, so nothing else is special.
 */
final class CommandLine {

    private CommandLine() {
    }

    /** The words of {@code text}; empty for blank text. An unclosed quote runs to the end. */
    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        if (text == null) {
            return words;
        }
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /** The words back as one line, quoting those with spaces (what the field shows for a saved engine). */
    static String join(List<String> words) {
        StringBuilder line = new StringBuilder();
        for (String word : words) {
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word.isEmpty() || word.chars().anyMatch(Character::isWhitespace) ? "\"" + word + "\"" : word);
        }
        return line.toString();
    }
}
