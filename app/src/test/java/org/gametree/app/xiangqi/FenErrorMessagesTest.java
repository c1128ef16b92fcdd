package org.gametree.app.xiangqi;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * FEN problems in the UI languages: a template for every kind in both bundles, English word for
 * word as the FEN reader says it, Chinese with nothing left in English but what the user typed.
 */
class FenErrorMessagesTest {

    private static final String START = Position.START_FEN;
    private static final String START_BOARD = START.substring(0, START.indexOf(' '));
    private static final String[] BUNDLES = {"messages.properties", "messages_zh_CN.properties"};
    private static final String[] PIECES = {"king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"};

    /** The board of {@code pieces} like "Ke0" (FEN letter, square) with {@code side} to move. */
    private static String fen(String side, String... pieces) {
        char[][] grid = new char[10][9];
        for (String piece : pieces) {
            grid[piece.charAt(2) - '0'][piece.charAt(1) - 'a'] = piece.charAt(0);
        }
        StringBuilder out = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                if (grid[rank][file] == 0) {
                    empty++;
                    continue;
                }
                out.append(empty > 0 ? String.valueOf(empty) : "").append(grid[rank][file]);
                empty = 0;
            }
            out.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 0 ? "/" : "");
        }
        return out + " " + side + " - - 0 1";
    }

    /** The start position with rank {@code rank} (0..9) replaced by {@code text}. */
    private static String startWithRank(int rank, String text) {
        String[] ranks = START_BOARD.split("/");
        ranks[9 - rank] = text;
        return String.join("/", ranks) + " w - - 0 1";
    }

    /** Bad FENs: every kind, both sides where a side is named, both variants where a text has a choice. */
    static List<String> samples() {
        List<String> list = new ArrayList<>();
        list.add("   ");
        list.add("rnbakabnr/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
        list.add(START_BOARD + "/ w");
        list.add(startWithRank(9, "rnbakabn"));
        list.add(startWithRank(8, "91"));
        list.add(startWithRank(7, "1c5c11"));
        list.add(startWithRank(6, "p1p1p1p1p1"));
        list.add(startWithRank(0, "RNBAKABNR1"));
        list.add(startWithRank(8, ""));
        list.add(startWithRank(5, "4x4"));
        list.add(startWithRank(9, "rnbakab車r"));
        list.add(startWithRank(0, "RNBA1ABNR"));
        list.add(startWithRank(8, "4k4"));
        list.add(startWithRank(1, "4R4"));
        list.add(startWithRank(5, "P8"));
        list.add(startWithRank(8, "3a5"));
        list.add(startWithRank(2, "BC5C1"));
        list.add(startWithRank(7, "1c2c2c1"));
        list.add(startWithRank(5, "p1p1p1p1p"));
        list.add(startWithRank(7, "1c2n2c1"));
        list.add(fen("w", "Kd3", "ke9"));
        list.add(fen("b", "Kd0", "kg8"));
        list.add(fen("w", "Ke0", "Ad1", "kf9"));
        list.add(fen("b", "Ke0", "kd9", "af8"));
        list.add(fen("w", "Ke0", "Bc5", "kf9"));
        list.add(fen("b", "Ke0", "kd9", "be5"));
        list.add(fen("w", "Ke0", "Pb3", "kf9"));
        list.add(fen("b", "Ke0", "kd9", "pf5"));
        list.add(fen("w", "Kd0", "Re5", "ke9"));
        list.add(fen("b", "Ke1", "nf3", "kd9"));
        list.add(fen("w", "Ke0", "ke9"));
        list.add(fen("b", "Kd1", "kd8"));
        list.add(START_BOARD);
        list.add(START_BOARD + " white - - 0 1");
        list.add(START_BOARD + " w KQkq - 0 1");
        list.add(START_BOARD + " b - e3 0 1");
        list.add(START_BOARD + " w - - -1 1");
        list.add(START_BOARD + " w - - 0 one");
        list.add(START + " extra words here");
        return list;
    }

    private static FenException reject(String fen) {
        return assertThrows(FenException.class, () -> Fen.parse(fen), () -> "accepted: " + fen);
    }

    private static Properties bundle(String name) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = FenErrorMessagesTest.class.getResourceAsStream("/org/gametree/app/i18n/" + name)) {
            assertNotNull(in, name);
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }

    // ------------------------------------------------------------------ the bundles

    /**
     * Read from each file itself: through ResourceBundle a key missing in Chinese would silently
     * come from the English parent bundle.
     */
    @ParameterizedTest
    @EnumSource(FenException.Error.class)
    void everyKindHasATemplateInEachBundleFile(FenException.Error kind) throws IOException {
        for (String name : BUNDLES) {
            String template = bundle(name).getProperty(FenErrorMessages.templateKey(kind));
            assertNotNull(template, name + " has no template for " + kind);
            assertFalse(template.isBlank(), name + ": " + kind);
            new MessageFormat(template);   // a broken pattern throws here, not in the dialog
        }
    }

    @Test
    void everySideAndPieceHasANameInEachBundleFile() throws IOException {
        for (String name : BUNDLES) {
            Properties bundle = bundle(name);
            for (int side : new int[] {Piece.RED, Piece.BLACK}) {
                for (int type = 0; type < Piece.TYPES; type++) {
                    assertNotNull(bundle.getProperty(FenErrorMessages.pieceKey(side, type)), name + " " + side + " " + type);
                }
            }
            assertNotNull(bundle.getProperty("fen.side.red"), name);
            assertNotNull(bundle.getProperty("fen.side.black"), name);
            assertNotNull(bundle.getProperty("fen.message"), name);
        }
    }

    @Test
    void samplesCoverEveryKindAndEveryFieldHasANameInEachBundleFile() throws IOException {
        Set<FenException.Error> covered = EnumSet.noneOf(FenException.Error.class);
        for (String fen : samples()) {
            FenException e = reject(fen);
            covered.add(e.error());
            for (String name : BUNDLES) {
                assertNotNull(bundle(name).getProperty(FenErrorMessages.fieldKey(e.field())),
                        name + " names no field '" + e.field() + "'");
            }
        }
        assertEquals(EnumSet.allOf(FenException.Error.class), covered);
    }

    @Test
    void chinesePieceNamesFollowTheSide() throws IOException {
        Properties zh = bundle("messages_zh_CN.properties");
        for (int side : new int[] {Piece.RED, Piece.BLACK}) {
            for (int type = 0; type < Piece.TYPES; type++) {
                assertEquals(String.valueOf(Piece.chinese(type, side)), zh.getProperty(FenErrorMessages.pieceKey(side, type)),
                        side + " " + PIECES[type]);
            }
        }
    }

    @Test
    void fieldKeysAreCamelCase() {
        assertEquals("fen.field.board", FenErrorMessages.fieldKey("board"));
        assertEquals("fen.field.sideToMove", FenErrorMessages.fieldKey("side to move"));
        assertEquals("fen.field.fen", FenErrorMessages.fieldKey("FEN"));
    }

    // ------------------------------------------------------------------ the messages

    /** One source of truth for English: the bundle's English reproduces the FEN reader's text. */
    @ParameterizedTest
    @MethodSource("samples")
    void englishIsTheFenReadersMessageWordForWord(String fen) {
        FenException e = reject(fen);
        assertEquals(e.getMessage(), FenErrorMessages.format(e, Language.ENGLISH));
    }

    /** Latin words left after removing what may stay: quoted input, square names, "FEN", single letters. */
    private static final Pattern QUOTED = Pattern.compile("“[^”]*”");
    private static final Pattern SQUARE = Pattern.compile("(?<![A-Za-z0-9])[a-i][0-9](?![A-Za-z0-9])");
    private static final Pattern WORD = Pattern.compile("[A-Za-z]{2,}");

    @ParameterizedTest
    @MethodSource("samples")
    void chineseLeavesNothingInEnglish(String fen) {
        FenException e = reject(fen);
        String zh = FenErrorMessages.format(e, Language.SIMPLIFIED_CHINESE);
        String rest = SQUARE.matcher(QUOTED.matcher(zh).replaceAll("").replace("FEN", "")).replaceAll("");
        Matcher english = WORD.matcher(rest);
        assertAll(
                () -> assertFalse(english.find(), () -> "English word '" + english.group() + "' in: " + zh),
                () -> assertFalse(zh.contains("'") || zh.contains("!fen."), "a quote or a missing key: " + zh),
                () -> assertTrue(zh.codePoints().anyMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN), zh),
                () -> assertNotEquals(e.getMessage(), zh),
                // The facts of the English message are in the Chinese one too.
                () -> assertTrue(e.square() < 0 || zh.contains(Squares.name(e.square())), zh),
                () -> assertTrue(e.found() == null || zh.contains("“" + e.found() + "”"), zh),
                () -> assertTrue(e.count() < 0 || e.count() == 0 && e.error() == FenException.Error.KING_COUNT
                        || zh.contains(String.valueOf(e.count())), zh),
                () -> assertTrue(e.pieceType() < 0 || zh.contains(String.valueOf(Piece.chinese(e.pieceType(), e.side()))), zh),
                () -> assertTrue(e.side() < 0 || zh.contains(e.side() == Piece.RED ? "红方" : "黑方"), zh));
    }

    @Test
    void chineseReadsAsWritten() {
        assertEquals("棋盘：红方有 3 个车，最多只能有 2 个",
                zh(startWithRank(1, "4R4")));
        assertEquals("棋盘：黑方的象在 e5，不在象能走到的七个点上",
                zh(fen("b", "Ke0", "kd9", "be5")));
        assertEquals("棋盘：红方的兵不可能出现在 b3（兵不能后退，过河之后才能横走）",
                zh(fen("w", "Ke0", "Pb3", "kf9")));
        assertEquals("棋盘：黑方没有将，双方必须各有一个帅（将）",
                zh(startWithRank(9, "rnba1abnr")));
        assertEquals("棋盘：红方有 2 个帅，双方必须各有一个帅（将）",
                zh(fen("w", "Kd0", "Ke1", "kf9")));
        assertEquals("棋盘：黑方的将在 e9 正被将军，但现在并非黑方走棋",
                zh(fen("w", "Kd0", "Re5", "ke9")));
        assertEquals("棋盘：红方的帅在 d1 正被将军，但现在并非红方走棋（将帅在同一直线上照面，中间没有棋子）",
                zh(fen("b", "Kd1", "kd8")));
        assertEquals("棋盘：横线 9（“rnbakabn”，自上而下第 1 条）有 8 个点，每条横线应有 9 个点",
                zh(startWithRank(9, "rnbakabn")));
        assertEquals("走棋方：应为“w”（红方）或“b”（黑方），实为“x”",
                zh(START_BOARD + " x"));
        assertEquals("回合数：应为不小于 1 的整数（最多 9 位），实为“0”",
                zh(START_BOARD + " w - - 0 0"));
    }

    @Test
    void numbersAreWrittenWithoutGrouping() {
        String fen = START + " x".repeat(1234 - 6);
        FenException e = reject(fen);
        assertEquals(1234, e.count());
        assertEquals(e.getMessage(), FenErrorMessages.format(e, Language.ENGLISH));
        assertTrue(e.getMessage().endsWith("found 1234"), e.getMessage());
        assertTrue(FenErrorMessages.format(e, Language.SIMPLIFIED_CHINESE).endsWith("实有 1234 个"));
    }

    @Test
    void followsTheLanguageOfTheLocalization() {
        FenException e = reject(startWithRank(1, "4R4"));
        Localization l10n = new Localization(Language.ENGLISH);
        assertEquals("board: red has 3 rooks; at most 2", FenErrorMessages.format(e, l10n));
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("棋盘：红方有 3 个车，最多只能有 2 个", FenErrorMessages.format(e, l10n));
    }

    private static String zh(String fen) {
        return FenErrorMessages.format(reject(fen), Language.SIMPLIFIED_CHINESE);
    }
}
