package org.gametree.xiangqi.match;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Squares;

/**
 * One engine as a match plays it: started and made ready over UCI, asked for a move in a
 * position with a {@code go} command and a deadline, restarted after a fault. It translates ranks
 * for engines that number them 1–10 (Fairy-Stockfish) and remembers the last score and depth an
 * engine printed before its move.
 */
final class UciPlayer implements AutoCloseable {

    /** How the engine answered a {@code go}. */
    enum Outcome {
        /** A bestmove in time (the runner still checks its clock and legality). */
        MOVE,
        /** No bestmove by the deadline; it came after {@code stop}. */
        LATE,
        /** No bestmove by the deadline, none after {@code stop} either. */
        NO_ANSWER,
        /** The engine's output ended (it exited or crashed) or it could not be written to. */
        CRASHED
    }

    /**
     * An answer.
     *
     * @param outcome  see {@link Outcome}
     * @param text     the move as the engine wrote it (for LATE and MOVE), else null
     * @param move     the move in our encoding, 0 if the text is not a move on the board
     * @param millis   from sending {@code go} to the bestmove line (or to giving up)
     * @param score    the last score printed, from the mover's side, in centipawns; a mate in n
     *                 is ±({@link #MATE_SCORE} − n); null if none
     * @param depth    the last depth printed, 0 if none
     */
    record Reply(Outcome outcome, String text, int move, long millis, Integer score, int depth) {
    }

    /** Centipawns standing for a mate in 0. */
    static final int MATE_SCORE = 100_000;

    private static final Pattern MOVE = Pattern.compile("([a-i])(\\d{1,2})([a-i])(\\d{1,2})");
    private static final Pattern SCORE = Pattern.compile("\\bscore (cp|mate) (-?\\d+)");
    private static final Pattern DEPTH = Pattern.compile("\\bdepth (\\d+)");

    private final EngineSpec spec;
    private final long readyTimeoutMillis;
    private final Consumer<String> log;
    private volatile UciChannel channel; // volatile: stopNow may come from another thread
    private String idName;
    private int rankBase;
    private String name;

    /**
     * @param spec               the engine
     * @param readyTimeoutMillis how long to wait for {@code uciok} and {@code readyok}
     * @param log                receives every line sent ("&gt; …") and received ("&lt; …"), or null
     */
    UciPlayer(EngineSpec spec, long readyTimeoutMillis, Consumer<String> log) {
        this.spec = spec;
        this.readyTimeoutMillis = readyTimeoutMillis;
        this.log = log;
    }

    /** The name given in the spec, or the engine's id name once started. */
    String name() {
        return name;
    }

    /** Starts the engine: {@code uci} … {@code uciok}, the options, {@code isready} … {@code readyok}. */
    void start() throws EngineException {
        close();
        try {
            channel = spec.inProcess() ? new InProcessChannel() : ProcessChannel.start(spec.command());
        } catch (IOException e) {
            throw new EngineException("cannot start '" + String.join(" ", spec.command()) + "': " + e.getMessage(), e);
        }
        try {
            send("uci");
            boolean hasVariant = false;
            long deadline = System.nanoTime() + readyTimeoutMillis * 1_000_000;
            while (true) {
                UciChannel.Line line = channel.poll(deadline - System.nanoTime());
                if (line == null) {
                    throw failure("no 'uciok' within " + readyTimeoutMillis + " ms after 'uci'");
                }
                if (line.isEnd()) {
                    throw failure("ended before 'uciok'");
                }
                logIn(line.text());
                String text = line.text().trim();
                if (text.startsWith("id name ")) {
                    idName = text.substring("id name ".length()).trim();
                } else if (text.startsWith("option name UCI_Variant ")) {
                    hasVariant = true;
                } else if (text.equals("uciok")) {
                    break;
                }
            }
            rankBase = spec.rankBase() != null ? spec.rankBase()
                    : idName != null && idName.startsWith("Fairy-Stockfish") ? 1 : 0;
            name = spec.name() != null ? spec.name() : idName != null ? idName : String.join(" ", spec.command());
            if (hasVariant && !spec.options().containsKey("UCI_Variant")) {
                send("setoption name UCI_Variant value xiangqi");
            }
            for (Map.Entry<String, String> option : spec.options().entrySet()) {
                send("setoption name " + option.getKey() + " value " + option.getValue());
            }
            ready();
        } catch (IOException e) {
            throw failure("cannot be written to (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while starting " + spec.describe());
        }
    }

    /** {@code ucinewgame} and {@code isready} … {@code readyok}. */
    void newGame() throws EngineException {
        try {
            send("ucinewgame");
            ready();
        } catch (IOException e) {
            throw failure("cannot be written to (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted");
        }
    }

    private void ready() throws IOException, InterruptedException, EngineException {
        send("isready");
        long deadline = System.nanoTime() + readyTimeoutMillis * 1_000_000;
        while (true) {
            UciChannel.Line line = channel.poll(deadline - System.nanoTime());
            if (line == null) {
                throw failure("no 'readyok' within " + readyTimeoutMillis + " ms after 'isready'");
            }
            if (line.isEnd()) {
                throw failure("ended before 'readyok'");
            }
            logIn(line.text());
            if (line.text().trim().equals("readyok")) {
                return;
            }
        }
    }

    private EngineException failure(String what) {
        String diagnosis = channel == null ? "" : channel.diagnosis();
        return new EngineException(label() + ": " + what + (diagnosis.isEmpty() ? "" : " (" + diagnosis + ")"));
    }

