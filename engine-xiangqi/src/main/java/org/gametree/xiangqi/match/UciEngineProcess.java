package org.gametree.xiangqi.match;

import java.util.List;

/**
 * One UCI engine outside a match — the workbench's game against an external engine — with the
 * match's handshake, rank translation (Fairy-Stockfish's 1–10) and fault reporting: started,
 * asked for a move from a FEN with a deadline, stopped early, closed. Not thread-safe except
 * {@link #stopSearch}, which any thread may call while {@link #play} waits.
 */
public final class UciEngineProcess implements AutoCloseable {

    /** How the engine answered. */
    public enum Outcome { MOVE, LATE, NO_ANSWER, CRASHED }

    /**
     * An answer.
     *
     * @param outcome a move in time, a move after {@code stop}, none at all, or the engine gone
     * @param move    the move in our encoding, 0 if none or not a move on the board
     * @param text    the move as the engine wrote it, or null
     * @param score   the last score printed (centipawns, mover's side), or null
     * @param depth   the last depth printed, 0 if none
     * @param millis  from {@code go} to the answer
     */
    public record Answer(Outcome outcome, int move, String text, Integer score, int depth, long millis) {
    }

    private final UciPlayer player;

    /** An engine (not started yet); {@code readyTimeoutMillis} bounds {@code uciok} and {@code readyok}. */
    public UciEngineProcess(EngineSpec spec, long readyTimeoutMillis) {
        this.player = new UciPlayer(spec, readyTimeoutMillis, null);
    }

    /** Starts (or restarts) the engine and sets its options. */
    public void start() throws EngineException {
        player.start();
    }

    /** Prepares for a new game ({@code ucinewgame}). */
    public void newGame() throws EngineException {
        player.newGame();
    }

    /** The name given, or the engine's id name once started. */
    public String name() {
        return player.name();
    }

    /**
     * Asks for a move in {@code fen} after {@code moves}: sends {@code go go}, waits for the
     * {@code bestmove} up to {@code deadlineMillis}, then sends {@code stop} and waits
     * {@code graceMillis} more.
     */
    public Answer play(String fen, List<Integer> moves, String go, long deadlineMillis, long graceMillis)
            throws InterruptedException {
        UciPlayer.Reply reply = player.play(fen, moves, go, deadlineMillis, graceMillis);
        return new Answer(Outcome.valueOf(reply.outcome().name()), reply.move(), reply.text(), reply.score(), reply.depth(),
                reply.millis());
    }

    /** Any thread: asks the engine to answer now with its best move so far. */
    public void stopSearch() {
        player.stopNow();
    }

    /** Why the engine stopped answering: its exit status and last error lines, or "". */
    public String diagnosis() {
        return player.diagnosis();
    }

    @Override
    public void close() {
        player.close();
    }
}
