package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reading and writing FEN: every kind of bad FEN is rejected with its own precise message naming
 * the field, and every valid FEN survives write(parse(fen)) unchanged.
 */
class FenTest {

    private static final String START = Position.START_FEN;
    private static final String START_BOARD = START.substring(0, START.indexOf(' '));

    // ------------------------------------------------------------------ helpers

    static String board(String... pieces) {
        return PieceLists.board(pieces);
    }

    static String fen(String side, String... pieces) {
        return PieceLists.fen(side, pieces);
    }

    /** The square on the same file, mirrored across the river: "c3" becomes "c6". */
    static String mirror(String square) {
        return "" + square.charAt(0) + (char) ('9' - (square.charAt(1) - '0'));
    }

    /** The start board with rank {@code rank} (0..9) replaced by {@code text}. */
    static String startWithRank(int rank, String text) {
        String[] ranks = START_BOARD.split("/");
        ranks[9 - rank] = text;
        return String.join("/", ranks) + " w - - 0 1";
    }

    private static FenException reject(String fen) {
        return assertThrows(FenException.class, () -> Fen.parse(fen), () -> "accepted: " + fen);
    }

    // ------------------------------------------------------------------ bad FENs

    /** One bad FEN: the error and field expected, and words the message must contain. */
    record Bad(FenException.Error error, String field, String fen, String... words) {
        @Override
        public String toString() {
            return error + " <" + fen + ">";
        }
    }

    private static Bad bad(FenException.Error error, String field, String fen, String... words) {
        return new Bad(error, field, fen, words);
    }

