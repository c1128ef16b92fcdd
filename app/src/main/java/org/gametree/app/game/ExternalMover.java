package org.gametree.app.game;

import java.nio.file.Path;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.match.GomocupProcessPlayer;
import org.gametree.gomoku.match.GomokuPlayer;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.match.EngineException;
import org.gametree.xiangqi.match.EngineSpec;
import org.gametree.xiangqi.match.UciEngineProcess;

/**
 * One of the user's engines playing a side of a game in the window, as a process started on
 * its first move and kept for the next: a UCI engine for Xiangqi (sent the position's FEN and
 * {@code go depth} or {@code go movetime}), a Gomocup engine for Gomoku (told the board after a
 * jump, the opponent's last move otherwise; it thinks for a time only). Every answer is bounded
 * by a deadline; an engine that crashes, stays silent or plays an illegal move is closed and
 * reported as an exception (the next request starts it again). Runs on a worker thread; only
 * {@link #stopSearch} comes from another.
 */
final class ExternalMover implements AutoCloseable {

    /** How long a UCI engine has to start and say {@code readyok}. */
    static final long READY_MILLIS = 15_000;
    /** What a search to a depth may take before it is stopped. */
    static final long DEPTH_MILLIS = 120_000;
    /** Beyond a time per move: the process's own delays. */
    static final long MARGIN_MILLIS = 1_000;
    /** After {@code stop}: how long the best move may take to come. */
    static final long GRACE_MILLIS = 2_000;

    private final ExternalEngine engine;
    private UciEngineProcess uci;
    private volatile UciEngineProcess searching;
    private GomocupProcessPlayer gomocup;
    /** The Gomoku game as the Gomocup engine knows it (its own reply included), to send only the next move. */
    private int[] known = new int[0];

    ExternalMover(ExternalEngine engine) {
        this.engine = engine;
    }

    /**
     * The engine's move in {@code position}, thinking for {@code moveMillis} (the clock's time)
     * or else to the player's depth or for its time.
     *
     * @throws IllegalStateException what went wrong, with the engine's name
     */
    EngineMove think(AnalysisPosition position, PlayerSetup setup, long moveMillis) throws InterruptedException {
        long start = System.nanoTime();
        if (position instanceof GomokuAnalysisPosition gomoku) {
            long millis = moveMillis > 0 ? moveMillis : setup.millis(); // a Gomocup engine knows no depth
            int move = gomokuMove(gomoku.position(), millis);
            return new EngineMove(move, 0, 0, 0, new int[] {move}, elapsed(start), false);
        }
        XiangqiAnalysisPosition xiangqi = (XiangqiAnalysisPosition) position;
        String go;
        long deadline;
        if (moveMillis > 0 || setup.limit() == PlayerSetup.Limit.TIME) {
            long millis = moveMillis > 0 ? moveMillis : setup.millis();
            go = "movetime " + millis;
            deadline = millis + MARGIN_MILLIS;
        } else {
            go = "depth " + setup.depth();
            deadline = DEPTH_MILLIS;
        }
        if (uci == null) {
            UciEngineProcess started = new UciEngineProcess(
                    new EngineSpec(engine.name(), engine.command(), engine.options(), null, null), READY_MILLIS);
            try {
                started.start();
            } catch (EngineException e) {
                started.close();
                throw new IllegalStateException(engine.name() + " did not start: " + e.getMessage(), e);
            }
            uci = started;
        }
        searching = uci;
        UciEngineProcess.Answer answer;
        try {
            answer = uci.play(Fen.write(xiangqi.position()), List.of(), go, deadline, GRACE_MILLIS);
        } finally {
            searching = null;
        }
        switch (answer.outcome()) {
            case CRASHED: {
                String why = uci.diagnosis();
                close();
                throw new IllegalStateException(engine.name() + " stopped working" + (why.isEmpty() ? "" : " (" + why + ")"));
            }
            case NO_ANSWER:
                close();
                throw new IllegalStateException(engine.name() + " gave no move within " + (deadline + GRACE_MILLIS) + " ms");
            default:
                break;
        }
        if (answer.move() == 0 || !position.isLegal(answer.move())) {
            throw new IllegalStateException(engine.name() + " played an illegal move '" + answer.text() + "' in "
                    + Fen.write(xiangqi.position()));
        }
        int value = answer.score() == null ? 0 : answer.score();
        return new EngineMove(answer.move(), value, answer.depth(), 0, new int[] {answer.move()}, elapsed(start),
                answer.outcome() == UciEngineProcess.Outcome.LATE);
    }

    private int gomokuMove(GomokuPosition game, long millis) {
        int[] moves = new int[game.ply()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = game.moveAt(i);
        }
        try {
            if (gomocup == null || !continues(moves)) {
                if (gomocup == null) {
                    gomocup = new GomocupProcessPlayer(Path.of(engine.executable()));
                }
                gomocup.newGame(game.rule(), game.size(), millis); // restarts it: it is told the board next
            }
            int move = gomocup.move(game, millis);
            if (!game.isLegal(move)) {
                throw new IllegalStateException(engine.name() + " played an illegal move ("
                        + GomokuPosition.x(move) + "," + GomokuPosition.y(move) + ")");
            }
            known = java.util.Arrays.copyOf(moves, moves.length + 1);
            known[moves.length] = move;
            return move;
        } catch (GomokuPlayer.PlayerFailure e) {
            close();
            throw new IllegalStateException(engine.name() + ": " + e.getMessage(), e);
        }
    }

    /** Whether the game is the one the engine knows with one more move (the opponent's). */
    private boolean continues(int[] moves) {
        if (moves.length != known.length + 1 || known.length == 0) {
            return false;
        }
        for (int i = 0; i < known.length; i++) {
            if (moves[i] != known[i]) {
                return false;
            }
        }
        return true;
    }

    /** Any thread: the engine answers now with its best move so far (a Gomocup engine cannot be hurried). */
    void stopSearch() {
        UciEngineProcess now = searching;
        if (now != null) {
            now.stopSearch();
        }
    }

    @Override
    public void close() {
        if (uci != null) {
            uci.close();
            uci = null;
        }
        if (gomocup != null) {
            gomocup.close();
            gomocup = null;
        }
        known = new int[0];
    }

    private static long elapsed(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
