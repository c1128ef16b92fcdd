package org.gametree.xiangqi.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gametree.core.match.TimeControl;

/**
 * One engine of a match, as written on the command line:
 *
 * <pre>
 * name=fsf cmd=/usr/games/fairy-stockfish option.UCI_Variant=xiangqi option.Threads=1
 * name=sub cmd=java -jar engine-xiangqi/target/xiangqi-engine.jar uci
 * ours algorithm=best eval=pst hash=64          (our engine in this process)
 * </pre>
 *
 * Words are separated by spaces; a word in quotes keeps its spaces ({@code 'option.Move Overhead=100'}).
 * Keys: {@code name=} (shown in tables and games; default: the engine's {@code id name}),
 * {@code cmd=} (the command line; it runs to the next key), {@code ours} (our engine driven in
 * this process, through its UCI loop, with its own searcher and table), {@code option.NAME=VALUE}
 * (a UCI option), {@code algorithm=}, {@code eval=}, {@code params=}, {@code hash=}, {@code threads=},
 * {@code overhead=} (the UCI options Algorithm, Evaluation, EvalFile, Hash, Threads, Move Overhead),
 * {@code ranks=0|1} (how the engine numbers ranks: 0–9 as we and Pikafish do, 1–10 as
 * Fairy-Stockfish does; default: 1 for an engine whose id name is Fairy-Stockfish, else 0),
 * {@code tc=40/60}, {@code movetime=MS}, {@code nodes=N}, {@code depth=D} (this engine's own
 * limit, for time odds; default: the match's).
 *
 * @param name        the name given, or null for the engine's own
 * @param command     the command line, or null for {@code ours}
 * @param options     UCI options to set, in order
 * @param rankBase    0 or 1, or null to detect it
 * @param timeControl this engine's own limit, or null for the match's
 */
