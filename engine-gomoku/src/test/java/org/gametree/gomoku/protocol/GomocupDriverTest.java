package org.gametree.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.gametree.core.search.SearchLimits;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.TestData;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.search.GomokuEngine;
import org.junit.jupiter.api.Test;

/**
 * The protocol driver on injected streams. Every move a driver sends is checked by a referee
 * position: on the board, empty, and (renju) not forbidden for black. Searches get
 * {@code INFO timeout_turn 150} (the whole game: 0, a fixed depth); the engines use small tables.
 * How long a move takes is not asserted here: the machines are shared (benchmarks measure speed).
 */
class GomocupDriverTest {

    private static final String TIME = "INFO timeout_turn 150";

    /** A driver with its output captured line by line. */
    private static final class Brain {
        private final StringWriter buffer = new StringWriter();
        private final GomocupDriver driver = new GomocupDriver(new GomokuEngine("classic", 4, "line"), new PrintWriter(buffer));
        private final List<String> messages = new ArrayList<>();

        /** Every line written in answer to {@code line}. */
        List<String> send(String line) {
            buffer.getBuffer().setLength(0);
            assertTrue(driver.handle(line), "the driver ended on " + line);
            String text = buffer.toString().replace("\r", "");
            return text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
        }

        /** The one reply to {@code line} that is not a MESSAGE (MESSAGE lines are kept in {@link #messages}). */
        String reply(String line) {
            List<String> replies = new ArrayList<>();
            for (String out : send(line)) {
                if (out.startsWith("MESSAGE ")) {
                    messages.add(out);
                } else {
                    replies.add(out);
                }
            }
            assertEquals(1, replies.size(), "replies to '" + line + "': " + replies);
            return replies.get(0);
        }

        /** Sends lines that get no reply. */
        void silent(String... lines) {
            for (String line : lines) {
                assertEquals(List.of(), send(line), line);
            }
        }

        /** An ERROR reply with a reason. */
        String error(String line) {
            String reply = reply(line);
            assertTrue(reply.matches("ERROR \\S.*"), line + " -> " + reply);
            return reply;
        }

        /** Starts a 15×15 game under the rule id (INFO rule) with the test's time. */
        Brain start(int ruleBits) {
            assertEquals("OK", reply("START 15"));
            silent(TIME, "INFO rule " + ruleBits);
            return this;
        }

        /** BOARD with own and opponent's stones (h8-style lists, each in the order played); the move in answer. */
        String board(String own, String opponent) {
            silent("BOARD");
            for (int p : Notation.parseMoves(15, own)) {
                silent(Notation.toGomocup(p) + ",1");
            }
            for (int p : Notation.parseMoves(15, opponent)) {
                silent(Notation.toGomocup(p) + ",2");
            }
            return reply("DONE");
        }
    }

    /** The point of a move reply, after checking it is legal in the referee's position; then played there. */
    private static int playChecked(GomokuPosition referee, String reply) {
        assertTrue(reply.matches("\\d{1,2},\\d{1,2}"), "not a move: " + reply);
        int point = Notation.parseGomocup(referee.size(), reply);
        assertEquals(GomokuPosition.EMPTY, referee.stoneAt(point), reply + " is occupied");
        assertTrue(referee.isLegal(point), reply + " is not legal (forbidden?) in " + Notation.formatMoves(referee));
        referee.makeMove(point);
        return point;
    }

    private static String at(String name) {
        return Notation.toGomocup(Notation.parsePoint(15, name));
    }

    /** The referee's position from own and opponent stones as BOARD replays them. */
    private static GomokuPosition referee(Rule rule, String own, String opponent) {
        int[] mine = Notation.parseMoves(15, own);
        int[] theirs = Notation.parseMoves(15, opponent);
        int[] black = mine.length == theirs.length ? mine : theirs;
        int[] white = mine.length == theirs.length ? theirs : mine;
        GomokuPosition position = new GomokuPosition(rule, 15);
        for (int i = 0; i < black.length; i++) {
            position.makeMove(black[i]);
            if (i < white.length) {
                position.makeMove(white[i]);
            }
        }
        return position;
    }

    // ---------------------------------------------------------------- 1. a whole game

