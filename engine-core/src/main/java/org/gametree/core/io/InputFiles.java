package org.gametree.core.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The files a command reads from a path the user named: the file itself, or a folder's files of the kinds it reads. */
public final class InputFiles {

    private InputFiles() {
    }

    /**
     * {@code input} if it is a file; if a folder, its files (at any depth) whose names end with
     * one of {@code extensions} (".pgn", case ignored), sorted.
     *
     * @throws IllegalArgumentException for a path that does not exist, or a folder without such files
     */
    public static List<Path> of(Path input, String... extensions) throws IOException {
        if (Files.isRegularFile(input)) {
            return List.of(input);
        }
        if (!Files.isDirectory(input)) {
            throw new IllegalArgumentException(input + ": no such file or folder");
        }
        List<Path> found;
        try (Stream<Path> walk = Files.walk(input)) {
            found = walk.filter(Files::isRegularFile).filter(p -> hasExtension(p, extensions)).sorted().toList();
        }
        if (found.isEmpty()) {
            throw new IllegalArgumentException(input + " holds no game files (" + String.join(", ", extensions) + ")");
        }
        return found;
    }

    /** Whether the file's name ends with one of the extensions, case ignored. */
    public static boolean hasExtension(Path file, String... extensions) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (String extension : extensions) {
            if (name.endsWith(extension)) {
                return true;
            }
        }
        return false;
    }
}
