package org.gametree.gomoku.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.gametree.core.search.SearchLimits;
import org.gametree.core.soak.LinePipe;
import org.gametree.core.soak.LiveHeap;
import org.gametree.core.soak.SoakReport;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.protocol.GomocupDriver;
import org.gametree.gomoku.search.GomokuEngine;

/**
 * A soak of the Gomocup protocol loop: many whole games in one process, through
 * {@link GomocupDriver#run} fed line by line as a manager (Piskvork) feeds a brain — the same
 * entry point as the {@code gomocup} command. From a seeded generator: sessions of 1–50 games,
 * each ended by {@code END} (a new brain then starts, as in a tournament's restart storm);
 * {@code START} (sizes 15–20), {@code RECTSTART n,n} or {@code RESTART}, sometimes several
 * {@code RESTART}s in a row; {@code INFO timeout_turn} of a few ms (the engine's floor, 20 ms, then
 * holds) or now and then 0 (the fast depth; not under renju, see {@link #newGame}),
 * {@code INFO rule} freestyle / exactly five / renju and other {@code INFO} keys; {@code ABOUT};
 * the engine opening with {@code BEGIN}, the opponent with {@code TURN}, or a {@code BOARD … DONE}
 * opening; moves sent by {@code TURN} or as a whole {@code BOARD}; {@code TAKEBACK} of both last
 * moves; an abandoned game now and then. The opponent is a seeded random player near the stones
 * that lets the engine (at depth 2) choose one move in ten, or, one game in twenty, the engine
 * itself at every move. Each game is played to its end: five in a
 * row, a renju foul, or a full board.
 *
 * <p>Checked: every {@code BEGIN}, {@code TURN} and {@code BOARD} gets exactly one answer
 * {@code x,y}, legal in its position (renju forbidden points included); {@code START},
 * {@code RESTART} and {@code TAKEBACK} get {@code OK}, {@code ABOUT} its line; nothing else but
 * {@code MESSAGE} lines is said; each session ends when told; no answer is later than
 * {@link #ANSWER_TIMEOUT_MILLIS}; the live heap after collections grows no more than the
 * allowed slack (measured at the start and the end in the same state: one brain, one move played).
 */
public final class GomocupSoak {

    /** The longest wait for an answer before the run counts it as lost and stops. */
    public static final long ANSWER_TIMEOUT_MILLIS = 10_000;
    /** How many problems are kept word for word (all are counted). */
    static final int PROBLEMS_KEPT = 20;
    private static final int[] RULE_BITS = {0, 1, 4};
    private static final String[] OTHER_INFO = {
        "INFO max_memory 83886080", "INFO timeout_match 100000000", "INFO time_left 100000000",
        "INFO game_type 1", "INFO folder /tmp", "INFO evaluate 7,7"};

