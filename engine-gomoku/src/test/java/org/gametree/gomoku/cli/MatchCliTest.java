package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Psq;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Gomoku match runner against Gomocup engines started as processes: our own brain, and a broken one. */
class MatchCliTest {

    @TempDir
    Path dir;

    private String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(args, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        return out.toString().replace("\r", "");
    }

    /** An executable script in {@code dir} running {@code command}. */
    private Path script(String name, String command) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, "#!/bin/sh\n" + command + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    private Path ownBrain() throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return script("pbrain-self", "exec '" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' org.gametree.gomoku.cli.GomokuCli gomocup");
    }

    @Test
    void twoGamesAgainstOurOwnBrainAreWrittenAndScored() throws IOException {
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "# one opening\nh8,g8,h9,h10  # black to move\n");
        Path games = dir.resolve("games");
        String out = run("match", "--opponent", ownBrain().toString(), "--games", "2", "--movetime-ms", "40",
                "--rule", "renju", "--openings", openings.toString(), "--out", games.toString(), "--audit");
        assertTrue(out.startsWith("gametree vs self, renju, 40 ms per move\n"), out);
        assertTrue(out.contains("game 1: gametree black, opening h8,g8,h9,h10: "), out);
        assertTrue(out.contains("game 2: self black, opening h8,g8,h9,h10: "), out);
        assertTrue(out.matches("(?s).*gametree: \\+\\d =\\d -\\d, score .*"), out);
        assertTrue(out.contains("VCF audit: "), out);
        for (String name : new String[] {"game-01.psq", "game-02.psq"}) {
            var position = Psq.read(Files.readString(games.resolve(name)), Rule.RENJU);
            assertTrue(position.ply() > 4, name + " holds the game");
        }
        assertTrue(Files.readString(games.resolve("summary.txt")).contains("score"));
    }

    @Test
    void anEngineThatExitsLosesTheGameAndTheMatchGoesOn() throws IOException {
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "h8,g8,h9,h10\n");
        Path broken = script("pbrain-broken", "read line; echo OK; read a; read b; read c; read d; read e; exit 3");
        String out = run("match", "--opponent", broken.toString(), "--games", "2", "--movetime-ms", "30",
                "--openings", openings.toString());
        assertTrue(out.contains("game 1: gametree black, opening h8,g8,h9,h10: BLACK_WINS (broken exited"), out);
        assertTrue(out.contains("game 2: broken black, opening h8,g8,h9,h10: WHITE_WINS (broken exited"), out);
        assertTrue(out.contains("gametree: +2 =0 -0"), out);
    }
}
