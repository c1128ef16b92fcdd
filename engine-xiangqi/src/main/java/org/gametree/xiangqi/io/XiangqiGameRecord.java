package org.gametree.xiangqi.io;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;

/**
 * A Xiangqi game as a file holds it: its tags (Event, Date, Red, Black, …, in file order), the
 * position it starts from, its moves and its result token.
 *
 * @param tags   the tags, without Game, FEN, Format and Result (the file writes those itself)
 * @param start  the start position
 * @param moves  the moves, each legal where it is played
 * @param result "1-0" (Red won), "0-1" (Black won), "1/2-1/2" or "*" (unfinished)
 */
public record XiangqiGameRecord(Map<String, String> tags, Position start, int[] moves, String result) {

    public XiangqiGameRecord {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        start = start.copy();
        moves = moves.clone();
    }

    /** A game with its result worked out from the rules (the final position's result, or "*"). */
    public static XiangqiGameRecord of(Position start, int[] moves, Map<String, String> tags) {
        Position end = replay(start, moves);
        return new XiangqiGameRecord(tags, start, moves, resultToken(GameRules.result(end)));
    }

    /** The position after all the moves. */
    public Position end() {
        return replay(start, moves);
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    @Override
    public Position start() {
        return start.copy();
    }

    private static Position replay(Position start, int[] moves) {
        Position position = start.copy();
        for (int move : moves) {
            GameRules.play(position, move);
        }
        return position;
    }

    /** The PGN result token of a game result. */
    public static String resultToken(GameResult result) {
        switch (result.outcome()) {
            case RED_WINS: return "1-0";
            case BLACK_WINS: return "0-1";
            case DRAW: return "1/2-1/2";
            default: return "*";
        }
    }
}
