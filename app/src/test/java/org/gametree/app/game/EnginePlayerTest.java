package org.gametree.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.task.BackgroundTask;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.app.task.TaskRunner;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

class EnginePlayerTest {

    private final List<EngineMove> moves = new ArrayList<>();
    private final List<Throwable> errors = new ArrayList<>();

    @Test
    void xiangqiEngineReturnsALegalMove() {
        EnginePlayer player = new EnginePlayer(new SynchronousTaskRunner(),
                PlayerSetup.engineToDepth("alphabeta", "pst", 3), 1);
        XiangqiAnalysisPosition position = new XiangqiAnalysisPosition(Position.startPosition());
        player.requestMove(position, moves::add, errors::add);
        assertEquals(List.of(), errors);
        assertEquals(1, moves.size());
        EngineMove move = moves.get(0);
        assertTrue(position.isLegal(move.move()));
        assertEquals(3, move.depth());
        assertTrue(move.nodes() > 0);
        assertEquals(move.move(), move.pv()[0]);
        assertFalse(player.isThinking());
        assertEquals(0, position.ply(), "the caller's position is not touched");
    }

    @Test
    void xiangqiEngineTakesAFreeRook() {
        // Black's rook on e5 hangs to the red rook on e0 (the file between is empty).
        Position position = Fen.parse("3k5/9/9/9/4r4/9/9/9/9/4RK3 w - - 0 1");
        EnginePlayer player = new EnginePlayer(new SynchronousTaskRunner(),
                PlayerSetup.engineToDepth("best", "pst", 3), 1);
        player.requestMove(new XiangqiAnalysisPosition(position), moves::add, errors::add);
        assertEquals(List.of(), errors);
        assertEquals("e0e5", org.gametree.xiangqi.notation.Notation.COORDINATE.format(position, moves.get(0).move()));
    }

    @Test
    void renjuEngineNeverPlaysAForbiddenPointForBlackEvenToBlockAFive() {
        // Black g8 h8 and i9 i10: i8 makes two open threes, a double-three, forbidden for black.
        // White's four e4-h7 is completed at i8 too (d3 is black): the natural block is the
        // forbidden point, so only the rule keeps the engine from playing it. (White's five
        // point also spares the test the VCT root check, which takes long under Renju.)
        GomokuPosition position = Notation.play(Rule.RENJU, 15, "g8 e4 h8 f5 i9 g6 i10 h7 d3 o15");
        int doubleThree = Notation.parsePoint(15, "i8");
        assertEquals(ForbiddenPoints.Reason.DOUBLE_THREE, ForbiddenPoints.reason(position, doubleThree),
                "the test needs a forbidden point");
        assertEquals(doubleThree, position.firstFivePoint(GomokuPosition.WHITE), "the test needs white's five point there");
        EnginePlayer player = new EnginePlayer(new SynchronousTaskRunner(),
                PlayerSetup.engineToDepth("best", "line", 3), 1);
        player.requestMove(new GomokuAnalysisPosition(position), moves::add, errors::add);
        assertEquals(List.of(), errors);
        int move = moves.get(0).move();
        assertNotEquals(doubleThree, move);
        assertTrue(position.isLegal(move));
        assertFalse(ForbiddenPoints.isForbidden(position, move), Notation.name(15, move) + " is forbidden");
    }

