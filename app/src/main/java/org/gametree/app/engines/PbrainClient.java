package org.gametree.app.engines;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Talks to a Gomocup ("pbrain") engine such as Rapfi for the Engines dialog and the analysis
 * panel: {@code START}, {@code INFO} keys, {@code ABOUT}, and one search of a whole position by
 * {@code BOARD} … {@code DONE}. The protocol has no analysis mode; what an engine prints as
 * {@code MESSAGE} lines while it thinks is handed on as it comes. Lines arrive through a reader
 * thread, so every wait has a deadline and a dead engine is an {@link EngineProblem}, never a hang.
 * Toolkit-free; used on worker threads only.
 */
public final class PbrainClient implements AutoCloseable {

    private static final String END = "\u0000end";
    private static final Pattern MOVE = Pattern.compile("\\s*(\\d+)\\s*,\\s*(\\d+)\\s*");
    private static final Pattern ABOUT_NAME = Pattern.compile("name\\s*=\\s*\"([^\"]*)\"");

    /** One stone of a {@code BOARD} command: 1 for the engine's own, 2 for the opponent's. */
    public record Stone(int x, int y, int owner) {
    }

    private final Process process;
    private final PrintWriter toEngine;
    private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private final String program;

    private PbrainClient(Process process, String program) {
        this.process = process;
        this.program = program;
        this.toEngine = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        org.gametree.core.io.ProcessLines.pump(process.getInputStream(), fromEngine, END, "pbrain-reader");
    }

    /**
     * Starts the engine (in its own folder: pbrain engines read their configuration and weights
     * from there) and sends {@code START size}, waiting up to {@code answerMillis} for {@code OK}.
     */
    public static PbrainClient start(List<String> command, int size, long answerMillis) throws EngineProblem {
        Process process = Executables.start(command);
        PbrainClient client = new PbrainClient(process, command.get(0));
        try {
            client.send("START " + size);
            long deadline = System.currentTimeMillis() + answerMillis;
            while (true) {
                String line = client.next(deadline);
                if (line == null) {
                    throw new EngineProblem("engines.error.noAnswer", command.get(0), "START", answerMillis / 1000.0);
                }
                if (line.strip().equals("OK")) {
                    return client;
                }
                if (line.strip().startsWith("ERROR")) {
                    throw new EngineProblem("engines.error.refused", command.get(0), line.strip());
                }
            }
        } catch (EngineProblem e) {
            client.kill();
            throw e;
        }
    }

    /** {@code INFO key value}. */
    public void info(String key, String value) {
        send("INFO " + key + " " + value);
    }

    /** The name the engine gives in answer to {@code ABOUT}, or "" when it says none in time. */
    public String about(long answerMillis) throws EngineProblem {
        send("ABOUT");
        long deadline = System.currentTimeMillis() + answerMillis;
        for (String line = next(deadline); line != null; line = next(deadline)) {
            Matcher name = ABOUT_NAME.matcher(line);
            if (name.find()) {
                return name.group(1).strip();
            }
            if (!line.startsWith("MESSAGE") && !line.startsWith("DEBUG")) {
                return line.strip();
            }
        }
        return "";
    }

    /**
     * Searches the position given by its stones ({@code BOARD}): every {@code MESSAGE} line goes
     * to {@code messages} as it arrives, and the answer is the move, {@code {x, y}}. When
     * {@code stop} turns true the engine is sent {@code YXSTOP} (understood by Yixin-protocol
     * engines such as Rapfi); if no move comes within {@code graceMillis} after the search's time
     * or the stop, an EngineProblem.
     */
    public int[] search(List<Stone> stones, long turnMillis, Consumer<String> messages, BooleanSupplier stop,
            long graceMillis) throws EngineProblem {
        info("timeout_turn", Long.toString(turnMillis));
        send("BOARD");
        for (Stone stone : stones) {
            send(stone.x() + "," + stone.y() + "," + stone.owner());
        }
        send("DONE");
        long giveUpAt = System.currentTimeMillis() + turnMillis + graceMillis;
        boolean stopped = false;
        while (true) {
            if (!stopped && stop.getAsBoolean()) {
                send("YXSTOP");
                stopped = true;
                giveUpAt = Math.min(giveUpAt, System.currentTimeMillis() + graceMillis);
            }
            String line = next(Math.min(giveUpAt, System.currentTimeMillis() + 50));
            if (line == null) {
                if (System.currentTimeMillis() >= giveUpAt) {
                    throw new EngineProblem("engines.error.hung", program);
                }
                continue;
            }
            String trimmed = line.strip();
            if (trimmed.startsWith("MESSAGE")) {
                messages.accept(trimmed.substring("MESSAGE".length()).strip());
                continue;
            }
            Matcher move = MOVE.matcher(trimmed);
            if (move.matches()) {
                return new int[] {Integer.parseInt(move.group(1)), Integer.parseInt(move.group(2))};
            }
            if (trimmed.startsWith("ERROR")) {
                throw new EngineProblem("engines.error.refused", program, trimmed);
            }
            // DEBUG, UNKNOWN and anything unreadable: skipped
        }
    }

    private void send(String line) {
        toEngine.println(line);
    }

    /** The next line before the deadline (epoch ms), null if none came; the engine's exit is an EngineProblem. */
    private String next(long deadline) throws EngineProblem {
        try {
            long wait = deadline - System.currentTimeMillis();
            String line = wait <= 0 ? fromEngine.poll() : fromEngine.poll(wait, TimeUnit.MILLISECONDS);
            if (END.equals(line)) {
                fromEngine.add(END);
                throw new EngineProblem("engines.error.exited", program, Executables.exitStatus(process));
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineProblem("engines.error.interrupted", program);
        }
    }

    /** Ends the process at once. */
    public void kill() {
        toEngine.close();
        process.destroyForcibly();
    }

    /** {@code END}, then ends the process if it has not exited within a second. */
    @Override
    public void close() {
        send("END");
        toEngine.close();
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
