package org.gametree.gomoku.fuzz;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.gametree.core.fuzz.Fuzz;
import org.gametree.core.fuzz.Inputs;
import org.gametree.gomoku.protocol.GomocupDriver;
import org.gametree.gomoku.search.GomokuEngine;
import org.junit.jupiter.api.Test;

/**
 * Property-based fuzzing of the Gomocup loop (issue 11): sessions built from valid ones with
 * random edits, random text and random bytes, fed line by line to one driver. The property: only
 * {@code END} ends the session; every line outside {@code BOARD … DONE} (and {@code DONE}) gets
 * exactly one reply besides {@code MESSAGE} lines, empty lines none, {@code INFO} none or an
 * {@code ERROR}; no reply is the driver's
 * "internal error" (an unexpected exception); afterwards the driver is alive ({@code ABOUT}
 * answered, {@code END} ends it). Searches are bounded: after every {@code INFO} line outside a
 * board the harness sends {@code INFO timeout_turn 0} (a fixed depth of 4) and the engine has a
 * 1 MB table.
 */
class GomocupFuzzTest {

    private static final String FAST = "INFO timeout_turn 0";

    private static final List<String> SESSIONS = List.of(
            "START 15\nINFO rule 0\nBEGIN\nTURN 7,8\nTAKEBACK 7,8\nABOUT\nEND",
            "START 20\nINFO timeout_match 1000\nINFO time_left 500\nBOARD\n10,10,1\n10,11,2\n11,11,2\nDONE\nRESTART",
            "INFO rule 4\nSTART 15\nTURN 7,7\nTURN 8,8\nBOARD\n7,7,2\n8,7,1\n6,6,2\nDONE\nEND",
            "RECTSTART 15,15\nINFO max_memory 83886080\nINFO game_type 1\nTURN 0,0\nTURN 14,14\nEND",
            "START 15\nINFO rule 1\nBOARD\n7,7,1\n7,8,2\n8,8,1\n6,8,2\n9,9,1\n5,8,2\nDONE\nTURN 4,8\nABOUT",
            "start 15\nturn 7,7\ninfo timeout_turn 5\nboard\n1,1,3\ndone\nend");

    private static final List<String> WORDS = List.of("START", "RECTSTART", "RESTART", "INFO", "BEGIN", "TURN", "BOARD",
            "DONE", "TAKEBACK", "ABOUT", "END", "timeout_turn", "timeout_match", "time_left", "max_memory", "rule",
            "game_type", "7,7", "0,0", "14,14", "19,19", "1", "2", "3", ",", "\nDONE\n", "\nBOARD\n");

    @Test
    void gomocupSessions() {
        Fuzz.of("Gomocup", r -> Inputs.mixed(r, SESSIONS, WORDS, 200), GomocupFuzzTest::session)
                .tries(150).timeoutMillis(30_000).run();
    }

    private static String command(String line) {
        return line.trim().split("\\s+", 2)[0].toUpperCase(Locale.ROOT);
    }

    static void session(String script) {
        StringWriter buffer = new StringWriter();
        GomocupDriver driver = new GomocupDriver(new GomokuEngine("classic", 1, "line"), new PrintWriter(buffer));
        boolean inBoard = false;
        int blockReplies = 0; // a BOARD … DONE block gets one reply: an ERROR where it fails, or the move at DONE
        send(driver, buffer, FAST);
        for (String line : script.split("\n", -1)) {
            String command = command(line);
            List<String> replies = send(driver, buffer, line);
            if (replies == null) {
                if (!command.equals("END")) {
                    throw new AssertionError("the session ended on '" + line + "'");
                }
                return;
            }
            if (!replies.isEmpty() && replies.get(0).startsWith("ERROR internal error")) {
                throw new AssertionError("'" + line + "': " + replies.get(0));
            }
            boolean opensBoard = !inBoard && command.equals("BOARD");
            if (opensBoard || inBoard) {
                blockReplies += replies.size();
                boolean closes = inBoard && command.equals("DONE");
                boolean errorsOnly = replies.stream().allMatch(reply -> reply.startsWith("ERROR "));
                if (blockReplies > 1 || (!closes && !errorsOnly) || (closes && blockReplies != 1)) {
                    throw new AssertionError("'" + line + "'" + (inBoard ? " (in a board)" : "") + " got " + replies
                            + " (" + blockReplies + " replies in the block)");
                }
                inBoard = !closes;
                blockReplies = closes ? 0 : blockReplies;
                continue;
            }
            boolean answered = !line.trim().isEmpty();
            boolean info = command.equals("INFO"); // answered only when refused
            if (info ? replies.size() > 1 || (replies.size() == 1 && !replies.get(0).startsWith("ERROR "))
                    : replies.size() != (answered ? 1 : 0)) {
                throw new AssertionError("'" + line + "' got " + replies);
            }
            if (info) {
                send(driver, buffer, FAST);
            }
        }
        if (inBoard) {
            send(driver, buffer, "DONE");
        }
        List<String> about = send(driver, buffer, "ABOUT");
        if (!List.of(GomocupDriver.ABOUT).equals(about)) {
            throw new AssertionError("ABOUT after the session got " + about);
        }
        if (send(driver, buffer, "END") != null) {
            throw new AssertionError("END did not end the session");
        }
    }

    /** The replies to a line other than MESSAGE lines, or null if the driver ended. */
    private static List<String> send(GomocupDriver driver, StringWriter buffer, String line) {
        buffer.getBuffer().setLength(0);
        if (!driver.handle(line)) {
            return null;
        }
        List<String> replies = new ArrayList<>();
        String text = buffer.toString().replace("\r", "");
        for (String reply : text.isEmpty() ? List.<String>of() : Arrays.asList(text.split("\n"))) {
            if (!reply.startsWith("MESSAGE ")) {
                replies.add(reply);
            }
        }
        return replies;
    }
}