    /**
     * Two drivers play each other to the end. {@code timeout_turn 0} ("as fast as possible") makes
     * them search to a fixed depth without a clock, so the game — and this test's run time — is
     * the same on a busy machine as on an idle one.
     */
    @Test
    void twoDriversPlayAWholeGameThroughBoardTakebackAndGarbage() {
        Brain a = new Brain().start(0);
        Brain b = new Brain().start(0);
        a.silent("INFO timeout_turn 0");
        b.silent("INFO timeout_turn 0");
        GomokuPosition referee = new GomokuPosition(Rule.FREESTYLE, 15);
        int move = playChecked(referee, a.reply("BEGIN")); // a is black
        Brain toMove = b;
        boolean garbage = false;
        boolean tookBack = false;
        boolean restartedBoard = false;
        boolean plainBoard = false;
        while (!referee.result().isOver()) {
            Brain other = toMove == a ? b : a;
            String last = Notation.toGomocup(move);
            if (referee.ply() >= 2 && !garbage) {
                garbage = true;
                toMove.silent("", "   ");
                toMove.error("HELLO world");
                toMove.error("TURN 99,99");
                toMove.error("TURN 7;7");
                toMove.error("TURN " + Notation.toGomocup(referee.moveAt(0)));
                toMove.error("START abc");
                toMove.error("TAKEBACK " + last); // not seen yet: not its last move
                toMove.error("BEGIN");
                move = playChecked(referee, toMove.reply("turn " + last));
            } else if (referee.ply() >= 4 && !tookBack) {
                // the side that just moved takes back its move and the one before, then answers again;
                // the other side never saw the first answer
                tookBack = true;
                assertEquals("OK", other.reply("TAKEBACK " + last));
                String before = Notation.toGomocup(referee.moveAt(referee.ply() - 2));
                assertEquals("OK", other.reply("TAKEBACK " + before));
                referee.unmakeMove();
                move = playChecked(referee, other.reply("TURN " + before));
                // the side to move learns the new answer after taking back the old one (it had not seen it)
                continue;
            } else if (referee.ply() >= 6 && !restartedBoard) {
                restartedBoard = true;
                assertEquals("OK", toMove.reply("RESTART"));
                move = playChecked(referee, toMove.reply(boardCommand(toMove, referee)));
            } else if (referee.ply() >= 9 && !plainBoard) {
                plainBoard = true;
                move = playChecked(referee, toMove.reply(boardCommand(toMove, referee)));
            } else {
                move = playChecked(referee, toMove.reply("TURN " + last));
            }
            toMove = other;
        }
        assertTrue(garbage && tookBack && restartedBoard && plainBoard, "the game ended after " + referee.ply() + " moves");
        // the loser is told the last move: the game is over, and it says so
        GameResult result = referee.result();
        assertTrue(result == GameResult.BLACK_WINS || result == GameResult.WHITE_WINS || result == GameResult.DRAW, "" + result);
        String end = toMove.reply("TURN " + Notation.toGomocup(move));
        assertTrue(end.startsWith("ERROR the game is over"), end);
        assertFalse(a.driver.handle("END"));
        assertFalse(b.driver.handle("END"));
        assertTrue(a.messages.stream().anyMatch(m -> m.matches("MESSAGE depth \\d+ value -?\\S+.* nodes \\d+ time \\d+ nps \\d+ pv \\d+,\\d+.*")),
                "" + a.messages);
    }

    /**
     * Sends BOARD with the referee's stones, as the side to move sees them, line by line, and
     * returns "DONE" for the caller to send (its reply is the move).
     */
    private static String boardCommand(Brain brain, GomokuPosition referee) {
        brain.silent("BOARD");
        int mover = referee.stoneToMove();
        for (int i = 0; i < referee.ply(); i++) {
            int p = referee.moveAt(i);
            brain.silent(Notation.toGomocup(p) + "," + (referee.stoneAt(p) == mover ? 1 : 2));
        }
        return "DONE";
    }

    // ---------------------------------------------------------------- 2. renju forbidden points

    @Test
    void blackNeverPlaysAForbiddenPointThatAFreestyleEnginePlays() {
        int rows = 0;
        int freestyleTakesIt = 0;
        for (String[] row : TestData.puzzles()) {
            if (!row[3].equals("forbidden")) {
                continue;
            }
            rows++;
            int[] moves = Notation.parseMoves(15, row[2]);
            StringBuilder black = new StringBuilder();
            StringBuilder white = new StringBuilder();
            for (int i = 0; i < moves.length; i++) {
                (i % 2 == 0 ? black : white).append(Notation.name(15, moves[i])).append(',');
            }
            Set<Integer> forbidden = Arrays.stream(row[4].split(","))
                    .map(a -> Notation.parsePoint(15, a.substring(1))).collect(Collectors.toSet());
            GomokuPosition referee = referee(Rule.RENJU, black.toString(), white.toString());
            int renju = playChecked(referee, new Brain().start(4).board(black.toString(), white.toString()));
            assertFalse(forbidden.contains(renju), row[2]);
            String free = new Brain().start(0).board(black.toString(), white.toString());
            if (forbidden.contains(Notation.parseGomocup(15, free))) {
                freestyleTakesIt++;
            }
        }
        assertEquals(7, rows);
        // the test means something: without the rule the engine plays there — in four rows by a
        // five or a threat-solver win (node budgets, not time, so the same on every machine)
        assertTrue(freestyleTakesIt >= 4, "the freestyle engine played " + freestyleTakesIt + " of the forbidden points");
    }

