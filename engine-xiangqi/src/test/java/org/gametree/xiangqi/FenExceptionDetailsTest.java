package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.gametree.xiangqi.FenException.Details;
import org.gametree.xiangqi.FenException.Error;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The structured details of a {@link FenException}: for every kind, exactly the details its
 * documentation promises are set, with the values found in the FEN, and every other detail is
 * unset. A user interface builds its own-language message from these, so they must be right.
 */
class FenExceptionDetailsTest {

    private static final String START = Position.START_FEN;
    private static final String START_BOARD = START.substring(0, START.indexOf(' '));

    private static final int RED = Piece.RED;
    private static final int BLACK = Piece.BLACK;
    private static final int NO = -1;

    /** One bad FEN and every detail expected of it, in the order of {@link Details}. */
    record Case(Error error, String fen, Details details) {
        @Override
        public String toString() {
            return error + " <" + fen + ">";
        }
    }

    private static Case of(Error error, String fen, int side, int pieceType, String square, int rank,
                           int count, int limit, String found, boolean kingsFacing) {
        int sq = square == null ? NO : Squares.parse(square, 0);
        return new Case(error, fen, new Details(side, pieceType, sq, rank, count, limit, found, kingsFacing));
    }

    private static String fen(String side, String... pieces) {
        return FenTest.fen(side, pieces);
    }

    private static String startWithRank(int rank, String text) {
        return FenTest.startWithRank(rank, text);
    }

    static List<Case> cases() {
        List<Case> list = new ArrayList<>();
        list.add(of(Error.EMPTY, "  ", NO, NO, null, NO, NO, NO, null, false));
        list.add(of(Error.EMPTY, null, NO, NO, null, NO, NO, NO, null, false));

        list.add(of(Error.RANK_COUNT, "rnbakabnr/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
                NO, NO, null, NO, 9, 10, null, false));
        list.add(of(Error.RANK_COUNT, START_BOARD + "/ w", NO, NO, null, NO, 11, 10, null, false));

        list.add(of(Error.RANK_WIDTH, startWithRank(9, "rnbakabn"), NO, NO, null, 9, 8, 9, "rnbakabn", false));
        list.add(of(Error.RANK_WIDTH, startWithRank(5, "91"), NO, NO, null, 5, 10, 9, "91", false));
        list.add(of(Error.RANK_WIDTH, startWithRank(8, ""), NO, NO, null, 8, 0, 9, "", false));

        list.add(of(Error.UNKNOWN_LETTER, startWithRank(5, "4x4"), NO, NO, null, 5, NO, NO, "x", false));
        list.add(of(Error.UNKNOWN_LETTER, startWithRank(9, "rnbakab車r"), NO, NO, null, 9, NO, NO, "車", false));
        list.add(of(Error.UNKNOWN_LETTER, startWithRank(6, "p1p1p1p1\uD840\uDC00"),
                NO, NO, null, 6, NO, NO, "\uD840\uDC00", false));

        list.add(of(Error.KING_COUNT, startWithRank(0, "RNBA1ABNR"), RED, Piece.KING, null, NO, 0, 1, null, false));
        list.add(of(Error.KING_COUNT, startWithRank(8, "4k4"), BLACK, Piece.KING, null, NO, 2, 1, null, false));

        list.add(of(Error.TOO_MANY_PIECES, startWithRank(1, "4R4"), RED, Piece.ROOK, null, NO, 3, 2, null, false));
        list.add(of(Error.TOO_MANY_PIECES, startWithRank(5, "P8"), RED, Piece.PAWN, null, NO, 6, 5, null, false));
        list.add(of(Error.TOO_MANY_PIECES, startWithRank(8, "3a5"), BLACK, Piece.ADVISOR, null, NO, 3, 2, null, false));

        list.add(of(Error.KING_OUTSIDE_PALACE, fen("w", "Kd3", "ke9"), RED, Piece.KING, "d3", NO, NO, NO, null, false));
        list.add(of(Error.KING_OUTSIDE_PALACE, fen("b", "Kd0", "kg8"), BLACK, Piece.KING, "g8", NO, NO, NO, null, false));

        list.add(of(Error.ADVISOR_OFF_POINTS, fen("w", "Ke0", "Ad1", "kf9"), RED, Piece.ADVISOR, "d1", NO, NO, NO, null, false));
        list.add(of(Error.ADVISOR_OFF_POINTS, fen("b", "Ke0", "kd9", "af8"), BLACK, Piece.ADVISOR, "f8", NO, NO, NO, null, false));

        list.add(of(Error.ELEPHANT_OFF_POINTS, fen("w", "Ke0", "Bc5", "kf9"), RED, Piece.ELEPHANT, "c5", NO, NO, NO, null, false));
        list.add(of(Error.ELEPHANT_OFF_POINTS, fen("b", "Ke0", "kd9", "ee5"), BLACK, Piece.ELEPHANT, "e5", NO, NO, NO, null, false));

        list.add(of(Error.PAWN_UNREACHABLE, fen("w", "Ke0", "Pb3", "kf9"), RED, Piece.PAWN, "b3", NO, NO, NO, null, false));
        list.add(of(Error.PAWN_UNREACHABLE, fen("b", "Ke0", "kd9", "pf5"), BLACK, Piece.PAWN, "f5", NO, NO, NO, null, false));

        list.add(of(Error.SIDE_NOT_TO_MOVE_IN_CHECK, fen("w", "Kd0", "Re5", "ke9"),
                BLACK, Piece.KING, "e9", NO, NO, NO, null, false));
        list.add(of(Error.SIDE_NOT_TO_MOVE_IN_CHECK, fen("b", "Ke1", "nf3", "kd9"),
                RED, Piece.KING, "e1", NO, NO, NO, null, false));
        list.add(of(Error.SIDE_NOT_TO_MOVE_IN_CHECK, fen("w", "Ke0", "ke9"),
                BLACK, Piece.KING, "e9", NO, NO, NO, null, true));
        list.add(of(Error.SIDE_NOT_TO_MOVE_IN_CHECK, fen("b", "Kd1", "kd8"),
                RED, Piece.KING, "d1", NO, NO, NO, null, true));

        list.add(of(Error.MISSING_SIDE, START_BOARD, NO, NO, null, NO, NO, NO, null, false));

        list.add(of(Error.BAD_SIDE, START_BOARD + " white - - 0 1", NO, NO, null, NO, NO, NO, "white", false));

        list.add(of(Error.BAD_CASTLING, START_BOARD + " w KQkq - 0 1", NO, NO, null, NO, NO, NO, "KQkq", false));

        list.add(of(Error.BAD_EN_PASSANT, START_BOARD + " b - e3 0 1", NO, NO, null, NO, NO, NO, "e3", false));

        list.add(of(Error.BAD_HALFMOVE_CLOCK, START_BOARD + " w - - -1 1", NO, NO, null, NO, NO, 0, "-1", false));
        list.add(of(Error.BAD_HALFMOVE_CLOCK, START_BOARD + " w - - \u0663 1", NO, NO, null, NO, NO, 0, "\u0663", false));

        list.add(of(Error.BAD_FULLMOVE_NUMBER, START_BOARD + " w - - 0 0", NO, NO, null, NO, NO, 1, "0", false));
        list.add(of(Error.BAD_FULLMOVE_NUMBER, START_BOARD + " b - - 0 one", NO, NO, null, NO, NO, 1, "one", false));

        list.add(of(Error.TOO_MANY_FIELDS, START + " extra words here", NO, NO, null, NO, 9, 6, null, false));
        return list;
    }

