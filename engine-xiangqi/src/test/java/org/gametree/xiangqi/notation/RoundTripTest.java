package org.gametree.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random games (seeded, so failures reproduce): in every position visited, every legal move in
 * every notation is written uniquely, read back as itself in every accepted spelling and in
 * character variants, and described consistently; the position is left unchanged.
 */
class RoundTripTest {

    /** Plies per game before starting over, so play stays near the interesting middle. */
    private static final int GAME_LENGTH = 160;
    /** From the tandem positions, restart soon: a few random moves break a tandem up. */
    private static final int SHORT_GAME_LENGTH = 6;

    /** Positions from testdata/xiangqi-perft.tsv, one or two per category. */
    private static final String[] PERFT_FENS = {
        "rn2kabnr/4a4/b8/p1p1p1p1p/9/9/P1P1P1PCP/7R1/1C2A4/1RBAK1B2 w - - 7 7",
        "1rbakabr1/9/7c1/p1p1p1p1p/1c7/9/P1P1P1P1P/8B/9/RNBAKA1NR w - - 2 4",
        "r1baka3/3r5/2n1b1n2/p5p2/4P3p/1p4P2/P6cP/4C1NC1/9/R1BAKAB1R b - - 2 13",
        "1c2kabC1/4a4/r3b4/4p1p2/4P3p/4n1P2/8P/2R1B1N1B/2p1A4/3AK4 b - - 13 44",
        "3a2R2/4ak3/1r7/9/P8/9/9/9/4A4/3AK1B2 w - - 14 66",
        "9/2rk5/3a4R/9/9/9/9/3A5/3KA4/9 b - - 27 93",
        "3k1a3/9/9/4c4/4N3C/6N2/P2p5/3A2n2/4K4/5AB2 w - - 8 57",
        "2R1ka3/9/9/2p3p2/8p/2P6/9/9/9/1NBK1AB2 b - - 0 25",
        "4ka3/4a4/9/9/P1R6/2B6/8p/9/7r1/1r1AKA3 b - - 12 49",
    };

    static Stream<Arguments> starts() {
        List<Arguments> starts = new ArrayList<>();
        starts.add(Arguments.of(Position.START_FEN, 3000, false));
        for (String fen : PERFT_FENS) {
            starts.add(Arguments.of(fen, 400, false));
        }
        // The tandem test positions, so random play keeps producing tandem forms.
        for (String name : List.of("TR", "TRB", "TH", "THB", "TC", "TA", "TEB", "P32", "P221", "PB5", "PB32")) {
            starts.add(Arguments.of(Fen.write(KnownMoves.position(name)), 150, true));
        }
        // Many pawns and pieces on few files, for both sides: tandems of every kind at once.
        starts.add(Arguments.of(Boards.fen("w", "Ke0 Ad0 Af0 Bc0 Bc4 Nd2 Nd4 Rb0 Rb5 Ch2 Ch5 Pa6 Pa7 Pa8 Pc6 Pc7 "
                + "kd8 ad9 af9 bg9 bg5 nf7 nf6 ri9 ri6 cb7 cb4 pg2 pg3 pg4 pc2 pc3"), 800, true));
        return starts.stream();
    }

    @ParameterizedTest(name = "{1} random plies from {0}")
    @MethodSource("starts")
    void everyMoveRoundTripsInEveryNotation(String fen, int plies, boolean expectTandem) {
        Random random = new Random(fen.hashCode() * 31L + plies);
        Position start = Fen.parse(fen);
        Position position = start.copy();
        int played = 0;
        int gamePly = 0;
        int tandemPositions = 0;
        while (played < plies) {
            int[] legal = position.legalMoves();
            if (legal.length == 0 || gamePly == (expectTandem ? SHORT_GAME_LENGTH : GAME_LENGTH)) {
                position = start.copy();
                gamePly = 0;
                continue;
            }
            tandemPositions += checkPosition(position, legal, legal[random.nextInt(legal.length)]) ? 1 : 0;
            position.makeMove(legal[random.nextInt(legal.length)]);
            played++;
            gamePly++;
        }
        if (expectTandem) {
            // Otherwise these starts would not test what they are here for.
            assertTrue(tandemPositions > plies / 10, "only " + tandemPositions + " positions with a tandem move");
        }
    }