    /** The name, or before it is known the spec's name or command. */
    private String label() {
        return name != null ? name : spec.name() != null ? spec.name()
                : spec.inProcess() ? "ours" : String.join(" ", spec.command());
    }

    /** Why the engine ended, if known. */
    String diagnosis() {
        return channel == null ? "" : channel.diagnosis();
    }

    /**
     * Asks for a move: sends {@code position startpos moves …} and {@code go …}, and waits for
     * {@code bestmove} until {@code deadlineMillis} after the {@code go}; past it sends
     * {@code stop} and waits {@code graceMillis} more.
     *
     * @param moves the game's moves from the start position
     * @param go    the go command's arguments, e.g. "wtime 60000 btime 60000 movestogo 40"
     */
    Reply play(List<Integer> moves, String go, long deadlineMillis, long graceMillis) throws InterruptedException {
        return play(null, moves, go, deadlineMillis, graceMillis);
    }

    /** {@link #play(List, String, long, long)} from a FEN ({@code position fen …}), or from the start when it is null. */
    Reply play(String fen, List<Integer> moves, String go, long deadlineMillis, long graceMillis) throws InterruptedException {
        // Lines left from an earlier search (a late answer) must not be taken for this one.
        for (UciChannel.Line old = channel.poll(0); old != null; old = channel.poll(0)) {
            if (old.isEnd()) {
                return new Reply(Outcome.CRASHED, null, 0, 0, null, 0);
            }
            logIn(old.text());
        }
        StringBuilder position = new StringBuilder(fen == null ? "position startpos" : "position fen " + fen);
        if (!moves.isEmpty()) {
            position.append(" moves");
            for (int move : moves) {
                position.append(' ').append(toEngine(move));
            }
        }
        long sent = 0;
        try {
            send(position.toString());
            sent = System.nanoTime(); // before go: an engine in this process may answer within send()
            send("go " + go);
        } catch (IOException e) {
            return new Reply(Outcome.CRASHED, null, 0, 0, null, 0);
        }
        Integer score = null;
        int depth = 0;
        long deadline = sent + deadlineMillis * 1_000_000;
        boolean stopped = false;
        while (true) {
            UciChannel.Line line = channel.poll(deadline - System.nanoTime());
            if (line == null) {
                if (stopped) {
                    return new Reply(Outcome.NO_ANSWER, null, 0, (System.nanoTime() - sent) / 1_000_000, score, depth);
                }
                stopped = true;
                try {
                    send("stop");
                } catch (IOException e) {
                    return new Reply(Outcome.CRASHED, null, 0, (System.nanoTime() - sent) / 1_000_000, score, depth);
                }
                deadline = System.nanoTime() + graceMillis * 1_000_000;
                continue;
            }
            long millis = (line.nanos() - sent) / 1_000_000;
            if (line.isEnd()) {
                return new Reply(Outcome.CRASHED, null, 0, millis, score, depth);
            }
            logIn(line.text());
            String text = line.text().trim();
            if (text.startsWith("info ")) {
                Matcher s = SCORE.matcher(text);
                if (s.find() && !text.contains(" lowerbound") && !text.contains(" upperbound")) {
                    int value = Integer.parseInt(s.group(2));
                    score = s.group(1).equals("cp") ? value
                            : value > 0 ? MATE_SCORE - value : -MATE_SCORE - value;
                    Matcher d = DEPTH.matcher(text);
                    if (d.find()) {
                        depth = Integer.parseInt(d.group(1));
                    }
                }
            } else if (text.startsWith("bestmove")) {
                String[] words = text.split("\\s+");
                String moveText = words.length > 1 ? words[1] : "";
                return new Reply(stopped ? Outcome.LATE : Outcome.MOVE, moveText, fromEngine(moveText), millis, score, depth);
            }
        }
    }

    /** Sends {@code stop} now (any thread): the engine answers its search's best move so far. */
    void stopNow() {
        UciChannel now = channel;
        if (now != null) {
            try {
                now.send("stop");
            } catch (IOException e) {
                // gone: the waiting play() sees the end of its output
            }
        }
    }

    /** Our move in the engine's coordinates. */
    String toEngine(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        return "" + (char) ('a' + Squares.file(from)) + (Squares.rank(from) + rankBase)
                + (char) ('a' + Squares.file(to)) + (Squares.rank(to) + rankBase);
    }

    /** The engine's move text in our encoding, 0 if it names no squares on the board. */
    int fromEngine(String text) {
        Matcher m = MOVE.matcher(text);
        if (!m.matches()) {
            return 0;
        }
        int fromRank = Integer.parseInt(m.group(2)) - rankBase;
        int toRank = Integer.parseInt(m.group(4)) - rankBase;
        if (fromRank < 0 || fromRank >= Squares.RANKS || toRank < 0 || toRank >= Squares.RANKS) {
            return 0;
        }
        return Move.of(Squares.of(m.group(1).charAt(0) - 'a', fromRank), Squares.of(m.group(3).charAt(0) - 'a', toRank));
    }

    /** 0 or 1: how this engine numbers ranks. */
    int rankBase() {
        return rankBase;
    }

    private void send(String command) throws IOException {
        if (log != null) {
            log.accept(label() + " > " + command);
        }
        channel.send(command);
    }

    private void logIn(String text) {
        if (log != null) {
            log.accept(label() + " < " + text);
        }
    }

    @Override
    public void close() {
        if (channel != null) {
            channel.close();
            channel = null;
        }
    }
}
