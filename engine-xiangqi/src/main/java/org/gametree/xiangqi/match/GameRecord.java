package org.gametree.xiangqi.match;

import java.util.Arrays;

import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.Position;

/**
 * A finished match game.
 *
 * @param round       the game's number in the match, from 1
 * @param event       the match's name
 * @param date        the date it was played, yyyy.MM.dd
 * @param opening     the opening it started from
 * @param red         Red's engine name
 * @param black       Black's engine name
 * @param redIsFirst  whether Red is the match's first engine (A)
 * @param moves       every move from the start position, the opening's first
 * @param comments    per move: the engine's score, depth and time ("+35/12 0.98s"), or null (opening moves)
 * @param outcome     RED_WINS, BLACK_WINS or DRAW
 * @param termination why it ended
 * @param detail      the particulars ("h2h9 is illegal", "3105 ms with 3000 left", …) or ""
 * @param timeControl the time control(s), as in the TimeControl tag
 */
public record GameRecord(int round, String event, String date, Opening opening, String red, String black,
                         boolean redIsFirst, int[] moves, String[] comments, GameResult.Outcome outcome,
                         Termination termination, String detail, String timeControl) {

    public GameRecord {
        if (outcome == GameResult.Outcome.ONGOING) {
            throw new IllegalArgumentException("a finished game has a result");
        }
        if (comments.length != moves.length) {
            throw new IllegalArgumentException("one comment slot per move");
        }
        moves = moves.clone();
        comments = comments.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    @Override
    public String[] comments() {
        return comments.clone();
    }

    /** The PGN result: "1-0", "0-1" or "1/2-1/2". */
    public String result() {
        switch (outcome) {
            case RED_WINS: return "1-0";
            case BLACK_WINS: return "0-1";
            default: return "1/2-1/2";
        }
    }

    /** The first engine's points: 1, 0.5 or 0. */
    public double firstScore() {
        if (outcome == GameResult.Outcome.DRAW) {
            return 0.5;
        }
        return (outcome == GameResult.Outcome.RED_WINS) == redIsFirst ? 1 : 0;
    }

    /** The start position (the standard one). */
    public Position start() {
        return Position.startPosition();
    }

    /** The reason in words, with the particulars. */
    public String reason() {
        return detail.isEmpty() ? termination.text() : termination.text() + ": " + detail;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GameRecord g && g.round == round && g.event.equals(event) && g.date.equals(date)
                && g.opening.equals(opening) && g.red.equals(red) && g.black.equals(black) && g.redIsFirst == redIsFirst
                && Arrays.equals(g.moves, moves) && Arrays.equals(g.comments, comments) && g.outcome == outcome
                && g.termination == termination && g.detail.equals(detail) && g.timeControl.equals(timeControl);
    }

    @Override
    public int hashCode() {
        return round * 31 + Arrays.hashCode(moves);
    }

    @Override
    public String toString() {
        return "game " + round + " " + red + " - " + black + " " + result() + " (" + reason() + ")";
    }
}