    private static FenException reject(String fen) {
        return assertThrows(FenException.class, () -> Fen.parse(fen), () -> "accepted: " + fen);
    }

    /** The details as the public accessors report them. */
    private static Details publicDetails(FenException e) {
        return new Details(e.side(), e.pieceType(), e.square(), e.rank(), e.count(), e.limit(), e.found(),
                e.kingsFacing());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyKindSetsExactlyItsDocumentedDetails(Case c) {
        FenException e = reject(c.fen());
        assertAll(
                () -> assertEquals(c.error(), e.error(), e.getMessage()),
                () -> assertEquals(c.details(), publicDetails(e), e.getMessage()),
                () -> assertEquals(c.details(), e.details(), e.getMessage()));
    }

    @Test
    void everyKindHasACase() {
        Set<Error> covered = EnumSet.noneOf(Error.class);
        cases().forEach(c -> covered.add(c.error()));
        assertEquals(EnumSet.allOf(Error.class), covered);
    }

    /**
     * The details say what the English message says: the square, the found text, the counts
     * appear in it. (Guards against details drifting from the message they describe.)
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theEnglishMessageNamesTheSameFacts(Case c) {
        FenException e = reject(c.fen());
        String message = e.getMessage();
        if (e.square() >= 0) {
            assertTrue(message.contains(" on " + Squares.name(e.square())), message);
        }
        if (e.found() != null) {
            assertTrue(message.contains("'" + e.found() + "'"), message);
        }
        if (e.rank() >= 0) {
            assertTrue(message.contains("rank " + e.rank()), message);
        }
        if (e.side() >= 0) {
            assertTrue(message.startsWith(e.field() + ": " + Piece.sideName(e.side()) + " "), message);
        }
        if (e.pieceType() >= 0 && e.pieceType() != Piece.KING) {
            assertTrue(message.contains(Piece.englishName(e.pieceType())), message);
        }
        if (e.count() > 0) {
            assertTrue(message.contains(String.valueOf(e.count())), message);
        }
        if (e.limit() >= 0) {
            // The one king a side must have is spelled out.
            String limit = e.error() == Error.KING_COUNT ? "exactly one" : String.valueOf(e.limit());
            assertTrue(message.contains(limit), message);
        }
        assertEquals(e.kingsFacing(), message.contains("kings face each other"), message);
    }

    @Test
    void detailsSurviveSerialization() throws Exception {
        FenException e = reject(fen("w", "Ke0", "Pb3", "kf9"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(e);
        }
        FenException back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (FenException) in.readObject();
        }
        assertEquals(e.getMessage(), back.getMessage());
        assertEquals(e.error(), back.error());
        assertEquals(e.details(), back.details());
    }
}
