package org.gametree.xiangqi.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.TestData;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;
import org.junit.jupiter.api.Test;

/**
 * The tactics suite {@code testdata/xiangqi-tactics.tsv}: its size and mix, and the short mates
 * proved by our own exhaustive search — the accepted moves of a mate in 1 are exactly the moves
 * that leave the opponent without a move, those of a mate in 2 exactly the moves after which
 * plain alpha-beta finds the opponent mated within two more plies.
 */
class TacticsSuiteTest {

    private static List<TacticsSuite.Problem> suite() {
        return TacticsSuite.read(TestData.directory().resolve("xiangqi-tactics.tsv"));
    }

    @Test
    void hasTheVerifiedProblemsOfBothKindsForBothSides() {
        List<TacticsSuite.Problem> problems = suite();
        // issue 12 asks for at least 100 verified positions; the committed file holds 114 (49 mates, 65 wins)
        assertTrue(problems.size() >= 100, "problems: " + problems.size());
        int mates = 0;
        int material = 0;
        int red = 0;
        Set<Integer> lengths = new TreeSet<>();
        Set<String> boards = new HashSet<>();
        for (TacticsSuite.Problem p : problems) {
            Position position = Fen.parse(p.fen());
            assertTrue(boards.add(Fen.writeBoard(position) + position.sideToMove()), "duplicate position " + p.id());
            for (String move : p.accepted()) {
                assertTrue(position.isLegal(parse(move)), p.id() + " " + move);
            }
            assertTrue(p.depth() >= 18, p.id() + " verified at depth " + p.depth());
            if (p.kind() == TacticsSuite.Kind.MATE) {
                mates++;
                lengths.add(p.mateIn());
                assertEquals("mate " + p.mateIn(), p.score(), p.id());
            } else {
                material++;
                assertEquals(1, p.accepted().size(), p.id());
            }
            red += position.sideToMove() == Piece.RED ? 1 : 0;
        }
        assertTrue(mates >= 45, "mates: " + mates);
        assertTrue(material >= 45, "material: " + material);
        assertEquals(Set.of(1, 2, 3, 4, 5, 6, 7), lengths, "mate lengths");
        int black = problems.size() - red;
        assertTrue(red >= problems.size() / 4 && black >= problems.size() / 4, "red " + red + ", black " + black);
    }

    @Test
    void matesInOneAreExactlyTheMovesThatLeaveNoReply() {
        int checked = 0;
        for (TacticsSuite.Problem p : suite()) {
            if (p.kind() != TacticsSuite.Kind.MATE || p.mateIn() != 1) {
                continue;
            }
            Position position = Fen.parse(p.fen());
            Set<String> mating = new TreeSet<>();
            for (int move : position.legalMoves()) {
                position.makeMove(move);
                if (position.legalMoves().length == 0) {
                    mating.add(Move.toCoordinate(move));
                }
                position.unmakeMove();
            }
            assertEquals(new TreeSet<>(p.accepted()), mating, p.id());
            checked++;
        }
        assertTrue(checked >= 5, "mates in one: " + checked);
    }

    @Test
    void matesInTwoAreProvedByAlphaBeta() {
        Searcher searcher = Algorithms.create("alphabeta", SearchConfig.plain());
        int checked = 0;
        for (TacticsSuite.Problem p : suite()) {
            if (p.kind() != TacticsSuite.Kind.MATE || p.mateIn() != 2) {
                continue;
            }
            Position position = Fen.parse(p.fen());
            // our plain alpha-beta sees "no legal move" one ply beyond the mating move: depth 2N
            SearchResult root = searcher.search(search(position), SearchLimits.depth(4));
            assertEquals(Score.MATE - 3, root.value(), p.id() + ": " + Score.describe(root.value()));
            assertTrue(p.accepts(Move.toCoordinate(root.bestMove())), p.id() + " " + Move.toCoordinate(root.bestMove()));
            List<String> mating = new ArrayList<>();
            for (int move : position.legalMoves()) {
                position.makeMove(move);
                int value = searcher.search(search(position), SearchLimits.depth(3)).value();
                assertTrue(value > Score.matedIn(0), p.id() + ": no mate in one, but " + Move.toCoordinate(move));
                if (value == Score.matedIn(2)) {
                    mating.add(Move.toCoordinate(move));
                }
                position.unmakeMove();
            }
            assertEquals(new TreeSet<>(p.accepted()), new TreeSet<>(mating), p.id());
            checked++;
        }
        assertTrue(checked >= 5, "mates in two: " + checked);
    }

    private static XiangqiSearchPosition search(Position position) {
        return new XiangqiSearchPosition(position, new PieceSquareEvaluation());
    }

    private static int parse(String move) {
        return Move.of(Squares.parse(move, 0), Squares.parse(move, 2));
    }
}
