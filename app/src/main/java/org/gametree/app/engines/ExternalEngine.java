package org.gametree.app.engines;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gametree.app.analysis.AnalysisPosition.Game;

/**
 * An engine of the user's own, run as a process: a UCI engine for Xiangqi (Fairy-Stockfish,
 * Pikafish), a Gomocup ("pbrain") engine for Gomoku (Rapfi). Immutable; kept in the user's
 * settings by {@link EngineRegistry}.
 *
 * @param name    what the workbench calls it (unique among the user's engines)
 * @param game    the game it plays; it decides the protocol (UCI or Gomocup)
 * @param command the executable's path, then its arguments
 * @param options option values the user set, by option name (UCI {@code setoption}; for a Gomocup
 *                engine, {@code INFO} keys); options not named keep the engine's defaults
 */
public record ExternalEngine(String name, Game game, List<String> command, Map<String, String> options) {

    public ExternalEngine {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("an engine needs a name");
        }
        if (name.indexOf('\n') >= 0 || name.indexOf('\t') >= 0) {
            throw new IllegalArgumentException("an engine's name is one line without tabs");
        }
        if (game == null) {
            throw new IllegalArgumentException("an engine needs its game");
        }
        if (command == null || command.isEmpty() || command.get(0).isBlank()) {
            throw new IllegalArgumentException("an engine needs the path of its program");
        }
        command = List.copyOf(command);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options == null ? Map.of() : options));
    }

    /** The engine's program (the first word of its command). */
    public String executable() {
        return command.get(0);
    }

    /** The same engine with other option values. */
    public ExternalEngine withOptions(Map<String, String> values) {
        return new ExternalEngine(name, game, command, values);
    }

    /** The same engine under another name. */
    public ExternalEngine named(String newName) {
        return new ExternalEngine(newName, game, command, options);
    }

    /** Whether it speaks UCI (Xiangqi) rather than the Gomocup protocol (Gomoku). */
    public boolean isUci() {
        return game == Game.XIANGQI;
    }
}
