package org.gametree.xiangqi.tactics;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Drives an external UCI engine that plays Xiangqi (Fairy-Stockfish, Pikafish, this project's own
 * {@code xiangqi-engine.jar uci}) from Java: starts the process, does the handshake, sets
 * {@code UCI_Variant xiangqi} when the engine offers that option, and searches positions given
 * by FEN.
 *
 * <p>Moves cross the boundary in our coordinates (files a–i, ranks 0–9). Fairy-Stockfish numbers
 * ranks 1–10; {@link Ranks#AUTO} recognises it by its {@code id name} and shifts its moves by one,
 * other engines are taken to use 0–9 like Pikafish. An engine that dies, or does not answer the
 * handshake, {@code isready} or a search given a deadline in time, is an {@link IOException},
 * never a hung caller.
 */
public final class UciClient implements AutoCloseable {

    /** How the engine numbers ranks. */
    public enum Ranks {
        /** 1–10 for Fairy-Stockfish (recognised by name), 0–9 otherwise. */
        AUTO,
        ZERO,
        ONE
    }

    /**
     * One {@code info} line with a score: for MultiPV searches, line {@code multipv} (1 = best).
     *
     * @param mate  whether {@code score} counts moves to mate (positive: the side to move mates)
     * @param score centipawns, or moves to mate
     * @param pv    the line in our coordinates
     */
    public record Line(int multipv, int depth, boolean mate, int score, List<String> pv) {

        public Line {
            pv = List.copyOf(pv);
        }

        /** "mate 3", "cp -40": as UCI prints it. */
        public String scoreText() {
            return (mate ? "mate " : "cp ") + score;
        }

        /** A single number that orders scores: mates beyond every centipawn value, shorter mates higher. */
        public int comparable() {
            if (!mate) {
                return score;
            }
            return score > 0 ? 100_000 - score : -100_000 - score;
        }
    }

    /**
     * The end of a search.
     *
     * @param bestMove our coordinates, or null when the engine answered {@code bestmove (none)}
     * @param lines    the latest scored line of each MultiPV index, best first
     * @param millis   wall time from {@code go} to {@code bestmove}
     * @param stopped  whether it had to be told to stop at the deadline
     */
    public record Answer(String bestMove, List<Line> lines, long millis, boolean stopped) {

        public Answer {
            lines = List.copyOf(lines);
        }

        /** The deepest depth in the lines, 0 if none. */
        public int depth() {
            int depth = 0;
            for (Line line : lines) {
                depth = Math.max(depth, line.depth());
            }
            return depth;
        }
    }

    private static final String END = "\u0000end";
    private static final Pattern MOVE = Pattern.compile("([a-i])(\\d{1,2})([a-i])(\\d{1,2})");
    private static final long GRACE_MILLIS = 10_000;
    /** How often {@link #analyse} looks at its stop condition while the engine is silent. */
    private static final long POLL_MILLIS = 50;

    private final Process process;
    private final PrintWriter toEngine;
    private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private final Set<String> options = new HashSet<>();
    private final List<UciOption> announced = new ArrayList<>();
    private final List<String> command;
    private String name = "";
    private int rankOffset;

    private UciClient(List<String> command, Process process) {
        this.command = List.copyOf(command);
        this.process = process;
        this.toEngine = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        org.gametree.core.io.ProcessLines.pump(process.getInputStream(), fromEngine, END, "uci-reader");
    }

    /**
     * Starts {@code command} (program and arguments), completes the UCI handshake, selects Xiangqi
     * if the engine plays variants, and waits until it is ready.
     */
    public static UciClient start(List<String> command, Ranks ranks) throws IOException {
        return start(command, ranks, GRACE_MILLIS);
    }

    /**
     * As {@link #start(List, Ranks)}, but the engine must finish the handshake ({@code uciok})
     * within {@code handshakeMillis}: what the Engines dialog uses to tell a program that is no
     * UCI engine from one that is.
     */
    public static UciClient start(List<String> command, Ranks ranks, long handshakeMillis) throws IOException {
        if (command.isEmpty()) {
            throw new IOException("no engine command");
        }
        Process process;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IOException("cannot start '" + String.join(" ", command) + "': " + e.getMessage(), e);
        }
        UciClient client = new UciClient(command, process);
        try {
            client.handshake(ranks, handshakeMillis);
        } catch (IOException e) {
            client.close();
            throw e;
        }
        return client;
    }

    private void handshake(Ranks ranks, long handshakeMillis) throws IOException {
        send("uci");
        long deadline = System.currentTimeMillis() + handshakeMillis;
        for (String line = next(deadline, "uciok"); !line.trim().equals("uciok"); line = next(deadline, "uciok")) {
            String trimmed = line.trim();
            if (trimmed.startsWith("id name ")) {
                name = trimmed.substring("id name ".length()).trim();
            } else if (trimmed.startsWith("option name ")) {
                int type = trimmed.indexOf(" type ");
                options.add((type < 0 ? trimmed.substring(12) : trimmed.substring(12, type)).trim());
                UciOption option = UciOption.parse(trimmed);
                if (option != null) {
                    announced.add(option);
                }
            }
        }
        boolean fairy = name.toLowerCase(Locale.ROOT).contains("fairy-stockfish");
        rankOffset = ranks == Ranks.ONE || ranks == Ranks.AUTO && fairy ? 1 : 0;
        if (options.contains("UCI_Variant")) {
            setOption("UCI_Variant", "xiangqi");
        }
        ready();
    }

    /** The engine's {@code id name}. */
    public String name() {
        return name;
    }

    /** Whether the engine announced the option. */
    public boolean hasOption(String option) {
        return options.contains(option);
    }

    /** The options the engine announced that could be read, in its order. */
    public List<UciOption> options() {
        return List.copyOf(announced);
    }

    /** 1 when the engine numbers ranks 1–10, 0 for 0–9. */
    public int rankOffset() {
        return rankOffset;
    }

    public void setOption(String option, String value) {
        send("setoption name " + option + " value " + value);
    }

    /** {@code isready}, waiting for {@code readyok}. */
    public void ready() throws IOException {
        ready(4 * GRACE_MILLIS); // a large hash may take a while
    }

    /** {@code isready}, waiting at most {@code millis} for {@code readyok}. */
    public void ready(long millis) throws IOException {
        send("isready");
        long deadline = System.currentTimeMillis() + millis;
        while (!next(deadline, "readyok").trim().equals("readyok")) {
            // skip anything before it
        }
    }

    /** {@code ucinewgame}: the next search starts from an empty hash table (deterministic). */
    public void newGame() throws IOException {
        send("ucinewgame");
        ready();
    }

    /**
     * Searches the position: {@code position fen FEN [moves …]} and {@code go GO} (e.g.
     * {@code "depth 18"}, {@code "movetime 1000"}). At {@code deadlineMillis} (from now; 0 for
     * none) the engine is told to stop; if it then gives no {@code bestmove} within ten seconds,
     * an IOException.
     *
     * @param moves moves after the FEN in our coordinates (may be empty)
     */
    public Answer search(String fen, List<String> moves, String go, long deadlineMillis) throws IOException {
        StringBuilder position = new StringBuilder("position fen ").append(fen);
        if (!moves.isEmpty()) {
            position.append(" moves");
            for (String move : moves) {
                position.append(' ').append(toEngine(move));
            }
        }
        send(position.toString());
        long start = System.nanoTime();
        send("go " + go);
        long stopAt = deadlineMillis > 0 ? System.currentTimeMillis() + deadlineMillis : Long.MAX_VALUE;
        boolean stopped = false;
        TreeMap<Integer, Line> lines = new TreeMap<>();
        while (true) {
            String line = poll(stopAt);
            if (line == null) {
                if (stopped) {
                    throw new IOException(describe() + " gave no bestmove after 'stop'");
                }
                send("stop");
                stopped = true;
                stopAt = System.currentTimeMillis() + GRACE_MILLIS;
                continue;
            }
            String trimmed = line.trim();
            if (trimmed.startsWith("bestmove")) {
                long millis = (System.nanoTime() - start) / 1_000_000;
                String[] words = trimmed.split("\\s+");
                String best = words.length > 1 ? fromEngine(words[1]) : null;
                return new Answer(best, new ArrayList<>(lines.values()), millis, stopped);
            }
            if (trimmed.startsWith("info ")) {
                Line parsed = parseInfo(trimmed);
                if (parsed != null) {
                    lines.put(parsed.multipv(), parsed);
                }
            }
        }
    }

    /**
     * Searches the position and hands each {@code info} line that says something (see
     * {@link UciInfo#parse}) to {@code each} as it arrives, on the calling thread; unreadable
     * lines are skipped. When {@code stop} turns true the engine is told {@code stop} once; if it
     * then gives no {@code bestmove} within {@code graceMillis}, an IOException (the caller closes
     * the client, which ends the process). An engine that exits mid-search is an IOException too.
     *
     * @param go    what follows {@code go}: {@code "infinite"}, {@code "depth 12"}, {@code "movetime 500"}
     * @return the bestmove (null when the engine answered none or something that is no move) and
     *         the last line of each MultiPV index
     */
    public Answer analyse(String fen, List<String> moves, String go, Consumer<UciInfo> each, BooleanSupplier stop,
            long graceMillis) throws IOException {
        send(positionCommand(fen, moves));
        long start = System.nanoTime();
        send("go " + go);
        boolean stopped = false;
        long giveUpAt = Long.MAX_VALUE;
        TreeMap<Integer, Line> lines = new TreeMap<>();
        while (true) {
            if (!stopped && stop.getAsBoolean()) {
                send("stop");
                stopped = true;
                giveUpAt = System.currentTimeMillis() + graceMillis;
            }
            String line = poll(Math.min(giveUpAt, System.currentTimeMillis() + POLL_MILLIS));
            if (line == null) {
                if (stopped && System.currentTimeMillis() >= giveUpAt) {
                    throw new IOException(describe() + " gave no bestmove within " + graceMillis + " ms after 'stop'");
                }
                continue;
            }
            String trimmed = line.trim();
            if (trimmed.startsWith("bestmove")) {
                long millis = (System.nanoTime() - start) / 1_000_000;
                String[] words = trimmed.split("\\s+");
                String best = words.length > 1 ? fromEngine(words[1]) : null;
                return new Answer(best, new ArrayList<>(lines.values()), millis, stopped);
            }
            UciInfo info = UciInfo.parse(trimmed, this::fromEngine);
            if (info != null) {
                if (info.hasScore() && !info.bound() && info.depth() >= 0) {
                    lines.put(info.multipv(), new Line(info.multipv(), info.depth(), info.mate(), info.score(), info.pv()));
                }
                each.accept(info);
            }
        }
    }

    private String positionCommand(String fen, List<String> moves) {
        StringBuilder position = new StringBuilder("position fen ").append(fen);
        if (!moves.isEmpty()) {
            position.append(" moves");
            for (String move : moves) {
                position.append(' ').append(toEngine(move));
            }
        }
        return position.toString();
    }

    /** An {@code info} line with a score, or null (no score, or only a bound). */
    private Line parseInfo(String info) {
        String[] words = info.split("\\s+");
        int depth = -1;
        int multipv = 1;
        Boolean mate = null;
        int score = 0;
        List<String> pv = new ArrayList<>();
        for (int i = 1; i < words.length; i++) {
            switch (words[i]) {
                case "depth":
                    depth = intAt(words, ++i);
                    break;
                case "multipv":
                    multipv = intAt(words, ++i);
                    break;
                case "score":
                    if (i + 2 < words.length) {
                        mate = words[i + 1].equals("mate");
                        score = intAt(words, i + 2);
                        i += 2;
                    }
                    break;
                case "lowerbound":
                case "upperbound":
                    return null;
                case "string":
                    return null;
                case "pv":
                    for (i++; i < words.length; i++) {
                        String move = fromEngine(words[i]);
                        if (move == null) {
                            break;
                        }
                        pv.add(move);
                    }
                    break;
                default:
                    break;
            }
        }
        if (mate == null || depth < 0 || multipv < 1) {
            return null;
        }
        return new Line(multipv, depth, mate, score, pv);
    }

    private static int intAt(String[] words, int i) {
        try {
            return i < words.length ? Integer.parseInt(words[i]) : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The engine's move in our coordinates, or null if it is not a move. */
    String fromEngine(String move) {
        return shift(move, -rankOffset);
    }

    /** Our move in the engine's coordinates. */
    String toEngine(String move) {
        return shift(move, rankOffset);
    }

    private static String shift(String move, int by) {
        Matcher m = MOVE.matcher(move);
        if (!m.matches()) {
            return null;
        }
        int from = Integer.parseInt(m.group(2)) + by;
        int to = Integer.parseInt(m.group(4)) + by;
        if (from < 0 || from > 10 || to < 0 || to > 10) {
            return null;
        }
        return m.group(1) + from + m.group(3) + to;
    }

    private void send(String line) {
        toEngine.println(line);
    }

    /** The next line before the deadline (epoch ms), or null if none came. */
    private String poll(long deadline) throws IOException {
        try {
            long wait = deadline - System.currentTimeMillis();
            String line = wait <= 0 ? fromEngine.poll() : fromEngine.poll(wait, TimeUnit.MILLISECONDS);
            if (END.equals(line)) {
                fromEngine.add(END);
                throw new IOException(describe() + " exited (status " + exitStatus() + ")");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for " + describe());
        }
    }

    private String next(long deadline, String awaited) throws IOException {
        String line = poll(deadline);
        if (line == null) {
            throw new IOException(describe() + " did not answer '" + awaited + "' in time");
        }
        return line;
    }

    private String exitStatus() {
        try {
            return process.waitFor(1, TimeUnit.SECONDS) ? Integer.toString(process.exitValue()) : "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    private String describe() {
        return "engine '" + String.join(" ", command) + "'";
    }

    /** Ends the process at once (an engine that hangs gets no second chance). */
    public void kill() {
        toEngine.close();
        process.destroyForcibly();
    }

    /** Whether the engine's process is still running. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** {@code quit}, then ends the process if it does not exit within a second. */
    @Override
    public void close() {
        try {
            send("quit");
            toEngine.close();
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
