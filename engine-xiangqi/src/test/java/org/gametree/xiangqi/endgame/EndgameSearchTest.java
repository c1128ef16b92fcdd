package org.gametree.xiangqi.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchSwitch;
import org.gametree.core.search.Technique;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The databases inside the search ({@code endgame-tables}, on in {@code best}): a won ending is
 * scored as the database's mate and its first move keeps the win by the shortest way, where a
 * search without them sees no mate at all; in a drawn ending no losing move is played; with the
 * switch off nothing is probed; the listener hears every node a database decided.
 */
class EndgameSearchTest {

    private static final int DEPTH = 3;

    @TempDir
    Path cache;

    @Test
    void bestScoresLongWinsAsTheDatabaseMateAndTakesTheShortestWay() throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        EndgameTable table = bases.table(MaterialSet.parse("KHKA"), 1, BuildProgress.NONE);
        EndgameProber prober = new EndgameProber(bases);
        SplittableRandom random = new SplittableRandom(7);
        int checked = 0;
        for (int trial = 0; trial < 100_000 && checked < 12; trial++) {
            int i = random.nextInt((int) table.index().size);
            int entry = table.entry(0, i);
            if (EndgameTable.value(entry) != EndgameTable.WIN || EndgameTable.distance(entry) < 11) {
                continue;
            }
            Position position = Fen.parse(EndgameStatistics.fen(table.index(), i, 0));
            String fen = Fen.write(position);
            int distance = EndgameTable.distance(entry);
            SearchResult with = search(position, prober.copy(), Presets.get("best").config());
            assertEquals(Score.MATE - distance, with.value(), fen + ": " + Score.describe(with.value()));
            EndgameProbe probe = bases.probe(position, 1, BuildProgress.NONE);
            EndgameProbe.MoveResult played = probe.moves().stream().filter(m -> m.move() == with.bestMove())
                    .findFirst().orElseThrow();
            assertEquals(Outcome.WIN, played.outcome(), fen + " " + Move.toCoordinate(with.bestMove()));
            assertEquals(distance, played.distance(), fen + " " + Move.toCoordinate(with.bestMove()) + " is not the shortest way");

            SearchResult without = search(position, null, Presets.get("best").config());
            assertFalse(Score.isMate(without.value()), fen + " a depth-" + DEPTH + " search sees a mate in " + distance);
            checked++;
        }
        assertEquals(12, checked, "enough long wins sampled");
    }

    @Test
    void inADrawnEndingNoLosingMoveIsPlayed() throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        EndgameTable table = bases.table(MaterialSet.parse("KRKH"), 1, BuildProgress.NONE);
        EndgameProber prober = new EndgameProber(bases);
        SplittableRandom random = new SplittableRandom(11);
        int checked = 0;
        for (int trial = 0; trial < 2_000_000 && checked < 10; trial++) {
            int i = random.nextInt((int) table.index().size);
            int stm = random.nextInt(2);
            if (EndgameTable.value(table.entry(stm, i)) != EndgameTable.DRAW) {
                continue;
            }
            Position position = Fen.parse(EndgameStatistics.fen(table.index(), i, stm));
            EndgameProbe probe = bases.probe(position, 1, BuildProgress.NONE);
            if (probe.moves().stream().noneMatch(m -> m.outcome() == Outcome.LOSS)) {
                continue; // only positions where a move throws the draw away test anything
            }
            SearchResult result = search(position, prober.copy(), Presets.get("best").config());
            EndgameProbe.MoveResult played = probe.moves().stream().filter(m -> m.move() == result.bestMove())
                    .findFirst().orElseThrow();
            assertEquals(Outcome.DRAW, played.outcome(), Fen.write(position) + " " + Move.toCoordinate(result.bestMove()));
            assertEquals(0, result.value(), Fen.write(position));
            checked++;
        }
        assertEquals(10, checked, "enough drawn positions with a losing move sampled");
    }

    @Test
    void theSwitchOffProbesNothingAndTheListenerHearsEveryDecidedNode() throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        bases.table(MaterialSet.parse("KRK"), 1, BuildProgress.NONE);
        Position position = Fen.parse("4k4/9/R8/9/9/9/9/3K5/9/9 w - - 0 1");
        SearchConfig off = SearchSwitch.ENDGAME_TABLES.set(Presets.get("best").config(), false);
        int[] decided = new int[2];
        SearchResult plain = search(position, null, off);
        SearchResult switchedOff = search(position, new EndgameProber(bases), off, counter(decided, 0));
        assertEquals(plain.value(), switchedOff.value());
        assertEquals(plain.statistics().totalNodes(), switchedOff.statistics().totalNodes(), "the same search");
        assertEquals(0, decided[0]);

        SearchResult on = search(position, new EndgameProber(bases), Presets.get("best").config(), counter(decided, 1));
        assertTrue(decided[1] > 0, "nodes decided by the database are reported");
        assertEquals(Score.MATE - 3, on.value(), Score.describe(on.value()));
    }

    /**
     * With the databases {@code best} mates in exactly the database's distance against the
     * perfect defence, from positions with either colour to move; a position that is no win is refused.
     */
    @Test
    void theConversionSuiteMatesByTheShortestWayWithTheDatabases() throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        ConversionSuite suite = new ConversionSuite(bases, 2000, "rich");
        java.util.List<String> fens = suite.sample(MaterialSet.parse("KHKA"), 4, 21, 3);
        assertEquals(4, fens.size());
        assertTrue(fens.get(1).contains(" b "), "the odd ones have Black to move: " + fens.get(1));
        for (String fen : fens) {
            ConversionSuite.Game game = suite.play(fen, true);
            assertTrue(game.converted(), fen + ": " + game);
            assertEquals(game.distance(), game.plies(), fen + " mated by the shortest way");
        }
        String drawn = "4k4/9/9/9/9/9/9/3K5/9/4C4 w - - 0 1"; // a lone cannon cannot mate
        bases.table(MaterialSet.parse("KCK"), 1, BuildProgress.NONE);
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> suite.play(drawn, true));
    }

    private static SearchListener counter(int[] counts, int slot) {
        return new SearchListener() {
            @Override
            public void pruned(int ply, int move, Technique technique, int value) {
                if (technique == Technique.ENDGAME_TABLE) {
                    assertEquals(0, move, "a database decides a node, not a move");
                    counts[slot]++;
                }
            }
        };
    }

    private static SearchResult search(Position position, EndgameProber prober, SearchConfig config) {
        return search(position, prober, config, null);
    }

    private static SearchResult search(Position position, EndgameProber prober, SearchConfig config,
                                       SearchListener listener) {
        var searcher = org.gametree.core.search.Algorithms.create(Presets.get("best").algorithm(), config);
        searcher.setListener(listener);
        return searcher.search(new XiangqiSearchPosition(position, new PieceSquareEvaluation()).useEndgames(prober),
                SearchLimits.depth(DEPTH));
    }
}