    @Test
    void aBlackOpponentsForbiddenTurnIsRefused() {
        // black d10 e10 f12 f11 makes f10 a double-three; black's four j3..m3 (i3 white) forces white to n3
        Brain brain = new Brain().start(4);
        String own = "i3,a1,a5,a9,a13,c1,c15";
        String opponent = "d10,e10,f12,f11,j3,k3,l3,m3";
        GomokuPosition referee = referee(Rule.RENJU, own, opponent);
        assertEquals(at("n3"), Notation.toGomocup(playChecked(referee, brain.board(own, opponent))));
        String refused = brain.error("TURN " + at("f10"));
        assertTrue(refused.contains("forbidden") && refused.contains("double-three"), refused);
        // nothing changed: white's n3 is still the last move; taken back with black's m3 and
        // m3 played again, white blocks at n3 again
        assertEquals("OK", brain.reply("TAKEBACK " + at("n3")));
        assertEquals("OK", brain.reply("TAKEBACK " + at("m3")));
        assertEquals(at("n3"), brain.reply("TURN " + at("m3")));
    }

    // ---------------------------------------------------------------- 3. wins and blocks

    @Test
    void playsItsOwnFiveBeforeBlockingTheOpponentsFour() {
        Brain brain = new Brain().start(0);
        String reply = brain.board("d8,e8,f8,g8,a1", "d9,e9,f9,g9,o15");
        assertTrue(Set.of(at("c8"), at("h8")).contains(reply), reply);
        assertTrue(brain.messages.stream().anyMatch(m -> m.startsWith("MESSAGE FIVE value mate 1 ")), "" + brain.messages);
    }

    @Test
    void blocksTheOpponentsFour() {
        // black's d3 e3 f3 g3, closed by white's c3: white (this engine, one stone fewer) must take h3
        Brain brain = new Brain().start(0);
        String own = "c3,a15,o15";
        String opponent = "d3,e3,f3,g3";
        assertEquals(at("h3"), brain.board(own, opponent));
        // and as black
        Brain black = new Brain().start(0);
        assertEquals(at("h3"), black.board("c3,a15,o15,a13", "d3,e3,f3,g3"));
    }

    @Test
    void blocksAnOpenFourAtOneEnd() {
        // nothing saves white, but it still puts a stone at an end of the four
        Brain brain = new Brain().start(0);
        String reply = brain.board("a15,o15,a1", "e5,f5,g5,h5");
        assertTrue(Set.of(at("d5"), at("i5")).contains(reply), reply);
    }

    @Test
    void playsTheFirstMoveOfAVcf() {
        // gomoku-puzzles.tsv row 3: black to move wins by VCF
        String game = "i10,e9,g11,e6,h10,g8,i9,j8,g10,j10,g12,g13,i12,i11";
        int[] moves = Notation.parseMoves(15, game);
        StringBuilder black = new StringBuilder();
        StringBuilder white = new StringBuilder();
        for (int i = 0; i < moves.length; i++) {
            (i % 2 == 0 ? black : white).append(Notation.name(15, moves[i])).append(',');
        }
        Brain brain = new Brain().start(0);
        String reply = brain.board(black.toString(), white.toString());
        Set<String> answers = Arrays.stream("f12,e10,f10,h12,f14,k9,e13".split(",")).map(GomocupDriverTest::at)
                .collect(Collectors.toSet());
        assertTrue(answers.contains(reply), reply);
        assertTrue(brain.messages.stream().anyMatch(m -> m.matches("MESSAGE VCF value mate \\d+ nodes \\d+ pv \\d+,\\d+( \\d+,\\d+)*")),
                "" + brain.messages);
    }