    @Test
    void gomokuEngineCompletesItsFive() {
        GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, "d4 a15 e4 a13 f4 a11 g4 o15");
        EnginePlayer player = new EnginePlayer(new SynchronousTaskRunner(),
                PlayerSetup.engineToDepth("alphabeta", "line", 2), 1);
        player.requestMove(new GomokuAnalysisPosition(position), moves::add, errors::add);
        String name = Notation.name(15, moves.get(0).move());
        assertTrue(name.equals("c4") || name.equals("h4"), name);
    }

    @Test
    void aFinishedGameIsReportedAsAnError() {
        // Black is checkmated: the rook on a9 checks along the back rank, the one on a8 covers d8.
        Position mate = Fen.parse("R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
        EnginePlayer player = new EnginePlayer(new SynchronousTaskRunner(),
                PlayerSetup.engineToDepth("alphabeta", "pst", 2), 1);
        XiangqiAnalysisPosition position = new XiangqiAnalysisPosition(mate);
        assertTrue(position.isGameOver(), "the test needs a finished game");
        player.requestMove(position, moves::add, errors::add);
        assertEquals(List.of(), moves);
        assertInstanceOf(IllegalStateException.class, errors.get(0));
    }

    @Test
    void aCancelledRequestNeverAnswersAndItsSearchIsStopped() {
        HeldTaskRunner runner = new HeldTaskRunner();
        EnginePlayer player = new EnginePlayer(runner, PlayerSetup.engineToDepth("alphabeta", "pst", 2), 1);
        player.requestMove(new XiangqiAnalysisPosition(Position.startPosition()), moves::add, errors::add);
        assertTrue(player.isThinking());
        BackgroundTask<?> held = runner.held;
        player.cancel();   // e.g. the user took a move back
        assertFalse(player.isThinking());
        assertTrue(held.isCancelled(), "the search was told to stop");
        runner.finish();   // the search ends anyway and reports
        assertEquals(List.of(), moves);
        assertEquals(List.of(), errors);
    }

    @Test
    void aNewRequestReplacesThePendingOne() {
        HeldTaskRunner runner = new HeldTaskRunner();
        EnginePlayer player = new EnginePlayer(runner, PlayerSetup.engineToDepth("alphabeta", "pst", 1), 1);
        player.requestMove(new XiangqiAnalysisPosition(Position.startPosition()), moves::add, errors::add);
        BackgroundTask<?> first = runner.held;
        HeldTaskRunner.Pending older = runner.take();
        Position afterCannon = Position.startPosition();
        afterCannon.makeMove(org.gametree.xiangqi.notation.Notation.COORDINATE.parse(afterCannon, "h2e2"));
        XiangqiAnalysisPosition black = new XiangqiAnalysisPosition(afterCannon);
        player.requestMove(black, moves::add, errors::add);
        assertTrue(first.isCancelled());
        runner.finish();
        older.run();
        assertEquals(1, moves.size(), "only the newer request answers");
        assertTrue(black.isLegal(moves.get(0).move()), "the answer is a move for Black");
    }

    @Test
    void moveNowStopsADeepSearchAndPlaysItsBestMoveSoFar() throws InterruptedException {
        ThreadTaskRunner runner = new ThreadTaskRunner();
        EnginePlayer player = new EnginePlayer(runner, PlayerSetup.engineToDepth("best", "pst", 30), 1);
        CountDownLatch answered = new CountDownLatch(1);
        AtomicReference<EngineMove> move = new AtomicReference<>();
        XiangqiAnalysisPosition position = new XiangqiAnalysisPosition(Position.startPosition());
        player.requestMove(position, m -> {
            move.set(m);
            answered.countDown();
        }, e -> answered.countDown());
        assertNotNull(player.pendingStopSignal());
        Thread.sleep(200);
        player.moveNow();
        assertTrue(answered.await(20, TimeUnit.SECONDS), "the search did not stop");
        assertNotNull(move.get());
        assertTrue(move.get().stopped());
        assertTrue(position.isLegal(move.get().move()));
        assertNull(player.pendingStopSignal());
    }

    /** Holds the task until the test lets it run (the FX runner's "later", made explicit). */
    private static final class HeldTaskRunner implements TaskRunner {

        record Pending(Runnable task) {
            void run() {
                task.run();
            }
        }

        BackgroundTask<?> held;
        private Pending pending;

        @Override
        public <T> void run(BackgroundTask<T> task, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
            held = task;
            pending = new Pending(() -> new SynchronousTaskRunner().run(task, onSuccess, onFailure));
        }

        Pending take() {
            Pending p = pending;
            pending = null;
            return p;
        }

        void finish() {
            take().run();
        }

        @Override
        public int running() {
            return pending == null ? 0 : 1;
        }

        @Override
        public void close() {
        }
    }

    /** Runs each task on its own thread and reports there (no FX toolkit in this test). */
    private static final class ThreadTaskRunner implements TaskRunner {
        @Override
        public <T> void run(BackgroundTask<T> task, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
            Thread thread = new Thread(() -> new SynchronousTaskRunner().run(task, onSuccess, onFailure), "test-engine");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public int running() {
            return 0;
        }

        @Override
        public void close() {
        }
    }
}
