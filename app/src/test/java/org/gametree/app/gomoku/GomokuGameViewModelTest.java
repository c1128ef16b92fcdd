package org.gametree.app.gomoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.AsciiBoard;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

class GomokuGameViewModelTest {

    /** From the forbidden rows of gomoku-puzzles.tsv: black to move, g6 is a double-three. */
    static final String DOUBLE_THREE_AT_G6 = "f5,k9,h6,i5,f4,i7,h5,i6,i4,h9,i9,g3,f3,f6,e4,h4,f2,f1,g5,k7,j6,d5";
    /** Black h8..k8 and m8 with white far away: l8 makes six in a row for black. */
    static final String SIX_AT_L8 = "h8,a1,i8,a3,j8,a5,k8,a7,m8,a9";

    private final Localization english = new Localization(Language.ENGLISH);
    private final Localization chinese = new Localization(Language.SIMPLIFIED_CHINESE);

    private static GomokuGameViewModel game(Rule rule, String moves) {
        GomokuGameViewModel game = new GomokuGameViewModel(rule, 15);
        assertTrue(game.load(moves, GomokuGameViewModel.Format.MOVES), () -> game.getMessage().toString());
        return game;
    }

    private static int point(String name) {
        return Notation.parsePoint(15, name);
    }

    @Test
    void playPlacesStonesInTurnAndListsTheMoves() {
        GomokuGameViewModel game = new GomokuGameViewModel();
        assertEquals("Black to move (move 1)", game.statusText(english).get());
        assertTrue(game.play(point("h8")));
        assertTrue(game.play("i9"));
        assertEquals(GomokuPosition.BLACK, game.getBoard().stoneAt(point("h8")));
        assertEquals(GomokuPosition.WHITE, game.getBoard().stoneAt(point("i9")));
        assertEquals(point("i9"), game.getBoard().lastMove());
        assertEquals(List.of("h8", "i9"), game.moveNamesProperty());
        assertEquals(2, game.getPly());
        assertEquals("Black to move (move 3)", game.statusText(english).get());
        assertEquals("轮到黑方落子（第 3 手）", game.statusText(chinese).get());
        assertNull(game.getMessage());
    }

    @Test
    void anOccupiedPointIsRefusedWithItsName() {
        GomokuGameViewModel game = new GomokuGameViewModel();
        game.play("h8");
        GomokuBoardSnapshot before = GomokuBoardSnapshot.of(game);
        assertFalse(game.play("h8"));
        assertEquals(before, GomokuBoardSnapshot.of(game), "nothing changed");
        assertTrue(game.getMessage().error());
        assertEquals("h8 is already occupied.", game.messageText(english).get());
        assertEquals("h8 已有棋子。", game.messageText(chinese).get());
        assertFalse(game.play("z99"));
        assertTrue(game.messageText(english).get().startsWith("Not a point of this board: "), game.messageText(english).get());
    }

