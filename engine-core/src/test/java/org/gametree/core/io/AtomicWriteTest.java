package org.gametree.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Atomic writes: the content whole, no temporary file left, and permissions a user can live with. */
class AtomicWriteTest {

    @TempDir
    Path dir;

    @Test
    void aNewFileIsReadableByOthersAndNothingIsLeftBeside() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path file = dir.resolve("sub/report.csv");
        AtomicWrite.text(file, "a,b\n1,2\n");
        assertEquals("a,b\n1,2\n", Files.readString(file, StandardCharsets.UTF_8));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        try (var files = Files.list(file.getParent())) {
            assertEquals(1, files.count(), "only the file itself");
        }
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path file = dir.resolve("weights.params");
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
        AtomicWrite.text(file, "new");
        assertEquals("new", Files.readString(file));
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }
}
