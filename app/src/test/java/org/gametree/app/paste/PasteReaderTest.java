package org.gametree.app.paste;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.AsciiBoard;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.Psq;
import org.gametree.xiangqi.Fen;
import org.junit.jupiter.api.Test;

class PasteReaderTest {

    private static PastedGame read(String text, boolean xiangqiOnScreen) throws PasteException {
        return PasteReader.read(text, xiangqiOnScreen, Rule.RENJU, 15);
    }

    @Test
    void aFenIsAXiangqiPosition() throws PasteException {
        String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        PastedGame game = read("  " + fen + "\n", false);
        assertEquals(PasteFormat.XIANGQI_FEN, game.format());
        assertEquals(fen, Fen.write(game.xiangqi()));
        assertEquals(0, game.moves().length);
    }

    @Test
    void aBadFenNamesTheFenFieldAtFault() {
        PasteException e = assertThrows(PasteException.class,
                () -> read("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1", true));
        assertEquals(PasteFormat.XIANGQI_FEN, e.format());
        assertTrue(e.getMessage().contains("side"), e.getMessage());
    }

    @Test
    void coordinateMovesWithMoveNumbersAreAXiangqiGame() throws PasteException {
        PastedGame game = read("1. h2e2 h9g7 2. h0g2 i9h9", false); // rank 0: cannot be Gomoku
        assertEquals(PasteFormat.XIANGQI_MOVES, game.format());
        assertEquals(4, game.moves().length);
        PastedGame ambiguous = read("h2e2 h7e7", true);
        assertEquals(PasteFormat.XIANGQI_MOVES, ambiguous.format());
    }

    @Test
    void anIllegalXiangqiMoveIsNamed() {
        PasteException e = assertThrows(PasteException.class, () -> read("h2e2 h0h5", true));
        assertEquals(PasteFormat.XIANGQI_MOVES, e.format());
        assertTrue(e.getMessage().contains("move 2"), e.getMessage());
    }

    @Test
    void gomokuMoveListsInBothSpellings() throws PasteException {
        assertEquals(3, read("h8,i9,j10", false).gomoku().ply());
        PastedGame compact = read("h8i9j10", true);
        assertEquals(PasteFormat.GOMOKU_MOVES, compact.format());
        assertEquals(Rule.RENJU, compact.gomoku().rule());
        assertNull(compact.xiangqi());
        // "h2e2"-shaped text on a Gomoku screen is a Gomoku list first
        assertEquals(PasteFormat.GOMOKU_MOVES, read("h2e2", false).format());
    }

    @Test
    void psqAndAsciiBoardsRoundTrip() throws PasteException {
        GomokuPosition game = Notation.play(Rule.RENJU, 15, "h8,i9,h9,i10,h10");
        PastedGame psq = read(Psq.write(game), false);
        assertEquals(PasteFormat.GOMOKU_PSQ, psq.format());
        assertEquals(Notation.formatMoves(game), Notation.formatMoves(psq.gomoku()));
        PastedGame board = read(AsciiBoard.write(game, true), true);
        assertEquals(PasteFormat.GOMOKU_BOARD, board.format());
        assertEquals(5, board.gomoku().ply());
    }

    @Test
    void emptyAndGarbageTextsAreExplained() {
        PasteException empty = assertThrows(PasteException.class, () -> read("   \n", true));
        assertNull(empty.format());
        PasteException garbage = assertThrows(PasteException.class, () -> read("hello world", false));
        assertEquals(PasteFormat.GOMOKU_MOVES, garbage.format());
        assertTrue(!garbage.getMessage().isBlank());
        PasteException occupied = assertThrows(PasteException.class, () -> read("h8,h8", false));
        assertTrue(occupied.getMessage().contains("h8"), occupied.getMessage());
    }

    /** Issue 10: "hello world" in Xiangqi said "Not a valid Gomoku move list". */
    @Test
    void textOfNoShapeIsAProblemOfTheMainFormatOfTheGameOnScreen() {
        PasteException inXiangqi = assertThrows(PasteException.class, () -> read("hello world", true));
        assertEquals(PasteFormat.XIANGQI_FEN, inXiangqi.format());
        assertTrue(inXiangqi.problem().arguments().get(0) instanceof org.gametree.xiangqi.FenException);
        PasteException inGomoku = assertThrows(PasteException.class, () -> read("hello world", false));
        assertEquals(PasteFormat.GOMOKU_MOVES, inGomoku.format());
        assertEquals("paste.problem.notAPoint", inGomoku.problem().key());
    }

    @Test
    void theFailureReportedIsTheFormatTheTextLooksLikeTheGameOnScreensFirst() {
        // Gomoku-shaped text in Xiangqi is a Gomoku problem, not a FEN one
        PasteException gomoku = assertThrows(PasteException.class, () -> read("h8,i9,h8", true));
        assertEquals(PasteFormat.GOMOKU_MOVES, gomoku.format());
        assertEquals(List.of(3, "h8"), gomoku.problem().arguments());
        // coordinate moves fail as Xiangqi in Xiangqi (and as Gomoku too: rank 0), reported as Xiangqi
        PasteException xiangqi = assertThrows(PasteException.class, () -> read("h2e2 h9g7 h0h5", true));
        assertEquals(PasteFormat.XIANGQI_MOVES, xiangqi.format());
        assertEquals(List.of(3, "h0h5"), xiangqi.problem().arguments());
        // in Gomoku, the Gomoku reading is tried first and wins
        assertEquals(PasteFormat.GOMOKU_MOVES, assertThrows(PasteException.class,
                () -> read("h2e2 h9g7 h2e2", false)).format());
    }

    @Test
    void problemsAreWordedInTheUiLanguage() {
        Localization zh = new Localization(Language.SIMPLIFIED_CHINESE);
        Localization en = new Localization(Language.ENGLISH);
        PasteProblem forbidden = assertThrows(PasteException.class,
                () -> read("h8,a1,j8,a3,i9,a5,i10,o15,i8", false)).problem();
        assertEquals("Not a valid Gomoku move list — move 9, i8, is forbidden for black: double-three (3-3)",
                forbidden.text(en));
        assertEquals("无效的五子棋着法列表——第 9 步 i8 是黑方禁手：" + zh.get("gomoku.reason.doubleThree"),
                forbidden.text(zh));
        PasteProblem board = assertThrows(PasteException.class,
                () -> read("x . .\n. o ?\n. . .\n. . .\n. . .", true)).problem();
        assertEquals(PasteFormat.GOMOKU_BOARD, board.format());
        assertTrue(board.text(zh).startsWith("无效的五子棋棋盘——"), board.text(zh));
        for (char c : board.text(zh).toCharArray()) {
            assertTrue(c < 'A' || c > 'z' || "xo".indexOf(c) >= 0, "no English left: " + board.text(zh));
        }
    }
}
