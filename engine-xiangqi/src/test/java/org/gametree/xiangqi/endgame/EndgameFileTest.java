package org.gametree.xiangqi.endgame;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files: written whole, read back the same, corruption caught by the checksum; builds are deterministic. */
class EndgameFileTest {

    @TempDir
    Path cache;

    @Test
    void aTableReadBackHasTheSameEntries() throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        EndgameTable built = bases.table(MaterialSet.parse("KHKA"), 1, BuildProgress.NONE);
        EndgameTable read = EndgameTable.read(bases.fileOf(built.set()), built.set());
        for (int stm = 0; stm < 2; stm++) {
            for (int i = 0; i < built.size(); i++) {
                assertEquals(built.entry(stm, i), read.entry(stm, i));
            }
        }
        try (var files = Files.list(cache)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temporary file left");
        }
    }

    @Test
    void aFlippedByteIsReportedAsAChecksumMismatch() throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        MaterialSet krk = MaterialSet.parse("KRK");
        bases.table(krk, 1, BuildProgress.NONE);
        Path file = bases.fileOf(krk);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x10;
        Files.write(file, bytes);
        EndgameFileException e = assertThrows(EndgameFileException.class, () -> new EndgameTablebases(cache).table(krk, 1, BuildProgress.NONE));
        assertTrue(e.getMessage().contains("checksum mismatch"), e.getMessage());
        assertTrue(e.getMessage().contains("KRK.xqtb") && e.getMessage().contains("endgame build KRK"), e.getMessage());
    }

    @Test
    void aFileOfAnotherSetOrNoTableIsRefused() throws IOException {
        EndgameTablebases bases = new EndgameTablebases(cache);
        bases.table(MaterialSet.parse("KRK"), 1, BuildProgress.NONE);
        Path krk = bases.fileOf(MaterialSet.parse("KRK"));
        EndgameFileException wrongSet = assertThrows(EndgameFileException.class, () -> EndgameTable.read(krk, MaterialSet.parse("KHK")));
        assertTrue(wrongSet.getMessage().contains("holds set KRK"), wrongSet.getMessage());
        Path junk = cache.resolve("junk.xqtb");
        Files.writeString(junk, "not a table at all");
        assertThrows(EndgameFileException.class, () -> EndgameTable.read(junk, MaterialSet.parse("KRK")));
    }

    @Test
    void theCacheDirectoryComesFromThePropertyElseTheUsersCache() {
        String saved = System.getProperty(EndgameTablebases.DIRECTORY_PROPERTY);
        try {
            System.setProperty(EndgameTablebases.DIRECTORY_PROPERTY, cache.toString());
            assertEquals(cache, EndgameTablebases.defaultDirectory());
            System.clearProperty(EndgameTablebases.DIRECTORY_PROPERTY);
            Path fallback = EndgameTablebases.defaultDirectory();
            assertTrue(fallback.endsWith(Path.of("gametree", "endgame")), fallback.toString());
        } finally {
            if (saved == null) {
                System.clearProperty(EndgameTablebases.DIRECTORY_PROPERTY);
            } else {
                System.setProperty(EndgameTablebases.DIRECTORY_PROPERTY, saved);
            }
        }
    }

    @Test
    void progressReachesTheEndOfBothPhases() throws IOException {
        java.util.Map<String, long[]> last = new java.util.concurrent.ConcurrentHashMap<>();
        BuildProgress progress = (set, phase, done, total) -> {
            assertTrue(done <= total, set + " " + phase + " " + done + "/" + total);
            last.merge(set + " " + phase, new long[] {done, total}, (a, b) -> b[0] >= a[0] ? b : a);
        };
        new EndgameTablebases(cache).table(MaterialSet.parse("KRKA"), 2, progress);
        for (String key : java.util.List.of("KRK moves", "KRK retrograde", "KRKA moves", "KRKA retrograde")) {
            long[] seen = last.get(key);
            assertTrue(seen != null && seen[0] == seen[1], key + " reported " + (seen == null ? "nothing" : seen[0] + "/" + seen[1]));
        }
    }

    @Test
    void buildsWithOneOrTwoThreadsWriteTheSameBytes() throws IOException {
        EndgameTablebases one = new EndgameTablebases(cache.resolve("one"));
        EndgameTablebases two = new EndgameTablebases(cache.resolve("two"));
        MaterialSet set = MaterialSet.parse("KRKA");
        one.table(set, 1, BuildProgress.NONE);
        two.table(set, 2, BuildProgress.NONE);
        assertArrayEquals(Files.readAllBytes(one.fileOf(set)), Files.readAllBytes(two.fileOf(set)));
    }
}
