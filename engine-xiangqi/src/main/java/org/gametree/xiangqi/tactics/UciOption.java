package org.gametree.xiangqi.tactics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One option an engine announces in its handshake, e.g.
 * {@code option name Hash type spin default 16 min 1 max 131072}. Names and string defaults may
 * hold spaces ({@code Skill Level}, {@code <empty>}), so the line is cut at the keywords rather
 * than at every space. Immutable.
 *
 * @param name         the option's name, as {@code setoption name …} wants it
 * @param type         its kind
 * @param defaultValue the default as the engine printed it ("" for none; {@code <empty>} means "")
 * @param min          the least value of a spin (0 otherwise)
 * @param max          the greatest value of a spin (0 otherwise)
 * @param choices      a combo's values, in the engine's order (empty otherwise)
 */
public record UciOption(String name, Type type, String defaultValue, long min, long max, List<String> choices) {

    /** The UCI option types. */
    public enum Type {
        SPIN, CHECK, COMBO, STRING, BUTTON;

        static Type of(String word) {
            try {
                return valueOf(word.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
    }

    private static final Set<String> KEYWORDS = Set.of("default", "min", "max", "var");

    public UciOption {
        choices = List.copyOf(choices);
        defaultValue = defaultValue == null || defaultValue.equals("<empty>") ? "" : defaultValue;
    }

    /**
     * The option an {@code option name …} line announces, or null when the line is not one (no
     * name, no known type, a spin whose bounds are not numbers): such lines are skipped, an
     * engine with one odd option still works.
     */
    public static UciOption parse(String line) {
        String trimmed = line == null ? "" : line.strip();
        if (!trimmed.startsWith("option name ")) {
            return null;
        }
        String rest = trimmed.substring("option name ".length());
        int typeAt = rest.indexOf(" type ");
        if (typeAt <= 0) {
            return null;
        }
        String name = rest.substring(0, typeAt).strip();
        String[] words = rest.substring(typeAt + " type ".length()).strip().split("\\s+");
        Type type = words.length == 0 ? null : Type.of(words[0]);
        if (name.isEmpty() || type == null) {
            return null;
        }
        String defaultValue = "";
        String min = null;
        String max = null;
        List<String> choices = new ArrayList<>();
        int i = 1;
        while (i < words.length) {
            String keyword = words[i++];
            StringBuilder value = new StringBuilder();
            while (i < words.length && !KEYWORDS.contains(words[i])) {
                value.append(value.length() == 0 ? "" : " ").append(words[i++]);
            }
            switch (keyword) {
                case "default" -> defaultValue = value.toString();
                case "min" -> min = value.toString();
                case "max" -> max = value.toString();
                case "var" -> choices.add(value.toString());
                default -> { } // words before the first keyword: ignored
            }
        }
        long low = 0;
        long high = 0;
        if (type == Type.SPIN) {
            try {
                low = Long.parseLong(min);
                high = Long.parseLong(max);
            } catch (NumberFormatException | NullPointerException e) {
                return null;
            }
        }
        return new UciOption(name, type, defaultValue, low, high, choices);
    }

    /**
     * Whether {@code value} fits: a whole number within the bounds for a spin, true/false for a
     * check, one of the choices for a combo; anything for a string; buttons hold no value.
     */
    public boolean accepts(String value) {
        if (value == null) {
            return false;
        }
        return switch (type) {
            case SPIN -> {
                try {
                    long n = Long.parseLong(value.strip());
                    yield n >= min && n <= max;
                } catch (NumberFormatException e) {
                    yield false;
                }
            }
            case CHECK -> value.equals("true") || value.equals("false");
            case COMBO -> choices.contains(value);
            case STRING -> value.indexOf('\n') < 0;
            case BUTTON -> false;
        };
    }
}
