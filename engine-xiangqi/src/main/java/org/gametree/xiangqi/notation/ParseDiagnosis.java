package org.gametree.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Explains why a well-formed WXF or Chinese text matched no legal move, in the order a reader
 * would check: does the side have such a piece; which piece does the locator name (none, or
 * several because a tandem marker is missing); and if one is named, why it cannot make the move.
 * Piece lists in the messages are spelled in the same notation, so they show what to write.
 */
final class ParseDiagnosis {

    private final DescriptiveFormat format;
    private final Spelling spelling;
    private final Position position;
    private final MoveDescriber describer;
    private final int[] legal;
    private final ParsedText input;
    private final String text;
    private final int side;
    private final int type;

    ParseDiagnosis(DescriptiveFormat format, Spelling spelling, Position position, MoveDescriber describer,
                   int[] legal, ParsedText input, String text) {
        this.format = format;
        this.spelling = spelling;
        this.position = position;
        this.describer = describer;
        this.legal = legal;
        this.input = input;
        this.text = text;
        this.side = position.sideToMove();
        this.type = input.type();
    }

    NotationException explain() {
        if (legal.length == 0) {
            return error(NotationException.Reason.ILLEGAL_MOVE,
                    sideName() + " has no legal move (checkmated or stalemated)");
        }
        List<Integer> pieces = describer.squaresOf(side, type);
        if (pieces.isEmpty()) {
            return error(NotationException.Reason.NO_SUCH_PIECE,
                    sideName() + " has no " + Piece.englishName(type) + " on the board");
        }
        List<Integer> named = new ArrayList<>();
        for (int square : pieces) {
            if (isWrittenAs(square, input.locator())) {
                named.add(square);
            }
        }
        if (!named.isEmpty()) {
            return cannotMove(named);
        }
        if (input.kind() == ParsedText.Kind.FILE) {
            List<Integer> onFile = new ArrayList<>();
            for (int square : pieces) {
                if (Perspective.fileNumberOf(side, square) == input.file()) {
                    onFile.add(square);
                }
            }
            if (onFile.isEmpty()) {
                return error(NotationException.Reason.NO_SUCH_PIECE, "there is no " + sideName() + " "
                        + Piece.englishName(type) + " on " + Perspective.describeFile(side, input.file())
                        + ", counting files from " + sideName() + "'s right; " + listing(pieces));
            }
            return error(NotationException.Reason.AMBIGUOUS, Perspective.describeFile(side, input.file()) + " holds "
                    + onFile.size() + " " + sideName() + " " + Piece.englishName(type) + "s, so the file does not tell"
                    + " which one moves; write " + alternatives(onFile, "or"));
        }
        if (input.kind() == ParsedText.Kind.POSITION && type == Piece.PAWN && describer.tandemPawnFiles(side) >= 2) {
            List<Integer> tandem = new ArrayList<>();
            for (int square : pieces) {
                if (describer.locate(square).isTandem()) {
                    tandem.add(square);
                }
            }
            return error(NotationException.Reason.AMBIGUOUS, "two files each hold several " + sideName()
                    + " pawns, so the file must be named with the position; write " + alternatives(tandem, "or"));
        }
        String hint = input.kind() == ParsedText.Kind.POSITION
                ? "a position marker picks one of several " + sideName() + " " + Piece.englishName(type)
                  + "s standing on the same file"
                : "a pawn is named by file and position only when two files each hold several "
                  + sideName() + " pawns";
        return error(NotationException.Reason.NO_SUCH_PIECE, "no " + sideName() + " " + Piece.englishName(type)
                + " is written '" + input.written() + "' here (" + hint + "); " + listing(pieces));
    }

    /** The named piece(s) exist but the move is not legal: say why, and list what they can do. */
    private NotationException cannotMove(List<Integer> named) {
        List<String> reasons = new ArrayList<>();
        for (int from : named) {
            String who = "the " + sideName() + " " + Piece.englishName(type) + " on " + Squares.name(from);
            int to = Target.of(side, type, from, input.action(), input.number());
            if (to == Target.NONE) {
                reasons.add(who + " cannot " + Target.whyNone(side, type, from, input.action(), input.number()));
            } else if (Legality.contains(legal, Move.of(from, to))) {
                // Defensive: a legal move is always among the candidates, so this is not expected.
                reasons.add(who + " can move to " + Squares.name(to) + ", written " + written(Move.of(from, to)));
            } else {
                reasons.add(who + " cannot move to " + Squares.name(to) + ": "
                        + MoveExplainer.whyIllegal(position, from, to));
            }
        }
        List<String> moves = new ArrayList<>();
        for (int move : legal) {
            if (named.contains(Move.from(move))) {
                moves.add(written(move));
            }
        }
        String options = moves.isEmpty()
                ? (named.size() == 1 ? "it has no legal move" : "they have no legal move")
                : "legal moves of " + (named.size() == 1 ? "this piece" : "these pieces") + ": " + String.join(", ", moves);
        return error(NotationException.Reason.ILLEGAL_MOVE, String.join("; ", reasons) + "; " + options);
    }

    private boolean isWrittenAs(int square, String canonicalLocator) {
        for (String locator : spelling.locators(side, type, describer.locate(square))) {
            if (spelling.canonicalLocator(locator).equals(canonicalLocator)) {
                return true;
            }
        }
        return false;
    }

    /** "red's rooks are written R1 (i0), R9 (a0)". */
    private String listing(List<Integer> pieces) {
        return sideName() + "'s " + Piece.englishName(type) + (pieces.size() == 1 ? " is" : "s are")
                + " written " + alternatives(pieces, "and");
    }

    /** "R+ (g5) or R- (g0)": the locators to write, with squares. */
    private String alternatives(List<Integer> squares, String conjunction) {
        List<String> parts = new ArrayList<>();
        for (int square : squares) {
            parts.add(spelling.locators(side, type, describer.locate(square)).get(0) + " (" + Squares.name(square) + ")");
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " " + conjunction + " "
                + parts.get(parts.size() - 1);
    }

    private String written(int move) {
        return format.spellings(describer.describe(move)).get(0);
    }

    private String sideName() {
        return Piece.sideName(side);
    }

    private NotationException error(NotationException.Reason reason, String detail) {
        return new NotationException(spelling.notation(), reason, text, detail);
    }
}
