package org.gametree.xiangqi.match;

import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.gametree.core.match.MatchScore;
import org.gametree.core.match.Sprt;
import org.gametree.core.match.TimeControl;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;

/**
 * Plays a match between two UCI engines: each opening twice with the colours swapped, the
 * clocks kept here, every game ended by the rules ({@link GameRules#result}: mate, stalemate,
 * repetition with perpetual check judged, 120 plies without a capture), by the match's move
 * limit or by adjudication — or by a fault: an engine past its clock (plus the margin) loses on
 * time, one that crashes, does not answer or plays an illegal move loses the game and is
 * restarted, and the match goes on. After each game the PGN is rewritten (atomically) and the
 * listener told the standing.
 *
 * <p>The games are {@link GameTask}s: by default each opening twice with the colours swapped
 * ({@link GameTask#colourPairs}), or any list a caller gives. With a concurrency above 1, that
 * many games run at once, each worker with its own two engines taking the next task; results
 * are counted in the order they finish and the PGN lists games in the tasks' order.
 */
public final class Match {

    /**
     * The outcome of a match.
     *
     * @param first    engine A's name
     * @param second   engine B's name
     * @param games    the games, by round
     * @param score    A's results
     * @param llr      the SPRT's log-likelihood ratio (NaN without a test)
     * @param decision the SPRT's decision (CONTINUE without a test or when the games ran out)
     */
    public record Result(String first, String second, List<GameRecord> games, MatchScore score, double llr,
                         Sprt.Decision decision) {
    }

    private final MatchSettings settings;
    private final List<GameTask> tasks;
    private final MatchListener listener;
    private final Consumer<String> uciLog;
    private final String date = LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd", Locale.ROOT));

    // The standing, guarded by this.
    private final GameRecord[] played;
    private MatchScore score = MatchScore.empty();
    private double llr = Double.NaN;
    private Sprt.Decision decision = Sprt.Decision.CONTINUE;
    private volatile boolean stopping;
    private String firstName;
    private String secondName;

    /**
     * @param settings the match
     * @param listener told of each game, or null
     * @param uciLog   receives every UCI line sent and received, or null
     */
    public Match(MatchSettings settings, MatchListener listener, Consumer<String> uciLog) {
        this(settings, GameTask.colourPairs(settings.openings(), settings.games()), listener, uciLog);
    }

    /**
     * A match of the given games; the settings' game count and openings are not used.
     *
     * @param tasks the games, in the order they are handed out and listed; two neighbours at
     *              positions 2k and 2k+1 with one opening and swapped colours count as a pair
     */
    public Match(MatchSettings settings, List<GameTask> tasks, MatchListener listener, Consumer<String> uciLog) {
        if (tasks.isEmpty()) {
            throw new IllegalArgumentException("a match needs at least one game");
        }
        this.settings = settings;
        this.tasks = List.copyOf(tasks);
        this.listener = listener != null ? listener : new MatchListener() { };
        this.uciLog = uciLog;
        this.played = new GameRecord[this.tasks.size()];
    }

    /**
     * Plays the match.
     *
     * @throws EngineException if an engine cannot be started, or restarted after a fault
     */
    public Result run() throws EngineException, InterruptedException {
        int workers = Math.min(settings.concurrency(), tasks.size());
        List<Worker> crew = new ArrayList<>();
        try {
            for (int i = 0; i < workers; i++) {
                Worker worker = new Worker();
                crew.add(worker);
                worker.start();
            }
            firstName = crew.get(0).a.name();
            secondName = crew.get(0).b.name();
            if (firstName.equals(secondName)) {
                secondName = secondName + " (2)";
            }
            listener.started(firstName, secondName);
            AtomicInteger next = new AtomicInteger();
            if (workers == 1) {
                crew.get(0).work(next);
            } else {
                List<Thread> threads = new ArrayList<>();
                EngineException[] failure = new EngineException[1];
                for (Worker worker : crew) {
                    Thread thread = new Thread(() -> {
                        try {
                            worker.work(next);
                        } catch (EngineException e) {
                            synchronized (failure) {
                                if (failure[0] == null) {
                                    failure[0] = e;
                                }
                            }
                            stopping = true;
                        } catch (InterruptedException e) {
                            stopping = true;
                        }
                    }, "match-worker-" + threads.size());
                    threads.add(thread);
                    thread.start();
                }
                for (Thread thread : threads) {
                    thread.join();
                }
                if (failure[0] != null) {
                    throw failure[0];
                }
            }
        } finally {
            for (Worker worker : crew) {
                worker.close();
            }
        }
        synchronized (this) {
            List<GameRecord> games = new ArrayList<>();
            for (GameRecord game : played) {
                if (game != null) {
                    games.add(game);
                }
            }
            return new Result(firstName, secondName, games, score, llr, decision);
        }
    }