    /**
     * Checks all moves of one position, and the character variants of one of them (all of them
     * would triple the run time for little gain: variants are per character, not per move).
     * Returns whether any move needed a tandem locator.
     */
    private static boolean checkPosition(Position position, int[] legal, int variantMove) {
        String fen = Fen.write(position);
        long key = position.key();
        MoveDescriber describer = new MoveDescriber(position);
        boolean tandem = false;
        for (Notation notation : Notation.values()) {
            Map<String, Integer> written = new HashMap<>();
            for (int move : legal) {
                String text = notation.format(position, move);
                Integer before = written.put(text, move);
                assertTrue(before == null, () -> notation + " writes both " + Move.toCoordinate(before) + " and "
                        + Move.toCoordinate(move) + " as " + text + " in " + fen);
                List<String> spellings = notation.spellings(position, move);
                assertEquals(text, spellings.get(0), "the written form comes first");
                for (String spelling : spellings) {
                    assertParses(notation, position, spelling, move, fen);
                }
                if (move == variantMove) {
                    for (String variant : variants(notation, text, position.sideToMove())) {
                        assertParses(notation, position, variant, move, fen);
                    }
                }
            }
        }
        for (int move : legal) {
            MoveDescription d = describer.describe(move);
            tandem |= d.locator().isTandem();
            assertEquals(Move.to(move), Target.of(d.side(), d.type(), Move.from(move), d.action(), d.number()),
                    () -> "Target inverts the description of " + Move.toCoordinate(move) + " in " + fen);
            assertEquals(Piece.side(position.pieceAt(Move.from(move))), d.side());
            assertEquals(position.sideToMove(), d.side());
        }
        assertEquals(fen, Fen.write(position), "the position must not change");
        assertEquals(key, position.key(), "the key must not change");
        return tandem;
    }

    private static void assertParses(Notation notation, Position position, String text, int move, String fen) {
        int parsed;
        try {
            parsed = notation.parse(position, text);
        } catch (NotationException e) {
            throw new AssertionError(notation + " cannot read its own '" + text + "' for "
                    + Move.toCoordinate(move) + " in " + fen + ": " + e.getMessage(), e);
        }
        assertEquals(Move.toCoordinate(move), Move.toCoordinate(parsed),
                () -> notation + " reads '" + text + "' as another move in " + fen);
    }

    /** Character-level variants that must read the same: case, traditional characters, digit forms. */
    static List<String> variants(Notation notation, String text, int side) {
        switch (notation) {
            case COORDINATE:
                return List.of(text.toUpperCase(Locale.ROOT), " " + text + " ");
            case WXF: {
                String lower = text.toLowerCase(Locale.ROOT);
                String letters = text.startsWith("E") ? "B" + text.substring(1)
                        : text.startsWith("H") ? "N" + text.substring(1) : text;
                return List.of(lower, text.replace('.', '='), letters, " " + String.join(" ", text.split("")) + " ");
            }
            default: {
                StringBuilder swapped = new StringBuilder();
                StringBuilder traditional = new StringBuilder();
                StringBuilder fullwidth = new StringBuilder();
                for (char c : text.toCharArray()) {
                    int numeral = "一二三四五六七八九".indexOf(c);
                    boolean digit = c >= '1' && c <= '9';
                    // Red's numerals as Arabic digits, Black's digits as numerals (ordinal words
                    // such as 二兵 stay: as digits they are read the same way too).
                    swapped.append(numeral >= 0 ? (char) ('1' + numeral) : digit ? "一二三四五六七八九".charAt(c - '1') : c);
                    fullwidth.append(digit ? (char) ('１' + (c - '1')) : numeral >= 0 ? (char) ('１' + numeral) : c);
                    traditional.append(switch (c) {
                        case '帅' -> '帥';
                        case '将' -> '將';
                        case '马' -> '馬';
                        case '车' -> '車';
                        case '炮' -> side == Piece.RED ? '砲' : '包';
                        case '后' -> '後';
                        case '进' -> '進';
                        default -> c;
                    });
                }
                String prefix = side == Piece.RED ? "红" : "黑";
                return List.of(swapped.toString(), traditional.toString(), fullwidth.toString(),
                        prefix + text, " " + prefix + "方 " + text + " ");
            }
        }
    }

    @Test
    void moveListsRoundTripAndLeaveTheStartAlone() {
        Random random = new Random(20240611L);
        Position start = Position.startPosition();
        String startFen = Fen.write(start);
        Position game = start.copy();
        List<Integer> moves = new ArrayList<>();
        while (moves.size() < 200) {
            int[] legal = game.legalMoves();
            if (legal.length == 0) {
                break;
            }
            int move = legal[random.nextInt(legal.length)];
            moves.add(move);
            game.makeMove(move);
        }
        int[] line = moves.stream().mapToInt(Integer::intValue).toArray();
        for (Notation notation : Notation.values()) {
            List<String> texts = notation.formatMoves(start, line);
            assertEquals(line.length, texts.size());
            int[] parsed = notation.parseMoves(start, texts);
            assertEquals(moves, java.util.Arrays.stream(parsed).boxed().toList(), notation.label());
            assertEquals(startFen, Fen.write(start));
        }
    }
}
