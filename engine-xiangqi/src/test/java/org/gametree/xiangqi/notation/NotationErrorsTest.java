package org.gametree.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.NotationException.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input: each case must fail with the right {@link Reason} and a message that quotes the
 * input and says what is wrong and what to write instead. Positions are the named ones of
 * {@link KnownMoves} or piece lists.
 */
class NotationErrorsTest {

    private static final List<Arguments> CASES = new ArrayList<>();

    private static void add(Notation notation, String position, String text, Reason reason, String... fragments) {
        CASES.add(Arguments.of(notation, position, text, reason, List.of(fragments)));
    }

    static {
        Notation w = Notation.WXF;
        // Malformed: checked before the board is looked at.
        add(w, "start", "", Reason.MALFORMED, "empty", "four characters");
        add(w, "start", "   ", Reason.MALFORMED, "empty");
        add(w, "start", "C2.", Reason.MALFORMED, "found 3 characters", "e.g. C2.5");
        add(w, "start", "C2.55", Reason.MALFORMED, "found 5 characters");
        add(w, "start", "X2.5", Reason.MALFORMED, "piece letter K A E H R C P", "found 'X'");
        add(w, "start", "C0.5", Reason.MALFORMED, "file digit 1-9", "found '0'");
        add(w, "start", "C2*5", Reason.MALFORMED, "action + (forward), - (backward) or . (sideways", "found '*'");
        add(w, "start", "C2.0", Reason.MALFORMED, "number 1-9", "found '0'");
        add(w, "start", "C2.x", Reason.MALFORMED, "number 1-9", "found 'x'");
        add(w, "start", "h2e2", Reason.MALFORMED, "looks like coordinate notation");
        add(w, "start", "+-.4", Reason.MALFORMED, "must be ++");
        add(w, "start", "-+.4", Reason.MALFORMED, "must be --");
        add(w, "start", "35.4", Reason.MALFORMED, "3+ (front), 33 (middle) or 3- (rear)", "found '35'");
        // No such piece.
        add(w, "start", "C5.4", Reason.NO_SUCH_PIECE, "no red cannon on file 5 (e)", "C2 (h2) and C8 (b2)");
        add(w, "B1", "C5.4", Reason.NO_SUCH_PIECE, "no black cannon on file 5 (e)", "C2 (b7) and C8 (h7)");
        add(w, "start", "R+.3", Reason.NO_SUCH_PIECE, "no red rook is written 'R+'", "R1 (i0) and R9 (a0)");
        add(w, "start", "++.4", Reason.NO_SUCH_PIECE, "no red pawn is written '++'", "P1 (i3)");
        add(w, "start", "3+.4", Reason.NO_SUCH_PIECE, "no red pawn is written '3+'",
                "only when two files each hold several red pawns");
        add(w, "P2", "7+.6", Reason.NO_SUCH_PIECE, "no red pawn is written '7+'", "P+ (c6) and P- (c5)");
        add(w, "P3", "++.4", Reason.NO_SUCH_PIECE, "no red pawn is written '++'", "P+ (e6), P5 (e5) and P- (e3)");
        add(w, "P4", "P5.6", Reason.AMBIGUOUS, "file 5 (e) holds 4 red pawns", "++ (e7), P+ (e6), P- (e5) or -- (e3)");
        add(w, "TR", "C2.5", Reason.NO_SUCH_PIECE, "red has no cannon on the board");
        // A file holding two: the tandem marker is missing.
        add(w, "TR", "R9+1", Reason.AMBIGUOUS, "file 9 (a) holds 2 red rooks", "R+ (a4) or R- (a0)");
        add(w, "TRB", "R9+1", Reason.AMBIGUOUS, "file 9 (i) holds 2 black rooks", "R+ (i5) or R- (i9)");
        add(w, "TH", "H7+6", Reason.AMBIGUOUS, "2 red horses", "H+ (c4) or H- (c2)");
        add(w, "TCB", "C2+1", Reason.AMBIGUOUS, "2 black cannons", "C+ (b4) or C- (b7)");
        add(w, "P2", "P7+1", Reason.AMBIGUOUS, "file 7 (c) holds 2 red pawns", "P+ (c6) or P- (c5)");
        add(w, "P32", "P3.4", Reason.AMBIGUOUS, "3+ (g6), 33 (g5) or 3- (g3)");
        add(w, "P32", "P+.4", Reason.AMBIGUOUS, "two files each hold several red pawns", "3+ (g6)", "7- (c5)");
        add(w, "PB32", "P-+1", Reason.AMBIGUOUS, "two files each hold several black pawns", "3+ (c3)");
        // The piece is found, the move is not legal.
        add(w, "start", "C2+9", Reason.ILLEGAL_MOVE, "cannon on h2 cannot move 9 ranks forward", "leaves the board",
                "legal moves of this piece: C2+1");
        add(w, "start", "R1+3", Reason.ILLEGAL_MOVE, "i3 is occupied by red's own pawn", "R1+1, R1+2");
        add(w, "start", "H2.3", Reason.ILLEGAL_MOVE, "horse never moves along a rank", "H2+3, H2+1");
        add(w, "start", "H2+2", Reason.ILLEGAL_MOVE, "one or two files away");
        add(w, "start", "E3+4", Reason.ILLEGAL_MOVE, "two files away");
        add(w, "start", "K5.4", Reason.ILLEGAL_MOVE, "f0 is occupied by red's own advisor", "K5+1");
        add(w, "start", "P7.6", Reason.ILLEGAL_MOVE, "sideways only after crossing the river");
        add(w, "start", "P7-1", Reason.ILLEGAL_MOVE, "never moves backward");
        add(w, "start", "C8.1", Reason.ILLEGAL_MOVE, "h2 is in the way");
        add(w, "start", "C2+5", Reason.ILLEGAL_MOVE, "jumping exactly one piece", "none between h2 and h7");
        add(w, "start", "H8+6", Reason.ILLEGAL_MOVE, "horse's leg at c0 is blocked by red's elephant");
        add(w, "w: Ke0 kd9 Nf1 Bg0", "E3+5", Reason.ILLEGAL_MOVE, "elephant's eye at f1 is blocked by red's horse");
        add(w, "w: Ke0 kd9 Bc4", "E7+5", Reason.ILLEGAL_MOVE, "may not cross the river");
        add(w, "w: Ke0 kd9 Af2", "A4+3", Reason.ILLEGAL_MOVE, "advisor may not leave the palace");
        add(w, "KR", "K5+2", Reason.ILLEGAL_MOVE, "one point along a rank or file");
        add(w, "w: Kf0 kd9", "K4.3", Reason.ILLEGAL_MOVE, "may not leave the palace");
        add(w, "w: Ke0 ke9 Ne1", "H5+4", Reason.ILLEGAL_MOVE, "kings would face each other", "it has no legal move");
        add(w, "w: Ke0 kd9 Re1 re8", "R5.6", Reason.ILLEGAL_MOVE, "red's king on e0 would be in check", "R5+1");
        add(w, "TA", "A4+3", Reason.ILLEGAL_MOVE, "advisor on f2 cannot move to g3", "advisor on f0 cannot move to g1",
                "legal moves of these pieces");
        add(w, "TR", "R-+4", Reason.ILLEGAL_MOVE, "a4 is occupied by red's own rook");
        add(w, "w: Ke0 kf8 Ra9", "R9+1", Reason.ILLEGAL_MOVE, "leaves the board");
        // Checkmated: no move at all.
        add(w, "w: Ke0 kf9 re5 rd5", "K5+1", Reason.ILLEGAL_MOVE, "red has no legal move");

        Notation c = Notation.CHINESE;
        add(c, "start", "", Reason.MALFORMED, "empty");
        add(c, "start", "炮二平", Reason.MALFORMED, "found 3 characters", "e.g. 炮二平五");
        add(c, "start", "炮二平五五", Reason.MALFORMED, "found 5 characters");
        add(c, "start", "炮十平五", Reason.MALFORMED, "expected its file", "found '十'");
        add(c, "start", "炮二走五", Reason.MALFORMED, "进 (forward), 退 (backward) or 平 (sideways)", "found '走'");
        add(c, "start", "跑二平五", Reason.MALFORMED, "the first character must be a piece", "found '跑'");
        add(c, "start", "炮二平零", Reason.MALFORMED, "number 1-9", "found '零'");
        add(c, "start", "五车进一", Reason.MALFORMED, "counts pawns", "found '五车'");
        add(c, "start", "六兵进一", Reason.MALFORMED, "from 1 to 5");
        add(c, "start", "前进进一", Reason.MALFORMED, "expected a piece (前车)");
        add(c, "start", "红将5进1", Reason.MALFORMED, "'将' is black's piece");
        add(c, "start", "卒3进1", Reason.WRONG_SIDE, "black's move, but red is to move");
        add(c, "start", "黑马8进7", Reason.WRONG_SIDE, "black's move, but red is to move");
        add(c, "B1", "兵七进一", Reason.WRONG_SIDE, "red's move, but black is to move");
        add(c, "B1", "红马二进三", Reason.WRONG_SIDE, "red's move, but black is to move");
        add(c, "start", "前车进一", Reason.NO_SUCH_PIECE, "no red rook is written '前车'", "车一 (i0) and 车九 (a0)");
        add(c, "start", "中兵进一", Reason.NO_SUCH_PIECE, "no red pawn is written '中兵'");
        add(c, "start", "前七平六", Reason.NO_SUCH_PIECE, "no red pawn is written '前七'", "兵七 (c3)");
        add(c, "start", "仕五进四", Reason.NO_SUCH_PIECE, "no red advisor on file 5 (e)", "仕四 (f0) and 仕六 (d0)");
        add(c, "TR", "车九进一", Reason.AMBIGUOUS, "file 9 (a) holds 2 red rooks", "前车 (a4) or 后车 (a0)");
        add(c, "TRB", "车9进1", Reason.AMBIGUOUS, "前车 (i5) or 后车 (i9)");
        add(c, "P2", "兵七进一", Reason.AMBIGUOUS, "前兵 (c6) or 后兵 (c5)");
        add(c, "P4", "中兵进一", Reason.NO_SUCH_PIECE, "no red pawn is written '中兵'",
                "前兵 (e7), 二兵 (e6), 三兵 (e5) and 后兵 (e3)");
        add(c, "P32", "前兵平四", Reason.AMBIGUOUS, "two files each hold several red pawns", "前三 (g6)", "后七 (c5)");
        add(c, "PB32", "中卒平4", Reason.AMBIGUOUS, "前3 (c3), 中3 (c4), 后3 (c6)");
        add(c, "PB3", "前3平4", Reason.NO_SUCH_PIECE, "no black pawn is written '前3'", "前卒 (e3), 中卒 (e4) and 后卒 (e6)");
        add(c, "start", "车一进三", Reason.ILLEGAL_MOVE, "i3 is occupied by red's own pawn", "车一进一, 车一进二");
        add(c, "start", "马二平三", Reason.ILLEGAL_MOVE, "never moves along a rank", "马二进三, 马二进一");
        add(c, "B1", "马8进8", Reason.ILLEGAL_MOVE, "one or two files away", "马8进7, 马8进9");
        add(c, "TH", "后马进七", Reason.ILLEGAL_MOVE, "one or two files away");
        add(c, "TEB", "象3进3", Reason.ILLEGAL_MOVE, "two files away");

        Notation k = Notation.COORDINATE;
        add(k, "start", "", Reason.MALFORMED, "empty", "e.g. h2e2");
        add(k, "start", "h2", Reason.MALFORMED, "found 2 characters");
        add(k, "start", "h2e2x", Reason.MALFORMED, "found 5 characters");
        add(k, "start", "z2e2", Reason.MALFORMED, "'z2' is not a square", "from-square");
        add(k, "start", "h2ea", Reason.MALFORMED, "'ea' is not a square", "to-square");
        add(k, "start", "j2e2", Reason.MALFORMED, "'j2' is not a square", "must be a file a-i");
        add(k, "start", "h2h2", Reason.MALFORMED, "both h2");
        add(k, "start", "h3e3", Reason.NO_SUCH_PIECE, "no piece on h3");
        add(k, "start", "h7e7", Reason.WRONG_SIDE, "black's cannon, but red is to move");
        add(k, "B1", "e2e5", Reason.WRONG_SIDE, "red's cannon, but black is to move");
        add(k, "start", "h2e3", Reason.ILLEGAL_MOVE, "cannon on h2 cannot move to e3", "occupied by red's own pawn",
                "h2h3, h2h4");
        add(k, "start", "h0h1", Reason.ILLEGAL_MOVE, "horse moves one point along a rank or file");
        add(k, "w: Ke0 kd9 Re1 re8", "e1d1", Reason.ILLEGAL_MOVE, "red's king on e0 would be in check");
    }

