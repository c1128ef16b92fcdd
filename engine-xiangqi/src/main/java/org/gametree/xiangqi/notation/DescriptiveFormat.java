package org.gametree.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;

/**
 * Formatting and parsing shared by WXF and Chinese notation, given their {@link Spelling}.
 *
 * <p>Parsing does not interpret the text against the board. It spells every legal move of the
 * position in every accepted way, reduces those texts and the input to canonical characters,
 * and looks for the input among them. So whatever {@link #format} writes is read back as the
 * same move by construction, and the tandem rules live only in the spelling. Only when nothing
 * matches does {@link ParseDiagnosis} interpret the text to say why.
 */
final class DescriptiveFormat implements MoveFormat {

    static final DescriptiveFormat WXF = new DescriptiveFormat(WxfSpelling.INSTANCE);
    static final DescriptiveFormat CHINESE = new DescriptiveFormat(ChineseSpelling.INSTANCE);

    private final Spelling spelling;

    private DescriptiveFormat(Spelling spelling) {
        this.spelling = spelling;
    }

    @Override
    public String format(Position position, int move) {
        Legality.require(spelling.notation(), position, move);
        return spellings(new MoveDescriber(position).describe(move)).get(0);
    }

    @Override
    public List<String> spellings(Position position, int move) {
        Legality.require(spelling.notation(), position, move);
        return spellings(new MoveDescriber(position).describe(move));
    }

    List<String> spellings(MoveDescription description) {
        String action = spelling.action(description.side(), description.action(), description.number());
        List<String> texts = new ArrayList<>(2);
        for (String locator : spelling.locators(description.side(), description.type(), description.locator())) {
            texts.add(locator + action);
        }
        return texts;
    }

    @Override
    public int parse(Position position, String text) {
        ParsedText input = spelling.read(text);
        int side = position.sideToMove();
        if (input.declaredSide() >= 0 && input.declaredSide() != side) {
            throw new NotationException(spelling.notation(), NotationException.Reason.WRONG_SIDE, text,
                    "the text is " + Piece.sideName(input.declaredSide()) + "'s move, but "
                    + Piece.sideName(side) + " is to move");
        }
        MoveDescriber describer = new MoveDescriber(position);
        int[] legal = position.legalMoves();
        int found = Move.NONE;
        for (int move : legal) {
            // Every spelling names its piece's type, so other types cannot match; skipping them
            // only saves work.
            if (Piece.type(position.pieceAt(Move.from(move))) != input.type()) {
                continue;
            }
            for (String candidate : spellings(describer.describe(move))) {
                if (!spelling.read(candidate).canonical().equals(input.canonical())) {
                    continue;
                }
                if (found != Move.NONE && found != move) {
                    // Not expected: the spelling rules keep every accepted text unique among the
                    // legal moves (tests check it over random games). Reported, never guessed.
                    throw new NotationException(spelling.notation(), NotationException.Reason.AMBIGUOUS, text,
                            "fits both " + Move.toCoordinate(found) + " and " + Move.toCoordinate(move));
                }
                found = move;
            }
        }
        if (found != Move.NONE) {
            return found;
        }
        throw new ParseDiagnosis(this, spelling, position, describer, legal, input, text).explain();
    }
}
