package org.gametree.app.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @TempDir
    Path dir;

    private List<Path> files() throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.sorted().toList();
        }
    }

    @Test
    void writesANewFileAndReplacesAnOldOneLeavingNoTemporaryFile() throws IOException {
        Path file = dir.resolve("game.pgn");
        AtomicFiles.write(file, "first 炮二平五\n");
        assertEquals("first 炮二平五\n", Files.readString(file, StandardCharsets.UTF_8));
        AtomicFiles.write(file, "second");
        assertEquals("second", Files.readString(file));
        assertEquals(List.of(file), files());
    }

    @Test
    void aFailedReplacementKeepsTheOldFileIntactAndCleansUp() throws IOException {
        Path file = dir.resolve("game.pgn");
        Files.writeString(file, "the old game");
        IOException failure = assertThrows(IOException.class, () -> AtomicFiles.write(file, "the new game",
                (finished, target) -> {
                    // The new text is complete on disk before the replacement is attempted.
                    assertEquals("the new game", Files.readString(finished));
                    throw new IOException("disk full");
                }));
        assertEquals("disk full", failure.getMessage());
        assertEquals("the old game", Files.readString(file));
        assertEquals(List.of(file), files(), "the temporary file was removed");
    }

    @Test
    void fallsBackToAnOrdinaryMoveWhenTheFileSystemCannotRenameAtomically() throws IOException {
        Path file = dir.resolve("game.psq");
        Files.writeString(file, "old");
        int[] attempts = {0};
        AtomicFiles.write(file, "new", (finished, target) -> {
            attempts[0]++;
            // The same fallback as the real one, reached through a refused atomic move.
            try {
                throw new AtomicMoveNotSupportedException(finished.toString(), target.toString(), "not here");
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(finished, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        });
        assertEquals(1, attempts[0]);
        assertEquals("new", Files.readString(file));
        assertEquals(List.of(file), files());
    }

    @Test
    void aMissingDirectoryFailsWithoutCreatingAnything() {
        Path file = dir.resolve("no-such-directory").resolve("game.pgn");
        assertThrows(IOException.class, () -> AtomicFiles.write(file, "text"));
    }
}
