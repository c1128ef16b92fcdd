package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The engines must run without JavaFX (in the CLI, other GUIs, scripted experiments), so no
 * engine source may import it. Checked here because app is the module that has JavaFX at hand
 * and could leak it.
 */
class EngineIndependenceTest {

    @Test
    void noEngineSourceImportsJavaFx() throws IOException {
        Path root = Path.of(System.getProperty("user.dir")).resolve("..").normalize();
        List<Path> sources;
        try (Stream<Path> modules = Files.list(root)) {
            sources = modules.filter(m -> m.getFileName().toString().startsWith("engine-"))
                    .map(m -> m.resolve("src/main/java")).filter(Files::isDirectory)
                    .flatMap(EngineIndependenceTest::javaFiles).collect(Collectors.toList());
        }
        assertTrue(sources.size() > 10, "found the engine sources: " + sources.size());
        List<Path> offenders = sources.stream().filter(EngineIndependenceTest::importsJavaFx).toList();
        assertTrue(offenders.isEmpty(), "engine code imports JavaFX: " + offenders);
    }

    private static Stream<Path> javaFiles(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.toString().endsWith(".java")).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean importsJavaFx(Path file) {
        try {
            return Files.readAllLines(file).stream().map(String::strip)
                    .anyMatch(line -> line.startsWith("import javafx.") || line.startsWith("import static javafx."));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