    @Test
    void saysWhenItDefendsAgainstAVct() {
        // Renju, game 19 of a match against Rapfi: white would win by VCT were it to move; only
        // black's counter-threats stop it. Three seconds a move: the question and the defence
        // (an eighth and three eighths of it) need about a tenth of a second here
        Brain brain = new Brain().start(4);
        brain.silent("INFO timeout_turn 3000");
        String reply = brain.board("h8,j6,i5", "g8,g9,h9");
        assertTrue(brain.messages.stream().anyMatch(m -> m.matches("MESSAGE defence against a VCT: \\d+ moves searched")),
                "" + brain.messages);
        assertTrue(Set.of(at("k7"), at("h4"), at("l8"), at("g3")).contains(reply), reply);
    }

    // ---------------------------------------------------------------- 4. errors

    @Test
    void commandsBeforeStartAreErrorsAndTheDriverKeepsGoing() {
        Brain brain = new Brain();
        assertEquals("ERROR no game: send START first", brain.reply("TURN 7,7"));
        assertEquals("ERROR no game: send START first", brain.reply("BEGIN"));
        assertEquals("ERROR no game: send START first", brain.reply("RESTART"));
        assertEquals("ERROR no game: send START first", brain.reply("TAKEBACK 7,7"));
        // a BOARD that cannot be used is answered at once, and its lines are skipped up to DONE
        assertEquals("ERROR no game: send START first" + IGNORED, brain.reply("BOARD"));
        brain.silent("7,7,1", "DONE");
        brain.silent("INFO timeout_turn 150"); // INFO and ABOUT need no game
        assertEquals(GomocupDriver.ABOUT, brain.reply("ABOUT"));
        assertEquals("OK", brain.reply("START 15"));
        assertTrue(brain.reply("BEGIN").matches("\\d+,\\d+"));
    }