    static List<Bad> badFens() {
        List<Bad> list = new ArrayList<>();
        FenException.Error e;

        e = FenException.Error.EMPTY;
        list.add(bad(e, "board", null, "empty"));
        list.add(bad(e, "board", "", "empty"));
        list.add(bad(e, "board", "   ", "empty"));
        list.add(bad(e, "board", " \t\n ", "empty"));

        e = FenException.Error.RANK_COUNT;
        list.add(bad(e, "board", "rnbakabnr/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                "10 ranks", "found 9"));
        list.add(bad(e, "board", "rnbakabnr/9/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                "10 ranks", "found 11"));
        list.add(bad(e, "board", "rnbakabnr w", "10 ranks", "found 1"));
        list.add(bad(e, "board", START_BOARD + "/ w", "10 ranks", "found 11"));

        e = FenException.Error.RANK_WIDTH;
        list.add(bad(e, "board", startWithRank(9, "rnbakabn"), "rank 9", "'rnbakabn'", "8 files", "1st from the top"));
        list.add(bad(e, "board", startWithRank(0, "RNBAKABNR1"), "rank 0", "'RNBAKABNR1'", "10 files", "10th"));
        list.add(bad(e, "board", startWithRank(4, "8"), "rank 4", "8 files", "6th"));
        list.add(bad(e, "board", startWithRank(5, "91"), "rank 5", "10 files", "5th"));
        list.add(bad(e, "board", startWithRank(8, ""), "rank 8", "0 files", "2nd"));

        e = FenException.Error.UNKNOWN_LETTER;
        list.add(bad(e, "board", startWithRank(5, "4x4"), "'x'", "rank 5"));
        list.add(bad(e, "board", startWithRank(0, "RNBAKABN0"), "'0'", "rank 0"));
        list.add(bad(e, "board", startWithRank(9, "rnbakab車r"), "'車'", "rank 9"));
        list.add(bad(e, "board", startWithRank(2, "1C5G1"), "'G'", "rank 2"));
        // A character outside the Basic Multilingual Plane is quoted whole, not as half a surrogate pair.
        list.add(bad(e, "board", startWithRank(6, "p1p1p1p1\uD840\uDC00"), "'\uD840\uDC00'", "rank 6"));

        e = FenException.Error.KING_COUNT;
        list.add(bad(e, "board", startWithRank(0, "RNBA1ABNR"), "red", "no king"));
        list.add(bad(e, "board", startWithRank(9, "rnba1abnr"), "black", "no king"));
        list.add(bad(e, "board", startWithRank(8, "4k4"), "black", "2 kings"));
        list.add(bad(e, "board", fen("w", "Kd0", "Ke1", "kf9"), "red", "2 kings"));
        list.add(bad(e, "board", "9/9/9/9/9/9/9/9/9/9 w - - 0 1", "red", "no king"));

        e = FenException.Error.TOO_MANY_PIECES;
        list.add(bad(e, "board", startWithRank(1, "4R4"), "red", "3 rooks", "at most 2"));
        list.add(bad(e, "board", startWithRank(5, "P8"), "red", "6 pawns", "at most 5"));
        list.add(bad(e, "board", startWithRank(7, "1c2c2c1"), "black", "3 cannons", "at most 2"));
        list.add(bad(e, "board", startWithRank(8, "3a5"), "black", "3 advisors", "at most 2"));
        list.add(bad(e, "board", startWithRank(2, "BC5C1"), "red", "3 elephants", "at most 2"));
        list.add(bad(e, "board", startWithRank(5, "p1p1p1p1p"), "black", "10 pawns", "at most 5"));

        e = FenException.Error.KING_OUTSIDE_PALACE;
        list.add(bad(e, "board", fen("w", "Kd3", "ke9"), "red", "king", "d3", "outside its palace"));
        list.add(bad(e, "board", fen("w", "Kc0", "ke9"), "red", "king", "c0", "outside its palace"));
        list.add(bad(e, "board", fen("w", "Kd0", "ke6"), "black", "king", "e6", "outside its palace"));
        list.add(bad(e, "board", fen("b", "Kd0", "kg8"), "black", "king", "g8", "outside its palace"));

        e = FenException.Error.ADVISOR_OFF_POINTS;
        list.add(bad(e, "board", fen("w", "Kd0", "Ae0", "kf9"), "red", "advisor", "e0", "diagonals"));
        list.add(bad(e, "board", fen("w", "Ke0", "Ad1", "kf9"), "red", "advisor", "d1", "diagonals"));
        list.add(bad(e, "board", fen("w", "Ke0", "Ae3", "kf9"), "red", "advisor", "e3", "diagonals"));
        list.add(bad(e, "board", fen("b", "Ke0", "kd9", "ae9"), "black", "advisor", "e9", "diagonals"));
        list.add(bad(e, "board", fen("b", "Ke0", "kd9", "af8"), "black", "advisor", "f8", "diagonals"));

        e = FenException.Error.ELEPHANT_OFF_POINTS;
        list.add(bad(e, "board", fen("w", "Ke0", "Bb0", "kf9"), "red", "elephant", "b0", "seven points"));
        list.add(bad(e, "board", fen("w", "Ke0", "Be4", "kf9"), "red", "elephant", "e4", "seven points"));
        list.add(bad(e, "board", fen("w", "Ke0", "Bc5", "kf9"), "red", "elephant", "c5", "seven points"));
        list.add(bad(e, "board", fen("w", "Ke0", "Ec1", "kf9"), "red", "elephant", "c1", "seven points"));
        list.add(bad(e, "board", fen("b", "Ke0", "kd9", "bc4"), "black", "elephant", "c4", "seven points"));
        list.add(bad(e, "board", fen("b", "Ke0", "kd9", "ee5"), "black", "elephant", "e5", "seven points"));

        e = FenException.Error.PAWN_UNREACHABLE;
        list.add(bad(e, "board", fen("w", "Ke0", "Pa2", "kf9"), "red", "pawn", "a2", "never"));
        list.add(bad(e, "board", fen("w", "Ke0", "Pb3", "kf9"), "red", "pawn", "b3", "never"));
        list.add(bad(e, "board", fen("w", "Ke0", "Pd4", "kf9"), "red", "pawn", "d4", "never"));
        list.add(bad(e, "board", fen("b", "Ke0", "kd9", "pb6"), "black", "pawn", "b6", "never"));
        list.add(bad(e, "board", fen("b", "Ke0", "kd9", "pa7"), "black", "pawn", "a7", "never"));
        list.add(bad(e, "board", fen("b", "Ke0", "kd9", "pf5"), "black", "pawn", "f5", "never"));

        e = FenException.Error.SIDE_NOT_TO_MOVE_IN_CHECK;
        // Red to move, the black king attacked: by a rook, a horse, a cannon, a pawn (forward and sideways).
        list.add(bad(e, "board", fen("w", "Kd0", "Re5", "ke9"), "black", "e9", "not to move", "attacked"));
        list.add(bad(e, "board", fen("w", "Kd0", "Hg8", "ke9"), "black", "e9", "not to move", "attacked"));
        list.add(bad(e, "board", fen("w", "Kd0", "Nd7", "ke9"), "black", "e9", "not to move", "attacked"));
        list.add(bad(e, "board", fen("w", "Kd0", "Ce4", "pe6", "ke9"), "black", "e9", "not to move", "attacked"));
        list.add(bad(e, "board", fen("w", "Kd0", "Pe8", "ke9"), "black", "e9", "not to move", "attacked"));
        list.add(bad(e, "board", fen("w", "Kd0", "Pd8", "ke8"), "black", "e8", "not to move", "attacked"));
        // Black to move, the red king attacked.
        list.add(bad(e, "board", fen("b", "Ke0", "ra0", "kd9"), "red", "e0", "not to move", "attacked"));
        list.add(bad(e, "board", fen("b", "Ke1", "nf3", "kd9"), "red", "e1", "not to move", "attacked"));
        list.add(bad(e, "board", fen("b", "Kf0", "cf9", "Pf5", "kd9"), "red", "f0", "not to move", "attacked"));
        list.add(bad(e, "board", fen("b", "Ke0", "pe1", "kd9"), "red", "e0", "not to move", "attacked"));
        list.add(bad(e, "board", fen("b", "Ke1", "pd1", "kd9"), "red", "e1", "not to move", "attacked"));
        // The kings facing each other on an open file ("flying general"), either side to move.
        list.add(bad(e, "board", fen("w", "Ke0", "ke9"), "black", "e9", "not to move", "face"));
        list.add(bad(e, "board", fen("b", "Kd1", "kd8"), "red", "d1", "not to move", "face"));
        list.add(bad(e, "board", fen("w", "Kf2", "Ae1", "Rd5", "kf7", "ae8"), "black", "f7", "face"));

        e = FenException.Error.MISSING_SIDE;
        list.add(bad(e, "side to move", START_BOARD, "missing", "'w'", "'b'"));
        list.add(bad(e, "side to move", "  " + START_BOARD + "  ", "missing"));

        e = FenException.Error.BAD_SIDE;
        list.add(bad(e, "side to move", START_BOARD + " x - - 0 1", "'x'", "'w'", "'b'"));
        list.add(bad(e, "side to move", START_BOARD + " white - - 0 1", "'white'"));
        list.add(bad(e, "side to move", START_BOARD + " W", "'W'"));
        list.add(bad(e, "side to move", START_BOARD + " red", "'red'"));
        list.add(bad(e, "side to move", START_BOARD + " - w", "'-'"));

        e = FenException.Error.BAD_CASTLING;
        list.add(bad(e, "castling", START_BOARD + " w KQkq - 0 1", "'KQkq'", "no castling"));
        list.add(bad(e, "castling", START_BOARD + " b x", "'x'", "no castling"));
        list.add(bad(e, "castling", START_BOARD + " w 0 1", "'0'", "no castling"));

        e = FenException.Error.BAD_EN_PASSANT;
        list.add(bad(e, "en passant", START_BOARD + " w - e3 0 1", "'e3'", "no en passant"));
        list.add(bad(e, "en passant", START_BOARD + " b - 0", "'0'", "no en passant"));

        e = FenException.Error.BAD_HALFMOVE_CLOCK;
        list.add(bad(e, "halfmove clock", START_BOARD + " w - - -1 1", "'-1'", "≥ 0"));
        list.add(bad(e, "halfmove clock", START_BOARD + " w - - x 1", "'x'"));
        list.add(bad(e, "halfmove clock", START_BOARD + " b - - 1.5", "'1.5'"));
        list.add(bad(e, "halfmove clock", START_BOARD + " w - - 99999999999 1", "'99999999999'"));
        list.add(bad(e, "halfmove clock", START_BOARD + " w - - +5 1", "'+5'"));
        list.add(bad(e, "halfmove clock", START_BOARD + " w - - \u0663 1", "'\u0663'"));

        e = FenException.Error.BAD_FULLMOVE_NUMBER;
        list.add(bad(e, "move number", START_BOARD + " w - - 0 0", "'0'", "≥ 1"));
        list.add(bad(e, "move number", START_BOARD + " w - - 0 -3", "'-3'"));
        list.add(bad(e, "move number", START_BOARD + " b - - 0 one", "'one'"));
        list.add(bad(e, "move number", START_BOARD + " b - - 0 +1", "'+1'"));
        list.add(bad(e, "move number", START_BOARD + " b - - 0 \uFF11", "'\uFF11'"));

        e = FenException.Error.TOO_MANY_FIELDS;
        list.add(bad(e, "FEN", START + " 1", "at most 6 fields", "found 7"));
        list.add(bad(e, "FEN", START + " extra words here", "at most 6 fields", "found 9"));
        return list;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFens")
    void everyBadFenIsRejectedWithItsOwnErrorFieldAndMessage(Bad bad) {
        FenException e = reject(bad.fen());
        String message = e.getMessage();
        assertAll(
                () -> assertEquals(bad.error(), e.error(), message),
                () -> assertEquals(bad.field(), e.field(), message),
                () -> assertTrue(message.startsWith(bad.field() + ": "), "message names the field: " + message),
                () -> assertTrue(message.length() > bad.field().length() + 10, "message says what is wrong: " + message),
                () -> assertFalse(message.contains("Exception"), message),
                () -> {
                    for (String word : bad.words()) {
                        assertTrue(message.contains(word), "message lacks '" + word + "': " + message);
                    }
                });
    }

    @Test
    void everyKindOfErrorHasAtLeastOneCase() {
        Set<FenException.Error> covered = EnumSet.noneOf(FenException.Error.class);
        for (Bad bad : badFens()) {
            covered.add(bad.error());
        }
        Set<FenException.Error> missing = EnumSet.complementOf(EnumSet.copyOf(covered));
        assertTrue(missing.isEmpty(), "FenException.Error values without a bad-FEN case: " + missing);
    }

    /** A phrase that every message of that kind has and no message of another kind has. */
    private static final Map<FenException.Error, String> SIGNATURE = new EnumMap<>(Map.ofEntries(
            Map.entry(FenException.Error.EMPTY, "is empty"),
            Map.entry(FenException.Error.RANK_COUNT, "expected 10 ranks"),
            Map.entry(FenException.Error.RANK_WIDTH, "every rank has 9"),
            Map.entry(FenException.Error.UNKNOWN_LETTER, "unknown piece letter"),
            Map.entry(FenException.Error.KING_COUNT, "each side has exactly one"),
            Map.entry(FenException.Error.TOO_MANY_PIECES, "; at most "),
            Map.entry(FenException.Error.KING_OUTSIDE_PALACE, "outside its palace"),
            Map.entry(FenException.Error.ADVISOR_OFF_POINTS, "palace's diagonals"),
            Map.entry(FenException.Error.ELEPHANT_OFF_POINTS, "an elephant can reach"),
            Map.entry(FenException.Error.PAWN_UNREACHABLE, "can never stand there"),
            Map.entry(FenException.Error.SIDE_NOT_TO_MOVE_IN_CHECK, "is not to move but its king"),
            Map.entry(FenException.Error.MISSING_SIDE, "side to move: missing"),
            Map.entry(FenException.Error.BAD_SIDE, "side to move: expected"),
            Map.entry(FenException.Error.BAD_CASTLING, "no castling"),
            Map.entry(FenException.Error.BAD_EN_PASSANT, "no en passant"),
            Map.entry(FenException.Error.BAD_HALFMOVE_CLOCK, "halfmove clock: expected a whole number"),
            Map.entry(FenException.Error.BAD_FULLMOVE_NUMBER, "move number: expected a whole number"),
            Map.entry(FenException.Error.TOO_MANY_FIELDS, "at most 6 fields")));

    @Test
    void messagesAreDistinctAcrossKinds() {
        Map<FenException.Error, List<String>> messages = new EnumMap<>(FenException.Error.class);
        for (Bad bad : badFens()) {
            messages.computeIfAbsent(bad.error(), k -> new ArrayList<>()).add(reject(bad.fen()).getMessage());
        }
        for (FenException.Error kind : FenException.Error.values()) {
            String signature = SIGNATURE.get(kind);
            if (signature == null) {
                continue; // a new kind: everyKindOfErrorHasAtLeastOneCase asks for a case first
            }
            for (Map.Entry<FenException.Error, List<String>> entry : messages.entrySet()) {
                for (String message : entry.getValue()) {
                    boolean has = message.contains(signature);
                    if (entry.getKey() == kind) {
                        assertTrue(has, kind + " message lacks '" + signature + "': " + message);
                    } else {
                        assertFalse(has, entry.getKey() + " message looks like " + kind + ": " + message);
                    }
                }
            }
        }
        // No two kinds ever produce the same text.
        Map<String, FenException.Error> seen = new LinkedHashMap<>();
        for (Map.Entry<FenException.Error, List<String>> entry : messages.entrySet()) {
            for (String message : entry.getValue()) {
                FenException.Error before = seen.putIfAbsent(message, entry.getKey());
                assertTrue(before == null || before == entry.getKey(), "same message for " + before + " and " + entry.getKey());
            }
        }
    }

    @Test
    void messageIsFieldColonDetail() {
        FenException e = reject(START_BOARD + " x");
        assertEquals("side to move", e.field());
        assertEquals("side to move: expected 'w' (Red) or 'b' (Black), found 'x'", e.getMessage());
        assertTrue(e instanceof IllegalArgumentException, "callers may catch IllegalArgumentException");
    }

    @Test
    void theFirstProblemIsReported() {
        // A bad side and a bad board: the board comes first.
        String[] ranks = START_BOARD.split("/");
        ranks[6] = "P1P1P1P1";
        assertEquals(FenException.Error.RANK_WIDTH, reject(String.join("/", ranks) + " x").error());
        // A bad clock and an extra field: the field count comes first.
        assertEquals(FenException.Error.TOO_MANY_FIELDS, reject(START_BOARD + " w - - x 1 2").error());
        // Two kinds of bad pieces: the counts come before the placement.
        assertEquals(FenException.Error.KING_COUNT, reject(fen("w", "Kd0", "Pa0", "kd9", "ke8")).error());
    }

    // ------------------------------------------------------------------ valid FENs

    static Stream<String> suiteFens() {
        return TestData.perftFens().stream();
    }

    @ParameterizedTest
    @MethodSource("suiteFens")
    void suiteFensRoundTripExactly(String fen) {
        Position position = Fen.parse(fen);
        assertEquals(fen, Fen.write(position));
        assertEquals(fen.substring(0, fen.indexOf(' ')), Fen.writeBoard(position));
        assertTrue(position.sameAs(Fen.parse(Fen.write(position))));
    }

    @Test
    void suiteIsNotEmpty() {
        assertTrue(TestData.perftFens().size() >= 50, "the perft suite has its positions");
    }

    @Test
    void startPositionRoundTrips() {
        assertEquals(START, Fen.write(Position.startPosition()));
        assertEquals(START, Fen.write(Fen.parse(START)));
    }

    @Test
    void rIsAcceptedForRedAndWrittenAsW() {
        Position position = Fen.parse(START_BOARD + " r - - 0 1");
        assertEquals(Piece.RED, position.sideToMove());
        assertEquals(START, Fen.write(position));
        assertEquals(Piece.BLACK, Fen.parse(fen("b", "Kd0", "ke9")).sideToMove());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " -", " - -", " - - 0"})
    void optionalFieldsDefaultToDashDashZeroOne(String tail) {
        assertEquals(START, Fen.write(Fen.parse(START_BOARD + " w" + tail)));
        String black = board("Kd0", "Ce2", "ke9");
        assertEquals(black + " b - - 0 1", Fen.write(Fen.parse(black + " b" + tail)));
    }

    @Test
    void clocksAreKept() {
        String fen = board("Kd0", "Re2", "kf9", "rh7") + " b - - 37 52";
        Position position = Fen.parse(fen);
        assertEquals(37, position.halfmoveClock());
        assertEquals(52, position.fullmoveNumber());
        assertEquals(fen, Fen.write(position));
    }

    @Test
    void wxfLettersEAndHAreAliasesWrittenAsBAndN() {
        String wxf = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1";
        assertEquals(START, Fen.write(Fen.parse(wxf)));
        assertTrue(Fen.parse(START).sameAs(Fen.parse(wxf)));
        String mixed = "rnbakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKABNR w - - 0 1";
        assertEquals(START, Fen.write(Fen.parse(mixed)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR   w  -  -  0  1   ",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR\tw\t-\t-\t0\t1\n",
        "\n rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR  w ",
    })
    void extraWhitespaceIsAccepted(String fen) {
        assertEquals(START, Fen.write(Fen.parse(fen)));
    }

    @Test
    void nonCanonicalDigitsAreReadAndWrittenCanonically() {
        String split = "rnbakabnr/54/1c5c1/p1p1p1p1p/333/9/P1P1P1P1P/1C41C1/9/RNBAKABNR w - - 0 1";
        assertEquals(START, Fen.write(Fen.parse(split)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"w", "b"})
    void kingsOnOneFileWithOnePieceBetweenAreLegal(String side) {
        for (String between : List.of("Pe3", "pe6", "Ce5", "ce4", "Ne1", "Ae1", "be7", "Ne2", "ne8")) {
            String fen = fen(side, "Ke0", between, "ke9");
            Position position = assertDoesNotThrow(() -> Fen.parse(fen), fen);
            assertEquals(fen, Fen.write(position));
        }
        // Off the centre file too, with the kings on their second and third ranks.
        String fen = fen(side, "Kd2", "Nd5", "kd7");
        assertEquals(fen, Fen.write(Fen.parse(fen)));
    }

    @Test
    void kingsOnOneFileWithTwoPiecesBetweenAreLegal() {
        String fen = fen("w", "Ke0", "Pe3", "pe6", "ke9");
        assertEquals(fen, Fen.write(Fen.parse(fen)));
    }

    @Test
    void theSideToMoveMayBeInCheck() {
        String redInCheck = fen("w", "Ke0", "re5", "kd9");
        Position position = Fen.parse(redInCheck);
        assertTrue(position.isInCheck());
        assertEquals(redInCheck, Fen.write(position));
        String blackInCheck = fen("b", "Kd0", "He7", "kf9");
        assertTrue(Fen.parse(blackInCheck).isInCheck());
        // A cannon with no screen does not give check.
        assertFalse(Fen.parse(fen("b", "Ke0", "ce5", "kd9")).isInCheck());
        assertDoesNotThrow(() -> Fen.parse(fen("w", "Kd0", "Ce5", "kf9")));
    }

    @Test
    void everyLegalPointOfEachPieceIsAccepted() {
        List<String> ok = new ArrayList<>();
        // Kings, advisors, elephants and pawns of both colours on points they can reach.
        for (String sq : List.of("d0", "e0", "f0", "d1", "e1", "f1", "d2", "e2", "f2")) {
            ok.add(fen("w", "K" + sq, sq.charAt(0) == 'f' ? "kd9" : "kf9"));
            ok.add(fen("b", "k" + mirror(sq), sq.charAt(0) == 'f' ? "Kd0" : "Kf0"));
        }
        for (String sq : List.of("d0", "f0", "e1", "d2", "f2")) {
            ok.add(fen("w", "Ke0", "A" + sq, "kf9"));
            ok.add(fen("b", "Kd0", "a" + mirror(sq), "ke9"));
        }
        for (String sq : List.of("c0", "g0", "a2", "e2", "i2", "c4", "g4")) {
            ok.add(fen("w", "Kd0", "B" + sq, "kf9"));
            ok.add(fen("b", "Kd0", "b" + mirror(sq), "kf9"));
        }
        for (String sq : List.of("a3", "c3", "e4", "g4", "i3", "a5", "b5", "h7", "i9", "c9")) {
            ok.add(fen("w", "Kd0", "P" + sq, "kf8"));
            ok.add(fen("b", "Kd1", "p" + mirror(sq), "kf9"));
        }
        for (String fen : ok) {
            Position position = assertDoesNotThrow(() -> Fen.parse(fen), fen);
            assertEquals(fen, Fen.write(position));
        }
    }

    @Test
    void fullArmiesAreAccepted() {
        // Five pawns, two of every other piece, all on reachable points.
        String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 3 9";
        assertEquals(fen, Fen.write(Fen.parse(fen)));
    }

    @Test
    void writeThenParseIsTheIdentityAlongRandomGames() {
        java.util.Random random = new java.util.Random(2024);
        int checked = 0;
        for (String start : TestData.perftFens().subList(0, 10)) {
            Position position = Fen.parse(start);
            for (int ply = 0; ply < 40; ply++) {
                int[] moves = position.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(moves.length)]);
                String fen = Fen.write(position);
                Position again = Fen.parse(fen);
                assertEquals(fen, Fen.write(again));
                assertEquals(position.key(), again.key(), fen);
                checked++;
            }
        }
        assertTrue(checked > 100);
    }

    @Test
    void helpersBuildWhatTheyClaim() {
        assertEquals(START_BOARD, board("ra9", "nb9", "bc9", "ad9", "ke9", "af9", "bg9", "nh9", "ri9",
                "cb7", "ch7", "pa6", "pc6", "pe6", "pg6", "pi6",
                "Pa3", "Pc3", "Pe3", "Pg3", "Pi3", "Cb2", "Ch2",
                "Ra0", "Nb0", "Bc0", "Ad0", "Ke0", "Af0", "Bg0", "Nh0", "Ri0"));
        assertEquals(START, startWithRank(0, "RNBAKABNR"));
        assertEquals("c6", mirror("c3"));
    }
}