    /** One pair of engines playing games one after another. */
    private final class Worker {
        final UciPlayer a = new UciPlayer(settings.first(), settings.readyTimeoutMillis(), uciLog);
        final UciPlayer b = new UciPlayer(settings.second(), settings.readyTimeoutMillis(), uciLog);

        void start() throws EngineException {
            a.start();
            b.start();
        }

        void work(AtomicInteger next) throws EngineException, InterruptedException {
            while (!stopping) {
                int index = next.getAndIncrement();
                if (index >= tasks.size()) {
                    return;
                }
                GameRecord game = play(tasks.get(index));
                record(index, game);
            }
        }

        GameRecord play(GameTask task) throws EngineException, InterruptedException {
            boolean aRed = task.firstIsRed();
            Game game = new Game(task.round(), task.opening(), aRed ? a : b, aRed ? b : a,
                    aRed ? settings.first() : settings.second(), aRed ? settings.second() : settings.first(), aRed);
            GameRecord record = game.play();
            if (game.faulty != null) {
                restart(game.faulty);
            }
            return record;
        }

        /** Restarts an engine after a fault; one retry, then the match cannot go on. */
        void restart(UciPlayer player) throws EngineException {
            String name = player == a ? firstName : secondName;
            try {
                player.start();
                listener.note(name + " restarted");
            } catch (EngineException first) {
                listener.note(name + " did not restart (" + first.getMessage() + "); trying once more");
                player.start();
                listener.note(name + " restarted");
            }
        }

        void close() {
            a.close();
            b.close();
        }
    }

    /** One game between two engines. */
    private final class Game {
        final int round;
        final Opening opening;
        final UciPlayer[] players = new UciPlayer[2];
        final TimeControl[] controls = new TimeControl[2];
        final TimeControl.Clock[] clocks = new TimeControl.Clock[2];
        final boolean aRed;
        final Position position = Position.startPosition();
        final List<Integer> moves = new ArrayList<>();
        final List<String> comments = new ArrayList<>();
        /** Each ply's score from Red's side, null for opening moves and moves without a score. */
        final List<Integer> redScores = new ArrayList<>();
        UciPlayer faulty;

        Game(int round, Opening opening, UciPlayer red, UciPlayer black, EngineSpec redSpec, EngineSpec blackSpec, boolean aRed) {
            this.round = round;
            this.opening = opening;
            this.aRed = aRed;
            players[Piece.RED] = red;
            players[Piece.BLACK] = black;
            controls[Piece.RED] = settings.controlOf(redSpec);
            controls[Piece.BLACK] = settings.controlOf(blackSpec);
            for (int side = 0; side < 2; side++) {
                if (controls[side].kind() == TimeControl.Kind.CLOCK) {
                    clocks[side] = controls[side].newClock();
                }
            }
        }

        String nameOf(int side) {
            return (side == Piece.RED) == aRed ? firstName : secondName;
        }