    static Stream<Arguments> cases() {
        return CASES.stream();
    }

    @ParameterizedTest(name = "{0} ''{2}'' in {1}: {3}")
    @MethodSource("cases")
    void rejectsWithAPreciseMessage(Notation notation, String positionName, String text, Reason reason,
                                    List<String> fragments) {
        Position position = positionOf(positionName);
        String fen = Fen.write(position);
        NotationException e = assertThrows(NotationException.class, () -> notation.parse(position, text));
        String message = e.getMessage();
        assertEquals(reason, e.reason(), message);
        assertEquals(notation, e.notation());
        assertEquals(text, e.input());
        assertTrue(message.startsWith(notation.label() + " move '" + text + "': "), message);
        for (String fragment : fragments) {
            assertTrue(message.contains(fragment), () -> "'" + fragment + "' missing from: " + message);
        }
        assertEquals(fen, Fen.write(position), "the position must not change");
    }

    private static Position positionOf(String name) {
        return KnownMoves.POSITIONS.containsKey(name) ? KnownMoves.position(name) : Boards.parse(name);
    }

    @Test
    void nullIsMalformedNotACrash() {
        Position start = Position.startPosition();
        for (Notation notation : Notation.values()) {
            NotationException e = assertThrows(NotationException.class, () -> notation.parse(start, null));
            assertEquals(Reason.MALFORMED, e.reason());
        }
    }

