package org.gametree.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

/** The positions of testdata/gomoku-puzzles.tsv under our rules. */
class PuzzleDataTest {

    @Test
    void everyPuzzleIsALegalUndecidedGameWithTheRightSideToMove() {
        List<String[]> rows = TestData.puzzles();
        assertEquals(50, rows.size());
        for (String[] row : rows) {
            Rule rule = Rule.fromGomocupId(Integer.parseInt(row[0]));
            // Notation.play checks every move, including black's forbidden points under renju.
            GomokuPosition position = Notation.play(rule, 15, row[2]);
            assertEquals(GameResult.ONGOING, position.result(), row[2]);
            assertEquals(row[1].equals("black") ? GomokuPosition.BLACK : GomokuPosition.WHITE,
                    position.stoneToMove(), row[2]);
            assertTrue(position.isConsistent());
            if (!row[3].equals("forbidden")) {
                // winning and defending answers are legal moves for the side to move
                for (int answer : Notation.parseMoves(15, row[4])) {
                    assertTrue(position.isLegal(answer), row[2] + ": answer " + Notation.name(15, answer));
                }
            }
        }
    }

    @Test
    void everyForbiddenAnswerIsForbiddenForBlack() {
        int checked = 0;
        for (String[] row : TestData.puzzles()) {
            if (!row[3].equals("forbidden")) {
                continue;
            }
            assertEquals("4", row[0]);
            assertEquals("black", row[1]);
            GomokuPosition position = Notation.play(Rule.RENJU, 15, row[2]);
            List<String> reported = new ArrayList<>();
            for (ForbiddenPoints.Forbidden f : ForbiddenPoints.all(position)) {
                reported.add(Notation.name(15, f.point()));
            }
            for (String answer : row[4].split(",")) {
                assertTrue(answer.startsWith("!"), answer);
                int point = Notation.parsePoint(15, answer.substring(1));
                assertTrue(ForbiddenPoints.isForbidden(position, point), row[2] + ": " + answer + " " + reported);
                assertTrue(!position.isLegal(point));
                assertTrue(reported.contains(answer.substring(1)));
                checked++;
            }
            // and no other point: the data list every forbidden point of these positions
            assertEquals(row[4].replace("!", ""), String.join(",", reported), row[2]);
        }
        assertEquals(7, checked);
    }
}
