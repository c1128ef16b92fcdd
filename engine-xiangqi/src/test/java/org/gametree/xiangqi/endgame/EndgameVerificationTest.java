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
}
