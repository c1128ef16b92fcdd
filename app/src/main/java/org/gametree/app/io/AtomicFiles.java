package org.gametree.app.io;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes files so that they are never half-written (games, exported trees and comparisons): the
 * content goes to a temporary file in the same directory, is forced to the disk, and then
 * replaces the target in one rename. If anything fails the target keeps its old content and the
 * temporary file is removed.
 */
public final class AtomicFiles {

    /** The last step, replacing the target by the finished temporary file (a seam for tests). */
    @FunctionalInterface
    interface Replace {
        void replace(Path finished, Path target) throws IOException;
    }

    /** Rename in one step where the file system can; otherwise an ordinary replacing move. */
    static final Replace RENAME = (finished, target) -> {
        try {
            Files.move(finished, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(finished, target, StandardCopyOption.REPLACE_EXISTING);
        }
    };

    /** Content streamed as text (UTF-8), for files too big to build as one string. */
    @FunctionalInterface
    public interface TextContent {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFiles() {
    }

    /** Writes {@code text} (UTF-8) to {@code target}, replacing it whole or not at all. */
    public static void write(Path target, String text) throws IOException {
        write(target, text, RENAME);
    }

    static void write(Path target, String text, Replace replace) throws IOException {
        write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)), replace);
    }

    /** Writes {@code bytes} to {@code target}, replacing it whole or not at all. */
    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes), RENAME);
    }

    /** Streams text (UTF-8) to {@code target}, replacing it whole or not at all. */
    public static void write(Path target, TextContent content) throws IOException {
        write(target, out -> {
            Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            content.writeTo(writer);
            writer.flush();
        }, RENAME);
    }

    /** The bytes of a file, written to a stream. */
    @FunctionalInterface
    private interface ByteContent {
        void writeTo(OutputStream out) throws IOException;
    }

    private static void write(Path target, ByteContent content, Replace replace) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path directory = absolute.getParent();
        Path temporary = Files.createTempFile(directory, "." + absolute.getFileName(), ".tmp");
        boolean done = false;
        try {
            keepPermissions(absolute, temporary);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                // not closed here: closing the stream would close the channel before force()
                OutputStream out = Channels.newOutputStream(channel);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            replace.replace(temporary, absolute);
            done = true;
            syncDirectory(directory);
        } finally {
            if (!done) {
                Files.deleteIfExists(temporary);
            }
        }
    }

    /**
     * A temporary file is private to its owner (rw-------); the saved file should be readable as
     * the old one was, or as a new file usually is (rw-r--r--).
     */
    private static void keepPermissions(Path target, Path temporary) throws IOException {
        try {
            Files.setPosixFilePermissions(temporary, Files.exists(target)
                    ? Files.getPosixFilePermissions(target)
                    : java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: its defaults apply.
        }
    }

    /**
     * Makes the rename itself durable where the platform allows opening a directory (Linux,
     * macOS); elsewhere the rename is still atomic, only its durability is left to the OS.
     */
    private static void syncDirectory(Path directory) {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Not possible here (e.g. Windows): the file is already complete under its name.
        }
    }
}