    /**
     * What a run found.
     *
     * @param games          games played to their end
     * @param selfPlay       games begun against the engine itself
     * @param engineWins     of them won by the engine
     * @param opponentWins   won by the opponent
     * @param draws          drawn (full board)
     * @param abandoned      games abandoned by {@code RESTART}/{@code START} before their end (besides {@code games})
     * @param sessions       protocol sessions (each a new driver, ended by {@code END})
     * @param turns          commands asking for a move ({@code BEGIN}, {@code TURN}, {@code BOARD})
     * @param answers        moves answered
     * @param illegal        answers not legal in their position
     * @param oksExpected    {@code OK}s asked for ({@code START}, {@code RESTART}, {@code TAKEBACK})
     * @param oks            {@code OK}s received
     * @param messages       {@code MESSAGE} lines received
     * @param problems       other faults (an {@code ERROR}, an unexpected line, a lost answer, an exception)
     * @param firstProblems  the first {@value #PROBLEMS_KEPT} of them
     * @param millis         wall time of the games
     * @param heapStartBytes live heap after collections before the games
     * @param heapEndBytes   the same after them (0: not measured, the run stopped)
     * @param heapSlackBytes the growth allowed
     */
    public record Result(int games, int selfPlay, int engineWins, int opponentWins, int draws, int abandoned, int sessions,
                         long turns, long answers, long illegal, long oksExpected, long oks, long messages,
                         long problems, List<String> firstProblems, long millis,
                         long heapStartBytes, long heapEndBytes, long heapSlackBytes) implements SoakReport {

        public Result {
            firstProblems = List.copyOf(firstProblems);
        }

        public long heapGrowthBytes() {
            return heapEndBytes - heapStartBytes;
        }

        /** Whether every check held. */
        public boolean passed() {
            return problems == 0 && illegal == 0 && turns == answers && oks == oksExpected
                    && heapEndBytes != 0 && heapGrowthBytes() <= heapSlackBytes;
        }

        /** The report, one figure a line. */
        public List<String> lines() {
            List<String> lines = new ArrayList<>();
            lines.add("games        " + games + " to the end (engine won " + engineWins + ", opponent won "
                    + opponentWins + ", drawn " + draws + "); " + abandoned + " abandoned by RESTART/START; "
                    + selfPlay + " begun against the engine itself");
            lines.add("sessions     " + sessions + " (each ended by END)");
            lines.add("turns        " + turns + "   answers " + answers + (turns == answers ? "   (equal)" : "   (DIFFERENT)"));
            lines.add("illegal      " + illegal);
            lines.add("OK           " + oksExpected + " asked, " + oks + " received");
            lines.add("MESSAGE      " + messages);
            lines.add("problems     " + problems);
            for (String problem : firstProblems) {
                lines.add("  " + problem);
            }
            lines.add(String.format(Locale.ROOT, "time         %.1f s (%.1f ms per game, %.2f ms per turn)",
                    millis / 1000.0, games == 0 ? 0.0 : (double) millis / games, turns == 0 ? 0.0 : (double) millis / turns));
            lines.add(SoakReport.heapLine(heapStartBytes, heapEndBytes, heapSlackBytes));
            lines.add("result       " + (passed() ? "PASS" : "FAIL"));
            return lines;
        }
    }

    /** A protocol loop reading commands from {@code in} and answering on {@code out} until END or the end of input. */
    @FunctionalInterface
    interface Loop {
        void run(BufferedReader in, PrintWriter out);
    }

    /** The run stops: an answer did not come, or the loop ended unasked. */
    private static final class Lost extends Exception {
        private static final long serialVersionUID = 1L;

        Lost(String message) {
            super(message);
        }
    }

