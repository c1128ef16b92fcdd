package org.gametree.gomoku.match;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * A Gomocup ("pbrain") engine as a process, one process per game, run in its own folder (engines
 * read their configuration from there). The first request of a game sends the whole board
 * ({@code BOARD}, or {@code BEGIN} on an empty board), later ones the opponent's move
 * ({@code TURN}). {@code MESSAGE}, {@code DEBUG} and {@code UNKNOWN} lines are skipped; an
 * answer must come within three times the move time plus five seconds.
 */
public final class GomocupProcessPlayer implements GomokuPlayer {

    private static final String EOF = "\u0000eof";

    private final Path executable;
    private Process process;
    private PrintWriter in;
    private BlockingQueue<String> lines;
    private boolean boardSent;
    /** The last command sent, for the message of a failure. */
    private String lastCommand = "";
    /** When the engine last answered a move (System.nanoTime). */
    private long answeredAt;
    /**
     * The least time between an engine's answer and the next command to it. Some engines
     * (Rapfi) print the move a moment before their search thread is done and drop a command
     * that arrives in between (the coordinates of {@code TURN x,y} are then read as a command);
     * an opponent answering a forced move at once hits that window.
     */
    static final long SETTLE_MILLIS = 50;

    public GomocupProcessPlayer(Path executable) {
        this.executable = executable.toAbsolutePath();
    }

    @Override
    public String name() {
        String file = executable.getFileName().toString();
        return file.startsWith("pbrain-") ? file.substring("pbrain-".length()) : file;
    }

    @Override
    public void newGame(Rule rule, int size, long moveMillis) throws PlayerFailure {
        close();
        try {
            ProcessBuilder builder = new ProcessBuilder(executable.toString())
                    .directory(executable.getParent().toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            process = builder.start();
        } catch (IOException e) {
            throw new PlayerFailure("cannot start " + executable + ": " + e.getMessage());
        }
        in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        lines = new LinkedBlockingQueue<>();
        org.gametree.core.io.ProcessLines.pump(process.getInputStream(), lines, EOF, "gomocup-" + name());
        boardSent = false;
        send("START " + size);
        expect("OK", 10_000);
        send("INFO rule " + rule.gomocupId());
        send("INFO timeout_turn " + moveMillis);
        send("INFO timeout_match 1000000000");
        send("INFO time_left 1000000000");
    }

    @Override
    public int move(GomokuPosition game, long moveMillis) throws PlayerFailure {
        if (!boardSent) {
            boardSent = true;
            if (game.ply() == 0) {
                send("BEGIN");
            } else {
                int own = game.stoneToMove();
                StringBuilder board = new StringBuilder("BOARD\n");
                for (int i = 0; i < game.ply(); i++) {
                    int m = game.moveAt(i);
                    int stone = (i & 1) == 0 ? GomokuPosition.BLACK : GomokuPosition.WHITE;
                    board.append(GomokuPosition.x(m)).append(',').append(GomokuPosition.y(m)).append(',')
                            .append(stone == own ? 1 : 2).append('\n');
                }
                board.append("DONE");
                send(board.toString());
            }
        } else {
            int last = game.lastMove();
            settle();
            send("TURN " + GomokuPosition.x(last) + "," + GomokuPosition.y(last));
        }
        String answer = expectMove(3 * moveMillis + 5_000);
        answeredAt = System.nanoTime();
        int comma = answer.indexOf(',');
        int x = Integer.parseInt(answer.substring(0, comma).trim());
        int y = Integer.parseInt(answer.substring(comma + 1).trim());
        if (x < 0 || y < 0 || x >= game.size() || y >= game.size()) {
            throw new PlayerFailure(name() + " answered " + answer + ", off the board");
        }
        return GomokuPosition.point(x, y);
    }

    /** Waits until {@link #SETTLE_MILLIS} have passed since the engine's last answer. */
    private void settle() throws PlayerFailure {
        long wait = SETTLE_MILLIS - (System.nanoTime() - answeredAt) / 1_000_000;
        if (wait > 0) {
            try {
                Thread.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new PlayerFailure("interrupted");
            }
        }
    }

    private void send(String command) {
        lastCommand = command.replace('\n', ' ');
        in.println(command);
    }

    private void expect(String wanted, long millis) throws PlayerFailure {
        String line = next(millis);
        if (!line.equals(wanted)) {
            throw new PlayerFailure(name() + " answered '" + line + "' where " + wanted + " was due");
        }
    }

    private String expectMove(long millis) throws PlayerFailure {
        String line = next(millis);
        if (!line.matches("\\d+\\s*,\\s*\\d+")) {
            throw new PlayerFailure(name() + " answered '" + line + "' where a move was due (after '" + lastCommand + "')");
        }
        return line;
    }

    /** The next line that is not a message, waiting at most {@code millis}. */
    private String next(long millis) throws PlayerFailure {
        long deadline = System.nanoTime() + millis * 1_000_000;
        while (true) {
            String line;
            try {
                line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new PlayerFailure("interrupted");
            }
            if (line == null) {
                throw new PlayerFailure(name() + " said nothing for " + millis + " ms");
            }
            if (line.equals(EOF)) {
                throw new PlayerFailure(name() + " exited");
            }
            line = line.trim(); // engines written for Windows end lines with \r\n
            if (line.isEmpty() || line.startsWith("MESSAGE") || line.startsWith("DEBUG") || line.startsWith("UNKNOWN")) {
                continue;
            }
            return line;
        }
    }

    @Override
    public void close() {
        if (process == null) {
            return;
        }
        try {
            send("END");
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        process = null;
    }
}
