package org.gametree.xiangqi.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;

/**
 * A misbehaving UCI engine for the match runner's tests, run as its own process
 * ({@code java -cp … FakeUciEngine MODE [N]}). It plays the first legal move until its N-th
 * {@code go} (default 1), and then, by mode:
 * <ul>
 *   <li>{@code crash}: exits with status 3 without answering;</li>
 *   <li>{@code hang}: never answers and reads nothing more, not even {@code stop} or {@code quit};</li>
 *   <li>{@code illegal}: answers {@code bestmove a0a9} (a rook through its own pieces);</li>
 *   <li>{@code garbage}: answers {@code bestmove xyz};</li>
 *   <li>{@code late MS}: answers only after MS ms, ignoring {@code stop} (give MS as the third argument);</li>
 *   <li>{@code good}: never misbehaves.</li>
 * </ul>
 */
public final class FakeUciEngine {

    private FakeUciEngine() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "good";
        int at = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        long lateMillis = args.length > 2 ? Long.parseLong(args[2]) : 0;
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Position position = Position.startPosition();
        int goes = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] words = line.trim().split("\\s+");
            switch (words[0]) {
                case "uci":
                    out.println("id name Fake " + mode);
                    out.println("id author the tests");
                    out.println("uciok");
                    break;
                case "isready":
                    out.println("readyok");
                    break;
                case "position":
                    position = Position.startPosition();
                    List<String> moves = new ArrayList<>();
                    for (int i = 3; i < words.length; i++) {
                        moves.add(words[i]);
                    }
                    for (String move : moves) {
                        GameRules.play(position, Openings.parseMove(move));
                    }
                    break;
                case "go":
                    goes++;
                    if (goes >= at) {
                        switch (mode) {
                            case "crash":
                                System.exit(3);
                                break;
                            case "hang":
                                Thread.sleep(Long.MAX_VALUE); // reads nothing more, not even quit
                                continue;
                            case "illegal":
                                out.println("bestmove a0a9");
                                continue;
                            case "garbage":
                                out.println("bestmove xyz");
                                continue;
                            case "late":
                                Thread.sleep(lateMillis);
                                break;
                            default:
                                break;
                        }
                    }
                    int[] legal = position.legalMoves();
                    out.println("info depth 1 score cp 0 nodes 1 pv " + Move.toCoordinate(legal[0]));
                    out.println("bestmove " + Move.toCoordinate(legal[0]));
                    break;
                case "quit":
                    return;
                default:
                    break; // ucinewgame, stop, setoption
            }
        }
    }
}
