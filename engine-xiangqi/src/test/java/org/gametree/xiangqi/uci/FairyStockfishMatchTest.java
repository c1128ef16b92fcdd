package org.gametree.xiangqi.uci;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.xiangqi.FairyStockfish;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;

/**
 * A game over UCI against Fairy-Stockfish: our engine (through {@link UciEngine}, as a GUI would
 * drive it) plays Red, Fairy-Stockfish Black, at a fixed node budget. Every move of both sides
 * must be legal; the game runs until it ends or 60 plies. Not a strength test: it shows the
 * protocol works with a real engine. Fairy-Stockfish numbers ranks 1–10, ours 0–9.
 */
class FairyStockfishMatchTest {

    private static final int PLIES = 60;
    private static final Pattern BEST = Pattern.compile("bestmove ([a-i])(\\d+)([a-i])(\\d+)");

    @Test
    void playsAGameAgainstFairyStockfish() throws Exception {
        Path engine = FairyStockfish.requireEngine();
        Process process = new ProcessBuilder(engine.toString()).redirectErrorStream(true).start();
        Position game = Position.startPosition();
        List<String> ours = new ArrayList<>();   // our coordinates, ranks 0-9
        List<String> theirs = new ArrayList<>(); // theirs, ranks 1-10
        try (PrintWriter toFairy = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
             BufferedReader fromFairy = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            toFairy.println("uci");
            toFairy.println("setoption name UCI_Variant value xiangqi");
            toFairy.println("ucinewgame");
            StringWriter log = new StringWriter();
            UciEngine us = new UciEngine(new PrintWriter(log));
            us.handle("uci");
            us.handle("ucinewgame");
            for (int ply = 0; ply < PLIES && !GameRules.result(game).isOver(); ply++) {
                String move;
                if (ply % 2 == 0) {
                    int before = log.toString().length();
                    us.handle("position startpos moves " + String.join(" ", ours));
                    us.handle("go nodes 20000");
                    move = awaitBest(log, before);
                } else {
                    toFairy.println("position startpos moves " + String.join(" ", theirs));
                    toFairy.println("go nodes 20000");
                    move = readBest(fromFairy);
                }
                int from = Squares.parse(move, 0);
                int to = Squares.parse(move, 2);
                int m = Move.of(from, to);
                assertTrue(from >= 0 && to >= 0 && game.isLegal(m), () -> "illegal move " + move + " in " + game);
                GameRules.play(game, m);
                ours.add(move);
                theirs.add(shift(move, +1));
            }
            us.handle("quit");
            toFairy.println("quit");
            GameResult result = GameRules.result(game);
            assertTrue(ours.size() == PLIES || result.isOver(), "the game reached its length or ended: " + ours);
        } finally {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    private static String awaitBest(StringWriter log, int from) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            Matcher m = BEST.matcher(log.toString().substring(from));
            if (m.find()) {
                return m.group(1) + m.group(2) + m.group(3) + m.group(4);
            }
            Thread.sleep(10);
        }
        throw new AssertionError("our engine gave no bestmove: " + log);
    }

    private static String readBest(BufferedReader in) throws Exception {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Matcher m = BEST.matcher(line);
            if (m.find()) {
                return m.group(1) + (Integer.parseInt(m.group(2)) - 1) + m.group(3) + (Integer.parseInt(m.group(4)) - 1);
            }
        }
        throw new AssertionError("fairy-stockfish closed without a bestmove");
    }

    /** A coordinate move with both ranks shifted (ours 0-9 to theirs 1-10 with +1). */
    private static String shift(String move, int by) {
        return "" + move.charAt(0) + (move.charAt(1) - '0' + by) + move.charAt(2) + (move.charAt(3) - '0' + by);
    }
}