    @Test
    void garbageNeverCrashes() {
        // Random strings over the notations' characters, and real move texts with one character
        // replaced, inserted or deleted: parsing either returns a legal move or throws
        // NotationException with a message, never anything else.
        String alphabet = "CHRPKAEBN+-.=123456789a0ehi前后中二兵卒炮车将进退平七3１ 　红黑";
        Position[] positions = {Position.startPosition(), KnownMoves.position("P32"), KnownMoves.position("PB5"),
            KnownMoves.position("TA"), KnownMoves.position("B2")};
        java.util.Random random = new java.util.Random(7);
        int parsed = 0;
        for (Position position : positions) {
            String fen = Fen.write(position);
            int[] legal = position.legalMoves();
            for (int i = 0; i < 10_000; i++) {
                for (Notation notation : Notation.values()) {
                    StringBuilder text = new StringBuilder();
                    if (i % 2 == 0) {
                        for (int length = random.nextInt(7); length > 0; length--) {
                            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
                        }
                    } else {
                        text.append(notation.format(position, legal[random.nextInt(legal.length)]));
                        int at = random.nextInt(text.length());
                        char c = alphabet.charAt(random.nextInt(alphabet.length()));
                        switch (random.nextInt(3)) {
                            case 0 -> text.setCharAt(at, c);
                            case 1 -> text.insert(at, c);
                            default -> text.deleteCharAt(at);
                        }
                    }
                    try {
                        int move = notation.parse(position, text.toString());
                        assertTrue(Legality.contains(legal, move), "parsed to an illegal move: " + text);
                        parsed++;
                    } catch (NotationException expected) {
                        assertTrue(expected.getMessage().length() > 20, expected.getMessage());
                    }
                }
            }
            assertEquals(fen, Fen.write(position));
        }
        assertTrue(parsed > 1000, "mutated texts should often still be moves: " + parsed);
    }