    @Test
    void aRenjuForbiddenPointIsRefusedWithTheReason() {
        GomokuGameViewModel game = game(Rule.RENJU, DOUBLE_THREE_AT_G6);
        assertEquals(ForbiddenPoints.Reason.DOUBLE_THREE, game.getBoard().forbiddenReason(point("g6")));
        assertFalse(game.play("g6"));
        assertEquals(22, game.getPly());
        assertEquals("g6 is forbidden for black: double-three (3-3).", game.messageText(english).get());
        assertEquals("g6 是黑棋禁手：双三（三三）。", game.messageText(chinese).get());
        // The same stones under the other rules: g6 is an ordinary move.
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.STANDARD}) {
            GomokuGameViewModel free = game(rule, DOUBLE_THREE_AT_G6);
            assertTrue(free.getBoard().forbidden().isEmpty(), rule + " has no forbidden points");
            assertTrue(free.play("g6"), rule.toString());
        }
    }

    @Test
    void fiveInARowEndsTheGameAndFurtherStonesAreRefused() {
        GomokuGameViewModel game = game(Rule.FREESTYLE, "h8,a1,i8,a2,j8,a3,k8,a4");
        assertTrue(game.play("l8"));
        assertEquals(GameResult.BLACK_WINS, game.getResult());
        assertArrayEquals(new int[] {point("h8"), point("i8"), point("j8"), point("k8"), point("l8")},
                game.getBoard().winningLine());
        assertEquals("Black wins: five in a row (h8-l8)", game.statusText(english).get());
        assertEquals("黑方胜：五连（h8-l8）", game.statusText(chinese).get());
        assertFalse(game.play("a5"));
        assertEquals("The game is over; no more stones can be placed.", game.messageText(english).get());
        assertEquals(9, game.getPly());
    }

    @Test
    void whiteWinsTooAndTheRowIsFoundInEveryDirection() {
        // White builds the anti-diagonal a1..e5 (named bottom-up), black plays elsewhere.
        GomokuGameViewModel game = game(Rule.RENJU, "h8,a1,h10,b2,j12,c3,l8,d4,n14");
        assertTrue(game.play("e5"));
        assertEquals(GameResult.WHITE_WINS, game.getResult());
        assertEquals(5, game.getBoard().winningLine().length);
        assertTrue(game.getBoard().isOnWinningLine(point("c3")));
        assertEquals("White wins: five in a row (a1-e5)", game.statusText(english).get());
    }

    @Test
    void overlineWinsInFreestyleButNotInStandardAndIsForbiddenForBlackInRenju() {
        GomokuGameViewModel freestyle = game(Rule.FREESTYLE, SIX_AT_L8);
        assertTrue(freestyle.play("l8"));
        assertEquals(GameResult.BLACK_WINS, freestyle.getResult());
        assertEquals(6, freestyle.getBoard().winningLine().length);

        GomokuGameViewModel standard = game(Rule.STANDARD, SIX_AT_L8);
        assertTrue(standard.play("l8"), "an overline may be played under the standard rule");
        assertEquals(GameResult.ONGOING, standard.getResult(), "but it does not win");
        assertEquals(0, standard.getBoard().winningLine().length);

        GomokuGameViewModel renju = game(Rule.RENJU, SIX_AT_L8);
        assertEquals(ForbiddenPoints.Reason.OVERLINE, renju.getBoard().forbiddenReason(point("l8")));
        assertFalse(renju.play("l8"));
        assertEquals("l8 is forbidden for black: overline (six or more in a row).", renju.messageText(english).get());
        assertEquals("l8 是黑棋禁手：长连（六子及以上）。", renju.messageText(chinese).get());
    }

    @Test
    void whiteMayMakeAnOverlineInRenjuAndWins() {
        // The same shape with the colours swapped: white's six wins under Renju.
        GomokuGameViewModel renju = game(Rule.RENJU, "a1,h8,a3,i8,a5,j8,a7,k8,a9,m8,a11");
        assertTrue(renju.play("l8"));
        assertEquals(GameResult.WHITE_WINS, renju.getResult());
        assertEquals(6, renju.getBoard().winningLine().length);
    }

    @Test
    void undoAndRedoWalkTheLineAndANewMoveCutsIt() {
        GomokuGameViewModel game = game(Rule.RENJU, "h8,i9,j10");
        assertFalse(game.canRedoProperty().get());
        game.undo();
        game.undo();
        assertEquals(1, game.getPly());
        assertEquals(List.of("h8", "i9", "j10"), game.moveNamesProperty(), "the line keeps the moves to redo");
        assertTrue(game.canRedoProperty().get());
        assertEquals(GomokuPosition.EMPTY, game.getBoard().stoneAt(point("i9")));
        assertEquals("Move taken back.", game.messageText(english).get());
        game.redo();
        assertEquals(2, game.getPly());
        assertEquals(point("i9"), game.getBoard().lastMove());
        // Replaying the line's own next move keeps the line.
        assertTrue(game.play("j10"));
        assertEquals(List.of("h8", "i9", "j10"), game.moveNamesProperty());
        game.goToPly(1);
        assertTrue(game.play("g7"), "white plays elsewhere");
        assertEquals(List.of("h8", "g7"), game.moveNamesProperty());
        assertFalse(game.canRedoProperty().get());
        game.goToPly(0);
        assertFalse(game.canUndoProperty().get());
        assertEquals(0, game.getBoard().stoneCount());
        game.undo(); // nothing to take back: no change, no crash
        assertEquals(0, game.getPly());
    }

    @Test
    void undoAfterAWinReopensTheGame() {
        GomokuGameViewModel game = game(Rule.FREESTYLE, "h8,a1,i8,a2,j8,a3,k8,a4,l8");
        assertTrue(game.getResult().isOver());
        game.undo();
        assertEquals(GameResult.ONGOING, game.getResult());
        assertEquals(0, game.getBoard().winningLine().length);
        assertTrue(game.play("g8"), "the other end also makes five");
        assertEquals(GameResult.BLACK_WINS, game.getResult());
    }

    @Test
    void newGameTakesTheRuleAndSize() {
        GomokuGameViewModel game = new GomokuGameViewModel();
        game.play("h8");
        game.newGame(Rule.STANDARD, 19);
        assertEquals(Rule.STANDARD, game.getRule());
        assertEquals(19, game.getSize());
        assertEquals(19, game.getBoard().size());
        assertEquals(0, game.getPly());
        assertTrue(game.moveNamesProperty().isEmpty());
        assertTrue(game.play("s19"), "s19 is the top right corner of a 19-line board");
        assertEquals("New game: Standard (exactly five), 19×19 board.",
                GomokuMessage.info("gomoku.message.newGame", Rule.STANDARD, 19).text(english));
    }

    @Test
    void loadsMoveListsPsqRecordsAndBoardsAndExplainsBadInput() {
        GomokuGameViewModel game = new GomokuGameViewModel(Rule.RENJU, 15);
        assertTrue(game.load("h8, i9 ,j10"));
        assertEquals(List.of("h8", "i9", "j10"), game.moveNamesProperty());
        assertEquals("Loaded the move list: 3 stones.", game.messageText(english).get());

        String psq = "Piskvork 20x20, 11:11, 0\n8,8,0\n9,9,0\n-1\n";
        assertEquals(GomokuGameViewModel.Format.PSQ, GomokuGameViewModel.detect(psq));
        assertTrue(game.load(psq));
        assertEquals(20, game.getSize());
        assertEquals(List.of("h13", "i12"), game.moveNamesProperty());

        GomokuPosition crowded = Notation.play(Rule.RENJU, 15, DOUBLE_THREE_AT_G6);
        String board = AsciiBoard.write(crowded, true);
        assertEquals(GomokuGameViewModel.Format.BOARD, GomokuGameViewModel.detect(board));
        assertTrue(game.load(board));
        assertEquals(15, game.getSize());
        assertEquals(22, game.getPly());
        assertEquals(ForbiddenPoints.Reason.DOUBLE_THREE, game.getBoard().forbiddenReason(point("g6")));

        // Bad input: the game stays as it was and the reader's message is quoted.
        int[] before = game.getBoard().moves();
        assertFalse(game.load("h8,h8"));
        assertArrayEquals(before, game.getBoard().moves());
        assertEquals("Cannot read the move list: move 2 'h8': point h8 is already occupied",
                game.messageText(english).get());
        assertTrue(game.messageText(chinese).get().startsWith("无法读取着法列表："));
        assertFalse(game.load("Piskvork 15x14, 1:1, 0\n"));
        assertEquals("Cannot read the Piskvork record (.psq): psq line 1: board 15x14 is not square",
                game.messageText(english).get());
        assertFalse(game.load(board.replaceFirst("x", "q")));
        assertTrue(game.messageText(english).get().startsWith("Cannot read the board diagram: board line "),
                game.messageText(english).get());
        assertFalse(game.load("   "));
        assertEquals("Nothing to load: the text is empty.", game.messageText(english).get());
        assertArrayEquals(before, game.getBoard().moves());
    }

    @Test
    void aForbiddenMoveInAMoveListIsRefusedWithTheReason() {
        GomokuGameViewModel game = new GomokuGameViewModel(Rule.RENJU, 15);
        assertFalse(game.load(DOUBLE_THREE_AT_G6 + ",g6"));
        assertEquals("Cannot read the move list: move 23 'g6' is forbidden for black (double-three) under renju",
                game.messageText(english).get());
    }

    @Test
    void aFullBoardWithoutFiveIsADraw() {
        // Colour by (x + 2y) mod 4 < 2: rows "xxoo…", columns alternate, diagonals pairs — no
        // row of three anywhere, so no five; 113 of one colour, 112 of the other.
        StringBuilder text = new StringBuilder();
        int black = 0;
        for (int y = 0; y < 15; y++) {
            for (int x = 0; x < 15; x++) {
                boolean first = (x + 2 * y) % 4 < 2;
                black += first ? 1 : 0;
                text.append(first ? 'A' : 'B');
            }
            text.append('\n');
        }
        boolean firstIsBlack = black == 113;
        String board = text.toString().replace('A', firstIsBlack ? 'x' : 'o').replace('B', firstIsBlack ? 'o' : 'x');
        GomokuGameViewModel game = new GomokuGameViewModel(Rule.FREESTYLE, 15);
        assertTrue(game.load(board), () -> game.messageText(english).get());
        assertEquals(GameResult.DRAW, game.getResult());
        assertEquals("Draw: the board is full", game.statusText(english).get());
        assertEquals("和棋：棋盘已下满", game.statusText(chinese).get());
    }

    @Test
    void aPastedRenjuBoardWhoseLastBlackStoneIsForbiddenIsAWinForWhite() {
        // Black d2..d7 in a column; read top row first, d2 is placed last and makes six.
        StringBuilder board = new StringBuilder();
        for (int row = 15; row >= 1; row--) {
            char[] line = ".".repeat(15).toCharArray();
            if (row >= 2 && row <= 7) {
                line[3] = 'x';
            }
            if (row == 15 || row == 13) {
                line[10] = 'o';
                line[12] = 'o';
            }
            if (row == 15) {
                line[14] = 'o';
            }
            board.append(new String(line)).append('\n');
        }
        GomokuGameViewModel game = new GomokuGameViewModel(Rule.RENJU, 15);
        assertTrue(game.load(board.toString()), () -> game.messageText(english).get());
        assertEquals(GameResult.WHITE_WINS, game.getResult());
        assertEquals(0, game.getBoard().winningLine().length, "no row won the game");
        assertEquals("White wins: black played the forbidden point d2 — overline (six or more in a row)",
                game.statusText(english).get());
        assertEquals("白方胜：黑方在 d2 落下禁手 — 长连（六子及以上）", game.statusText(chinese).get());
    }

    @Test
    void aPastedBoardThatAlreadyHoldsAFiveIsRefused() {
        GomokuPosition won = Notation.play(Rule.FREESTYLE, 15, "h8,b15,i8,d15,j8,f15,k8,h15,a1,j15,l8");
        GomokuGameViewModel game = new GomokuGameViewModel(Rule.FREESTYLE, 15);
        // Read in reading order, the last stone placed is a1 (bottom row), not part of the five.
        assertFalse(game.load(AsciiBoard.write(won, false)));
        assertTrue(game.messageText(english).get().contains("already holds a winning row"), game.messageText(english).get());
    }

    @Test
    void aPositionReadElsewhereBringsItsRuleSizeAndMoves() {
        GomokuPosition pasted = Notation.play(Rule.STANDARD, 17, "i9,j10");
        GomokuGameViewModel game = new GomokuGameViewModel();
        game.loadPosition(pasted);
        assertEquals(Rule.STANDARD, game.getRule());
        assertEquals(17, game.getSize());
        assertEquals(List.of("i9", "j10"), game.moveNamesProperty());
        assertEquals("Position loaded: 2 stones.", game.messageText(english).get());
        game.play("k11");
        assertEquals(2, pasted.ply(), "the caller keeps its own position");
    }

    @Test
    void analysisPositionIsACopyOfTheCurrentPosition() {
        GomokuGameViewModel game = game(Rule.RENJU, "h8,i9");
        GomokuAnalysisPosition analysis = game.analysisPosition();
        assertEquals(2, analysis.ply());
        assertEquals("h8,i9", analysis.text());
        analysis.play(point("j10"));
        assertEquals(2, game.getPly(), "playing on the copy leaves the game alone");
        assertEquals(Rule.RENJU, analysis.position().rule());
        assertEquals("h8,i9", game.movesText());
        assertTrue(game.psqText().startsWith("Piskvorky 15x15"));
    }

    /** What the board showed, compared by value. */
    private record GomokuBoardSnapshot(List<Integer> moves, GameResult result) {
        static GomokuBoardSnapshot of(GomokuGameViewModel game) {
            return new GomokuBoardSnapshot(java.util.Arrays.stream(game.getBoard().moves()).boxed().toList(),
                    game.getResult());
        }
    }
}