    @Test
    void badCommandsAreErrorsAndChangeNothing() {
        Brain brain = new Brain();
        assertEquals("ERROR unsupported board size 14 (supported: 15 to 20)", brain.reply("START 14"));
        assertEquals("ERROR unsupported board size 21 (supported: 15 to 20)", brain.reply("START 21"));
        assertEquals("ERROR board size must be a whole number, got 'abc'", brain.reply("START abc"));
        assertEquals("ERROR rectangular boards are not supported, only square ones", brain.reply("RECTSTART 15,20"));
        assertEquals("OK", brain.reply("RECTSTART 20,20"));
        assertEquals("OK", brain.reply("start 15"));
        brain.silent(TIME);
        assertEquals("ERROR unknown command 'HELLO'", brain.reply("HELLO"));
        assertEquals("ERROR unknown command 'YXSHOWFORBID'", brain.reply("YXSHOWFORBID"));
        assertEquals("ERROR expected a point x,y, got '7'", brain.reply("TURN 7"));
        assertEquals("ERROR expected a point x,y, got ''", brain.reply("TURN"));
        assertEquals("ERROR x must be a whole number, got 'a'", brain.reply("TURN a,b"));
        assertEquals("ERROR point 15,0 is off the board (0 to 14)", brain.reply("TURN 15,0"));
        assertEquals("ERROR point -1,3 is off the board (0 to 14)", brain.reply("TURN -1,3"));
        assertEquals("ERROR BEGIN takes no arguments, got 'now'", brain.reply("BEGIN now"));
        assertEquals("ERROR INFO expects a key and a value, got 'timeout_turn'", brain.reply("INFO timeout_turn"));
        assertEquals("ERROR timeout_turn must be a whole number, got '1.5'", brain.reply("INFO timeout_turn 1.5"));
        assertEquals("ERROR time_left must not be negative, got -5", brain.reply("INFO time_left -5"));
        brain.silent("INFO game_type 1", "INFO folder /tmp/x y", "INFO evaluate 3,4", "INFO max_memory 83886080");

        GomokuPosition referee = new GomokuPosition(Rule.FREESTYLE, 15);
        playChecked(referee, "7,7");
        String mine = Notation.toGomocup(playChecked(referee, brain.reply("TURN 7,7")));
        assertEquals("ERROR 7,7 is occupied", brain.reply("TURN 7,7"));
        assertEquals("ERROR " + mine + " is occupied", brain.reply("TURN " + mine));
        assertEquals("ERROR BEGIN needs an empty board (use BOARD for a position)", brain.reply("BEGIN"));

        // bad BOARDs leave the game as it was
        assertBoardError(brain, "ERROR BOARD has 2 own and 0 opponent stones; the opponent must have as many as this engine or one more",
                "7,7,1", "8,8,1");
        assertBoardError(brain, "ERROR BOARD has 0 own and 2 opponent stones; the opponent must have as many as this engine or one more",
                "7,7,2", "8,8,2");
        assertBoardError(brain, "ERROR BOARD lists 7,7 twice", "7,7,1", "7,7,2");
        // a bad line is answered as it arrives, naming it; the rest of the block is skipped
        assertBoardError(brain, "ERROR BOARD line 1 '15,7,1': point 15,7 is off the board (0 to 14)" + IGNORED, "15,7,1", "7,7,2");
        assertBoardError(brain, "ERROR BOARD line 2 '7,7': expected x,y,field" + IGNORED, "8,8,2", "7,7", "8,8,2");
        assertBoardError(brain, "ERROR BOARD line 1 '7,7,4': field must be 1 (own) or 2 (opponent)" + IGNORED, "7,7,4", "8,8,2");
        assertBoardError(brain, "ERROR BOARD line 1 '7,7,3': continuous game (field 3) is not supported" + IGNORED, "7,7,3", "8,8,2");
        assertBoardError(brain, "ERROR BOARD line 1 '7,7,x': field must be a whole number, got 'x'" + IGNORED, "7,7,x", "8,8,2");
        assertBoardError(brain, "ERROR BOARD line 1 'TURN 7,7': expected x,y,field" + IGNORED, "TURN 7,7", "BEGIN");
        assertEquals("ERROR BOARD takes no arguments, got '2'" + IGNORED, brain.reply("BOARD 2"));
        brain.silent("7,7,2", "DONE");
        assertBoardError(brain, "ERROR BOARD: the game is over (black wins)",
                "0,0,2", "0,5,1", "1,0,2", "1,5,1", "2,0,2", "2,5,1", "3,0,2", "3,5,1", "4,0,2");
        assertBoardError(brain, "ERROR BOARD: the game was over (black wins) before 14,14",
                "0,0,1", "0,5,2", "1,0,1", "1,5,2", "2,0,1", "2,5,2", "3,0,1", "3,5,2", "4,0,1", "14,14,2");

        // TAKEBACK of anything but the last move; the game is still 7,7 and the driver's answer
        assertEquals("ERROR 7,7 is not the last move (the last move is " + mine + ")", brain.reply("TAKEBACK 7,7"));
        assertEquals("ERROR 0,0 is not the last move (the last move is " + mine + ")", brain.reply("TAKEBACK 0,0"));
        assertEquals("OK", brain.reply("TAKEBACK " + mine));
        assertEquals("OK", brain.reply("TAKEBACK 7,7"));
        assertEquals("ERROR 7,7 is not the last move (the board is empty)", brain.reply("TAKEBACK 7,7"));
        // and normal play goes on
        referee = new GomokuPosition(Rule.FREESTYLE, 15);
        playChecked(referee, brain.reply("BEGIN"));
        playChecked(referee, "0,0");
        playChecked(referee, brain.reply("TURN 0,0"));
    }

    private static final String IGNORED = "; BOARD ignored up to DONE, the game is unchanged";

    /** BOARD, the lines and DONE get exactly one reply, {@code error}, at whichever line it comes. */
    private static void assertBoardError(Brain brain, String error, String... lines) {
        List<String> replies = new ArrayList<>(brain.send("BOARD"));
        for (String line : lines) {
            replies.addAll(brain.send(line));
        }
        replies.addAll(brain.send("DONE"));
        assertEquals(List.of(error), replies);
    }

    @Test
    void aTurnThatEndsTheGameIsKeptAndAnsweredWithAnError() {
        Brain brain = new Brain().start(0);
        String end = brain.board("a15,o15,a1", "e5,f5,g5,h5");
        String other = end.equals(at("d5")) ? at("i5") : at("d5");
        assertEquals("ERROR the game is over (black wins)", brain.reply("TURN " + other));
        assertEquals("OK", brain.reply("TAKEBACK " + other)); // the five was kept
        assertEquals("ERROR 0,0 is occupied", brain.reply("TURN 0,0"));
    }

    // ---------------------------------------------------------------- 5. ABOUT, INFO rule, END

    @Test
    void aboutNamesTheEngine() {
        String about = new Brain().reply("about");
        assertTrue(about.matches("name=\"[^\"]+\", version=\"[^\"]+\", author=\"[^\"]+\", country=\"[^\"]+\""), about);
    }

