package org.gametree.app.analysis.compare;

import java.util.function.Function;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;

/**
 * Reads the position a user pastes into the compare view: a Xiangqi FEN (it has '/' between its
 * ranks, which no move list has) or else a Gomoku move list such as {@code h8,i9,j10}, played
 * under the rule and board size of the game on the board when that is Gomoku (freestyle 15×15
 * otherwise). Bad text becomes a message that says what is wrong, never an exception.
 */
final class PositionText {

    /** What was read: a position, or why none. */
    record Parsed(AnalysisPosition position, Message error) {
    }

    private PositionText() {
    }

    /**
     * @param text      the pasted text (blank: no position, no error)
     * @param current   the game's position, for the Gomoku rule and size
     * @param fenErrors turns a FEN error into translated text
     */
    static Parsed parse(String text, AnalysisPosition current, Function<FenException, String> fenErrors) {
        if (text == null || text.isBlank()) {
            return new Parsed(null, null);
        }
        String trimmed = text.strip();
        if (trimmed.contains("/")) {
            try {
                return new Parsed(new XiangqiAnalysisPosition(Fen.parse(trimmed)), null);
            } catch (FenException e) {
                return new Parsed(null, Message.verbatim(fenErrors.apply(e)));
            }
        }
        Rule rule = Rule.FREESTYLE;
        int size = GomokuPosition.DEFAULT_SIZE;
        if (current instanceof GomokuAnalysisPosition gomoku) {
            rule = gomoku.position().rule();
            size = gomoku.position().size();
        }
        try {
            return new Parsed(new GomokuAnalysisPosition(Notation.play(rule, size, trimmed)), null);
        } catch (IllegalArgumentException e) { // NotationException: its text names the move and the problem
            return new Parsed(null, Message.of("compare.error.moves", e.getMessage()));
        }
    }
}
