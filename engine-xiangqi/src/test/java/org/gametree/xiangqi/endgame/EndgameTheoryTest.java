package org.gametree.xiangqi.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Known endgame theory holds in the tables. Each claim names the textbook saying it checks
 * (Chinese endgame manuals state these basic endings the same way; Fang et al. 2000 and Wu &amp;
 * Beal 2002 report the same sets by retrograde analysis). Percentages are over all legal
 * positions with the stronger side to move, so they include positions that are lost at once
 * for reasons outside the ending's theme (a piece hanging, a pinned piece).
 */
class EndgameTheoryTest {

    @TempDir
    static Path cache;

    private static EndgameTablebases bases;

    @BeforeAll
    static void open() {
        bases = new EndgameTablebases(cache);
    }

    private static EndgameStatistics stats(String name) throws IOException {
        return EndgameStatistics.of(bases.table(MaterialSet.parse(name), 1, BuildProgress.NONE));
    }

    private static Outcome probe(String fen) throws IOException {
        return bases.probe(Fen.parse(fen), 1, BuildProgress.NONE).outcome();
    }

    /** 单车胜单将: a rook wins against a bare king from every position with the rook to move. */
    @Test
    void rookBeatsBareKing() throws IOException {
        EndgameStatistics s = stats("KRK");
        assertEquals(s.positions()[0], s.wins()[0]);
        // With the king to move the only escape is to take an unprotected rook next to it.
        assertTrue(s.draws()[1] < s.positions()[1] / 40, () -> s.draws()[1] + " draws");
    }

    /**
     * 单马胜单将 (horse and king mate a bare king: the flying-general rule lets the attacking king
     * hold a whole file); and 单炮不胜单将: a cannon alone has no screen, so it never checks and
     * the bare king is never stalemated — every position is drawn.
     */
    @Test
    void horseBeatsBareKingButCannonDoesNot() throws IOException {
        EndgameStatistics horse = stats("KHK");
        assertEquals(horse.positions()[0], horse.wins()[0]);
        EndgameStatistics cannon = stats("KCK");
        assertEquals(cannon.totalPositions(), cannon.draws()[0] + cannon.draws()[1]);
    }

    /**
     * 单兵胜单将, 底兵不胜: a pawn that has not reached the last rank wins against a bare king;
     * one on the last rank (a "bottom pawn", which can only move sideways) cannot.
     */
    @Test
    void pawnWinsUnlessItIsOnTheLastRank() throws IOException {
        EndgameTable table = bases.table(MaterialSet.parse("KPK"), 1, BuildProgress.NONE);
        SetIndex index = table.index();
        int[] sq = new int[index.slots];
        for (int i = 0; i < index.size; i++) {
            int entry = table.entry(0, i);
            if (EndgameTable.value(entry) == EndgameTable.ILLEGAL) {
                continue;
            }
            index.decode(i, sq);
            int expected = Squares.rank(sq[2]) == 9 ? EndgameTable.DRAW : EndgameTable.WIN;
            assertEquals(expected, EndgameTable.value(entry), EndgameStatistics.fen(index, i, 0));
        }
    }

    /**
     * 马胜单士 (horse beats a single advisor) and 炮仕胜单将 (cannon and advisor beat a bare king:
     * the advisor serves as the cannon's screen).
     */
    @Test
    void horseBeatsAdvisorAndCannonWithAdvisorBeatsBareKing() throws IOException {
        EndgameStatistics horse = stats("KHKA");
        assertTrue(horse.wins()[0] > 0.99 * horse.positions()[0], () -> horse.wins()[0] + " of " + horse.positions()[0]);
        EndgameStatistics cannon = stats("KCAK");
        assertEquals(cannon.positions()[0], cannon.wins()[0]);
    }

    /** 车胜马, 车胜炮: a rook beats a lone horse or a lone cannon. */
    @Test
    void rookBeatsHorseAndCannon() throws IOException {
        EndgameStatistics horse = stats("KRKH");
        assertTrue(horse.wins()[0] > 0.99 * horse.positions()[0], () -> horse.wins()[0] + " of " + horse.positions()[0]);
        EndgameStatistics cannon = stats("KRKC");
        assertEquals(cannon.positions()[0], cannon.wins()[0]);
    }

    /**
     * 单车难胜士象全: a rook cannot beat full advisors and elephants that stand in the standard
     * defence, with either side to move — while the same rook wins as soon as the defence is
     * broken up badly enough (here both advisors gone: 单车胜双象).
     */
    @Test
    void rookCannotBeatTheFullDefence() throws IOException {
        assertEquals(Outcome.DRAW, probe("2bakab2/9/9/9/9/9/9/9/R8/3K5 w - - 0 1"));
        assertEquals(Outcome.DRAW, probe("2bakab2/9/9/9/9/9/9/9/R8/3K5 b - - 0 1"));
        assertEquals(Outcome.DRAW, probe("3akab2/9/4b4/9/9/9/9/9/R8/3K5 w - - 0 1"));
        EndgameStatistics twoElephants = stats("KRKEE");
        assertTrue(twoElephants.wins()[0] > 0.95 * twoElephants.positions()[0]);
    }

    /**
     * 单车胜单缺象, 单车胜单缺士: with one elephant or one advisor missing the defence falls — the
     * rook wins every position with the rook to move.
     */
    @Test
    void rookBeatsTheDefenceWithOnePieceMissing() throws IOException {
        EndgameStatistics missingElephant = stats("KRKAAE");
        assertEquals(missingElephant.positions()[0], missingElephant.wins()[0]);
        EndgameStatistics missingAdvisor = stats("KRKAEE");
        assertEquals(missingAdvisor.positions()[0], missingAdvisor.wins()[0]);
    }

    /** The colours do not matter: a Black rook against a Red king is the same table, turned. */
    @Test
    void eitherColourMayBeTheStrongerSide() throws IOException {
        String red = "3k5/9/9/9/9/9/9/9/4A4/C3K4 w - - 0 1";
        // Rotated by 180° with the colours swapped, Black to move.
        String black = "4k3c/4a4/9/9/9/9/9/9/9/5K3 b - - 0 1";
        EndgameProbe a = bases.probe(Fen.parse(red), 1, BuildProgress.NONE);
        EndgameProbe b = bases.probe(Fen.parse(black), 1, BuildProgress.NONE);
        assertEquals(a.outcome(), b.outcome());
        assertEquals(a.distance(), b.distance());
        assertEquals(a.moves().size(), b.moves().size());
        for (int i = 0; i < a.moves().size(); i++) {
            assertEquals(a.moves().get(i).outcome(), b.moves().get(i).outcome());
            assertEquals(a.moves().get(i).distance(), b.moves().get(i).distance());
        }
        assertEquals(Piece.RED, Fen.parse(red).sideToMove());
    }
}