    @Test
    void ruleBitmask() {
        assertEquals(Rule.FREESTYLE, GomocupDriver.ruleOf(0));
        assertEquals(Rule.STANDARD, GomocupDriver.ruleOf(1));
        assertEquals(Rule.FREESTYLE, GomocupDriver.ruleOf(2)); // continuous game: ignored
        assertEquals(Rule.STANDARD, GomocupDriver.ruleOf(3));
        assertEquals(Rule.RENJU, GomocupDriver.ruleOf(4));
        assertEquals(Rule.RENJU, GomocupDriver.ruleOf(5));
        assertEquals(Rule.RENJU, GomocupDriver.ruleOf(6));
        assertEquals(Rule.FREESTYLE, GomocupDriver.ruleOf(8)); // caro: ignored
    }

    /**
     * Black (this engine) can make six with h8 (e8 f8 g8 . i8 j8) while white threatens a five
     * at i3 (e3..h3, d3 black): the overline wins in freestyle only; under exactly-five and renju
     * black must block.
     */
    @Test
    void infoRuleDecidesWhetherAnOverlineWins() {
        String own = "e8,f8,g8,i8,j8,d3";
        String opponent = "e3,f3,g3,h3,a15,o15";
        for (int bits : new int[] {0, 2, 8}) {
            assertEquals(at("h8"), new Brain().start(bits).board(own, opponent), "rule " + bits);
        }
        for (int bits : new int[] {1, 3, 4, 5}) {
            assertEquals(at("i3"), new Brain().start(bits).board(own, opponent), "rule " + bits);
        }
        // INFO rule after BOARD replays the game under the new rule
        Brain brain = new Brain().start(0);
        brain.silent("BOARD");
        for (int p : Notation.parseMoves(15, own)) {
            brain.silent(Notation.toGomocup(p) + ",1");
        }
        for (int p : Notation.parseMoves(15, opponent)) {
            brain.silent(Notation.toGomocup(p) + ",2");
        }
        assertEquals(at("h8"), brain.reply("DONE"));
        assertEquals("OK", brain.reply("TAKEBACK " + at("h8")));
        brain.silent("INFO rule 1");
        assertEquals("OK", brain.reply("TAKEBACK " + at("o15")));
        assertEquals(at("i3"), brain.reply("TURN " + at("o15")));
    }

    @Test
    void endStopsTheLoopAndTheEndOfInputToo() throws IOException {
        StringWriter out = new StringWriter();
        GomocupDriver driver = new GomocupDriver(new GomokuEngine("classic", 4, "line"), new PrintWriter(out));
        BufferedReader in = new BufferedReader(new StringReader("START 15\r\n\r\nabout\r\nEND\r\nABOUT\r\n"));
        driver.run(in);
        assertEquals("OK\n" + GomocupDriver.ABOUT + "\n", out.toString().replace("\r", ""));
        assertEquals("ABOUT", in.readLine()); // END was the last line read
        StringWriter out2 = new StringWriter();
        new GomocupDriver(new GomokuEngine("classic", 4, "line"), new PrintWriter(out2))
                .run(new BufferedReader(new StringReader("START 16\nINFO timeout_turn 150\nBEGIN")));
        List<String> lines = Arrays.stream(out2.toString().split("\\R")).filter(l -> !l.startsWith("MESSAGE")).toList();
        assertEquals(2, lines.size(), "" + lines);
        assertEquals("OK", lines.get(0));
        assertTrue(lines.get(1).matches("\\d+,\\d+"), lines.get(1));
        // END inside BOARD ends too
        Brain brain = new Brain().start(0);
        brain.silent("BOARD", "7,7,1");
        assertFalse(brain.driver.handle("END"));
    }

    // ---------------------------------------------------------------- 6. responsive and bounded (issue 11)

    /** Output a test thread can read while the driver's threads write it. */
    private static final class SharedOutput {
        private final StringWriter buffer = new StringWriter(); // a StringBuffer: synchronized
        final PrintWriter writer = new PrintWriter(buffer, true);

        List<String> lines() {
            String text = buffer.toString().replace("\r", "");
            return text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
        }

        List<String> replies() {
            return lines().stream().filter(l -> !l.startsWith("MESSAGE ")).toList();
        }

        /** Waits (at most 30 s) until a line satisfies the test. */
        void await(java.util.function.Predicate<String> test, String what) throws InterruptedException {
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (lines().stream().noneMatch(test)) {
                assertTrue(System.nanoTime() < deadline, "no " + what + " in " + lines());
                Thread.sleep(2);
            }
        }
    }

