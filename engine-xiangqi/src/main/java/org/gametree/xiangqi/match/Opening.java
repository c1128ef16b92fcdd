package org.gametree.xiangqi.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;

/**
 * An opening a match starts its games from: its names and the moves played before the engines
 * take over, from the start position.
 *
 * @param english the English name, e.g. "Central Cannon vs Screen Horses"
 * @param chinese the Chinese name, e.g. "中炮对屏风马"
 * @param moves   the moves from the start position, each legal where it is played
 */
public record Opening(String english, String chinese, int[] moves) {

    public Opening {
        moves = moves.clone();
        Position position = Position.startPosition();
        for (int move : moves) {
            GameRules.play(position, move); // throws for an illegal move
        }
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** Both names, "Central Cannon vs Screen Horses (中炮对屏风马)". */
    public String name() {
        return chinese.isEmpty() ? english : english + " (" + chinese + ")";
    }

    /** The moves in coordinates. */
    public List<String> coordinates() {
        List<String> list = new ArrayList<>();
        for (int move : moves) {
            list.add(Move.toCoordinate(move));
        }
        return list;
    }

    /** The position after the opening's moves, played with {@link GameRules#play}. */
    public Position position() {
        Position position = Position.startPosition();
        for (int move : moves) {
            GameRules.play(position, move);
        }
        return position;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Opening o && o.english.equals(english) && o.chinese.equals(chinese)
                && Arrays.equals(o.moves, moves);
    }

    @Override
    public int hashCode() {
        return (english.hashCode() * 31 + chinese.hashCode()) * 31 + Arrays.hashCode(moves);
    }

    @Override
    public String toString() {
        return name() + ": " + String.join(" ", coordinates());
    }
}