public record EngineSpec(String name, List<String> command, Map<String, String> options, Integer rankBase,
                         TimeControl timeControl) {

    private static final List<String> KEYS = List.of("name", "cmd", "ranks", "tc", "movetime", "nodes", "depth",
            "algorithm", "eval", "params", "hash", "threads", "overhead");

    public EngineSpec {
        command = command == null ? null : List.copyOf(command);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** Our engine in this process with the given UCI options. */
    public static EngineSpec ours(String name, Map<String, String> options) {
        return new EngineSpec(name, null, options, 0, null);
    }

    /** Whether this is our engine in this process. */
    public boolean inProcess() {
        return command == null;
    }

    /** This spec with another name. */
    public EngineSpec named(String newName) {
        return new EngineSpec(newName, command, options, rankBase, timeControl);
    }

    /** This spec with a limit of its own (replacing any it had). */
    public EngineSpec limitedTo(TimeControl limit) {
        return new EngineSpec(name, command, options, rankBase, limit);
    }

    /**
     * Parses an engine's description (see the class comment).
     *
     * @throws IllegalArgumentException saying what is wrong, with an example
     */
    public static EngineSpec parse(String text) {
        List<String> words = words(text);
        String name = null;
        List<String> command = null;
        boolean ours = false;
        Map<String, String> options = new LinkedHashMap<>();
        Integer ranks = null;
        TimeControl tc = null;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("ours")) {
                ours = true;
                continue;
            }
            int eq = word.indexOf('=');
            if (eq <= 0 || !isKey(word)) {
                throw new IllegalArgumentException("engine '" + text + "': '" + word + "' is not a key=value word"
                        + " (keys: ours, " + String.join(", ", KEYS) + ", option.NAME); e.g. "
                        + "\"name=fsf cmd=/usr/games/fairy-stockfish option.Threads=1\" or \"ours algorithm=best\"");
            }
            String key = word.substring(0, eq);
            String value = word.substring(eq + 1);
            if (key.startsWith("option.")) {
                String option = key.substring("option.".length());
                if (option.isBlank()) {
                    throw new IllegalArgumentException("engine '" + text + "': 'option.' needs a name, e.g. option.Threads=1");
                }
                options.put(option, value);
                continue;
            }
            switch (key) {
                case "name":
                    if (value.isBlank()) {
                        throw new IllegalArgumentException("engine '" + text + "': name= needs a name");
                    }
                    name = value;
                    break;
                case "cmd":
                    command = new ArrayList<>();
                    if (!value.isEmpty()) {
                        command.add(value);
                    }
                    while (i + 1 < words.size() && !isKey(words.get(i + 1)) && !words.get(i + 1).equals("ours")) {
                        command.add(words.get(++i));
                    }
                    if (command.isEmpty()) {
                        throw new IllegalArgumentException("engine '" + text + "': cmd= needs a command line");
                    }
                    break;
                case "ranks":
                    if (!value.equals("0") && !value.equals("1")) {
                        throw new IllegalArgumentException("engine '" + text + "': ranks= is 0 (ranks 0-9) or 1 (ranks 1-10), not '" + value + "'");
                    }
                    ranks = Integer.parseInt(value);
                    break;
                case "tc":
                    tc = TimeControl.parseClock(value);
                    break;
                case "movetime":
                    tc = TimeControl.movetime(positive(text, key, value));
                    break;
                case "nodes":
                    tc = TimeControl.nodes(positive(text, key, value));
                    break;
                case "depth":
                    tc = TimeControl.depth((int) Math.min(64, positive(text, key, value)));
                    break;
                case "algorithm":
                    options.put("Algorithm", value);
                    break;
                case "eval":
                    options.put("Evaluation", value);
                    break;
                case "params":
                    checkParameterFile(text, value);
                    options.put("EvalFile", value);
                    break;
                case "hash":
                    positive(text, key, value);
                    options.put("Hash", value);
                    break;
                case "threads":
                    positive(text, key, value);
                    options.put("Threads", value);
                    break;
                default: // overhead
                    options.put("Move Overhead", value);
            }
        }
        if (ours == (command != null)) {
            throw new IllegalArgumentException("engine '" + text + "': give either cmd=COMMAND (an engine to run) or"
                    + " ours (our engine in this process), e.g. \"name=fsf cmd=/usr/games/fairy-stockfish\"");
        }
        if (ours && ranks != null && ranks != 0) {
            throw new IllegalArgumentException("engine '" + text + "': ours numbers ranks 0-9; ranks=1 does not apply");
        }
        return new EngineSpec(name, command, options, ours ? Integer.valueOf(0) : ranks, tc);
    }

    /**
     * Reads a parameter file now, so a missing or malformed one stops the match before it starts
     * (the engine would only answer with an info string and play with the shipped weights).
     */
    private static void checkParameterFile(String text, String file) {
        try {
            org.gametree.xiangqi.eval.EvalParameters.read(java.nio.file.Path.of(file));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine '" + text + "': " + e.getMessage());
        }
    }

    private static boolean isKey(String word) {
        int eq = word.indexOf('=');
        if (eq <= 0) {
            return false;
        }
        String key = word.substring(0, eq);
        return KEYS.contains(key) || key.startsWith("option.");
    }

    private static long positive(String text, String key, String value) {
        try {
            long n = Long.parseLong(value);
            if (n < 1) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("engine '" + text + "': " + key + "= needs a whole number above 0, not '" + value + "'");
        }
    }

    /** Splits at spaces outside quotes ('…' or "…"), removing the quotes. */
    static List<String> words(String text) {
        List<String> words;
        try {
            words = org.gametree.core.io.CommandWords.split(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine '" + text + "': " + e.getMessage());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("an engine needs a description, e.g. \"ours\" or \"name=fsf cmd=/usr/games/fairy-stockfish\"");
        }
        return words;
    }

    /** A short description for the match header. */
    public String describe() {
        StringBuilder sb = new StringBuilder(inProcess() ? "ours (in this process)" : String.join(" ", command));
        for (Map.Entry<String, String> option : options.entrySet()) {
            sb.append(", ").append(option.getKey()).append('=').append(option.getValue());
        }
        if (timeControl != null) {
            sb.append(", ").append(timeControl.describe());
        }
        return sb.toString();
    }
}