        GameRecord play() throws InterruptedException {
            for (int move : opening.moves()) {
                GameRules.play(position, move);
                moves.add(move);
                comments.add(null);
                redScores.add(null);
            }
            for (int side = 0; side < 2; side++) {
                try {
                    players[side].newGame();
                } catch (EngineException e) {
                    faulty = players[side];
                    return lost(side, Termination.NO_ANSWER, "not ready for a new game: " + e.getMessage());
                }
            }
            while (true) {
                GameResult result = GameRules.result(position);
                if (result.isOver()) {
                    return finish(result.outcome(), byRules(result.reason()), "");
                }
                if (settings.maxPlies() > 0 && moves.size() >= settings.maxPlies()) {
                    return finish(GameResult.Outcome.DRAW, Termination.MAX_PLIES, "");
                }
                int side = position.sideToMove();
                TimeControl control = controls[side];
                long deadline;
                switch (control.kind()) {
                    case CLOCK: deadline = Math.max(0, clocks[side].remaining()) + settings.marginMillis(); break;
                    case MOVETIME: deadline = control.moveMillis() + settings.marginMillis(); break;
                    default: deadline = settings.moveTimeoutMillis();
                }
                UciPlayer player = players[side];
                UciPlayer.Reply reply = player.play(moves, goCommand(side), deadline, settings.stopGraceMillis());
                switch (reply.outcome()) {
                    case CRASHED: {
                        faulty = player;
                        String why = player.diagnosis();
                        return lost(side, Termination.CRASH, why.isEmpty() ? "its output ended" : why);
                    }
                    case NO_ANSWER:
                        faulty = player;
                        return lost(side, Termination.NO_ANSWER, "no bestmove within " + deadline + " ms, nor "
                                + settings.stopGraceMillis() + " ms after stop");
                    case LATE:
                        return lost(side, Termination.TIME_FORFEIT, "no bestmove within " + deadline
                                + " ms; it came after stop, at " + reply.millis() + " ms");
                    default:
                        break;
                }
                if (control.kind() == TimeControl.Kind.CLOCK) {
                    long before = clocks[side].remaining();
                    if (!clocks[side].charge(reply.millis(), settings.marginMillis())) {
                        return lost(side, Termination.TIME_FORFEIT, reply.millis() + " ms used with " + before + " ms left");
                    }
                } else if (control.kind() == TimeControl.Kind.MOVETIME && reply.millis() > deadline) {
                    return lost(side, Termination.TIME_FORFEIT, reply.millis() + " ms for a movetime of " + control.moveMillis());
                }
                int move = reply.move();
                if (move == 0 || !position.isLegal(move)) {
                    faulty = player;
                    return lost(side, Termination.ILLEGAL_MOVE, "bestmove '" + reply.text() + "' in " + Fen.write(position));
                }
                GameRules.play(position, move);
                moves.add(move);
                comments.add(comment(reply));
                redScores.add(reply.score() == null ? null : side == Piece.RED ? reply.score() : -reply.score());
                GameRecord adjudicated = adjudicate();
                if (adjudicated != null) {
                    return adjudicated;
                }
            }
        }

        String goCommand(int side) {
            TimeControl control = controls[side];
            switch (control.kind()) {
                case MOVETIME:
                    return "movetime " + control.moveMillis();
                case NODES:
                    return "nodes " + control.nodes();
                case DEPTH:
                    return "depth " + control.depth();
                default:
                    break;
            }
            long mine = Math.max(0, clocks[side].remaining());
            TimeControl.Clock other = clocks[side ^ 1];
            long theirs = other != null ? Math.max(0, other.remaining()) : mine;
            long wtime = side == Piece.RED ? mine : theirs;
            long btime = side == Piece.RED ? theirs : mine;
            StringBuilder go = new StringBuilder("wtime ").append(wtime).append(" btime ").append(btime);
            long winc = controls[Piece.RED].kind() == TimeControl.Kind.CLOCK ? controls[Piece.RED].incrementMillis() : 0;
            long binc = controls[Piece.BLACK].kind() == TimeControl.Kind.CLOCK ? controls[Piece.BLACK].incrementMillis() : 0;
            if (winc > 0 || binc > 0) {
                go.append(" winc ").append(winc).append(" binc ").append(binc);
            }
            if (clocks[side].movesToGo() > 0) {
                go.append(" movestogo ").append(clocks[side].movesToGo());
            }
            return go.toString();
        }

