package org.gametree.xiangqi.notation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * The move notations: writing a legal move of a position as text and reading it back.
 *
 * <ul>
 *   <li>{@link #COORDINATE}: {@code h2e2}, files a–i and ranks 0–9 from Red's side.</li>
 *   <li>{@link #WXF}: {@code C2.5}, {@code H8+7}, {@code R+.3}, {@code ++.4}, {@code 3+.4}
 *       (see {@link WxfSpelling}).</li>
 *   <li>{@link #CHINESE}: 炮二平五, 马8进7, 前车进一, 二兵平四, 前七平六 (see {@link ChineseSpelling}).</li>
 * </ul>
 *
 * <p>For every notation and every legal move {@code m} of a position {@code p},
 * {@code parse(p, format(p, m)) == m}, and no two legal moves are written alike. Neither method
 * changes the position. Bad text is rejected with a {@link NotationException} that says what is
 * wrong and what would be accepted.
 */
public enum Notation {

    COORDINATE("coordinate"),
    WXF("WXF"),
    CHINESE("Chinese");

    private final String label;

    Notation(String label) {
        this.label = label;
    }

    /** "coordinate", "WXF", "Chinese": the name used in messages. */
    public String label() {
        return label;
    }

    /**
     * The text of a move.
     *
     * @throws NotationException ({@link NotationException.Reason#ILLEGAL_MOVE}) if the move is
     *                           not legal in the position
     */
    public String format(Position position, int move) {
        return implementation().format(position, move);
    }

    /**
     * The legal move that a text denotes.
     *
     * @throws NotationException if the text is malformed, names no piece or several, or
     *                           describes a move that is not legal; the message says which
     */
    public int parse(Position position, String text) {
        return implementation().parse(position, text);
    }

    /**
     * Writes a sequence of moves played from {@code start}: each move in the position reached
     * by the ones before it. {@code start} is not changed.
     *
     * @throws NotationException if a move is not legal where it is played; the message gives its
     *                           number (1-based) in the list
     */
    public List<String> formatMoves(Position start, int... moves) {
        Position position = start.copy();
        List<String> texts = new ArrayList<>(moves.length);
        for (int i = 0; i < moves.length; i++) {
            try {
                texts.add(format(position, moves[i]));
            } catch (NotationException e) {
                throw e.withContext("move " + (i + 1) + " of the list");
            }
            position.makeMove(moves[i]);
        }
        return Collections.unmodifiableList(texts);
    }

    /**
     * Reads a sequence of moves played from {@code start}. {@code start} is not changed.
     *
     * @throws NotationException for the first text that does not parse; the message gives its
     *                           number (1-based) in the list
     */
    public int[] parseMoves(Position start, List<String> texts) {
        Position position = start.copy();
        int[] moves = new int[texts.size()];
        for (int i = 0; i < moves.length; i++) {
            try {
                moves[i] = parse(position, texts.get(i));
            } catch (NotationException e) {
                throw e.withContext("move " + (i + 1) + " of the list");
            }
            position.makeMove(moves[i]);
        }
        return moves;
    }

    /**
     * How this notation names the piece on {@code square}, as the locator of its moves is
     * written: 炮二 / 马8 / 前车 (Chinese), {@code C2} / {@code H8} / {@code R+} (WXF), or the square
     * itself, {@code h2} (coordinates name squares, not pieces). Tandem advisors and elephants,
     * which moves tell apart by their direction, are named front and rear here (前仕, {@code A+}),
     * so two pieces never share a name. The position is not changed.
     *
     * @throws IllegalArgumentException if the square holds no piece
     */
    public String pieceName(Position position, int square) {
        if (!Squares.isOnBoard(square) || position.pieceAt(square) == 0) {
            throw new IllegalArgumentException("no piece on square " + square);
        }
        if (this == COORDINATE) {
            return Squares.name(square);
        }
        int id = position.pieceAt(square);
        Spelling spelling = this == WXF ? WxfSpelling.INSTANCE : ChineseSpelling.INSTANCE;
        List<String> forms = spelling.locators(Piece.side(id), Piece.type(id),
                new MoveDescriber(position).locate(square));
        int type = Piece.type(id);
        boolean tandemGuard = (type == Piece.ADVISOR || type == Piece.ELEPHANT)
                && forms.size() > 1;
        return forms.get(tandemGuard ? 1 : 0);
    }

    /**
     * Every text this notation reads as the move, the one {@link #format} writes first; the
     * others are accepted variants (e.g. {@code A-+5}, 一兵). Character-level variants (case,
     * traditional characters, digit forms) are not listed.
     */
    List<String> spellings(Position position, int move) {
        return implementation().spellings(position, move);
    }

    private MoveFormat implementation() {
        switch (this) {
            case COORDINATE: return CoordinateFormat.INSTANCE;
            case WXF: return DescriptiveFormat.WXF;
            default: return DescriptiveFormat.CHINESE;
        }
    }
}
