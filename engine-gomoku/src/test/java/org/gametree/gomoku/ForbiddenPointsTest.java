package org.gametree.gomoku;

import static org.gametree.gomoku.ForbiddenPoints.Reason.DOUBLE_FOUR;
import static org.gametree.gomoku.ForbiddenPoints.Reason.DOUBLE_THREE;
import static org.gametree.gomoku.ForbiddenPoints.Reason.NONE;
import static org.gametree.gomoku.ForbiddenPoints.Reason.OVERLINE;
import static org.gametree.gomoku.Setup.A;
import static org.gametree.gomoku.Setup.D;
import static org.gametree.gomoku.Setup.H;
import static org.gametree.gomoku.Setup.V;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.gametree.gomoku.ForbiddenPoints.Reason;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hand-built Renju forbidden-point cases. Each case lays line patterns through the tested point
 * (see {@link Setup}); the reasoning is in the case name and the comments. "Three" means: one
 * more stone, on a point black may play, makes a straight four ({@code .xxxx.} with both ends
 * making exactly five).
 */
class ForbiddenPointsTest {

    private record Case(String name, String point, Reason expected, Object[] lines) {
        GomokuPosition position() {
            Setup setup = new Setup(Rule.RENJU);
            for (int i = 0; i < lines.length; i += 3) {
                setup.line((String) lines[i], (Integer) lines[i + 1], (String) lines[i + 2]);
            }
            return setup.position();
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static Arguments c(String name, Reason expected, Object... lines) {
        return Arguments.of(new Case(name, "h8", expected, lines));
    }

    private static Arguments at(String point, String name, Reason expected, Object... lines) {
        return Arguments.of(new Case(name, point, expected, lines));
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                // ---- double-three ----
                c("open three + open three, horizontal and vertical", DOUBLE_THREE,
                        "h8", H, "..xx?..", "h8", V, "..xx?.."),
                c("open three + open three, horizontal and diagonal", DOUBLE_THREE,
                        "h8", H, "..xx?..", "h8", D, "..xx?.."),
                c("open three + open three, both diagonals", DOUBLE_THREE,
                        "h8", D, "..xx?..", "h8", A, "..xx?.."),
                c("split three x.x? + open three", DOUBLE_THREE,
                        "h8", H, ".x.x?..", "h8", V, "..xx?.."),
                c("split three x?.x + split three x?.x", DOUBLE_THREE,
                        "h8", H, "..x?.x.", "h8", A, "..x?.x."),
                c("the point in the middle of both threes", DOUBLE_THREE,
                        "h8", H, "..x?x..", "h8", V, "..x?x.."),
                c("split three ?.xx + three ?xx", DOUBLE_THREE,
                        "h8", H, "..?.xx..", "h8", V, "..?xx.."),
                c("split three on a diagonal + three on the other", DOUBLE_THREE,
                        "h8", D, ".x?.x..", "h8", A, "..xx?.."),
                c("three triple: three threes", DOUBLE_THREE,
                        "h8", H, "..xx?..", "h8", V, "..xx?..", "h8", D, "..xx?.."),
                at("d8", "a three one point from the edge is still a three", DOUBLE_THREE,
                        "d8", H, "#.xx?..", "d8", V, "..xx?.."),
                c("three with one end blocked by white two points away (.xx?.o)", DOUBLE_THREE,
                        "h8", H, "..xx?.o", "h8", V, "..xx?.."),
                c("three squeezed by a black stone at distance: still a three", DOUBLE_THREE,
                        "h8", H, "x..xx?...", "h8", V, "..xx?.."),
                // ---- not threes: allowed ----
                c("three blocked by white at the stone end (oxx?) is no three", NONE,
                        "h8", H, "oxx?..", "h8", V, "..xx?.."),
                c("three blocked by white right beside the point (xx?o) is no three", NONE,
                        "h8", H, "..xx?o", "h8", V, "..xx?.."),
                at("c8", "three against the board edge is no three", NONE,
                        "c8", H, "#xx?..", "c8", V, "..xx?.."),
                c("three between two whites with no room (o.xx?.o) is no three", NONE,
                        "h8", H, "o.xx?.o", "h8", V, "..xx?.."),
                c("split three blocked by white (ox.x?) is no three", NONE,
                        "h8", H, "ox.x?..", "h8", V, "..xx?.."),
                c("white stone inside the split (.xox?) leaves a two", NONE,
                        "h8", H, ".xox?..", "h8", V, "..xx?.."),
                c("a two and a three", NONE,
                        "h8", H, "..x?...", "h8", V, "..xx?.."),
                c("a single three", NONE,
                        "h8", H, "..xx?.."),
                c("three squeezed by black stones on both sides: each straight four would be an overline", NONE,
                        "h8", H, "x..xx?..x", "h8", V, "..xx?.."),
                // ---- four-three: allowed ----
                c("four-three: straight four + three", NONE,
                        "h8", H, ".xxx?.", "h8", V, "..xx?.."),
                c("four-three: blocked four + three", NONE,
                        "h8", H, "oxxx?.", "h8", D, "..xx?.."),
                c("four-three: split four x.xx? + three", NONE,
                        "h8", H, ".x.xx?.", "h8", V, "..xx?.."),
                c("four-three-three: a four does not excuse two threes", DOUBLE_THREE,
                        "h8", H, "oxxx?.", "h8", V, "..xx?..", "h8", D, "..xx?.."),
                c("a straight four alone", NONE,
                        "h8", H, ".xxx?."),
                // ---- double-four ----
                c("double-four across lines: two blocked fours", DOUBLE_FOUR,
                        "h8", H, "oxxx?.", "h8", V, "oxxx?."),
                c("double-four across lines: two split fours", DOUBLE_FOUR,
                        "h8", H, ".xx.?x.", "h8", V, ".x.x?x."),
                c("double-four: straight four + blocked four", DOUBLE_FOUR,
                        "h8", H, ".xxx?.", "h8", A, "oxxx?."),
                c("double-four: blocked four + split four on the diagonal", DOUBLE_FOUR,
                        "h8", H, "oxx?x.", "h8", D, ".x.?xx."),
                c("double-four on one line: x.x?x.x", DOUBLE_FOUR,
                        "h8", H, ".x.x?x.x."),
                c("double-four on one line: xx.?x.xx", DOUBLE_FOUR,
                        "h8", H, ".xx.?x.xx."),
                c("double-four on one line: xxx.?.xxx", DOUBLE_FOUR,
                        "h8", H, ".xxx.?.xxx."),
                c("double-four on one line, vertical: x.xx?.x", DOUBLE_FOUR,
                        "h8", V, ".x.xx?.x."),
                c("double-four with a double-three too is reported as double-four", DOUBLE_FOUR,
                        "h8", H, "oxxx?.", "h8", V, "oxxx?.", "h8", D, "..xx?..", "h8", A, "..xx?.."),
                // ---- overline ----
                c("overline: six", OVERLINE,
                        "h8", H, ".xxx?xx."),
                c("overline: six with the point second", OVERLINE,
                        "h8", V, ".x?xxxx."),
                c("overline: seven", OVERLINE,
                        "h8", D, ".xxx?xxx."),
                c("overline is reported before double-four", OVERLINE,
                        "h8", H, ".xxx?xx.", "h8", V, "oxxx?.", "h8", D, "oxxx?."),
                at("b1", "overline against the board edge", OVERLINE,
                        "b1", H, "#x?xxxx."),
                // ---- five wins ----
                c("exactly five", NONE,
                        "h8", H, ".xx?xx."),
                c("exactly five that also makes a double-three", NONE,
                        "h8", H, ".xx?xx.", "h8", V, "..xx?..", "h8", D, "..xx?.."),
                c("exactly five that also makes a double-four", NONE,
                        "h8", H, ".xxxx?.", "h8", V, "oxxx?.", "h8", D, "oxxx?."),
                c("exactly five together with an overline on another line: the five wins", NONE,
                        "h8", H, ".xxxx?.", "h8", V, ".xx?xxx."),
                // ---- the recursive test: false threes ----
                c("false double-three: the horizontal three's only straight-four point i8 is an overline",
                        NONE,
                        "h8", H, "o.xx?..", "h8", V, "..xx?..", "i8", V, ".xx?xxx."),
                c("false double-three: the horizontal three's only straight-four point i8 is a double-four",
                        NONE,
                        "h8", H, "o.xx?..", "h8", V, "..xx?..", "i8", V, "o?xxx."),
                c("control: the same shape without the stones that forbid i8 is a double-three",
                        DOUBLE_THREE,
                        "h8", H, "o.xx?..", "h8", V, "..xx?.."),
                c("one straight-four point forbidden, the other free: still a true three", DOUBLE_THREE,
                        "h8", H, "..xx?..", "h8", V, "..xx?..", "i8", V, "o?xxx."),
                c("false double-three: i8 (the horizontal three's only straight-four point) is itself a "
                        + "double-three (four-three-three), so h8 has one true three", NONE,
                        // with h8 on the board, i8 makes the row four f8-i8 plus the threes i8 i7 i6 and
                        // k10 j9 i8 (whose point h7 is itself a double-four, but l11 is free): forbidden.
                        "h8", H, "o.xx?..", "h8", V, "..xx?..", "i8", V, "..?xx..", "i8", A, "..xx?..")
        );
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void forbiddenPoint(Case c) {
        GomokuPosition position = c.position();
        int point = Notation.parsePoint(15, c.point());
        long key = position.key();
        assertEquals(c.expected(), ForbiddenPoints.reason(position, point), c.name());
        assertEquals(key, position.key(), "the test leaves the position unchanged");
        assertTrue(position.isConsistent());
        assertEquals(c.expected() != NONE, ForbiddenPoints.isForbidden(position, point));
        assertEquals(c.expected() == NONE, position.isLegal(point), "black's legality under renju");
        int[] moves = new int[GomokuPosition.MAX_POINTS];
        boolean generated = false;
        for (int i = 0, n = position.generateMoves(moves, 0); i < n; i++) {
            generated |= moves[i] == point;
        }
        assertEquals(c.expected() == NONE, generated, "the generator agrees");
    }

    @Test
    void whiteIsNeverRestricted() {
        // A double-three point for black; give white the move by one more black stone far away.
        GomokuPosition position = new Setup(Rule.RENJU).line("h8", H, "..xx?..").line("h8", V, "..xx?..").position();
        int h8 = Notation.parsePoint(15, "h8");
        assertTrue(ForbiddenPoints.isForbidden(position, h8));
        position.makeMove(Notation.parsePoint(15, "a1"));
        assertEquals(GomokuPosition.WHITE, position.stoneToMove());
        assertTrue(position.isLegal(h8), "white may play black's forbidden point");
        int[] moves = new int[GomokuPosition.MAX_POINTS];
        int n = position.generateMoves(moves, 0);
        assertEquals(225 - position.stoneCount(GomokuPosition.BLACK) - position.stoneCount(GomokuPosition.WHITE), n);
    }

    @Test
    void freestyleAndStandardHaveNoForbiddenMoves() {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.STANDARD}) {
            GomokuPosition position = new Setup(rule).line("h8", H, "..xx?..").line("h8", V, "..xx?..").position();
            assertTrue(position.isLegal(Notation.parsePoint(15, "h8")), rule.name());
        }
    }

    @Test
    void allListsEveryForbiddenPointWithItsReason() {
        GomokuPosition position = new Setup(Rule.RENJU)
                .line("h8", H, "..xx?..").line("h8", V, "..xx?..")
                .line("h3", H, ".x.x?x.x.")
                .position();
        List<String> found = new ArrayList<>();
        for (ForbiddenPoints.Forbidden f : ForbiddenPoints.all(position)) {
            found.add(Notation.name(15, f.point()) + " " + f.reason().label());
        }
        assertTrue(found.contains("h8 double-three"), found.toString());
        assertTrue(found.contains("h3 double-four"), found.toString());
        for (String f : found) {
            int p = Notation.parsePoint(15, f.substring(0, f.indexOf(' ')));
            assertFalse(position.isLegal(p));
        }
    }

    @Test
    void blackLosesByPlayingAForbiddenPoint() {
        GomokuPosition position = new Setup(Rule.RENJU).line("h8", H, "..xx?..").line("h8", V, "..xx?..").position();
        position.makeMove(Notation.parsePoint(15, "h8"));
        assertEquals(GameResult.WHITE_WINS, position.result());
    }
}