    /** A reader of {@code head}, then {@code body} {@code times} times, then {@code tail}, made as it is read. */
    private static final class GeneratedReader extends java.io.Reader {
        private final String head;
        private final String body;
        private final String tail;
        private long bodiesLeft;
        private String current;
        private int position;

        GeneratedReader(String head, String body, long times, String tail) {
            this.head = head;
            this.body = body;
            this.tail = tail;
            this.bodiesLeft = times;
            this.current = head;
        }

        @Override
        public int read(char[] target, int offset, int length) {
            while (current != null && position == current.length()) {
                position = 0;
                if (current == tail) {
                    current = null;
                } else if (bodiesLeft > 0) {
                    bodiesLeft--;
                    current = body;
                } else {
                    current = tail;
                }
            }
            if (current == null) {
                return -1;
            }
            int n = Math.min(length, current.length() - position);
            current.getChars(position, position + n, target, offset);
            position += n;
            return n;
        }

        @Override
        public void close() {
        }
    }

    /**
     * END while a move is searched with a minute on the clock stops it at once: run() returns
     * well within 2 s and no move is written after END. Meanwhile ABOUT is answered, INFO is
     * taken (for the next search; a bad value is still an ERROR) and a second TURN is refused.
     * Before: the loop read nothing until the search had used its minute.
     */
    @Test
    void endDuringALongSearchStopsItAtOnce() throws Exception {
        java.io.PipedWriter manager = new java.io.PipedWriter();
        BufferedReader in = new BufferedReader(new java.io.PipedReader(manager, 1 << 16));
        SharedOutput out = new SharedOutput();
        GomocupDriver driver = new GomocupDriver(new GomokuEngine("classic", 4, "line"), out.writer);
        Thread loop = new Thread(() -> driver.run(in), "test-gomocup-loop");
        loop.setDaemon(true);
        loop.start();
        manager.write("START 15\nINFO timeout_turn 60000\nINFO timeout_match 0\nBEGIN\n");
        manager.flush();
        out.await(l -> l.startsWith("MESSAGE depth 1 "), "first iteration"); // the search is running
        manager.write("ABOUT\nTURN 0,0\nINFO time_left abc\nINFO timeout_turn 0\n");
        manager.flush();
        out.await(l -> l.startsWith("ERROR time_left"), "INFO error");
        assertEquals(TimeControl.FAST_DEPTH, driver.nextLimits().depth(), "INFO timeout_turn 0 is taken during the search");
        long start = System.nanoTime();
        manager.write("END\n");
        manager.flush();
        loop.join(10_000);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertFalse(loop.isAlive(), "the loop did not end after END");
        assertTrue(millis < 2_000, "END took " + millis + " ms");
        Thread.sleep(50); // a search thread that went on writing would show now
        assertEquals(List.of("OK", ABOUT_REPLY,
                "ERROR busy: still thinking about a move; TURN is refused until it is sent (INFO, ABOUT and END are taken meanwhile)",
                "ERROR time_left must be a whole number, got 'abc'"), out.replies());
        manager.close();
    }

    private static final String ABOUT_REPLY = GomocupDriver.ABOUT;

    /**
     * A whole session piped at once: the commands that arrive during the search are answered
     * (ABOUT) or refused (TURN, BEGIN) without waiting, and at the end of the input the search
     * is finished and its move sent.
     */
    @Test
    void commandsPipedDuringASearchAreAnsweredAndTheMoveStillComes() {
        SharedOutput out = new SharedOutput();
        GomocupDriver driver = new GomocupDriver(new GomokuEngine("classic", 4, "line"), out.writer);
        driver.run(new BufferedReader(new StringReader("START 15\nINFO timeout_turn 400\nBEGIN\nTURN 0,0\nABOUT\nbegin\n")));
        List<String> replies = out.replies();
        assertEquals(5, replies.size(), "" + replies);
        assertEquals("OK", replies.get(0));
        assertTrue(replies.get(1).startsWith("ERROR busy: still thinking about a move; TURN is refused"), replies.get(1));
        assertEquals(ABOUT_REPLY, replies.get(2));
        assertTrue(replies.get(3).startsWith("ERROR busy: still thinking about a move; BEGIN is refused"), replies.get(3));
        assertTrue(replies.get(4).matches("\\d+,\\d+"), replies.get(4));
    }

