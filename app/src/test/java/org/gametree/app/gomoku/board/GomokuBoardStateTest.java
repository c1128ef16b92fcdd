package org.gametree.app.gomoku.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Point2D;

import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

class GomokuBoardStateTest {

    @Test
    void everyPointMapsBackToItselfOnEverySize() {
        for (int size = GomokuPosition.MIN_SIZE; size <= GomokuPosition.MAX_SIZE; size++) {
            GomokuBoardGeometry g = GomokuBoardGeometry.fit(size, 10, 20, 600, 700);
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = GomokuPosition.point(x, y);
                    Point2D c = g.center(p);
                    assertEquals(p, g.pointNear(c.getX(), c.getY()));
                    assertEquals(p, g.pointNear(c.getX() - g.cell() * 0.45, c.getY() + g.cell() * 0.45));
                }
            }
            assertEquals(0, g.pointNear(g.boardLeft() + 1, g.boardTop() + 1), "the corner margin is no point");
        }
    }

    @Test
    void h8IsTheCentreWithRowsCountedFromTheBottom() {
        GomokuBoardGeometry g = GomokuBoardGeometry.fit(15, 0, 0, 500, 500);
        Point2D h8 = g.center(Notation.parsePoint(15, "h8"));
        assertEquals(250, h8.getX(), 1e-9);
        assertEquals(250, h8.getY(), 1e-9);
        Point2D a1 = g.center(Notation.parsePoint(15, "a1"));
        assertTrue(a1.getX() < h8.getX() && a1.getY() > h8.getY(), "a1 is bottom left");
        assertEquals(5, GomokuBoardGeometry.starPoints(15).length);
        assertEquals(9, GomokuBoardGeometry.starPoints(19).length);
        assertEquals(4, GomokuBoardGeometry.starPoints(20).length);
    }

    @Test
    void theSnapshotDoesNotFollowThePositionAndComputesForbiddenPointsOnlyForBlackUnderRenju() {
        GomokuPosition position = Notation.play(Rule.RENJU, 15, "g9,i8,j6,f11,k5,e11,j5,h8,j3,h2,j9,m8");
        GomokuBoardState state = GomokuBoardState.of(position);
        int j7 = Notation.parsePoint(15, "j7");
        assertEquals(ForbiddenPoints.Reason.DOUBLE_FOUR, state.forbiddenReason(j7));
        assertFalse(state.isPlayable(j7));
        assertEquals(ForbiddenPoints.all(position), state.forbidden());
        position.makeMove(Notation.parsePoint(15, "a1"));
        assertEquals(GomokuPosition.EMPTY, state.stoneAt(Notation.parsePoint(15, "a1")), "a snapshot, not a view");
        GomokuBoardState whiteToMove = GomokuBoardState.of(position);
        assertTrue(whiteToMove.forbidden().isEmpty());
        assertEquals(GomokuPosition.WHITE, whiteToMove.stoneToMove());
        assertEquals(13, whiteToMove.moveNumberAt(Notation.parsePoint(15, "a1")));

        GomokuPosition freestyle = Notation.play(Rule.FREESTYLE, 15, "g9,i8,j6,f11,k5,e11,j5,h8,j3,h2,j9,m8");
        assertTrue(GomokuBoardState.of(freestyle).forbidden().isEmpty());
        assertTrue(GomokuBoardState.of(freestyle).isPlayable(j7));
    }

    @Test
    void theWinningLineRunsThroughTheLastStone() {
        GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, "d8,a1,d9,a3,d10,a5,d11,a7,d7");
        GomokuBoardState state = GomokuBoardState.of(position);
        int[] expected = java.util.stream.Stream.of("d11", "d10", "d9", "d8", "d7")
                .mapToInt(name -> Notation.parsePoint(15, name)).toArray();
        assertArrayEquals(expected, state.winningLine(), "top to bottom along the column");
        assertTrue(state.isGameOver());
        assertFalse(state.isPlayable(Notation.parsePoint(15, "h8")));
    }
}
