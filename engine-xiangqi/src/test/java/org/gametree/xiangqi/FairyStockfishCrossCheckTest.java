package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * Per-move perft at depth 3 against Fairy-Stockfish ({@code go perft 3}) on positions reached by
 * random play. Runs when the engine is installed (Debian's {@code fairy-stockfish} puts it in
 * {@code /usr/games}); on CI ({@code CI=true}) a missing engine is a failure, not a skip.
 * Fairy-Stockfish numbers ranks 1–10; ours are 0–9.
 */
class FairyStockfishCrossCheckTest {

    private static final int POSITIONS = 240;
    private static final int DEPTH = 3;
    private static final Pattern DIVIDE_LINE = Pattern.compile("([a-i])(\\d+)([a-i])(\\d+): (\\d+)");

    @Test
    void divideAgreesWithFairyStockfish() throws Exception {
        Path engine = FairyStockfish.requireEngine();
        List<String> fens = randomPositions();
        Process process = new ProcessBuilder(engine.toString()).redirectErrorStream(true).start();
        try (PrintWriter in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
             BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            in.println("uci");
            readUntil(out, "uciok");
            in.println("setoption name UCI_Variant value xiangqi");
            in.println("isready");
            readUntil(out, "readyok");
            long totalNodes = 0;
            for (String fen : fens) {
                in.println("position fen " + fen);
                in.println("go perft " + DEPTH);
                Map<String, Long> theirs = new TreeMap<>();
                long theirTotal = -1;
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    Matcher m = DIVIDE_LINE.matcher(line.trim());
                    if (m.matches()) {
                        String move = m.group(1) + (Integer.parseInt(m.group(2)) - 1)
                                + m.group(3) + (Integer.parseInt(m.group(4)) - 1);
                        theirs.put(move, Long.parseLong(m.group(5)));
                    } else if (line.startsWith("Nodes searched:")) {
                        theirTotal = Long.parseLong(line.substring("Nodes searched:".length()).trim());
                        break;
                    }
                }
                Map<String, Long> ours = new TreeMap<>();
                Perft.Divide divide = new Perft(Fen.parse(fen), DEPTH).divide(DEPTH);
                for (int i = 0; i < divide.size(); i++) {
                    ours.put(Move.toCoordinate(divide.move(i)), divide.count(i));
                }
                assertEquals(theirs, ours, "divide at depth " + DEPTH + " of " + fen);
                assertEquals(theirTotal, divide.total(), fen);
                totalNodes += theirTotal;
            }
            in.println("quit");
            assertTrue(totalNodes > 1_000_000, "compared " + totalNodes + " leaves");
        } finally {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    /** Positions from random games started at the start position and at each suite position. */
    private static List<String> randomPositions() {
        List<String> starts = new ArrayList<>(TestData.perftFens());
        starts.add(0, Position.START_FEN);
        List<String> fens = new ArrayList<>();
        Random random = new Random(20261121);
        while (fens.size() < POSITIONS) {
            Position position = Fen.parse(starts.get(fens.size() % starts.size()));
            int plies = random.nextInt(40);
            for (int i = 0; i < plies; i++) {
                int[] moves = position.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(moves.length)]);
            }
            fens.add(Fen.write(position));
        }
        return fens;
    }

    private static void readUntil(BufferedReader out, String token) throws IOException {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.trim().equals(token)) {
                return;
            }
        }
        fail("fairy-stockfish closed before '" + token + "'");
    }
}