    /**
     * A BOARD followed by a million stone lines and no DONE holds at most one line per point
     * (225 on 15×15), answers ERROR at the first line too many, skips the rest, and the loop is
     * still there afterwards. Before: every line was kept until DONE.
     */
    @Test
    void aBoardWithoutDoneStaysBounded() {
        SharedOutput out = new SharedOutput();
        GomocupDriver driver = new GomocupDriver(new GomokuEngine("classic", 4, "line"), out.writer);
        driver.run(new BufferedReader(new GeneratedReader("START 15\nBOARD\n", "7,7,1\n", 1_000_000, "")));
        assertEquals(225, driver.boardLinesHeld());
        assertEquals(List.of("OK", "ERROR BOARD line 226 '7,7,1': more stone lines than the board's 225 points" + IGNORED),
                out.replies());
        // the same driver goes on once DONE comes
        assertTrue(driver.handle("DONE"));
        assertTrue(driver.handle("ABOUT"));
        assertEquals(ABOUT_REPLY, out.replies().get(2));
    }

    /**
     * A ten-million-character line is not kept: it is answered ERROR (inside BOARD it is the
     * bad line of the block) and the next line is read as usual.
     */
    @Test
    void anEndlessLineIsNotKept() {
        SharedOutput out = new SharedOutput();
        GomocupDriver driver = new GomocupDriver(new GomokuEngine("classic", 4, "line"), out.writer);
        String many = "x".repeat(1000);
        driver.run(new BufferedReader(new GeneratedReader("START 15\nTURN ", many, 10_000, "\r\nABOUT\r\nBOARD\r\n7,7,2\r\n"
                + "7".repeat(5000) + "\r\n8,8,1\r\nDONE\r\nABOUT\r\n")));
        List<String> replies = out.replies();
        assertEquals(List.of("OK",
                "ERROR a line longer than " + GomocupDriver.MAX_LINE + " characters ('TURN " + "x".repeat(35) + "...') is ignored",
                ABOUT_REPLY,
                "ERROR BOARD line 2: a line longer than " + GomocupDriver.MAX_LINE + " characters ('" + "7".repeat(40) + "...')" + IGNORED,
                ABOUT_REPLY), replies);
    }

    // ---------------------------------------------------------------- time

    /**
     * issue 11 (soak): "as fast as possible" had no clock, so the threat checks before the search
     * ran to their node budgets — 12 to 16 s for this Renju position. Now the move comes within
     * the fast limit (a generous bound: the machine is shared).
     */
    @Test
    void asFastAsPossibleIsFastInRenjuToo() {
        GomocupDriver driver = new GomocupDriver(GomokuEngine.strongest(), new PrintWriter(new StringWriter()));
        for (String line : List.of("INFO rule 4", "START 20", "INFO timeout_turn 0", "BOARD", "10,10,1", "10,12,2",
                "12,12,1", "11,14,2", "11,10,1", "12,14,2")) {
            driver.handle(line);
        }
        long started = System.nanoTime();
        driver.handle("DONE");
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertTrue(millis < 6_000, "answered in " + millis + " ms");
    }

    @Test
    void timeControl() {
        TimeControl time = new TimeControl();
        // defaults: 30 s a move, the match time practically unlimited
        assertEquals(30_000, time.budget());
        assertEquals(30_000 - 3_000 - 30, time.limits().millis());
        assertEquals(SearchLimits.MAX_DEPTH, time.limits().depth());
        time.timeoutTurn(200);
        assertEquals(200 - 20 - 30, time.limits().millis());
        time.timeoutMatch(60_000);
        time.timeLeft(1_500);
        assertEquals(100, time.budget()); // 1500 / 15
        assertEquals(100 - 10 - 30, time.limits().millis());
        time.timeLeft(150);
        assertEquals(TimeControl.MIN_MILLIS, time.limits().millis()); // never less than 20 ms
        time.newGame();
        time.spent(58_500);
        assertEquals(100, time.budget()); // 60000 - 58500 left, counted by the driver itself
        time.timeoutMatch(0); // no match limit
        assertEquals(200, time.budget());
        time.timeoutTurn(0); // as fast as possible: a shallow search within a second
        assertEquals(TimeControl.FAST_DEPTH, time.limits().depth());
        assertEquals(TimeControl.afterMargin(TimeControl.FAST_MILLIS), time.limits().millis());
        time.timeoutMatch(30_000); // 2 s a move by the match clock: the fast limit is shorter
        assertEquals(TimeControl.FAST_DEPTH, time.limits().depth());
        assertEquals(1_000 - 100 - 30, time.limits().millis());
        time.timeoutMatch(9_000); // 600 ms a move by the match clock
        assertEquals(600 - 60 - 30, time.limits().millis());
    }
}
