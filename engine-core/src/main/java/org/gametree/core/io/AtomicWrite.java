package org.gametree.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Files replaced whole or not at all, for the engines' commands (parameter files, PGN, training
 * data, reports): the content goes to a temporary file beside the target, is forced to the disk
 * and renamed over the target, so a reader never sees half a file and a failed write leaves the
 * old one. The new file is readable as the old one was, or as a new file usually is.
 */
public final class AtomicWrite {

    private AtomicWrite() {
    }

    /** Writes {@code text} (UTF-8) to {@code file}. */
    public static void text(Path file, String text) throws IOException {
        bytes(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code content} to {@code file}: all of it or, on failure, nothing. */
    public static void bytes(Path file, byte[] content) throws IOException {
        Path target = file.toAbsolutePath();
        Path temporary = temporaryBeside(target);
        boolean done = false;
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                OutputStream out = Channels.newOutputStream(channel);
                out.write(content);
                out.flush();
                channel.force(true);
            }
            replace(temporary, target);
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(temporary);
            }
        }
    }

    /**
     * An empty temporary file in the target's folder (made if missing), hidden by a leading dot,
     * with the target's permissions, or rw-r--r-- for a new file (a temporary file alone would be
     * private to its owner, and so would the file it becomes).
     */
    public static Path temporaryBeside(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path directory = absolute.getParent();
        Files.createDirectories(directory);
        Path temporary = Files.createTempFile(directory, "." + absolute.getFileName(), ".tmp");
        try {
            Files.setPosixFilePermissions(temporary, Files.exists(absolute)
                    ? Files.getPosixFilePermissions(absolute) : PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: its defaults apply
        }
        return temporary;
    }

    /** Renames a finished temporary file over the target: atomically where the file system can. */
    public static void replace(Path temporary, Path target) throws IOException {
        try {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
