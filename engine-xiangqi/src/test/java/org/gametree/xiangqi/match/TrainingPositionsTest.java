package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which positions of a game are taken for tuning, and how they are labelled. */
class TrainingPositionsTest {

    @TempDir
    Path dir;

    /**
     * Two opening plies, then: Red's cannon takes the horse on b9 with check (scored +120 by Red),
     * Black's advisor steps out of the check (a position in check: skipped), Red sees a mate
     * (skipped), Black scores +50 for itself (-50 for Red), Red's engine prints no score.
     */
    private static final List<String> MOVES = List.of("h2e2", "c9e7", "b2b9", "d9e8", "a0a1", "a9a8", "a1a2");
    private static final String[] COMMENTS = {null, null, "+120/5 0.10s", "-300/5 0.10s", "+M5/9 0.20s", "+50/6 0.10s", "0.05s"};

    private static GameRecord game(GameResult.Outcome outcome, Termination termination) {
        Opening opening = new Opening("random 3", "随机 3", Notation.COORDINATE.parseMoves(Position.startPosition(), MOVES.subList(0, 2)));
        int[] moves = Notation.COORDINATE.parseMoves(Position.startPosition(), MOVES);
        return new GameRecord(4, "datagen seed 1", "2026.01.01", opening, "a", "b", true, moves, COMMENTS, outcome, termination,
                "", "depth 5");
    }

    /** The FEN before ply {@code ply} of {@link #MOVES}. */
    private static String fenBefore(int ply) {
        Position position = Position.startPosition();
        int[] moves = Notation.COORDINATE.parseMoves(Position.startPosition(), MOVES);
        for (int i = 0; i < ply; i++) {
            GameRules.play(position, moves[i]);
        }
        return Fen.write(position);
    }

    @Test
    void theHandBuiltGameIsWhatTheCommentSays() {
        Position position = Fen.parse(fenBefore(3));
        assertTrue(position.isInCheck(), "Black is in check before ply 3");
        for (int ply : new int[] {2, 4, 5, 6}) {
            assertFalse(Fen.parse(fenBefore(ply)).isInCheck(), "no check before ply " + ply);
        }
    }

    @Test
    void aWinForBlackLabelsEveryPositionZeroAndTurnsScoresToRedsSide() {
        List<LabelledPosition> positions = TrainingPositions.of(game(GameResult.Outcome.BLACK_WINS, Termination.ADJUDICATION));
        assertEquals(List.of(
                new LabelledPosition(fenBefore(2), 0, 120),
                new LabelledPosition(fenBefore(5), 0, -50),
                new LabelledPosition(fenBefore(6), 0, null)), positions,
                "opening plies, the check (ply 3) and the mate score (ply 4) left out; Black's +50 is -50 for Red");
        assertEquals("0-1", positions.get(0).resultText());
    }

    @Test
    void drawsAndRedWinsAreLabelledToo() {
        for (Termination ending : List.of(Termination.REPETITION, Termination.MAX_PLIES)) {
            List<LabelledPosition> draw = TrainingPositions.of(game(GameResult.Outcome.DRAW, ending));
            assertEquals(3, draw.size());
            assertTrue(draw.stream().allMatch(p -> p.result() == 0.5 && p.resultText().equals("1/2-1/2")), draw.toString());
        }
        List<LabelledPosition> win = TrainingPositions.of(game(GameResult.Outcome.RED_WINS, Termination.CHECKMATE));
        assertTrue(win.stream().allMatch(p -> p.result() == 1 && p.resultText().equals("1-0")), win.toString());
    }

    @Test
    void gamesEndedByAFaultGiveNoPositions() {
        for (Termination fault : Termination.values()) {
            if (fault.isFault()) {
                assertEquals(List.of(), TrainingPositions.of(game(GameResult.Outcome.RED_WINS, fault)), fault.toString());
            }
        }
    }

    @Test
    void theCommentsMatchWritesAreReadBack() {
        record Case(Integer score, MoveScore.Kind kind, int centipawns) {
        }
        List<Case> cases = List.of(new Case(35, MoveScore.Kind.CENTIPAWNS, 35), new Case(-412, MoveScore.Kind.CENTIPAWNS, -412),
                new Case(0, MoveScore.Kind.CENTIPAWNS, 0), new Case(UciPlayer.MATE_SCORE - 3, MoveScore.Kind.MATE, 0),
                new Case(-UciPlayer.MATE_SCORE + 2, MoveScore.Kind.MATE, 0), new Case(null, MoveScore.Kind.NONE, 0));
        for (Case c : cases) {
            String comment = Match.comment(new UciPlayer.Reply(UciPlayer.Outcome.MOVE, "h2e2", 0, 1234, c.score(), 7));
            assertEquals(new MoveScore(c.kind(), c.centipawns()), MoveScore.parse(comment), comment);
        }
        assertEquals(MoveScore.Kind.NONE, MoveScore.parse(null).kind(), "an opening move");
        assertThrows(IllegalArgumentException.class, () -> MoveScore.parse("35 cp"));
    }

    @Test
    void theCollectorWritesGamesInRoundOrderWhateverOrderTheyEndIn() throws Exception {
        Path file = dir.resolve("p.txt");
        GameRecord red = game(GameResult.Outcome.RED_WINS, Termination.CHECKMATE);
        GameRecord black = game(GameResult.Outcome.BLACK_WINS, Termination.CHECKMATE);
        GameRecord faulty = game(GameResult.Outcome.RED_WINS, Termination.CRASH);
        List<GameRecord> inOrder = List.of(renumber(red, 5), renumber(black, 6), renumber(faulty, 7));
        try (PositionFile.Writer writer = PositionFile.open(file)) {
            PositionCollector collector = new PositionCollector(writer, 5);
            collector.gameEnded(inOrder.get(2), null, Double.NaN);
            collector.gameEnded(inOrder.get(1), null, Double.NaN);
            assertEquals(0, collector.positions(), "games 6 and 7 wait for game 5");
            collector.gameEnded(inOrder.get(0), null, Double.NaN);
            assertEquals(6, collector.positions());
            assertEquals(3, collector.games());
            assertEquals(1, collector.dropped());
            assertEquals("[2, 0, 1]", Arrays.toString(collector.redResults()));
            writer.commit();
        }
        List<LabelledPosition> expected = new ArrayList<>(TrainingPositions.of(red));
        expected.addAll(TrainingPositions.of(black));
        assertEquals(expected, PositionFile.readAll(file, TrainingPositions.FEN));
        String text = Files.readString(file);
        assertTrue(text.indexOf("# game 5 ") < text.indexOf("# game 6 ") && text.indexOf("# game 6 ") < text.indexOf("# game 7 "), text);
        assertTrue(text.contains("dropped (a fault)"), text);
    }

    private static GameRecord renumber(GameRecord g, int round) {
        return new GameRecord(round, g.event(), g.date(), g.opening(), g.red(), g.black(), g.redIsFirst(), g.moves(), g.comments(),
                g.outcome(), g.termination(), g.detail(), g.timeControl());
    }
}
