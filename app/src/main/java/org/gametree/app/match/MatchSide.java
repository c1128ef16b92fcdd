package org.gametree.app.match;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gametree.app.engines.ExternalEngine;
import org.gametree.xiangqi.match.EngineSpec;

/**
 * One engine of a workbench match: ours (a search and an evaluation, for Xiangqi optionally a
 * parameter file of the rich evaluation's weights), one of the user's external engines, or a
 * command line typed in (for Xiangqi in the match command's engine syntax, or a bare command).
 *
 * @param kind       which of the three
 * @param algorithm  ours: the preset or algorithm
 * @param evaluation ours: the evaluation's name
 * @param parameters ours, Xiangqi: a parameter file, or null for the shipped weights
 * @param external   external: the engine from the registry
 * @param command    command: the text typed
 */
public record MatchSide(Kind kind, String algorithm, String evaluation, Path parameters, ExternalEngine external,
                        String command) {

    /** Where the engine comes from. */
    public enum Kind { OURS, EXTERNAL, COMMAND }

    /** Our table in a match: small, as the match command's engines, and two of them in memory at once. */
    static final String HASH_MB = "16";

    public MatchSide {
        if (kind == null) {
            throw new IllegalArgumentException("a match engine needs its kind");
        }
        if (kind == Kind.OURS && (algorithm == null || evaluation == null)) {
            throw new IllegalArgumentException("our engine needs an algorithm and an evaluation");
        }
        if (kind == Kind.EXTERNAL && external == null) {
            throw new IllegalArgumentException("an external engine must be chosen");
        }
        if (kind == Kind.COMMAND && (command == null || command.isBlank())) {
            throw new IllegalArgumentException("type the engine's command line");
        }
    }

    public static MatchSide ours(String algorithm, String evaluation, Path parameters) {
        return new MatchSide(Kind.OURS, algorithm, evaluation, parameters, null, null);
    }

    public static MatchSide external(ExternalEngine engine) {
        return new MatchSide(Kind.EXTERNAL, null, null, null, engine, null);
    }

    public static MatchSide command(String text) {
        return new MatchSide(Kind.COMMAND, null, null, null, null, text);
    }

    /**
     * The Xiangqi engine as the match runner takes it. A typed command may use the match
     * command's keys ({@code name=… cmd=… option.X=…}, or {@code ours …}); text without them is
     * the command line itself.
     *
     * @throws IllegalArgumentException a typed description the runner cannot read, or a parameter file it cannot
     */
    public EngineSpec xiangqiSpec() {
        switch (kind) {
            case OURS: {
                Map<String, String> options = new LinkedHashMap<>();
                options.put("Algorithm", algorithm);
                options.put("Evaluation", evaluation);
                options.put("Hash", HASH_MB);
                StringBuilder text = new StringBuilder("ours algorithm=").append(algorithm).append(" eval=").append(evaluation)
                        .append(" hash=").append(HASH_MB);
                if (parameters != null) {
                    // through the parser: a missing or malformed file stops the match before it starts
                    text.append(" 'params=").append(parameters.toAbsolutePath()).append('\'');
                    return EngineSpec.parse(text.toString()).named(oursName());
                }
                return EngineSpec.ours(oursName(), options);
            }
            case EXTERNAL:
                // rank numbering left to the runner: it knows Fairy-Stockfish by its id name
                return new EngineSpec(external.name(), external.command(), external.options(), null, null);
            default: {
                String text = command.strip();
                boolean described = text.startsWith("ours") || text.contains("cmd=");
                return EngineSpec.parse(described ? text : "cmd=" + text);
            }
        }
    }

    /** "best/rich", or with a parameter file "best/rich (tuned.params)": which of ours it is. */
    public String oursName() {
        String name = algorithm + "/" + evaluation;
        return parameters == null ? name : name + " (" + parameters.getFileName() + ")";
    }
}
