package org.gametree.core.io;

import java.util.ArrayList;
import java.util.List;

/**
 * A command line typed by a user, cut into words as a shell would for the simple cases and no
 * further: spaces separate words, single or double quotes keep spaces inside one word
 * ({@code "/opt/My Engines/pikafish"}); nothing else is special, since no shell runs in between.
 * The match command's engine descriptions and the workbench's Engines dialog read commands alike.
 */
public final class CommandWords {

    private CommandWords() {
    }

    /**
     * The words of {@code text} (empty for blank text), quotes removed.
     *
     * @throws IllegalArgumentException when a quote is not closed
     */
    public static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
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
        if (quote != 0) {
            throw new IllegalArgumentException("a quote (" + quote + ") is not closed");
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /** The words back as one line that {@link #split} reads the same, quoting any with spaces. */
    public static String join(List<String> words) {
        StringBuilder line = new StringBuilder();
        for (String word : words) {
            if (line.length() > 0) {
                line.append(' ');
            }
            boolean quoted = word.isEmpty() || word.chars().anyMatch(Character::isWhitespace);
            line.append(quoted ? "\"" + word + "\"" : word);
        }
        return line.toString();
    }
}
