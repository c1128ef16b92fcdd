package org.gametree.xiangqi.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The full verification pass on the small sets: every stored value and distance equals the best
 * of the position's successors, found by forward generation (the builder worked with unmoves).
 */
class EndgameVerificationTest {

    @TempDir
    Path cache;

    @ParameterizedTest
    @ValueSource(strings = {"KRK", "KHK", "KCK", "KPK", "KHKA", "KHKE", "KCAK", "KRKA"})
    void everyPositionAgreesWithItsSuccessors(String name) throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        EndgameTable table = bases.table(MaterialSet.parse(name), 1, BuildProgress.NONE);
        EndgameVerifier.Result result = EndgameVerifier.verify(bases, table);
        assertTrue(result.ok(), () -> result.errors() + " errors, first: " + result.firstError());
        assertEquals(2 * table.size(), result.checked());
    }

    /** A wrong entry is found, with the same count and first error on any number of threads. */
    @org.junit.jupiter.api.Test
    void aWrongDistanceIsFound() throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        MaterialSet set = MaterialSet.parse("KHK");
        EndgameTable table = bases.table(set, 1, BuildProgress.NONE);
        // Find a won position and store it one ply longer.
        SetIndex index = table.index();
        byte[] value = new byte[(int) (2 * table.size())];
        short[] distance = new short[value.length];
        int changed = -1;
        for (int id = 0; id < value.length; id++) {
            int entry = table.entry(id / (int) table.size(), id % (int) table.size());
            value[id] = (byte) EndgameTable.value(entry);
            distance[id] = (short) EndgameTable.distance(entry);
            if (changed < 0 && value[id] == EndgameTable.WIN && distance[id] == 5) {
                changed = id;
                distance[id] += 2;
            }
        }
        EndgameTable broken = EndgameTable.pack(index, value, distance);
        EndgameVerifier.Result one = EndgameVerifier.verify(bases, broken, 1);
        EndgameVerifier.Result two = EndgameVerifier.verify(bases, broken, 2);
        assertTrue(one.errors() >= 1, one::toString);
        assertEquals(one, two);
        assertTrue(one.firstError().contains("stored win 7") || one.firstError().contains("successors give"), one::toString);
    }
}
