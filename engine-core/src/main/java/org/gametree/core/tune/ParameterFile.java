package org.gametree.core.tune;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import org.gametree.core.io.AtomicWrite;

/**
 * The parameter file of an evaluation's weights, the same for every game:
 *
 * <pre>
 * # gametree parameters v1
 * # evaluation rich
 *
 * # material
 * material.advisor.mg = 200
 * …
 * </pre>
 *
 * A version line and the evaluation's name (both comments, checked when present), then one
 * {@code name = value} line per parameter in the space's order, each group under a comment.
 * Blank lines and other comments are skipped; parameters not named keep the values given as
 * the base. Readable and diffable: a tuning run's result is reviewed like code.
 */
public final class ParameterFile {

    /** The version {@link #format} writes and {@link #parse} reads (and older). */
    public static final int FORMAT_VERSION = 1;
    private static final String VERSION_LINE = "# gametree parameters v";
    private static final String EVALUATION_LINE = "# evaluation ";

    private ParameterFile() {
    }

    /** The file of {@code values} (in the space's order) for the named evaluation. */
    public static String format(String evaluation, ParameterSpace space, int[] values) {
        StringBuilder out = new StringBuilder();
        out.append(VERSION_LINE).append(FORMAT_VERSION).append('\n');
        out.append(EVALUATION_LINE).append(evaluation).append('\n');
        String group = null;
        for (int i = 0; i < space.size(); i++) {
            ParameterSpace.Parameter p = space.get(i);
            if (!p.group().equals(group)) {
                group = p.group();
                out.append("\n# ").append(group).append('\n');
            }
            out.append(p.name()).append(" = ").append(values[i]).append('\n');
        }
        return out.toString();
    }

    /**
     * Reads a file's values over {@code base} (a new array); with {@code complete}, every
     * parameter must be named.
     *
     * @throws IllegalArgumentException naming the line for a malformed line, an unknown name, a
     *                                  repeated name, a value out of range, a newer format or
     *                                  another evaluation's file (or the first parameter missing)
     */
    public static int[] parse(String evaluation, ParameterSpace space, int[] base, String text, boolean complete) {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < space.size(); i++) {
            index.put(space.get(i).name(), i);
        }
        int[] parsed = base.clone();
        boolean[] seen = new boolean[space.size()];
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            String where = "line " + (i + 1) + ": ";
            if (line.startsWith("#")) {
                checkHeader(evaluation, line, where);
                continue;
            }
            if (line.isEmpty()) {
                continue;
            }
            int equals = line.indexOf('=');
            if (equals < 0) {
                throw new IllegalArgumentException(where + "expected 'name = value', got '" + line + "'");
            }
            String name = line.substring(0, equals).strip();
            Integer at = index.get(name);
            if (at == null) {
                throw new IllegalArgumentException(where + "unknown evaluation parameter '" + name + "'");
            }
            if (seen[at]) {
                throw new IllegalArgumentException(where + name + " is given twice");
            }
            seen[at] = true;
            String number = line.substring(equals + 1).strip();
            int value;
            try {
                value = Integer.parseInt(number);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + name + ": '" + number + "' is not a whole number");
            }
            ParameterSpace.Parameter p = space.get(at);
            if (value < p.min() || value > p.max()) {
                throw new IllegalArgumentException(where + name + " = " + value + " is outside its range " + p.min()
                        + ".." + p.max());
            }
            parsed[at] = value;
        }
        if (complete) {
            for (int i = 0; i < seen.length; i++) {
                if (!seen[i]) {
                    throw new IllegalArgumentException(space.get(i).name() + " is not given");
                }
            }
        }
        return parsed;
    }

    /** Refuses a file of a newer format or of another evaluation. */
    private static void checkHeader(String evaluation, String line, String where) {
        if (line.startsWith(VERSION_LINE)) {
            String number = line.substring(VERSION_LINE.length()).strip();
            int version;
            try {
                version = Integer.parseInt(number);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + "bad format version '" + number + "'");
            }
            if (version > FORMAT_VERSION) {
                throw new IllegalArgumentException(where + "a parameter file of format v" + version
                        + ", newer than this program's v" + FORMAT_VERSION);
            }
        } else if (line.startsWith(EVALUATION_LINE)) {
            String name = line.substring(EVALUATION_LINE.length()).strip();
            if (!name.equals(evaluation)) {
                throw new IllegalArgumentException(where + "parameters of the evaluation '" + name + "', not '"
                        + evaluation + "'");
            }
        }
    }

    /**
     * Reads a file's text, any failure an {@link IllegalArgumentException} that says in words
     * what went wrong (for command lines, protocol options and match descriptions).
     */
    public static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no parameter file " + file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the parameter file " + file + ": " + e.getMessage());
        }
    }

    /** Writes {@code text} to {@code file} atomically: a temporary file beside it, then moved over it. */
    public static void write(Path file, String text) throws IOException {
        AtomicWrite.text(file, text);
    }

    /** A group's name as files and spaces write it: an enum constant's name in lower case. */
    public static String groupName(Enum<?> group) {
        return group.name().toLowerCase(Locale.ROOT);
    }
}