    /** A move was refused with ERROR: the game cannot go on in step with the driver. */
    private static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused() {
            super(null, null, false, false);
        }
    }

    private final Loop loop;
    private final long answerTimeoutMillis;
    private final int gamesWanted;
    private final Random random;
    private final long heapSlackBytes;
    private final PrintWriter progress;
    /** The opponent of one game in ten: the same engine, at depth 2, with a small table. */
    private final GomokuEngine selfOpponent = new GomokuEngine("classic", 8, "line");

    // the session
    private LinePipe toEngine;
    private LinePipe fromEngine;
    private Thread session;
    private volatile Throwable sessionFailure;
    /** The rule the driver now plays by (INFO rule lasts for the session). */
    private Rule rule;
    /** The game on the driver's board, or null before a START. */
    private GomokuPosition game;
    /** Whether the opponent of this game is the engine itself (else a random player with an engine move now and then). */
    private boolean selfPlay;
    /** The last INFO timeout_turn sent. */
    private int timeoutTurn;
    /** The colour the engine plays in this game. */
    private int engineStone;
    /** The size of the last START, which RESTART keeps. */
    private int size = 15;
    /** Whether this session has had a START. */
    private boolean started;
    private String lastSent = "";

    // the figures
    private int games;
    private int engineWins;
    private int opponentWins;
    private int draws;
    private int abandoned;
    private int selfPlayGames;
    private int sessions;
    private long turns;
    private long answers;
    private long illegal;
    private long oksExpected;
    private long oks;
    private long messages;
    private long problems;
    private final List<String> firstProblems = new ArrayList<>();

    /**
     * A soak of {@code games} games from {@code seed}, allowing the live heap to grow by
     * {@code heapSlackBytes}; a line per tenth of the run goes to {@code progress} (may be null).
     */
    public GomocupSoak(int games, long seed, long heapSlackBytes, PrintWriter progress) {
        this((in, out) -> new GomocupDriver(GomokuEngine.strongest(), out).run(in), ANSWER_TIMEOUT_MILLIS,
                games, seed, heapSlackBytes, progress);
    }

    /** A soak of another loop (a test's faulty one), waiting at most {@code answerTimeoutMillis} for an answer. */
    GomocupSoak(Loop loop, long answerTimeoutMillis, int games, long seed, long heapSlackBytes, PrintWriter progress) {
        this.loop = loop;
        this.answerTimeoutMillis = answerTimeoutMillis;
        this.gamesWanted = games;
        this.random = new Random(seed);
        this.heapSlackBytes = heapSlackBytes;
        this.progress = progress;
    }

    /** Runs the soak; the last session is ended with {@code END}. */
    public Result run() throws InterruptedException {
        long heapStart = 0;
        long heapEnd = 0;
        long millis = 0;
        long started = System.nanoTime();
        try {
            openSession();
            warmMove();
            heapStart = LiveHeap.bytesAfterGc();
            started = System.nanoTime();
            int sessionGames = 1 + random.nextInt(50);
            int nextReport = gamesWanted / 10;
            while (games < gamesWanted) {
                if (sessionGames-- == 0) {
                    closeSession();
                    openSession();
                    sessionGames = random.nextInt(50);
                }
                playGame();
                if (progress != null && gamesWanted >= 10 && games >= nextReport) {
                    nextReport += gamesWanted / 10;
                    progress.printf(Locale.ROOT, "  %d games, %d sessions, %d turns, %d answers, %d illegal, %d problems%n",
                            games, sessions, turns, answers, illegal, problems);
                    progress.flush();
                }
            }
            millis = (System.nanoTime() - started) / 1_000_000;
            warmMove();
            heapEnd = LiveHeap.bytesAfterGc();
            closeSession();
        } catch (Lost e) {
            millis = (System.nanoTime() - started) / 1_000_000;
            problem(e.getMessage() + "; the run stopped there");
            endQuietly();
        }
        return new Result(games, selfPlayGames, engineWins, opponentWins, draws, abandoned, sessions, turns, answers, illegal,
                oksExpected, oks, messages, problems, firstProblems, millis, heapStart, heapEnd, heapSlackBytes);
    }

    // ---------------------------------------------------------------- sessions

    private void openSession() {
        toEngine = new LinePipe();
        fromEngine = new LinePipe();
        LinePipe in = toEngine;
        LinePipe out = fromEngine;
        sessionFailure = null;
        session = new Thread(() -> {
            try {
                loop.run(in.reader(), new PrintWriter(out.writer(), true));
            } catch (Throwable t) { // a loop that dies is what the soak looks for
                sessionFailure = t;
            } finally {
                out.close();
            }
        }, "gomocup-soak-session");
        session.setDaemon(true);
        session.start();
        sessions++;
        rule = Rule.FREESTYLE;
        game = null;
        started = false;
    }

    /** {@code END}: the loop must stop by itself (its input stays open), having said nothing more. */
    private void closeSession() throws Lost, InterruptedException {
        send("END");
        while (true) {
            String line;
            try {
                line = fromEngine.take(answerTimeoutMillis);
            } catch (LinePipe.TimeoutException e) {
                throw new Lost("the session did not end within " + answerTimeoutMillis + " ms after END");
            }
            if (line == null) {
                break;
            }
            unexpected(line);
        }
        session.join(answerTimeoutMillis);
        if (session.isAlive()) {
            throw new Lost("the session's loop did not return after END");
        }
        if (sessionFailure != null) {
            problem("the session's loop ended with " + sessionFailure);
        }
        toEngine.close();
    }

    /** After a lost answer: end the input and give the loop a moment; its thread is a daemon. */
    private void endQuietly() throws InterruptedException {
        if (toEngine != null) {
            toEngine.close();
            session.join(answerTimeoutMillis);
        }
    }

    /** The state of both heap figures: a fresh 15×15 freestyle game, fast depth, one engine move. */
    private void warmMove() throws Lost, InterruptedException {
        selfOpponent.newGame(); // the soak's own engine keeps no game of the run in either figure
        send("INFO rule 0");
        rule = Rule.FREESTYLE;
        startGame("START 15", 15);
        send("INFO timeout_turn 0");
        timeoutTurn = 0;
        try {
            askMove("BEGIN");
        } catch (Refused e) {
            throw new Lost("the move of the heap measurement was refused");
        }
        game = null;
    }

    // ---------------------------------------------------------------- a game

    private void playGame() throws Lost, InterruptedException {
        try {
            newGame();
            selfPlay = random.nextInt(20) == 0;
            if (selfPlay) {
                selfPlayGames++;
            }
            int opening = random.nextInt(10);
            if (opening < 4) {
                askMove("BEGIN");
            } else if (opening >= 8) {
                // a few random stones, sent as BOARD … DONE with the engine to move
                int stones = 1 + random.nextInt(6);
                for (int i = 0; i < stones; i++) {
                    game.makeMove(randomMove());
                }
                askMove(null);
            } // else the opponent opens
            // here and at each turn of the loop the opponent is to move and the last move was the engine's
            while (!game.result().isOver()) {
                if (game.ply() >= 2 && random.nextInt(100) < 3) {
                    takeBackTwo();
                } else if (random.nextInt(1000) < 5) {
                    abandoned++; // the next game's START/RESTART replaces it mid-way
                    game = null;
                    return;
                }
                int move = selfPlay || random.nextInt(10) == 0 ? selfOpponentMove() : randomMove();
                if (move < 0) { // renju black with only forbidden points left: no game to finish
                    abandoned++;
                    game = null;
                    return;
                }
                game.makeMove(move);
                if (game.result().isOver()) {
                    break; // a manager does not send the move that ends the game
                }
                askMove(random.nextInt(10) == 0 ? null : "TURN " + GomokuPosition.x(move) + "," + GomokuPosition.y(move));
            }
            finish();
        } catch (Refused e) {
            abandoned++;
            game = null;
        }
    }

    /** START, RECTSTART or RESTART (sometimes a storm of them), the INFO lines, now and then ABOUT. */
    private void newGame() throws Lost, InterruptedException, Refused {
        if (random.nextInt(20) == 0) {
            send("ABOUT");
            String line = awaitAnswer();
            if (!line.startsWith("name=")) {
                problem("ABOUT answered '" + line + "'");
            }
        }
        int ruleBits = RULE_BITS[random.nextInt(RULE_BITS.length)];
        rule = ruleBits == 4 ? Rule.RENJU : ruleBits == 1 ? Rule.STANDARD : Rule.FREESTYLE;
        boolean infoFirst = random.nextBoolean(); // managers send INFO before or after START
        if (infoFirst) {
            send("INFO rule " + ruleBits);
        }
        if (!started || random.nextInt(10) < 3) {
            int newSize = random.nextInt(10) < 7 ? 15 : random.nextInt(2) == 0 ? 20 : 16 + random.nextInt(4);
            startGame(random.nextInt(20) == 0 ? "RECTSTART " + newSize + "," + newSize : "START " + newSize, newSize);
        } else {
            int restarts = random.nextInt(10) == 0 ? 2 + random.nextInt(4) : 1; // now and then a storm
            for (int i = 0; i < restarts; i++) {
                startGame("RESTART", size);
            }
        }
        if (!infoFirst) {
            send("INFO rule " + ruleBits);
        }
        // timeout_turn 0 ("as fast as possible": depth 4, no time limit) now and then, but not
        // under renju, where the threat checks without a time limit can take seconds a move
        timeoutTurn = random.nextInt(50) == 0 && rule != Rule.RENJU ? 0 : 1 + random.nextInt(50);
        send("INFO timeout_turn " + timeoutTurn);
        if (random.nextInt(10) == 0) {
            send(OTHER_INFO[random.nextInt(OTHER_INFO.length)]);
        }
    }

    private void startGame(String command, int size) throws Lost, InterruptedException {
        sendExpectingOk(command);
        this.size = size;
        started = true;
        game = new GomokuPosition(rule, size);
    }

    private int selfOpponentMove() {
        // depth 2 within 10 ms: the threat checks before the search obey the time limit only
        int move = selfOpponent.think(game, SearchLimits.depth(2).withMillis(10), null).point();
        return game.isLegal(move) ? move : randomMove();
    }

    /** A random legal point within two of a stone (or near the centre on an empty board); -1 if there is none. */
    private int randomMove() {
        int size = game.size();
        int[] candidates = new int[size * size];
        int n = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int point = GomokuPosition.point(x, y);
                if (game.ply() == 0 ? Math.abs(x - size / 2) <= 2 && Math.abs(y - size / 2) <= 2 : nearStone(x, y, size)) {
                    if (game.isLegal(point)) {
                        candidates[n++] = point;
                    }
                }
            }
        }
        if (n == 0) { // nothing near: anywhere legal (a full board has ended the game before)
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int point = GomokuPosition.point(x, y);
                    if (game.isLegal(point)) {
                        candidates[n++] = point;
                    }
                }
            }
        }
        return n == 0 ? -1 : candidates[random.nextInt(n)];
    }

    private boolean nearStone(int x, int y, int size) {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int nx = x + dx;
                int ny = y + dy;
                if (nx >= 0 && ny >= 0 && nx < size && ny < size
                        && game.stoneAt(GomokuPosition.point(nx, ny)) != GomokuPosition.EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Sends a command the protocol answers with OK; any other answer is a problem. */
    private void sendExpectingOk(String command) throws Lost, InterruptedException {
        send(command);
        oksExpected++;
        String line = awaitAnswer();
        if (line.equals("OK")) {
            oks++;
        } else {
            problem("'" + command + "' answered '" + line + "'");
        }
    }

    /** TAKEBACK of the engine's last move, then of the opponent's before it. */
    private void takeBackTwo() throws Lost, InterruptedException {
        for (int i = 0; i < 2; i++) {
            int last = game.lastMove();
            String command = "TAKEBACK " + GomokuPosition.x(last) + "," + GomokuPosition.y(last);
            sendExpectingOk(command);
            game.unmakeMove();
        }
    }

    /**
     * Asks for a move — {@code command} (BEGIN, TURN x,y) or, when null, the whole game as
     * BOARD … DONE — and plays the answer on the soak's board after checking it.
     */
    private void askMove(String command) throws Lost, InterruptedException, Refused {
        if (command == null) {
            sendBoard();
        } else {
            send(command);
        }
        turns++;
        String line = awaitAnswer();
        if (line.startsWith("ERROR")) {
            problem("'" + lastSent + "' answered '" + line + "'");
            throw new Refused();
        }
        int point = parsePoint(line);
        if (point == NOT_A_MOVE) {
            problem("'" + lastSent + "' answered '" + line + "', not a move");
            throw new Refused();
        }
        answers++;
        engineStone = game.stoneToMove();
        if (point == OFF_BOARD || !game.isLegal(point)) {
            illegal++;
            problem("'" + line + "' is not legal (" + rule + ", " + game.size() + "x" + game.size() + ", moves "
                    + moveList() + ")");
            throw new Refused();
        }
        game.makeMove(point);
    }

    /** The game as BOARD lines: in the order played, 1 for the engine's stones, 2 for the opponent's. */
    private void sendBoard() {
        send("BOARD");
        int engineParity = game.ply() % 2; // the engine moves next: its stones are those of the same parity
        int[] moves = game.moves();
        for (int i = 0; i < moves.length; i++) {
            send(GomokuPosition.x(moves[i]) + "," + GomokuPosition.y(moves[i]) + "," + (i % 2 == engineParity ? 1 : 2));
        }
        send("DONE");
        lastSent = "BOARD with " + moves.length + " stones";
    }

    private static final int NOT_A_MOVE = -1;
    private static final int OFF_BOARD = -2;

    /** The point of an answer {@code x,y}; {@link #OFF_BOARD} for a move off this board, {@link #NOT_A_MOVE} for anything else. */
    private int parsePoint(String line) {
        String[] parts = line.split(",", -1);
        if (parts.length != 2) {
            return NOT_A_MOVE;
        }
        try {
            int x = Integer.parseInt(parts[0]);
            int y = Integer.parseInt(parts[1]);
            int size = game.size();
            return x < 0 || y < 0 || x >= size || y >= size ? OFF_BOARD : GomokuPosition.point(x, y);
        } catch (NumberFormatException e) {
            return NOT_A_MOVE;
        }
    }

    private boolean isOver() {
        return game.result().isOver();
    }

    /** Counts a game that reached its end. */
    private void finish() {
        GameResult result = game.result();
        games++;
        if (result == GameResult.DRAW) {
            draws++;
        } else if ((result == GameResult.BLACK_WINS ? GomokuPosition.BLACK : GomokuPosition.WHITE) == engineStone) {
            engineWins++;
        } else {
            opponentWins++;
        }
        game = null;
    }

    private String moveList() {
        StringBuilder text = new StringBuilder();
        for (int move : game.moves()) {
            text.append(text.length() == 0 ? "" : " ").append(GomokuPosition.x(move)).append(',').append(GomokuPosition.y(move));
        }
        return text.toString();
    }

    // ---------------------------------------------------------------- lines

    /** The next line that is not a MESSAGE (nor DEBUG). */
    private String awaitAnswer() throws Lost, InterruptedException {
        while (true) {
            String line = next();
            if (line.startsWith("MESSAGE") || line.startsWith("DEBUG")) {
                messages++;
            } else {
                return line;
            }
        }
    }

    /** A line nothing was waiting for: MESSAGE is fine, anything else is a problem. */
    private void unexpected(String line) {
        if (line.startsWith("MESSAGE") || line.startsWith("DEBUG")) {
            messages++;
        } else {
            problem("unexpected '" + line + "' after '" + lastSent + "'");
        }
    }

    private String next() throws Lost, InterruptedException {
        try {
            String line = fromEngine.take(answerTimeoutMillis);
            if (line == null) {
                throw new Lost("the session's output ended after '" + lastSent + "'"
                        + (sessionFailure != null ? " (" + sessionFailure + ")" : ""));
            }
            return line;
        } catch (LinePipe.TimeoutException e) {
            throw new Lost("no answer within " + answerTimeoutMillis + " ms after '" + lastSent + "'"
                    + (game == null ? "" : " (" + rule + ", " + game.size() + "x" + game.size() + ", moves " + moveList()
                    + ", timeout_turn " + timeoutTurn + ")"));
        }
    }

    private void send(String line) {
        lastSent = line;
        toEngine.send(line);
    }

    private void problem(String text) {
        problems++;
        if (firstProblems.size() < PROBLEMS_KEPT) {
            firstProblems.add(text);
        }
    }
}