        /** Both engines agreeing on a decisive score for the last moves of each. */
        GameRecord adjudicate() {
            int n = settings.adjudicateMoves();
            if (n == 0 || redScores.size() < 2 * n) {
                return null;
            }
            int cp = settings.adjudicateCp();
            boolean redWins = true;
            boolean blackWins = true;
            for (int i = redScores.size() - 2 * n; i < redScores.size(); i++) {
                Integer s = redScores.get(i);
                if (s == null) {
                    return null;
                }
                redWins &= s >= cp;
                blackWins &= s <= -cp;
            }
            if (!redWins && !blackWins) {
                return null;
            }
            return finish(redWins ? GameResult.Outcome.RED_WINS : GameResult.Outcome.BLACK_WINS, Termination.ADJUDICATION,
                    "both engines at " + (redWins ? "+" : "-") + cp + " cp or more for Red for " + n + " moves each");
        }

        GameRecord lost(int side, Termination termination, String detail) {
            return finish(side == Piece.RED ? GameResult.Outcome.BLACK_WINS : GameResult.Outcome.RED_WINS, termination,
                    nameOf(side) + ": " + detail);
        }

        GameRecord finish(GameResult.Outcome outcome, Termination termination, String detail) {
            int[] list = new int[moves.size()];
            for (int i = 0; i < list.length; i++) {
                list[i] = moves.get(i);
            }
            String tc = controls[0].equals(controls[1]) ? controls[0].describe()
                    : "Red " + controls[0].describe() + ", Black " + controls[1].describe();
            return new GameRecord(round, settings.event(), date, opening, nameOf(Piece.RED), nameOf(Piece.BLACK), aRed,
                    list, comments.toArray(new String[0]), outcome, termination, detail, tc);
        }
    }

    private static Termination byRules(GameResult.Reason reason) {
        switch (reason) {
            case CHECKMATE: return Termination.CHECKMATE;
            case STALEMATE: return Termination.STALEMATE;
            case PERPETUAL_CHECK: return Termination.PERPETUAL_CHECK;
            case REPETITION: return Termination.REPETITION;
            default: return Termination.NO_CAPTURE_LIMIT;
        }
    }

    /** "+35/12 0.98s", "-M3/20 1.20s", or just the time when the engine printed no score. */
    static String comment(UciPlayer.Reply reply) {
        String time = String.format(Locale.ROOT, "%.2fs", reply.millis() / 1000.0);
        Integer s = reply.score();
        if (s == null) {
            return time;
        }
        String value;
        if (Math.abs(s) > UciPlayer.MATE_SCORE - 1000) {
            value = (s > 0 ? "+M" : "-M") + (UciPlayer.MATE_SCORE - Math.abs(s));
        } else {
            value = (s >= 0 ? "+" : "") + s;
        }
        return value + "/" + reply.depth() + " " + time;
    }

    /** Counts a finished game, writes the PGN, tells the listener, applies the SPRT. */
    private synchronized void record(int index, GameRecord game) {
        played[index] = game;
        score = score.plus(game.firstScore());
        int even = index & ~1;
        int odd = index | 1;
        if (odd < played.length && played[index ^ 1] != null && tasks.get(even).pairsWith(tasks.get(odd))) {
            score = score.plusPair(played[even].firstScore(), played[odd].firstScore());
        }
        if (settings.pgn() != null) {
            List<GameRecord> games = new ArrayList<>();
            for (GameRecord g : played) {
                if (g != null) {
                    games.add(g);
                }
            }
            try {
                PgnWriter.save(settings.pgn(), games);
            } catch (IOException e) {
                listener.note("could not write " + settings.pgn() + ": " + e.getMessage());
            }
        }
        if (settings.sprt() != null) {
            llr = settings.sprt().llr(score);
            decision = settings.sprt().decide(score);
            if (decision != Sprt.Decision.CONTINUE) {
                stopping = true;
            }
        }
        listener.gameEnded(game, score, llr);
    }
}
