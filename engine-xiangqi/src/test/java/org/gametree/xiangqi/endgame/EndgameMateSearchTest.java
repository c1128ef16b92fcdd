package org.gametree.xiangqi.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Distances agree with an independent full-width search: a plain minimax over {@link Position}
 * (its own move generator, no tables, captures searched like any move, through to the smaller
 * sets) finds a forced mate in exactly the stored number of plies — and none in two plies fewer —
 * on random positions of each set with short mates; and no mate within 5 plies in drawn ones.
 */
class EndgameMateSearchTest {

    /** Longest distance searched: 5 plies keeps the full-width trees small. */
    private static final int MAX_PLIES = 5;

    @TempDir
    Path cache;

    @ParameterizedTest
    @ValueSource(strings = {"KRK", "KHK", "KPK", "KHKA", "KCAK", "KRKA", "KRKH", "KRKC", "KRKAE"})
    void storedDistanceIsTheMateDistanceOfAFullWidthSearch(String name) throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        EndgameTable table = bases.table(MaterialSet.parse(name), 1, BuildProgress.NONE);
        SetIndex index = table.index();
        SplittableRandom random = new SplittableRandom(name.hashCode() * 31L);
        int[] moves = new int[Position.MAX_MOVES * (MAX_PLIES + 2)];
        int wins = 0;
        int losses = 0;
        int draws = 0;
        for (int trial = 0; trial < 400_000 && wins + losses + draws < 60; trial++) {
            int stm = random.nextInt(2);
            int i = random.nextInt((int) index.size);
            int entry = table.entry(stm, i);
            int value = EndgameTable.value(entry);
            int distance = EndgameTable.distance(entry);
            if (value == EndgameTable.ILLEGAL || value != EndgameTable.DRAW && distance > MAX_PLIES) {
                continue;
            }
            Position position = Fen.parse(EndgameStatistics.fen(index, i, stm));
            String fen = Fen.write(position);
            if (value == EndgameTable.WIN && wins < 25) {
                assertTrue(winsWithin(position, distance, moves, 0), fen + " should win in " + distance);
                assertFalse(distance >= 3 && winsWithin(position, distance - 2, moves, 0), fen + " wins faster than " + distance);
                wins++;
            } else if (value == EndgameTable.LOSS && losses < 25) {
                assertTrue(losesWithin(position, distance, moves, 0), fen + " should lose in " + distance);
                assertFalse(distance >= 2 && losesWithin(position, distance - 2, moves, 0), fen + " loses faster than " + distance);
                losses++;
            } else if (value == EndgameTable.DRAW && draws < 10) {
                assertFalse(winsWithin(position, 3, moves, 0), fen + " is a draw but wins in 3");
                assertFalse(losesWithin(position, 4, moves, 0), fen + " is a draw but loses in 4");
                draws++;
            }
        }
        assertTrue(wins + losses > 0, "no short wins or losses sampled");
    }

    /** Whether the side to move can force mate (or stalemate) within {@code plies} (odd counts matter). */
    static boolean winsWithin(Position position, int plies, int[] moves, int ply) {
        if (plies < 1) {
            return false;
        }
        int base = ply * Position.MAX_MOVES;
        int end = position.generateMoves(moves, base);
        for (int m = base; m < end; m++) {
            position.makeMove(moves[m]);
            boolean lost = losesWithin(position, plies - 1, moves, ply + 1);
            position.unmakeMove();
            if (lost) {
                return true;
            }
        }
        return false;
    }

    /** Whether the side to move is mated (no legal move) within {@code plies} whatever it does. */
    static boolean losesWithin(Position position, int plies, int[] moves, int ply) {
        int base = ply * Position.MAX_MOVES;
        int end = position.generateMoves(moves, base);
        if (end == base) {
            return true;
        }
        if (plies < 2) {
            return false;
        }
        for (int m = base; m < end; m++) {
            position.makeMove(moves[m]);
            boolean won = winsWithin(position, plies - 1, moves, ply + 1);
            position.unmakeMove();
            if (!won) {
                return false;
            }
        }
        return true;
    }
}
