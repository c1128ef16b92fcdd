package org.gametree.app.opening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.game.EngineMove;
import org.gametree.app.game.EnginePlayer;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.book.XiangqiBook;
import org.junit.jupiter.api.Test;

/**
 * Engine players and the Opening tab's book: with "engines play from the book" on, a player
 * answers a book position with a book move (said to be one, found without searching), chosen by
 * weight and the same again for the same seed; off, or out of book, it searches.
 */
class EngineBookPlayTest {

    private final SynchronousTaskRunner tasks = new SynchronousTaskRunner();
    private final XiangqiAnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
    private final OpeningBookModel book = new OpeningBookModel(
            new AnalysisContext(new Localization(Language.ENGLISH), tasks, start));

    private EngineMove reply(EnginePlayer player, XiangqiAnalysisPosition position) {
        EngineMove[] reply = new EngineMove[1];
        player.requestMove(position, m -> reply[0] = m, e -> {
            throw new AssertionError(e);
        });
        return reply[0];
    }

    private EnginePlayer player(long seed) {
        EnginePlayer player = new EnginePlayer(tasks, PlayerSetup.engineToDepth("best", "pst", 2), 1);
        player.useBook(book, seed);
        return player;
    }

    @Test
    void aPlayerPlaysFromTheBookWhenItIsOn() {
        book.enginesUseProperty().set(true);
        List<Integer> bookMoves = XiangqiBook.builtIn().probe(start.position()).stream().map(XiangqiBook.Entry::move).toList();
        List<Integer> first = new ArrayList<>();
        EnginePlayer player = player(7);
        for (int i = 0; i < 20; i++) {
            EngineMove move = reply(player, start);
            assertTrue(move.book(), "a book move");
            assertEquals(0, move.nodes(), "found without searching");
            assertTrue(bookMoves.contains(move.move()), "one of the book's moves");
            first.add(move.move());
        }
        assertTrue(first.stream().distinct().count() > 1, "weighted random, not always the same: " + first);
        EnginePlayer again = player(7);
        for (int i = 0; i < 20; i++) {
            assertEquals(first.get(i), reply(again, start).move(), "the same seed chooses the same moves");
        }
    }

    @Test
    void offOrOutOfBookThePlayerSearches() {
        EngineMove off = reply(player(1), start);
        assertFalse(off.book());
        assertTrue(off.nodes() > 0);

        book.enginesUseProperty().set(true);
        Position middle = Position.startPosition();
        for (String m : new String[] {"a3a4", "a6a5", "i3i4", "i6i5"}) { // pawns no book plays
            middle.makeMove(org.gametree.xiangqi.Move.of(org.gametree.xiangqi.Squares.parse(m, 0),
                    org.gametree.xiangqi.Squares.parse(m, 2)));
        }
        assertFalse(reply(player(1), new XiangqiAnalysisPosition(middle)).book());
    }
}
