package org.gametree.app.engines;

import java.io.IOException;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.xiangqi.tactics.UciClient;
import org.gametree.xiangqi.tactics.UciOption;

/**
 * Starts an engine once to learn who it is and what it can be set to: a UCI engine's
 * {@code id name} and announced options; a Gomocup engine's {@code ABOUT} name and the
 * protocol's standard {@code INFO} keys. The process is ended before the answer returns. Runs
 * on a worker thread (it waits for the engine).
 */
public final class EngineProbe {

    /** How long an engine may take to answer {@code uci} or {@code START}. */
    public static final long ANSWER_MILLIS = 5_000;

    /**
     * What the engine said of itself.
     *
     * @param name    its name ("" when it gave none)
     * @param options what can be set, in the engine's order
     */
    public record Identity(String name, List<UciOption> options) {

        public Identity {
            options = List.copyOf(options);
        }

        /** The option of that name, or null. */
        public UciOption option(String optionName) {
            return options.stream().filter(o -> o.name().equals(optionName)).findFirst().orElse(null);
        }
    }

    private EngineProbe() {
    }

    /** Starts {@code command} as an engine of {@code game}, reads its identity and ends it. */
    public static Identity probe(List<String> command, Game game) throws EngineProblem {
        Executables.check(command);
        return game == Game.XIANGQI ? probeUci(command) : probeGomocup(command);
    }

    private static Identity probeUci(List<String> command) throws EngineProblem {
        try (UciClient client = UciClient.start(command, UciClient.Ranks.AUTO, ANSWER_MILLIS)) {
            return new Identity(client.name(), client.options());
        } catch (EngineProblem e) {
            throw e;
        } catch (IOException e) {
            throw new EngineProblem("engines.error.uci", command.get(0), e.getMessage());
        }
    }

    private static Identity probeGomocup(List<String> command) throws EngineProblem {
        try (PbrainClient client = PbrainClient.start(command, 15, ANSWER_MILLIS)) {
            return new Identity(client.about(2_000), GomocupOptions.STANDARD);
        } catch (EngineProblem e) {
            throw e;
        } catch (IOException e) {
            throw new EngineProblem("engines.error.gomocup", command.get(0), e.getMessage());
        }
    }
}
