package org.gametree.xiangqi.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;

/** Helpers of the match tests. */
final class MatchTests {

    private MatchTests() {
    }

    /** The command line of {@link FakeUciEngine} in a new JVM with this test's class path. */
    static List<String> fakeEngine(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), FakeUciEngine.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    static EngineSpec fake(String name, String... args) {
        return new EngineSpec(name, fakeEngine(args), Map.of(), 0, null);
    }

    static EngineSpec ours(String name) {
        return EngineSpec.ours(name, Map.of("Hash", "8"));
    }

    /** The position after the game's moves, every one checked by the rules (throws if one is illegal). */
    static Position replay(GameRecord game) {
        Position position = Position.startPosition();
        for (int move : game.moves()) {
            if (GameRules.result(position).isOver()) {
                throw new AssertionError("a move after the end of " + game);
            }
            GameRules.play(position, move);
        }
        return position;
    }

    /** The rules' outcome of the final position, for games that ended by the rules. */
    static GameResult.Outcome rulesOutcome(GameRecord game) {
        return GameRules.result(replay(game)).outcome();
    }
}