    @Test
    void formattingAnIllegalMoveIsRejected() {
        Position start = Position.startPosition();
        int illegal = org.gametree.xiangqi.Move.of(org.gametree.xiangqi.Squares.parse("h2", 0),
                org.gametree.xiangqi.Squares.parse("e3", 0));
        for (Notation notation : Notation.values()) {
            NotationException e = assertThrows(NotationException.class, () -> notation.format(start, illegal));
            assertEquals(Reason.ILLEGAL_MOVE, e.reason());
            assertTrue(e.getMessage().contains("h2e3") && e.getMessage().contains("not a legal move"), e.getMessage());
        }
        assertThrows(NotationException.class, () -> Notation.WXF.format(start, 0));
    }

    @Test
    void moveListErrorsSayWhichMove() {
        Position start = Position.startPosition();
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.WXF.parseMoves(start, List.of("C2.5", "H8+7", "C5+4", "C8+9")));
        assertEquals(Reason.ILLEGAL_MOVE, e.reason());
        assertTrue(e.getMessage().startsWith("move 4 of the list: WXF move 'C8+9'"), e.getMessage());
        assertEquals("C8+9", e.input());

        int h2e2 = Notation.COORDINATE.parse(start, "h2e2");
        NotationException f = assertThrows(NotationException.class,
                () -> Notation.CHINESE.formatMoves(start, h2e2, h2e2));
        assertTrue(f.getMessage().startsWith("move 2 of the list"), f.getMessage());
        assertEquals(Position.START_FEN, Fen.write(start));
    }
}
