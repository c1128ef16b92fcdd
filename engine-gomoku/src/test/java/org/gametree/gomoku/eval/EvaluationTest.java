package org.gametree.gomoku.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.search.GomokuSearchPosition;
import org.junit.jupiter.api.Test;

class EvaluationTest {

    /** A random game of {@code stones} moves on a {@code size} board (no rule checks: evaluation only). */
    static GomokuPosition random(Random random, int size, int stones) {
        GomokuPosition position = new GomokuPosition(Rule.FREESTYLE, size);
        while (position.ply() < stones) {
            // cluster the stones around the centre half of the time so patterns occur
            int x;
            int y;
            if (random.nextBoolean()) {
                x = size / 2 + random.nextInt(7) - 3;
                y = size / 2 + random.nextInt(7) - 3;
            } else {
                x = random.nextInt(size);
                y = random.nextInt(size);
            }
            int p = GomokuPosition.point(x, y);
            if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                position.makeMove(p);
            }
        }
        return position;
    }

    private static int sum(List<GomokuEvaluation.Term> terms) {
        return terms.stream().mapToInt(GomokuEvaluation.Term::value).sum();
    }

    @Test
    void explanationsSumToEvaluateOnRandomPositions() {
        Random random = new Random(1);
        for (String name : GomokuEvaluation.names()) {
            for (int i = 0; i < 300; i++) {
                int size = i % 3 == 0 ? 19 : 15;
                GomokuPosition position = random(random, size, random.nextInt(70));
                GomokuEvaluation evaluation = GomokuEvaluation.byName(name);
                evaluation.reset(position);
                int value = evaluation.evaluate(position);
                assertEquals(value, sum(evaluation.explain(position)), name + " " + Notation.formatMoves(position));
            }
        }
    }

    @Test
    void incrementalPatternsMatchAFreshEvaluation() {
        Random random = new Random(2);
        for (int i = 0; i < 200; i++) {
            String name = GomokuEvaluation.names().get(i % GomokuEvaluation.names().size());
            GomokuPosition game = random(random, 15, random.nextInt(30));
            GomokuSearchPosition search = new GomokuSearchPosition(game, GomokuEvaluation.byName(name),
                    GomokuSearchPosition.Candidates.ALL);
            int[] moves = new int[512];
            int made = 0;
            for (int step = 0; step < 40; step++) {
                if (made > 0 && random.nextInt(3) == 0) {
                    search.unmakeMove();
                    made--;
                } else {
                    int n = search.position().generateMoves(moves, 0);
                    if (n == 0) {
                        break;
                    }
                    search.makeMove(moves[random.nextInt(n)]);
                    made++;
                }
                GomokuEvaluation fresh = GomokuEvaluation.byName(name);
                fresh.reset(search.position());
                assertEquals(fresh.evaluate(search.position()), search.evaluate(), name);
                assertEquals(search.evaluate(), sum(fresh.explain(search.position())));
            }
        }
    }

    /** The moves of {@code position} under symmetry {@code s} (0-7) of the board. */
    static GomokuPosition transformed(GomokuPosition position, int s) {
        int size = position.size();
        GomokuPosition result = new GomokuPosition(position.rule(), size);
        for (int move : position.moves()) {
            int x = GomokuPosition.x(move);
            int y = GomokuPosition.y(move);
            for (int r = 0; r < (s & 3); r++) {
                int t = x;
                x = size - 1 - y;
                y = t;
            }
            if ((s & 4) != 0) {
                x = size - 1 - x;
            }
            result.makeMove(GomokuPosition.point(x, y));
        }
        return result;
    }

    @Test
    void symmetriesLeaveTheEvaluationUnchanged() {
        Random random = new Random(3);
        for (String name : GomokuEvaluation.names()) {
            for (int i = 0; i < 100; i++) {
                GomokuPosition position = random(random, i % 2 == 0 ? 15 : 16, random.nextInt(50));
                GomokuEvaluation evaluation = GomokuEvaluation.byName(name);
                evaluation.reset(position);
                int value = evaluation.evaluate(position);
                for (int s = 1; s < 8; s++) {
                    GomokuPosition t = transformed(position, s);
                    GomokuEvaluation e = GomokuEvaluation.byName(name);
                    e.reset(t);
                    assertEquals(value, e.evaluate(t), name + " symmetry " + s + " of " + Notation.formatMoves(position));
                }
            }
        }
    }

    @Test
    void bookPatternsClassifyTheUsualShapes() {
        assertEquals(BookPatternEvaluation.FIVE, BookPatternEvaluation.classify(0b11111, 7));
        assertEquals(BookPatternEvaluation.FOUR, BookPatternEvaluation.classify(0b011110, 6));
        assertEquals(BookPatternEvaluation.SFOUR, BookPatternEvaluation.classify(0b11110, 5));
        assertEquals(BookPatternEvaluation.SFOUR, BookPatternEvaluation.classify(0b11011, 9));
        assertEquals(BookPatternEvaluation.THREE, BookPatternEvaluation.classify(0b0011100, 7));
        assertEquals(BookPatternEvaluation.THREE, BookPatternEvaluation.classify(0b0011010, 7));
        assertEquals(BookPatternEvaluation.STHREE, BookPatternEvaluation.classify(0b00111, 5));
        assertEquals(BookPatternEvaluation.TWO, BookPatternEvaluation.classify(0b0001100, 7));
        assertEquals(BookPatternEvaluation.STWO, BookPatternEvaluation.classify(0b00011, 5));
    }

    @Test
    void bookLadderFollowsTheSideToMove() {
        BookPatternEvaluation book = new BookPatternEvaluation();
        // black h8 i8 j8 k8 (open four), white far away; black to move: S FOUR
        GomokuPosition blackToMove = Notation.play(Rule.FREESTYLE, 15, "h8,a1,i8,a3,j8,a5,k8,a7");
        assertEquals(9990, book.evaluate(blackToMove));
        // white to move against black's open four: O FOUR
        GomokuPosition whiteToMove = Notation.play(Rule.FREESTYLE, 15, "h8,a1,i8,a3,j8,a5,k8");
        assertEquals(-9970, book.evaluate(whiteToMove));
        // black's live three, white without SFOUR, black to move: +9950
        assertEquals(9950, book.evaluate(Notation.play(Rule.FREESTYLE, 15, "h8,a1,i8,a3,j8,a5")));
        // quiet: two stones each; white's TWO counts (the book's gate on STWO is not reproduced)
        GomokuPosition quiet = Notation.play(Rule.FREESTYLE, 15, "h8,c3,i8,c4");
        List<GomokuEvaluation.Term> terms = book.explain(quiet);
        assertEquals(book.evaluate(quiet), sum(terms));
        assertTrue(terms.stream().anyMatch(t -> t.pattern().equals("TWO") && t.side().equals("black")), terms::toString);
    }

    @Test
    void lineEvaluationPrefersTheSideToMovesThreats() {
        LinePatternEvaluation line = new LinePatternEvaluation();
        GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, "h8,a1,i8,a3,j8,a5");
        line.reset(position);
        assertTrue(line.evaluate(position) > 100);
        List<String> rows = new ArrayList<>();
        for (GomokuEvaluation.Term t : line.explain(position)) {
            rows.add(t.where());
        }
        assertTrue(rows.contains("row 8"), rows::toString);
    }

    /** The combination points {@link ThreatPointEvaluation#explain} lists: "kind@point". */
    private static List<String> combinationPoints(Rule rule, String moves, String side) {
        GomokuPosition position = Notation.play(rule, 15, moves);
        List<String> points = new ArrayList<>();
        for (GomokuEvaluation.Term t : new ThreatPointEvaluation().explain(position)) {
            if (List.of("four-three", "four-four", "three-three").contains(t.pattern()) && t.side().equals(side)) {
                points.add(t.pattern() + "@" + t.where());
            }
        }
        return points;
    }

    @Test
    void threatPointsFindTheCombinationsOneStoneMakes() {
        // black g8 h8 i8 (a four at e8/f8/j8/k8) and j6 j7 (a three through j8): four-three on j8
        String fourThree = "g8,a1,h8,o1,i8,a15,j6,o15,j7,h15";
        assertEquals(List.of("four-three@j8"), combinationPoints(Rule.FREESTYLE, fourThree, "black"));
        // black f8 g8 and h6 h7: three-three on h8; forbidden for black in Renju, so no threat there
        String threeThree = "f8,a1,g8,o1,h6,a15,h7,o15";
        assertEquals(List.of("three-three@h8"), combinationPoints(Rule.FREESTYLE, threeThree, "black"));
        assertEquals(List.of(), combinationPoints(Rule.RENJU, threeThree, "black"));
        // the same shape in white's stones counts in Renju
        assertEquals(List.of("three-three@h8"), combinationPoints(Rule.RENJU, "a1,f8,o1,g8,a15,h6,o15,h7,b3", "white"));
        // black to move with its four-three: worth more than the window counts alone
        GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, fourThree);
        assertTrue(new ThreatPointEvaluation().evaluate(position)
                >= new LinePatternEvaluation().evaluate(position) + ThreatPointEvaluation.MOVER_FOUR_COMBINATION);
    }
}
